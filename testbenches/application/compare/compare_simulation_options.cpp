#include "testbenches/application/compare/compare_simulation_options.h"

#include <string>

#include <boost/program_options/options_description.hpp>
#include <boost/program_options/value_semantic.hpp>

#include "testbenches/application/options/option_table.h"
#include "testbenches/application/options/usage_error.h"
#include "testbenches/application/options/value_checks.h"
#include "testbenches/utilities/launcher_environment.h"

namespace kncube::cli {

namespace po = boost::program_options;

namespace {

constexpr int minimum_batches = 20;  // kncube run's default batch count: measured messages must cover it

std::vector<std::int64_t> parse_node_list(const std::string& text) {
  std::vector<std::int64_t> nodes;
  for (const std::string& item : comma_items(text)) {
    std::size_t used = 0;
    long long value = 0;
    try {
      value = std::stoll(item, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (item.empty() || used != item.size() || value < 1)
      throw UsageError::not_allowed("simulate-nodes", text, "node counts separated by commas, each one of --nodes");
    nodes.push_back(value);
  }
  return nodes;
}

}  // namespace

void add_compare_simulation_options(OptionTable& table) {
  po::options_description group = option_group("Simulation (--simulate: thesis-compatible links, spec 03 §3.9)");
  group.add_options()
    ("simulate", po::bool_switch()->default_value(false),
     "also simulate each network at the same rates: kncube run --link thesis --channel-time ceil(mu) --switch-time R "
     "--routing duato --vcs V, each point a separate process, at most -j at a time")
    ("warmup-messages", po::value<std::int64_t>()->default_value(1000)->value_name("COUNT"),
     "messages generated before measuring, network-wide: an integer >= 0")
    ("measure-messages", po::value<std::int64_t>()->default_value(3000)->value_name("COUNT"),
     "messages measured per point, network-wide: an integer >= 20 (the default keeps N = 64 to a few minutes; "
     "the confidence interval narrows as 1/sqrt(COUNT))")
    ("buffer-depth", po::value<int>()->default_value(2)->value_name("FLITS"),
     "flits per VC buffer, an integer >= 1: 2 by default, the closest match to the thesis's one-flit buffers, whose "
     "model has no credit round trip (1 reproduces the literal buffer and lowers throughput)")
    ("seed", po::value<std::uint64_t>()->default_value(1)->value_name("S"), "random seed of every run")
    ("jobs", po::value<int>()->value_name("N"),
     "-j N or --jobs N: simulation processes run in parallel, an integer >= 1; default: the number of cores. "
     "Under mpirun (or srun) with more than one rank: processes at once on each rank, default 1")
    ("simulate-nodes", po::value<std::string>()->value_name("N[,N...]"),
     "with --conclusions --simulate: the sizes also judged by simulation (default 64; each must be one of --nodes)")
    ("resume", po::bool_switch()->default_value(false),
     "finish an interrupted compare --simulate in --output DIR: every run DIR/runs recorded is read back instead of "
     "run again (runs are recorded by their whole command line, so only identical runs are reused)")
    ("overwrite", po::bool_switch()->default_value(false),
     "with --simulate, replace the simulated comparison in --output DIR (without it or --resume, a folder holding one "
     "is refused)");
  table.add_group(group);
}

CompareSimulationSettings read_compare_simulation_options(const po::variables_map& values) {
  CompareSimulationSettings settings;
  settings.simulate = values["simulate"].as<bool>();
  if (!settings.simulate)
    for (const char* option :
         {"warmup-messages", "measure-messages", "buffer-depth", "seed", "jobs", "simulate-nodes", "resume", "overwrite"})
      if (given(values, option))
        throw UsageError(std::string("--") + option + " is not allowed without --simulate; it sets up the simulation");
  compare::SimulationSettings& run = settings.run;
  run.warmup_messages = values["warmup-messages"].as<std::int64_t>();
  require_at_least("warmup-messages", run.warmup_messages, 0);
  run.measure_messages = values["measure-messages"].as<std::int64_t>();
  require_at_least("measure-messages", run.measure_messages, minimum_batches);
  run.buffer_depth = values["buffer-depth"].as<int>();
  require_at_least("buffer-depth", run.buffer_depth, 1);
  run.seed = values["seed"].as<std::uint64_t>();
  run.jobs = values.count("jobs") ? values["jobs"].as<int>() : sweep::default_parallel_runs();
  require_at_least("jobs", run.jobs, 1);
  settings.resume = values["resume"].as<bool>();
  settings.overwrite = values["overwrite"].as<bool>();
  if (settings.resume && settings.overwrite)
    throw UsageError("--resume is not allowed with --overwrite: one finishes the folder's comparison, the other replaces it");
  settings.conclusion_nodes_given = values.count("simulate-nodes") > 0;
  if (settings.conclusion_nodes_given) settings.conclusion_nodes = parse_node_list(values["simulate-nodes"].as<std::string>());
  return settings;
}

}  // namespace kncube::cli
