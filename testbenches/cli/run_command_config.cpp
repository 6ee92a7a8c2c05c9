#include "testbenches/cli/run_command_config.h"

#include "rtl_models/config_error.h"
#include "testbenches/cli/model_options.h"
#include "testbenches/cli/monitor_options.h"
#include "testbenches/cli/network_options.h"
#include "testbenches/cli/rate_options.h"
#include "testbenches/cli/router_options.h"
#include "testbenches/cli/run_options.h"
#include "testbenches/cli/timing_options.h"
#include "testbenches/cli/trace_options.h"
#include "testbenches/cli/traffic_options.h"
#include "testbenches/cli/usage_error.h"
#include "testbenches/cli/value_checks.h"

namespace kncube::cli {

namespace po = boost::program_options;

OptionTable run_command_options(const analytical::ModelCatalog& catalog) {
  OptionTable table("kncube run");
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
  return table;
}

RunCommandConfig read_run_command_config(const po::variables_map& values, const analytical::ModelCatalog& catalog) {
  RunCommandConfig config;
  config.format = read_general_options(values).format;
  NetworkSpec& spec = config.network.spec;
  read_network_options(values, spec);
  read_traffic_options(values, spec);
  read_timing_options(values, spec);
  read_router_options(values, spec, config.network.router, config.network.links);
  config.network.seed = read_run_options(values, config.control);

  const RateRequest rates = read_rate_options(values);
  if (rates.automatic())
    throw UsageError("--rate is missing; kncube run needs the generation rate in messages/node/cycle (kncube sweep takes several)");
  if (rates.rates.size() != 1)
    throw UsageError::not_allowed("rates", std::to_string(rates.rates.size()) + " rates",
                                  "one rate with kncube run (use --rate r; kncube sweep takes several)");
  config.control.rate = rates.rates.front();
  try {
    rtl::validate(config.network);
  } catch (const rtl::ConfigError& error) {
    throw UsageError(error.what());
  }
  config.tracing = read_trace_options(values, spec);
  const ModelSelection selection = read_model_options(values, catalog);
  config.switches = selection.switches;
  config.model = selection.name;
  if (!config.model.empty()) {
    const analytical::Applicability applicability = catalog.find(config.model)->applies_to(spec, config.switches);
    if (!applicability.applies)
      throw UsageError("--model: " + config.model + " does not apply to " + describe(spec) + ": " + applicability.reason);
  }
  config.monitor = read_monitor_options(values);
  return config;
}

}  // namespace kncube::cli
