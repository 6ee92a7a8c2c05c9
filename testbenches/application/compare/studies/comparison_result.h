#pragma once
// What `kncube compare` found for each requested N: the three equal-cost networks (spec 03 §3.3-3.7),
// each with its model evaluation at the common rates and, with --simulate, its simulated points at
// the same rates. The reports (report/compare_report.h) read only this.

#include <optional>
#include <string>
#include <vector>

#include "analytical/cost/cost_comparison.h"
#include "testbenches/application/compare/studies/network_evaluation.h"
#include "testbenches/application/compare/studies/simulation_settings.h"
#include "testbenches/application/sweep/engine/run_arguments.h"
#include "testbenches/application/sweep/engine/run_outcome.h"

namespace kncube::compare {

struct NetworkResult {
  analytical::ComparedNetwork network;   // width, mu, V, the NetworkSpec the model and simulation use
  NetworkEvaluation model;
  sweep::OptionList run_options;         // of its `kncube run`s; empty without --simulate
  std::vector<sweep::RunOutcome> simulated;  // one per common rate, with --simulate
};

struct SizeResult {
  analytical::CostComparison cost;       // N, constraint, wires, budget, R (and the networks again)
  std::string traffic;                   // e.g. "hotspot h=0.2", for titles
  bool automatic_rates = true;
  std::vector<double> rates;             // the common rates, messages/node/base cycle
  std::vector<NetworkResult> networks;   // 2D torus, 3D torus, hypercube
};

struct ComparisonResult {
  std::vector<SizeResult> sizes;         // in the order of --nodes
  std::optional<SimulationSettings> simulation;  // set with --simulate
  double wall_seconds = 0.0;
};

// "uniform", "hotspot h=0.2", "transpose x=1", "digit-reversal x=0.5".
std::string traffic_text(const TrafficSpec& traffic);

}  // namespace kncube::compare
