#include "testbenches/application/compare/compare_command_config.h"


#include <algorithm>
#include <array>
#include <cmath>

#include "analytical/cost/cost_comparison.h"
#include "testbenches/application/options/memory_options.h"
#include "testbenches/application/options/option_table.h"
#include "testbenches/application/options/traffic_options.h"
#include "testbenches/application/options/usage_error.h"
#include "testbenches/application/options/value_checks.h"
#include "testbenches/application/compare/studies/comparison_result.h"
#include "testbenches/application/compare/studies/simulation_settings.h"
#include "testbenches/application/compare/studies/traffic_model.h"
#include "testbenches/application/sweep/engine/run_journal.h"
#include "testbenches/utilities/number_format.h"
#include "testbenches/testbench/simulation/memory_budget.h"
#include "testbenches/testbench/traffic/traffic_checks.h"

namespace kncube::cli {

namespace po = boost::program_options;

namespace {

constexpr double conclusion_hotspot_fraction = 0.2;  // spec 03 §3.10: h in {0.05, 0.2, 0.5}; the middle one
constexpr std::array<std::int64_t, 3> conclusion_nodes = {64, 512, 4096};  // spec 03 §3.10

// A spec of the smallest requested size, against which read_traffic_options checks the hot node:
// a node id below N exists in all three networks of every size.
NetworkSpec smallest_network(const std::vector<std::int64_t>& nodes) {
  NetworkSpec spec;
  spec.topology = Topology::hypercube;
  spec.k = 2;
  spec.n = static_cast<int>(std::lround(std::log2(static_cast<double>(*std::min_element(nodes.begin(), nodes.end())))));
  return spec;
}

TrafficSpec comparison_traffic(const po::variables_map& values, const std::vector<std::int64_t>& nodes) {
  // The kind first: a kind without a model is refused as such, before its parameters are
  // checked against the hypercube that stands in for the sizes (tornado is undefined there).
  const TrafficKind kind = read_traffic_kind(values);
  if (compare::latency_model_for(kind).empty())
    throw UsageError::not_allowed("traffic", std::string(to_string(kind)),
                                  compare::compared_traffic_words() +
                                      " (the chapter-6 comparison covers the traffic kinds with a chapter 3-5 model)");
  NetworkSpec spec = smallest_network(nodes);
  read_traffic_options(values, spec);
  // BookSim's variants of uniform and permutation traffic leave the models' assumptions.
  if (spec.traffic.self_traffic)
    throw UsageError::not_allowed("self-traffic", "on",
                                  "off with kncube compare: the chapter-6 comparison evaluates the models, whose uniform "
                                  "traffic excludes the source");
  if (spec.traffic.fixed_points != FixedPoints::uniform)
    throw UsageError::not_allowed("fixed-points", std::string(to_string(spec.traffic.fixed_points)),
                                  "uniform with kncube compare: the chapter-6 comparison evaluates the models, which "
                                  "assume rule S (spec 02 §2.1)");
  return spec.traffic;
}

// --conclusions iterates the traffic kinds; only the parameters of two of them may be set.
TrafficSpec conclusion_traffic(const po::variables_map& values) {
  for (const char* option : {"traffic", "locality", "hotspot-node", "hotspot-nodes", "hotspot-weights", "self-traffic",
                             "fixed-points"})
    if (given(values, option))
      throw UsageError(std::string("--") + option +
                       " is not allowed with --conclusions; it compares uniform, hotspot, transpose and digit-reversal "
                       "traffic (set h with --hotspot-fraction, x with --pattern-fraction)");
  NetworkSpec spec;  // any network: the fractions' ranges do not depend on it
  TrafficSpec& traffic = spec.traffic;
  traffic.hotspot_fraction = given(values, "hotspot-fraction") ? values["hotspot-fraction"].as<double>() : conclusion_hotspot_fraction;
  traffic.pattern_fraction = values["pattern-fraction"].as<double>();
  // Each fraction checked as the traffic that uses it checks it.
  for (const TrafficKind kind : {TrafficKind::hotspot, TrafficKind::transpose}) {
    traffic.kind = kind;
    check_as_usage([&] { traffic::check_traffic(spec); });
  }
  traffic.kind = TrafficKind::uniform;
  return traffic;
}

void refuse_for_study(const po::variables_map& values) {
  for (const char* option : {"traffic", "locality", "hotspot-fraction", "hotspot-node", "pattern-fraction", "hotspot-nodes",
                             "hotspot-weights", "self-traffic", "fixed-points", "simulate"})
    if (given(values, option))
      throw UsageError(std::string("--") + option +
                       " is not allowed with --study dally; Dally's study is analytical, uniform traffic, e-cube routing");
}

// Every network of every simulated size must fit, `jobs` of the largest side by side: the same
// estimate and limit as kncube run (testbench/simulation/memory_budget.h).
void check_memory(const std::vector<std::int64_t>& nodes, const compare::SimulationSettings& settings) {
  for (std::int64_t n : nodes) {
    analytical::ComparisonRequest request;
    request.nodes = n;
    const analytical::CostComparison cost = analytical::build_cost_comparison(request);
    for (const auto& network : cost.networks) {
      const compare::ThesisRun run = compare::thesis_run(network, settings);
      try {
        simulation::check_memory(run.network, run.control, settings.jobs);
      } catch (const kncube::ConfigError& error) {
        throw UsageError::not_allowed("nodes", std::to_string(n),
                                      "with --simulate, N whose networks fit in memory: the " + network.label + ": " +
                                          error.what() + "; or leave out --simulate for the models alone");
      }
    }
  }
}

std::string default_output(const CompareSettings& settings, const TrafficSpec& traffic) {
  if (settings.mode == CompareMode::dally_study) return "compare-dally";
  if (settings.mode == CompareMode::conclusions) return "compare-conclusions";
  std::string name = "compare-N";
  for (std::size_t i = 0; i < settings.nodes.size(); ++i) name += (i ? "-" : "") + std::to_string(settings.nodes[i]);
  name += "-" + std::string(analytical::to_string(settings.constraint)) + "-" + std::string(analytical::to_string(settings.wires));
  std::string text = compare::traffic_text(traffic);
  std::replace(text.begin(), text.end(), ' ', '-');
  text.erase(std::remove(text.begin(), text.end(), '='), text.end());
  return name + "-" + text;
}

// Creates the folder and makes sure files can be written into it. With --simulate, a folder
// holding a simulated comparison (its runs) is refused unless it is to be resumed or replaced.
void prepare_output_folder(const std::string& path, const CompareSimulationSettings& simulation) {
  if (sweep::RunJournal::holds_results_of(path, "sweep"))
    throw UsageError::not_allowed("output", path, "a folder without kncube sweep's results: it holds them; choose another folder");
  if (simulation.simulate) {
    if (simulation.resume && !sweep::RunJournal::has_state(path, "compare"))
      throw UsageError::not_allowed("output", path,
                                    "with --resume, a folder an interrupted kncube compare --simulate wrote (it has no compare.state)");
    if (!simulation.resume && sweep::RunJournal::has_state(path, "compare")) {
      if (!simulation.overwrite)
        throw UsageError::not_allowed("output", path,
                                      "a folder without a simulated comparison: it holds one; give --resume to finish it or "
                                      "--overwrite to replace it");
      sweep::RunJournal::clear(path, "compare");
    }
  }
  require_writable_folder("output", path);
}

}  // namespace

OptionTable compare_command_options() {
  OptionTable table("kncube compare");
  add_general_options(table);
  add_compare_options(table);
  add_traffic_options(table, "destination pattern, one of " + compare::compared_traffic_words() +
                                 ", the kinds with a chapter 3-5 model: uniform over the N-1 other nodes; hotspot: a "
                                 "share h to one node; transpose and digit-reversal: a share x follows the permutation, "
                                 "the rest is uniform");
  add_compare_simulation_options(table);
  add_memory_options(table);
  // The traffic group is shared with run and sweep; these parameters belong to kinds (or variants)
  // the chapter-6 comparison has no model for, so compare refuses them (--fixed-points all but its
  // default, uniform, which is the models' rule S).
  table.hide_from_help({"locality", "hotspot-nodes", "hotspot-weights", "self-traffic", "fixed-points"});
  return table;
}

CompareCommandConfig read_compare_command_config(const po::variables_map& values) {
  CompareCommandConfig config;
  config.format = read_general_options(values).format;
  config.comparison = read_compare_options(values);
  CompareSettings& comparison = config.comparison;
  config.simulation = read_compare_simulation_options(values);
  const bool simulate = config.simulation.simulate;
  simulation::RunControl memory;
  read_memory_options(values, memory);
  if (memory.max_memory > 0 && !simulate)
    throw UsageError("--max-memory is not allowed without --simulate; the models alone need no simulation memory");
  config.simulation.run.max_memory = memory.max_memory;

  switch (comparison.mode) {
    case CompareMode::dally_study:
      refuse_for_study(values);
      break;
    case CompareMode::conclusions:
      if (!comparison.nodes_given) comparison.nodes.assign(conclusion_nodes.begin(), conclusion_nodes.end());
      config.traffic = conclusion_traffic(values);
      if (!simulate) break;
      for (std::int64_t n : config.simulation.conclusion_nodes)
        if (std::find(comparison.nodes.begin(), comparison.nodes.end(), n) == comparison.nodes.end())
          throw UsageError::not_allowed("simulate-nodes", std::to_string(n), "sizes that are also in --nodes");
      check_memory(config.simulation.conclusion_nodes, config.simulation.run);
      break;
    case CompareMode::networks:
      if (config.simulation.conclusion_nodes_given)
        throw UsageError("--simulate-nodes is not allowed without --conclusions; --simulate simulates every size of --nodes");
      config.traffic = comparison_traffic(values, comparison.nodes);
      if (simulate) check_memory(comparison.nodes, config.simulation.run);
      break;
  }
  if (comparison.output.empty()) comparison.output = default_output(comparison, config.traffic);
  prepare_output_folder(comparison.output, config.simulation);
  return config;
}

}  // namespace kncube::cli
