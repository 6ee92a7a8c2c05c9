#pragma once
// Everything `kncube run` needs, validated once: the simulated network (spec, router, links,
// seed), the run control (rate, arrivals, measurement plan, limits) and the output format.

#include <boost/program_options/variables_map.hpp>

#include "analytical/model_catalog.h"
#include "analytical/model_switches.h"
#include "rtl_models/network_config.h"
#include "testbenches/cli/general_options.h"
#include "testbenches/cli/option_table.h"
#include "testbenches/monitor/reference_monitor.h"
#include "testbenches/simulation/run_control.h"
#include "traces/trace_request.h"

namespace kncube::cli {

struct RunCommandConfig {
  rtl::NetworkConfig network;
  simulation::RunControl control;
  OutputFormat format = OutputFormat::table;
  traces::TraceRequest tracing;        // VCD and hop log, if asked for
  std::string model;                   // the one model to monitor; empty: every model that applies
  analytical::ModelSwitches switches;  // the models' documented alternatives
  monitor::MonitorSettings monitor;
};

OptionTable run_command_options(const analytical::ModelCatalog& catalog);

// Throws UsageError for any bad value or combination the simulator cannot run, and for a
// --model that does not apply to the simulated configuration.
RunCommandConfig read_run_command_config(const boost::program_options::variables_map& values,
                                         const analytical::ModelCatalog& catalog);

}  // namespace kncube::cli
