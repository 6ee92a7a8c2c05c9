#pragma once
// What the reference monitor will compare, decided before the run: the models that apply to the
// simulated configuration (all of them, or the one asked for), each prepared once with its
// prediction at the run's rate and its comparison mode; or why no model applies.

#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "analytical/catalog/model_catalog.h"
#include "rtl_models/network_config.h"
#include "testbenches/testbench/monitor/comparison_mode.h"
#include "testbenches/testbench/simulation/run_control.h"

namespace kncube::monitor {

struct MonitoredModel {
  std::string name;
  std::unique_ptr<analytical::PreparedModel> prepared;
  analytical::Prediction prediction;  // at the run's rate
  double saturation_rate = 0.0;       // messages/node/cycle
  Comparison comparison;
};

struct MonitorPlan {
  std::vector<MonitoredModel> models;
  std::string no_model_reason;  // set when `models` is empty
};

// Where plan_monitoring says which model it is preparing, once per interval while it takes
// longer (`kncube run --progress`; ElapsedTicker): a model's prediction and saturation rate take
// from microseconds to most of a run (circuit-mmpp at 2^8 phases: 28 s before a 2 s simulation),
// and a run that reported nothing until its simulation began looked hung.
struct PlanProgress {
  std::ostream* out = nullptr;    // nullptr: silent
  double interval_seconds = 0.0;  // > 0 with `out`: a line per interval while a model is prepared
  std::string label;              // starts each line ("kncube run")
};

// `only` names one model to monitor ("" for every applicable one); it must apply (checked by the
// caller). `models` may be extended by tests with deliberately wrong models.
MonitorPlan plan_monitoring(const rtl::NetworkConfig& network, const simulation::RunControl& control,
                            const analytical::ModelCatalog& catalog, const analytical::ModelSwitches& switches,
                            const std::string& only, const PlanProgress& progress = {});

// Adds one model to a plan (the catalog's or any other LatencyModel).
void add_to_plan(MonitorPlan& plan, const analytical::LatencyModel& model, const rtl::NetworkConfig& network,
                 const simulation::RunControl& control, const analytical::ModelSwitches& switches,
                 double simulated_zero_load);

// The simulated router's mean zero-load latency over the run's traffic (offset mode).
double simulated_zero_load(const rtl::NetworkConfig& network);

}  // namespace kncube::monitor
