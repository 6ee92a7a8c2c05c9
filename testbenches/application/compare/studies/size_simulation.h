#pragma once
// The simulation side of `kncube compare --simulate`: every network of every size at the
// comparison's common rates, in thesis-compatible link mode (simulation_settings.h), all points
// in one batch of parallel `kncube run` processes (simulation_jobs.h).

#include <string>
#include <vector>

#include "testbenches/application/compare/studies/comparison_result.h"
#include "testbenches/application/compare/studies/simulation_settings.h"
#include "testbenches/application/sweep/engine/sweep_cost.h"
#include "testbenches/application/sweep/engine/sweep_runner.h"

namespace kncube::compare {

// What simulate_sizes will cost (simulation_cost.h): calibration runs of every network, here.
sweep::CostSummary simulation_cost(const std::vector<SizeResult>& sizes, const std::string& program,
                                   const SimulationSettings& settings);

// Fills NetworkResult::run_options and ::simulated of every network.
void simulate_sizes(std::vector<SizeResult>& sizes, const std::string& program, const SimulationSettings& settings,
                    const sweep::ProgressSink& progress);

}  // namespace kncube::compare
