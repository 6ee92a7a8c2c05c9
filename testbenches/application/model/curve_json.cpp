// JSON form of a CurveReport: exactly one object, on one line, for scripts.
#include "testbenches/application/model/curve_report.h"
#include "testbenches/utilities/json_writer.h"
#include "testbenches/application/records/prediction_json.h"

namespace kncube::report {

void write_json(std::ostream& out, const CurveReport& report) {
  JsonWriter json(out);
  json.begin_object();
  json.key("model");
  json.value(report.model);
  json.key("configuration");
  json.value(report.configuration);
  json.key("saturation_rate");
  json.value(report.saturation_rate);
  json.key("points");
  json.begin_array();
  for (const auto& point : report.points) write_prediction_point(json, point);
  json.end_array();
  json.end_object();
  out << '\n';
}

}  // namespace kncube::report
