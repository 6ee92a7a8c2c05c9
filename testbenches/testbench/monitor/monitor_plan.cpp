#include "testbenches/testbench/monitor/monitor_plan.h"

#include <optional>
#include <sstream>

#include "rtl_models/topology.h"
#include "testbenches/testbench/monitor/zero_load_expectation.h"
#include "testbenches/testbench/simulation/elapsed_ticker.h"
#include "testbenches/testbench/traffic/traffic_factory.h"

namespace kncube::monitor {

double simulated_zero_load(const rtl::NetworkConfig& network) {
  const rtl::TopologyGraph topology = rtl::make_topology(network.spec);
  const auto traffic = traffic::make_traffic_pattern(network.spec, topology);
  // About 2^16 sampled messages: the estimate's error is a few hundredths of a cycle.
  const int draws = std::max(1, 65536 / std::min(topology.node_count(), 4096));
  return expected_zero_load_latency(network, topology, *traffic, draws);
}

void add_to_plan(MonitorPlan& plan, const analytical::LatencyModel& model, const rtl::NetworkConfig& network,
                 const simulation::RunControl& control, const analytical::ModelSwitches& switches,
                 double simulated_zero_load) {
  MonitoredModel monitored;
  monitored.name = std::string(model.name());
  monitored.prepared = model.prepare(network.spec, switches);
  monitored.prediction = monitored.prepared->predict(control.rate);
  monitored.saturation_rate = monitored.prepared->saturation_rate();
  monitored.comparison = assess_comparison(network, *monitored.prepared, simulated_zero_load);
  plan.models.push_back(std::move(monitored));
}

MonitorPlan plan_monitoring(const rtl::NetworkConfig& network, const simulation::RunControl& control,
                            const analytical::ModelCatalog& catalog, const analytical::ModelSwitches& switches,
                            const std::string& only, const PlanProgress& progress) {
  MonitorPlan plan;
  std::vector<const analytical::LatencyModel*> models;
  if (!only.empty()) {
    models.push_back(catalog.find(only));
  } else {
    models = catalog.applicable(network.spec, switches);
  }
  if (models.empty()) {
    for (const auto& refusal : catalog.refusals(network.spec, switches))
      plan.no_model_reason += (plan.no_model_reason.empty() ? "" : "; ") + refusal;
    if (plan.no_model_reason.empty()) plan.no_model_reason = "no model is built in";
    return plan;
  }
  const double zero_load = simulated_zero_load(network);
  for (const auto* model : models) {
    std::optional<simulation::ElapsedTicker> ticker;
    if (progress.out != nullptr && progress.interval_seconds > 0.0) {
      std::ostringstream what;
      what << progress.label << ": reference model " << model->name() << ": computing its prediction at rate "
           << control.rate << " and its saturation rate";
      ticker.emplace(*progress.out, progress.interval_seconds, what.str());
    }
    add_to_plan(plan, *model, network, control, switches, zero_load);
  }
  return plan;
}

}  // namespace kncube::monitor
