#pragma once
// Everything `kncube run` needs, validated once: the simulated network (spec, router, links,
// seed), the run control (rate, arrivals, measurement plan, limits) and the output format.

#include <boost/program_options/variables_map.hpp>

#include "analytical/catalog/model_catalog.h"
#include "testbenches/application/options/general_options.h"
#include "testbenches/application/options/option_table.h"
#include "testbenches/application/options/simulation_options.h"
#include "testbenches/application/options/stats_options.h"
#include "traces/trace_request.h"

namespace kncube::cli {

struct RunCommandConfig : SimulationSettings {
  OutputFormat format = OutputFormat::table;
  traces::TraceRequest tracing;  // VCD and hop log, if asked for
  StatsRequest statistics;       // per-router, per-channel and per-VC statistics, if asked for
  // Wall seconds between progress lines on stderr (--progress); 0 = none. "auto" resolves to 10
  // when stderr is a terminal and 0 otherwise, so pipes and scripts get only the report.
  double progress_seconds = 0.0;
};

OptionTable run_command_options(const analytical::ModelCatalog& catalog);

// Throws UsageError for any bad value or combination the simulator cannot run, and for a
// --model that does not apply to the simulated configuration.
RunCommandConfig read_run_command_config(const boost::program_options::variables_map& values,
                                         const analytical::ModelCatalog& catalog);

}  // namespace kncube::cli
