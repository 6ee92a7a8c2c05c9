#pragma once
// What the control plane of a circuit-switched run did (spec 04 B.5 step 7's counters: attempts
// per message, the hop at which attempts were blocked, set-up time, VC occupancy), for the run's
// JSON and table.

#include <string>
#include <utility>
#include <vector>

#include "rtl_models/circuit/circuit_counters.h"
#include "testbenches/utilities/json_writer.h"

namespace kncube::report {

// Writes "circuit": {...} into the open object.
void write_circuit_json(JsonWriter& json, const rtl::CircuitCounters& counters);

// (quantity, value) rows for the run's table.
std::vector<std::pair<std::string, std::string>> circuit_rows(const rtl::CircuitCounters& counters);

}  // namespace kncube::report
