#pragma once
// What `kncube compare --simulate` will cost, told before it starts: every network's CPU time per
// run from the measured speed of its own thesis-link-mode configuration (calibration runs,
// testbenches/application/sweep/engine/sweep_cost.h), and the memory of the largest network
// (simulation::estimate_memory).

#include <string>
#include <vector>

#include "analytical/cost/cost_comparison.h"
#include "testbenches/application/compare/studies/simulation_settings.h"
#include "testbenches/application/sweep/engine/sweep_cost.h"

namespace kncube::compare {

// The calibrated cost model of `network` simulated with `settings`, from calibration runs at the
// lowest and median of `rates`; its memory and calibration are added to `cost`. Throws
// std::runtime_error when a calibration run fails.
sweep::RunCostModel network_cost(const std::string& program, const analytical::ComparedNetwork& network,
                                 const SimulationSettings& settings, const std::vector<double>& rates,
                                 sweep::CostSummary& cost);

// The run plan of `settings` (warm-up and measured messages) as the cost model reads it.
stats::MeasurementPlan run_plan(const SimulationSettings& settings);

}  // namespace kncube::compare
