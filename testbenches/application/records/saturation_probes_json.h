#pragma once
// The short runs of a measured saturation search in JSON, one shape wherever a search is
// reported (the sweep's measured estimate, compare's conclusions): [{"rate", "saturated"}, ...].

#include <vector>

#include "testbenches/utilities/json_writer.h"
#include "testbenches/testbench/simulation/saturation_estimate.h"

namespace kncube::report {

void write_saturation_probes(JsonWriter& json, const std::vector<sweep::SaturationProbe>& probes);

}  // namespace kncube::report
