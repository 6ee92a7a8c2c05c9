#include "testbenches/application/records/saturation_probes_json.h"

namespace kncube::report {

void write_saturation_probes(JsonWriter& json, const std::vector<sweep::SaturationProbe>& probes) {
  json.begin_array();
  for (const auto& probe : probes) {
    json.begin_object();
    json.key("rate");
    json.value(probe.rate);
    json.key("saturated");
    json.value(probe.saturated);
    json.end_object();
  }
  json.end_array();
}

}  // namespace kncube::report
