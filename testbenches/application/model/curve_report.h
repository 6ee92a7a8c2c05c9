#pragma once
// One model's latency curve for one configuration, as `kncube model` prints it, and its three
// output formats: one JSON object, CSV (header and one row per point), an aligned table.

#include <ostream>
#include <string>
#include <vector>

#include "analytical/common/prediction.h"

namespace kncube::report {

struct CurveReport {
  std::string model;          // the --model name
  std::string configuration;  // kncube::describe(spec)
  double saturation_rate = 0.0;
  std::vector<analytical::Prediction> points;
};

// Names of the message classes the points report, in order of first appearance (the same
// model gives the same classes at every unsaturated rate; saturated points give none).
std::vector<std::string> class_names(const CurveReport& report);

void write_json(std::ostream& out, const CurveReport& report);
void write_csv(std::ostream& out, const CurveReport& report);
void write_table(std::ostream& out, const CurveReport& report);

}  // namespace kncube::report
