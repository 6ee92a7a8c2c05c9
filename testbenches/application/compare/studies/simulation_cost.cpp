#include "testbenches/application/compare/studies/simulation_cost.h"

#include <algorithm>

#include "testbenches/testbench/simulation/memory_budget.h"

namespace kncube::compare {

sweep::RunCostModel network_cost(const std::string& program, const analytical::ComparedNetwork& network,
                                 const SimulationSettings& settings, const std::vector<double>& rates,
                                 sweep::CostSummary& cost) {
  const ThesisRun run = thesis_run(network, settings);
  sweep::RunCostModel model = sweep::calibrate_run_cost(program, thesis_run_options(network, settings), rates,
                                                        settings.seed, network.spec.nodes(), run.control.plan);
  cost.add_calibration(model);
  cost.memory_per_run = std::max(cost.memory_per_run, simulation::estimate_memory(run.network, run.control).total());
  return model;
}

stats::MeasurementPlan run_plan(const SimulationSettings& settings) {
  stats::MeasurementPlan plan;
  plan.warmup_messages = settings.warmup_messages;
  plan.measure_messages = settings.measure_messages;
  return plan;
}

}  // namespace kncube::compare
