#include "testbenches/application/records/prediction_json.h"

namespace kncube::report {

void write_prediction_members(JsonWriter& json, const analytical::Prediction& p) {
  json.key("saturated");
  json.value(p.saturated);
  if (p.saturated) {
    // A saturated model has no latency; the numbers it left behind are not an answer.
    json.key("reason");
    json.value(p.reason);
    return;
  }
  json.key("latency");
  json.value(p.latency);
  json.key("network_latency");
  json.value(p.network_latency);
  json.key("source_wait");
  json.value(p.source_wait);
  json.key("multiplexing");
  json.value(p.multiplexing);
  json.key("rho");
  json.value(p.rho);
  json.key("iterations");
  json.value(p.iterations);
  if (p.classes.empty()) return;
  json.key("classes");
  json.begin_object();
  for (const auto& c : p.classes) {
    json.key(c.name);
    json.begin_object();
    json.key("latency");
    json.value(c.latency);
    json.key("network_latency");
    json.value(c.network_latency);
    json.end_object();
  }
  json.end_object();
}

void write_prediction_point(JsonWriter& json, const analytical::Prediction& p) {
  json.begin_object();
  json.key("rate");
  json.value(p.rate);
  write_prediction_members(json, p);
  json.end_object();
}

}  // namespace kncube::report
