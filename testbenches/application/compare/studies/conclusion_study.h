#pragma once
// The table behind `kncube compare --conclusions` (spec 03 §3.11): for each case of the
// experiment matrix, which of the 2D torus, 3D torus and hypercube has the lowest latency at a
// light load and which saturates last, by the latency models and (for chosen sizes) by simulation,
// next to what the thesis states.
//
// Light load: 10% of the smallest of the three model saturation rates, the same rate for model
// and simulation. Model saturation: each model's saturation rate. Simulated saturation: the
// parallel bisection of saturation_search.h, from each model's rate, with short runs of 10
// warm-up and 20 measured messages per node that stop as saturated once the source queues hold 5
// messages per node (--saturation-backlog 5). A winner is "clear" when its margin exceeds the
// uncertainty: simulated light-load latencies whose 95% intervals do not overlap the runner-up's,
// simulated saturation brackets that do not overlap; model winners are always clear unless the
// runner-up is within 1%.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "analytical/catalog/model_catalog.h"
#include "testbenches/application/compare/studies/saturation_search.h"
#include "testbenches/application/compare/studies/simulation_settings.h"
#include "testbenches/application/sweep/engine/sweep_cost.h"
#include "testbenches/application/compare/studies/thesis_conclusions.h"
#include "testbenches/application/sweep/engine/run_outcome.h"
#include "testbenches/application/sweep/engine/sweep_runner.h"

namespace kncube::compare {

struct Winner {
  analytical::ComparedTopology topology = analytical::ComparedTopology::torus_2d;
  bool clear = true;  // the margin exceeds the uncertainty (see above)
};

struct CaseSimulation {
  std::array<sweep::RunOutcome, 3> light;             // at CaseOutcome::light_rate
  std::array<SaturationSearch, 3> saturation;
  std::optional<Winner> light_winner;                 // none when a light run did not finish ok
  std::optional<Winner> saturation_winner;            // none when a saturation search failed
};

struct CaseOutcome {
  ConclusionCase settings;
  std::array<std::string, 3> labels;                  // "2D torus 8x8", ...
  std::array<analytical::ComparedNetwork, 3> networks;
  bool approximate = false;                           // the 2D torus is the A14 stand-in (N = 512)
  double light_rate = 0.0;                            // messages/node/base cycle
  std::array<double, 3> model_light_latency = {};     // base cycles
  std::array<double, 3> model_saturation = {};        // messages/node/base cycle
  Winner model_light;
  Winner model_saturation_winner;
  std::optional<CaseSimulation> simulation;
  ThesisClaim claim;
};

constexpr double light_load_share = 0.1;

// Every (N, constraint, wires, traffic) in that nesting order; traffic uniform, hotspot h,
// transpose x, digit-reversal x; M flits per message.
std::vector<ConclusionCase> conclusion_cases(const std::vector<std::int64_t>& nodes, double hotspot_fraction,
                                             double pattern_fraction, int message_length);

// Throws analytical::CostInputError when a model does not cover a network (key "traffic").
CaseOutcome model_case(const analytical::ModelCatalog& catalog, const ConclusionCase& settings);

// What simulate_cases will cost (simulation_cost.h): calibration runs of every network, here;
// a saturation search counts as about 7 short probes near the saturation rate.
sweep::CostSummary conclusion_cost(const std::vector<CaseOutcome*>& cases, const std::string& program,
                                   const SimulationSettings& settings);

// Simulates the given cases (light-load runs with `settings`, then the saturation searches), all
// cases' networks together.
void simulate_cases(const std::vector<CaseOutcome*>& cases, const std::string& program, const SimulationSettings& settings,
                    const sweep::ProgressSink& progress);

// "2D", "3D", "HC".
std::string short_name(analytical::ComparedTopology topology);

}  // namespace kncube::compare
