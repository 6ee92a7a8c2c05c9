#pragma once
// A model's prediction in JSON, the same everywhere it appears (kncube model's points, compare's
// model points, the run's "predicted", the sweep's), so scripts read one shape.

#include <boost/property_tree/ptree_fwd.hpp>

#include "analytical/common/prediction.h"
#include "testbenches/utilities/json_writer.h"

namespace kncube::report {

// The members of a prediction, into the object being written: "saturated", then either
// "reason" or latency, network_latency, source_wait, multiplexing, rho, iterations and, for a
// model with message classes, "classes": {name: {latency, network_latency}}.
void write_prediction_members(JsonWriter& json, const analytical::Prediction& prediction);

// The inverse of write_prediction_members for the object `members` (a run's "predicted" entry
// read back by a sweep), with its "comparand" when present: every field a run computed survives.
analytical::Prediction read_prediction_members(const boost::property_tree::ptree& members);

// One point of a latency curve: {"rate": r, <members>}.
void write_prediction_point(JsonWriter& json, const analytical::Prediction& prediction);

}  // namespace kncube::report
