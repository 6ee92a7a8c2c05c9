#include "testbenches/application/compare/studies/size_simulation.h"

#include "testbenches/application/compare/studies/simulation_cost.h"
#include "testbenches/application/compare/studies/simulation_jobs.h"

namespace kncube::compare {

sweep::CostSummary simulation_cost(const std::vector<SizeResult>& sizes, const std::string& program,
                                   const SimulationSettings& settings) {
  sweep::CostSummary cost;
  for (const SizeResult& size : sizes)
    for (const NetworkResult& network : size.networks) {
      const sweep::RunCostModel model = network_cost(program, network.network, settings, size.rates, cost);
      for (double rate : size.rates) cost.cpu_seconds += model.run_seconds(rate, run_plan(settings));
      cost.runs += size.rates.size();
    }
  return cost;
}

void simulate_sizes(std::vector<SizeResult>& sizes, const std::string& program, const SimulationSettings& settings,
                    const sweep::ProgressSink& progress) {
  std::vector<SimulationJob> jobs;
  for (SizeResult& size : sizes)
    for (NetworkResult& network : size.networks) {
      network.run_options = thesis_run_options(network.network, settings);
      jobs.push_back({network.network.label, network.run_options, size.rates});
    }
  auto outcomes = run_simulation_jobs(program, jobs, settings.seed, settings.jobs, progress, settings.records,
                                      settings.runner);
  std::size_t j = 0;
  for (SizeResult& size : sizes)
    for (NetworkResult& network : size.networks) network.simulated = std::move(outcomes[j++]);
}

}  // namespace kncube::compare
