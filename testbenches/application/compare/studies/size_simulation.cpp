#include "testbenches/application/compare/studies/size_simulation.h"

#include "testbenches/application/compare/studies/simulation_cost.h"
#include "testbenches/application/compare/studies/simulation_jobs.h"

namespace kncube::compare {

double estimated_simulation_seconds(const std::vector<SizeResult>& sizes, const SimulationSettings& settings) {
  const std::int64_t messages = settings.warmup_messages + settings.measure_messages;
  double cpu_seconds = 0.0;
  for (const SizeResult& size : sizes)
    for (const NetworkResult& network : size.networks)
      for (double rate : size.rates)
        cpu_seconds += estimated_run_seconds(network.network.spec, rate, messages, network.model.zero_load_latency);
  return cpu_seconds / settings.jobs;
}

void simulate_sizes(std::vector<SizeResult>& sizes, const std::string& program, const SimulationSettings& settings,
                    const sweep::ProgressSink& progress) {
  std::vector<SimulationJob> jobs;
  for (SizeResult& size : sizes)
    for (NetworkResult& network : size.networks) {
      network.run_options = thesis_run_options(network.network, settings);
      jobs.push_back({network.network.label, network.run_options, size.rates});
    }
  auto outcomes = run_simulation_jobs(program, jobs, settings.seed, settings.jobs, progress, settings.records);
  std::size_t j = 0;
  for (SizeResult& size : sizes)
    for (NetworkResult& network : size.networks) network.simulated = std::move(outcomes[j++]);
}

}  // namespace kncube::compare
