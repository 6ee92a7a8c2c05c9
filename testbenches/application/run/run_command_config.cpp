#include "testbenches/application/run/run_command_config.h"

#include "testbenches/application/options/rate_options.h"
#include "testbenches/application/options/stats_options.h"
#include "testbenches/application/options/trace_options.h"
#include "testbenches/application/options/usage_error.h"

namespace kncube::cli {

namespace po = boost::program_options;

OptionTable run_command_options(const analytical::ModelCatalog& catalog) {
  OptionTable table("kncube run");
  add_simulation_options(table, catalog);
  add_stats_options(table);
  table.hide_from_help({"rates"});  // one rate per run (refused with its own message)
  return table;
}

RunCommandConfig read_run_command_config(const po::variables_map& values, const analytical::ModelCatalog& catalog) {
  RunCommandConfig config;
  config.format = read_general_options(values).format;
  static_cast<SimulationSettings&>(config) = read_simulation_options(values, catalog);
  const RateRequest rates = read_rate_options(values);
  if (rates.automatic())
    throw UsageError("--rate is missing; kncube run needs the generation rate in messages/node/cycle (kncube sweep takes several)");
  if (rates.rates.size() != 1)
    throw UsageError::not_allowed("rates", std::to_string(rates.rates.size()) + " rates",
                                  "one rate with kncube run (use --rate r; kncube sweep takes several)");
  config.control.rate = rates.rates.front();
  config.tracing = read_trace_options(values, config.network.spec);
  config.statistics = read_stats_options(values, config.network.spec);
  return config;
}

}  // namespace kncube::cli
