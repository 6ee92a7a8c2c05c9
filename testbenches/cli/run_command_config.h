#pragma once
// Everything `kncube run` needs, validated once: the simulated network (spec, router, links,
// seed), the run control (rate, arrivals, measurement plan, limits) and the output format.

#include <boost/program_options/variables_map.hpp>

#include "rtl_models/network_config.h"
#include "testbenches/cli/general_options.h"
#include "testbenches/cli/option_table.h"
#include "testbenches/simulation/run_control.h"

namespace kncube::cli {

struct RunCommandConfig {
  rtl::NetworkConfig network;
  simulation::RunControl control;
  OutputFormat format = OutputFormat::table;
};

OptionTable run_command_options();

// Throws UsageError for any bad value or combination the simulator cannot run.
RunCommandConfig read_run_command_config(const boost::program_options::variables_map& values);

}  // namespace kncube::cli
