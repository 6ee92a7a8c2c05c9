#pragma once
// How a simulation relates to a model's assumptions (spec 01 §3.5, spec 02 §2.1, spec 03 §2.11):
// model-matched when the simulator satisfies every assumption the model makes about the router,
// otherwise offset: the documented zero-load difference is removed from the measurement and the
// assumptions that do not hold are listed, so a user knows what the comparison means.

#include <string>
#include <vector>

#include "analytical/common/latency_model.h"
#include "rtl_models/network_config.h"

namespace kncube::monitor {

enum class ComparisonMode { model_matched, offset };
const char* to_string(ComparisonMode mode);

struct Comparison {
  ComparisonMode mode = ComparisonMode::model_matched;
  std::vector<std::string> unmet_assumptions;  // empty when model-matched
  double simulated_zero_load = 0.0;  // mean zero-load latency of the simulated router over the traffic, cycles
  double model_zero_load = 0.0;      // what the model gives at rate -> 0, cycles
  double offset = 0.0;               // simulated_zero_load - model_zero_load: removed from the measurement
};

// Assesses one model against the simulated configuration. `simulated_zero_load` comes from
// expected_zero_load_latency (computed once per run, shared by all models); it is used only in
// offset mode.
Comparison assess_comparison(const rtl::NetworkConfig& network, const analytical::PreparedModel& model, double simulated_zero_load);

}  // namespace kncube::monitor
