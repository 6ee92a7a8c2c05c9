// JSON form of a CurveReport: exactly one object, on one line, for scripts.
#include "testbenches/report/curve_report.h"
#include "testbenches/report/json_writer.h"

namespace kncube::report {

namespace {

void write_point(JsonWriter& json, const analytical::Prediction& point) {
  json.begin_object();
  json.key("rate");
  json.value(point.rate);
  json.key("saturated");
  json.value(point.saturated);
  if (point.saturated) {
    // A saturated model has no latency; the numbers it left behind are not an answer.
    json.key("reason");
    json.value(point.reason);
    json.end_object();
    return;
  }
  json.key("latency");
  json.value(point.latency);
  json.key("network_latency");
  json.value(point.network_latency);
  json.key("source_wait");
  json.value(point.source_wait);
  json.key("multiplexing");
  json.value(point.multiplexing);
  json.key("rho");
  json.value(point.rho);
  json.key("iterations");
  json.value(point.iterations);
  if (!point.classes.empty()) {
    json.key("classes");
    json.begin_object();
    for (const auto& cls : point.classes) {
      json.key(cls.name);
      json.begin_object();
      json.key("latency");
      json.value(cls.latency);
      json.key("network_latency");
      json.value(cls.network_latency);
      json.end_object();
    }
    json.end_object();
  }
  json.end_object();
}

}  // namespace

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
  for (const auto& point : report.points) write_point(json, point);
  json.end_array();
  json.end_object();
  out << '\n';
}

}  // namespace kncube::report
