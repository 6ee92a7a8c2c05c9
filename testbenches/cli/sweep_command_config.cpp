#include "testbenches/cli/sweep_command_config.h"

#include <unistd.h>

#include <filesystem>
#include <system_error>

#include "rtl_models/config_error.h"
#include "rtl_models/topology.h"
#include "testbenches/cli/model_options.h"
#include "testbenches/cli/monitor_options.h"
#include "testbenches/cli/network_options.h"
#include "testbenches/cli/router_options.h"
#include "testbenches/cli/run_options.h"
#include "testbenches/cli/sweep_forwarded_options.h"
#include "testbenches/cli/timing_options.h"
#include "testbenches/cli/trace_options.h"
#include "testbenches/cli/traffic_options.h"
#include "testbenches/cli/usage_error.h"
#include "testbenches/cli/value_checks.h"
#include "testbenches/sweep/output_naming.h"
#include "testbenches/traffic/traffic_factory.h"

namespace kncube::cli {

namespace po = boost::program_options;

namespace {

// kncube run refuses a rate at which its messages take longer than this to generate.
constexpr double max_generation_cycles = 1e10;

// What kncube run checks once the network is elaborated, done here for every rate so that a
// bad rate is refused before the sweep starts rather than failing one point.
void check_runnable(const SweepCommandConfig& config) {
  try {
    rtl::validate(config.network);
    traffic::make_traffic_pattern(config.network.spec, rtl::make_topology(config.network.spec));
    for (double rate : config.rates.rates) traffic::make_arrival_process(config.control.arrivals, rate);
  } catch (const rtl::ConfigError& error) {
    throw UsageError(error.what());
  }
  const double messages = static_cast<double>(config.control.plan.warmup_messages + config.control.plan.measure_messages);
  for (double rate : config.rates.rates)
    if (messages / (rate * static_cast<double>(config.network.spec.nodes())) > max_generation_cycles)
      throw UsageError::not_allowed("rates", shown(rate),
                                    "rates at which the " + shown(static_cast<std::int64_t>(messages)) +
                                        " warm-up and measured messages are generated within 10^10 cycles");
}

// Tracing writes files named on the command line: every point would write the same ones at
// once. The options are in the table (every kncube run option is) and refused here by name.
void refuse_tracing(const po::variables_map& values) {
  for (const char* option : {"trace", "trace-routers", "trace-window", "log-messages", "log-file"})
    if (values.count(option))
      throw UsageError(std::string("--") + option +
                       " is not allowed with kncube sweep: every point would write the same trace files; trace one "
                       "point with kncube run");
}

// Creates the folder and makes sure files can be written into it.
void prepare_output_folder(const std::string& path) {
  std::error_code error;
  std::filesystem::create_directories(path, error);
  if (!error && !std::filesystem::is_directory(path, error))
    error = std::make_error_code(std::errc::not_a_directory);
  if (!error && access(path.c_str(), W_OK) != 0) error = std::error_code(errno, std::generic_category());
  if (error)
    throw UsageError::not_allowed("output", path, "a folder kncube can create and write into (" + error.message() + ")");
}

}  // namespace

OptionTable sweep_command_options(const analytical::ModelCatalog& catalog) {
  OptionTable table("kncube sweep");
  add_general_options(table);
  add_network_options(table);
  add_traffic_options(table);
  add_rate_options(table);
  add_timing_options(table);
  add_router_options(table);
  add_run_options(table);
  add_trace_options(table);
  add_model_options(table, catalog);
  add_monitor_options(table);
  add_sweep_options(table);
  return table;
}

SweepCommandConfig read_sweep_command_config(const po::variables_map& values, const analytical::ModelCatalog& catalog) {
  SweepCommandConfig config;
  config.format = read_general_options(values).format;
  NetworkSpec& spec = config.network.spec;
  read_network_options(values, spec);
  read_traffic_options(values, spec);
  read_timing_options(values, spec);
  read_router_options(values, spec, config.network.router, config.network.links);
  config.network.seed = read_run_options(values, config.control);
  config.rates = read_rate_options(values);
  const ModelSelection selection = read_model_options(values, catalog);
  config.model = selection.name;
  config.switches = selection.switches;
  if (!config.model.empty()) {
    const analytical::Applicability applicability = catalog.find(config.model)->applies_to(spec, config.switches);
    if (!applicability.applies)
      throw UsageError("--model: " + config.model + " does not apply to " + describe(spec) + ": " + applicability.reason);
  }
  config.tolerance = read_monitor_options(values).tolerance;
  refuse_tracing(values);
  config.sweep = read_sweep_options(values);
  check_runnable(config);
  if (config.sweep.output.empty()) config.sweep.output = sweep::default_output_name(spec);
  prepare_output_folder(config.sweep.output);
  config.run_options = forwarded_run_options(values);
  return config;
}

}  // namespace kncube::cli
