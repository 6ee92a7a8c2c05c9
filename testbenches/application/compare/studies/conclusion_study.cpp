#include "testbenches/application/compare/studies/conclusion_study.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "testbenches/application/compare/studies/common_rates.h"
#include "testbenches/application/compare/studies/comparison_result.h"
#include "testbenches/application/compare/studies/network_evaluation.h"
#include "testbenches/application/compare/studies/simulation_cost.h"

namespace kncube::compare {

namespace {

constexpr double model_tie = 0.01;                 // relative: closer than this is not a clear model winner
constexpr std::int64_t probe_warmup_per_node = 10;  // short saturation probes, as kncube sweep's
constexpr std::int64_t probe_measure_per_node = 20;
constexpr int probe_steps = 6;
// Probes near and above saturation cost more than their message count says: flits wait in full
// buffers (fewer flit-hops per CPU second) and saturated runs go on to the drain limit. Measured at
// N = 64: about 2.5 times the unsaturated estimate.
constexpr double probe_cost_factor = 2.5;
// A probe measures 20 messages per node; a mean source queue of 5 of them per node means the
// network is a quarter of the offered traffic behind, so the probe stops as saturated there
// instead of at kncube run's 50, which a short overloaded run reaches only after many times its
// window (or never: it then ends at the drain limit, 2 windows later).
constexpr const char* probe_backlog = "5";

// The index of the best of three values and whether the runner-up is `tie` (relative) away.
Winner best_of(const std::array<double, 3>& values, bool lowest, double tie) {
  std::size_t best = 0;
  for (std::size_t i = 1; i < values.size(); ++i)
    if (lowest ? values[i] < values[best] : values[i] > values[best]) best = i;
  Winner winner{static_cast<analytical::ComparedTopology>(best), true};
  for (std::size_t i = 0; i < values.size(); ++i)
    if (i != best && std::abs(values[i] - values[best]) <= tie * std::abs(values[best])) winner.clear = false;
  return winner;
}

// Where a saturation search starts: the model's rate, or without a usable one the bracket of
// kncube sweep's estimate, [0, 1/M].
double search_start(double model_saturation_rate, int message_length) {
  return model_saturation_rate > 0.0 && std::isfinite(model_saturation_rate) ? model_saturation_rate
                                                                              : 0.5 / message_length;
}

std::string case_label(const ConclusionCase& c) {
  return "N" + std::to_string(c.nodes) + " " + std::string(analytical::to_string(c.constraint)) + " " +
         std::string(analytical::to_string(c.wires)) + " " + traffic_text(c.traffic);
}

SimulationSettings probe_settings(const SimulationSettings& settings, std::int64_t nodes) {
  SimulationSettings probe = settings;
  probe.warmup_messages = probe_warmup_per_node * nodes;
  probe.measure_messages = probe_measure_per_node * nodes;  // >= 20 x 64 nodes: enough for kncube run's batches
  return probe;
}

std::optional<Winner> light_winner(const std::array<sweep::RunOutcome, 3>& runs) {
  std::array<double, 3> means = {};
  for (std::size_t i = 0; i < runs.size(); ++i) {
    if (runs[i].status != sweep::RunStatus::ok) return std::nullopt;
    means[i] = runs[i].measured.latency.mean;
  }
  Winner winner = best_of(means, true, 0.0);
  const simulation::MeasuredValue& best = runs[static_cast<std::size_t>(winner.topology)].measured.latency;
  for (const auto& run : runs) {
    const simulation::MeasuredValue& latency = run.measured.latency;
    if (&latency != &best && latency.mean - latency.ci95 <= best.mean + best.ci95) winner.clear = false;
  }
  return winner;
}

std::optional<Winner> saturation_winner(const std::array<SaturationSearch, 3>& searches) {
  std::array<double, 3> estimates = {};
  for (std::size_t i = 0; i < searches.size(); ++i) {
    if (!searches[i].error.empty()) return std::nullopt;
    estimates[i] = searches[i].estimate();
  }
  Winner winner = best_of(estimates, false, 0.0);
  const SaturationSearch& best = searches[static_cast<std::size_t>(winner.topology)];
  for (const auto& search : searches)
    if (&search != &best && search.high > best.low) winner.clear = false;
  return winner;
}

}  // namespace

std::vector<ConclusionCase> conclusion_cases(const std::vector<std::int64_t>& nodes, double hotspot_fraction,
                                             double pattern_fraction, int message_length) {
  std::vector<ConclusionCase> cases;
  for (std::int64_t n : nodes)
    for (auto constraint : {analytical::Constraint::bisection, analytical::Constraint::pinout})
      for (auto wires : {analytical::Wires::pipelined, analytical::Wires::nonpipelined})
        for (auto kind : {TrafficKind::uniform, TrafficKind::hotspot, TrafficKind::transpose, TrafficKind::digit_reversal}) {
          ConclusionCase c;
          c.nodes = n;
          c.constraint = constraint;
          c.wires = wires;
          c.traffic.kind = kind;
          c.message_length = message_length;
          if (kind == TrafficKind::hotspot) c.traffic.hotspot_fraction = hotspot_fraction;
          if (kind == TrafficKind::transpose || kind == TrafficKind::digit_reversal) c.traffic.pattern_fraction = pattern_fraction;
          cases.push_back(c);
        }
  return cases;
}

CaseOutcome model_case(const analytical::ModelCatalog& catalog, const ConclusionCase& settings) {
  analytical::ComparisonRequest request;
  request.nodes = settings.nodes;
  request.constraint = settings.constraint;
  request.wires = settings.wires;
  request.message_length = settings.message_length;
  request.traffic = settings.traffic;
  const analytical::ModelSwitches switches;
  const analytical::CostComparison cost = analytical::build_cost_comparison(request, switches);

  CaseOutcome outcome;
  outcome.settings = settings;
  outcome.claim = thesis_claim(settings);
  std::vector<NetworkModel> models;
  for (std::size_t i = 0; i < cost.networks.size(); ++i) {
    outcome.networks[i] = cost.networks[i];
    outcome.labels[i] = cost.networks[i].label;
    outcome.approximate = outcome.approximate || cost.networks[i].approximate;
    models.emplace_back(catalog, cost.networks[i].spec, switches);
    outcome.model_saturation[i] = models.back().saturation_rate();
  }
  outcome.light_rate =
      light_load_rate({outcome.model_saturation.begin(), outcome.model_saturation.end()}, light_load_share);
  for (std::size_t i = 0; i < models.size(); ++i) {
    // A saturated prediction carries no latency: infinite, so it never wins the light-load column.
    const analytical::Prediction light = models[i].predict(outcome.light_rate);
    outcome.model_light_latency[i] = light.saturated ? std::numeric_limits<double>::infinity() : light.latency;
  }
  outcome.model_light = best_of(outcome.model_light_latency, true, model_tie);
  outcome.model_saturation_winner = best_of(outcome.model_saturation, false, model_tie);
  return outcome;
}

sweep::CostSummary conclusion_cost(const std::vector<CaseOutcome*>& cases, const std::string& program,
                                   const SimulationSettings& settings) {
  sweep::CostSummary cost;
  for (const CaseOutcome* c : cases)
    for (std::size_t i = 0; i < c->networks.size(); ++i) {
      const analytical::ComparedNetwork& network = c->networks[i];
      const double start = search_start(c->model_saturation[i], c->settings.message_length);
      const sweep::RunCostModel model = network_cost(program, network, settings, {c->light_rate, start}, cost);
      cost.cpu_seconds += model.run_seconds(c->light_rate, run_plan(settings));
      // About 1 + steps probes near the saturation rate.
      cost.cpu_seconds += (1 + probe_steps) * probe_cost_factor *
                          model.run_seconds(start, run_plan(probe_settings(settings, network.nodes)));
      cost.runs += 2 + probe_steps;
    }
  return cost;
}

void simulate_cases(const std::vector<CaseOutcome*>& cases, const std::string& program, const SimulationSettings& settings,
                    const sweep::ProgressSink& progress) {
  std::vector<SimulationJob> light;
  std::vector<SimulationJob> saturation;
  for (const CaseOutcome* c : cases)
    for (std::size_t i = 0; i < c->networks.size(); ++i) {
      const analytical::ComparedNetwork& network = c->networks[i];
      const std::string label = case_label(c->settings) + ": " + network.label;
      light.push_back({label, thesis_run_options(network, settings), {c->light_rate}});
      sweep::OptionList probe = thesis_run_options(network, probe_settings(settings, network.nodes));
      probe.emplace_back("saturation-backlog", probe_backlog);
      saturation.push_back({label, std::move(probe), {search_start(c->model_saturation[i], c->settings.message_length)}});
    }
  if (progress.out != nullptr) *progress.out << "kncube compare: light-load runs, " << light.size() << " runs\n";
  const auto light_runs = run_simulation_jobs(program, light, settings.seed, settings.jobs, progress, settings.records,
                                      settings.runner);
  SearchSettings search;
  search.steps = probe_steps;
  search.seed = settings.seed;
  search.jobs = settings.jobs;
  search.records = settings.records;
  search.runner = settings.runner;
  const auto searches = search_saturation(program, saturation, search, progress);

  std::size_t j = 0;
  for (CaseOutcome* c : cases) {
    CaseSimulation simulation;
    for (std::size_t i = 0; i < c->networks.size(); ++i, ++j) {
      simulation.light[i] = light_runs[j].front();
      simulation.saturation[i] = searches[j];
    }
    simulation.light_winner = light_winner(simulation.light);
    simulation.saturation_winner = saturation_winner(simulation.saturation);
    c->simulation = std::move(simulation);
  }
}

std::string short_name(analytical::ComparedTopology topology) {
  switch (topology) {
    case analytical::ComparedTopology::torus_2d: return "2D";
    case analytical::ComparedTopology::torus_3d: return "3D";
    case analytical::ComparedTopology::hypercube: return "HC";
  }
  return "?";
}

}  // namespace kncube::compare
