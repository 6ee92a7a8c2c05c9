#include "testbenches/application/sweep/sweep_command_config.h"

#include <algorithm>
#include <limits>

#include "analytical/vocabulary/config_error.h"
#include "rtl_models/topology.h"
#include "testbenches/application/options/general_options.h"
#include "testbenches/application/options/rate_options.h"
#include "testbenches/application/options/usage_error.h"
#include "testbenches/application/options/value_checks.h"
#include "testbenches/application/sweep/engine/output_naming.h"
#include "testbenches/application/sweep/engine/run_journal.h"
#include "testbenches/testbench/simulation/memory_budget.h"
#include "testbenches/testbench/traffic/traffic_factory.h"

namespace kncube::cli {

namespace po = boost::program_options;

namespace {

// kncube run refuses a rate at which its messages take longer than this to generate.
constexpr double max_generation_cycles = 1e10;

// What kncube run checks once the network is elaborated, done here for every rate so that a
// bad rate is refused before the sweep starts rather than failing one point.
// `rates_option`: the option the rates came from, rate or rates, for the messages.
void check_runnable(const SweepCommandConfig& config, const std::string& rates_option) {
  try {
    traffic::make_traffic_pattern(config.network.spec, rtl::make_topology(config.network.spec));
  } catch (const kncube::ConfigError& error) {
    throw UsageError(error.what());
  }
  for (double rate : config.rates.rates) {
    try {
      traffic::check_arrivals(config.network.spec.arrivals, rate);
    } catch (const kncube::ConfigError& error) {
      // The sweep's rates come from --rates (or --rate, one of them): name the option the user gave.
      std::string message = error.what();
      if (error.option() == "rate" && rates_option != "rate" && message.rfind("--rate:", 0) == 0)
        message = "--" + rates_option + ":" + message.substr(std::string("--rate:").size());
      throw UsageError(message);
    }
  }
  const double messages = static_cast<double>(config.control.plan.warmup_messages + config.control.plan.measure_messages);
  for (double rate : config.rates.rates)
    if (messages / (rate * static_cast<double>(config.network.spec.nodes())) > max_generation_cycles)
      throw UsageError::not_allowed(rates_option, shown(rate),
                                    "rates at which the " + shown(static_cast<std::int64_t>(messages)) +
                                        " warm-up and measured messages are generated within 10^10 cycles");
}

// kncube run's tracing options, which a sweep refuses.
const char* const kTracingOptions[] = {"trace",         "trace-routers", "trace-window", "trace-open",
                                       "trace-message", "log-messages",  "log-file"};

// Tracing writes files named on the command line: every point would write the same ones at
// once. The options are in the table (every kncube run option is) and refused here by name.
void refuse_tracing(const po::variables_map& values) {
  for (const char* option : kTracingOptions)
    if (values.count(option))
      throw UsageError(std::string("--") + option +
                       " is not allowed with kncube sweep: every point would write the same trace files; trace one "
                       "point with kncube run");
}

// Creates the folder and makes sure files can be written into it; a folder holding a sweep is
// refused unless the sweep is to be resumed or replaced.
void prepare_output_folder(const std::string& path, const SweepSettings& settings) {
  if (sweep::RunJournal::holds_results_of(path, "compare"))
    throw UsageError::not_allowed("output", path, "a folder without kncube compare's results: it holds them; choose another folder");
  if (settings.resume && !sweep::RunJournal::has_state(path))
    throw UsageError::not_allowed("output", path, "with --resume, a folder an interrupted kncube sweep wrote (it has no sweep.state)");
  if (!settings.resume && sweep::RunJournal::holds_sweep(path)) {
    if (!settings.overwrite)
      throw UsageError::not_allowed("output", path,
                                    "a folder without a sweep's results: it holds one; give --resume to finish it or "
                                    "--overwrite to replace it");
    sweep::RunJournal::clear(path);
  }
  require_writable_folder("output", path);
}

}  // namespace

OptionTable sweep_command_options(const analytical::ModelCatalog& catalog) {
  OptionTable table("kncube sweep");
  add_simulation_options(table, catalog);
  add_sweep_options(table);
  table.hide_from_help(std::vector<std::string>(std::begin(kTracingOptions), std::end(kTracingOptions)));
  return table;
}

SweepCommandConfig read_sweep_command_config(const po::variables_map& values, const analytical::ModelCatalog& catalog) {
  SweepCommandConfig config;
  config.format = read_general_options(values).format;
  static_cast<SimulationSettings&>(config) = read_simulation_options(values, catalog);
  const NetworkSpec& spec = config.network.spec;
  config.rates = read_rate_options(values);
  refuse_tracing(values);
  config.sweep = read_sweep_options(values);
  const auto extra_seeds = static_cast<std::uint64_t>(config.sweep.replications - 1);
  if (config.network.seed > std::numeric_limits<std::uint64_t>::max() - extra_seeds)
    throw UsageError::not_allowed("seed", std::to_string(config.network.seed),
                                  "at most " + std::to_string(std::numeric_limits<std::uint64_t>::max() - extra_seeds) +
                                      " with --replications " + std::to_string(config.sweep.replications) +
                                      ", so that the seeds seed .. seed+R-1 do not wrap");
  check_runnable(config, values.count("rates") ? "rates" : "rate");
  // The runs side by side (-j, or fewer when there are fewer runs) must fit together; each run
  // checks itself alone again.
  const auto runs = static_cast<std::int64_t>(config.rates.automatic() ? automatic_rates(1.0).size() : config.rates.rates.size()) * config.sweep.replications;
  const int side_by_side = static_cast<int>(std::min<std::int64_t>(config.sweep.jobs, std::max<std::int64_t>(runs, 1)));
  check_as_usage([&] { simulation::check_memory(config.network, config.control, side_by_side); });
  if (config.sweep.output.empty()) config.sweep.output = sweep::default_output_name(spec);
  prepare_output_folder(config.sweep.output, config.sweep);
  // What each run needs to be configured as this sweep was: the settings that differ from the
  // defaults, by name (so a sweep.json lists them in a stable order).
  config.run_options = write_simulation_options(config, Emit::changed);
  std::sort(config.run_options.begin(), config.run_options.end());
  return config;
}

}  // namespace kncube::cli
