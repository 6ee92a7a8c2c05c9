#pragma once
// The verdict of one model on one run: agree when the prediction lies inside the measurement's
// 95% confidence interval widened by a tolerance (a fraction of the measured mean), differ
// otherwise (with the signed relative error), saturated when the run or the model is, no-model
// when nothing applies.

#include <string>

#include "analytical/common/prediction.h"
#include "testbenches/testbench/simulation/run_result.h"

namespace kncube::monitor {

enum class Verdict { agree, differ, saturated, no_model };
const char* to_string(Verdict verdict);

struct ModelVerdict {
  Verdict verdict = Verdict::no_model;
  double measured = 0.0;        // mean of the compared quantity, offset removed, cycles
  double ci95 = 0.0;            // its half-width, cycles
  double predicted = 0.0;       // cycles
  double relative_error = 0.0;  // (predicted - measured) / measured
  std::string reason;           // for saturated and no-model
};

// `measured` is the run's mean of the quantity the prediction's comparand names, before the
// offset is removed.
ModelVerdict judge(const simulation::MeasuredValue& measured, double offset, const analytical::Prediction& prediction,
                   double tolerance, bool run_saturated, const std::string& run_reason);

}  // namespace kncube::monitor
