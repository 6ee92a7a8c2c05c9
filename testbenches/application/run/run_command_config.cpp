#include "testbenches/application/run/run_command_config.h"

#include <unistd.h>

#include <cstdlib>

#include <boost/program_options/options_description.hpp>
#include <boost/program_options/value_semantic.hpp>

#include "testbenches/application/options/rate_options.h"
#include "testbenches/application/options/stats_options.h"
#include "testbenches/application/options/trace_options.h"
#include "testbenches/application/options/usage_error.h"

namespace kncube::cli {

namespace po = boost::program_options;

namespace {

constexpr const char* allowed_progress = "auto, 0 (never) or seconds from 0.1 to 86400";
constexpr double auto_progress_seconds = 10.0;

double read_progress(const po::variables_map& values) {
  const std::string text = values["progress"].as<std::string>();
  if (text == "auto") return isatty(STDERR_FILENO) ? auto_progress_seconds : 0.0;
  char* end = nullptr;
  const double seconds = std::strtod(text.c_str(), &end);
  if (text.empty() || *end != '\0' || !(seconds == 0.0 || (seconds >= 0.1 && seconds <= 86400.0)))
    throw UsageError::not_allowed("progress", text.empty() ? "''" : text, allowed_progress);
  return seconds;
}

}  // namespace

OptionTable run_command_options(const analytical::ModelCatalog& catalog) {
  OptionTable table("kncube run");
  add_simulation_options(table, catalog);
  add_stats_options(table);
  po::options_description progress = option_group("Progress");
  progress.add_options()
    ("progress", po::value<std::string>()->default_value("auto")->value_name("SECONDS"),
     "print a line on stderr every SECONDS of wall time while the run simulates: its phase (warm-up, measuring, "
     "draining), cycle, measured messages delivered, elapsed time and an estimate of the time left; auto (the "
     "default): every 10 s when stderr is a terminal, never otherwise; 0: never; else 0.1 to 86400");
  table.add_group(progress);
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
  config.progress_seconds = read_progress(values);
  return config;
}

}  // namespace kncube::cli
