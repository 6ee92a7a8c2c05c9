#pragma once
// Everything `kncube sweep` needs, validated once before any simulation starts: the simulated
// network and run control (every `kncube run` option, checked as kncube run checks them, for
// every rate of the list), the models to compare with, the sweep's own settings, the output
// folder (created and known writable) and the options forwarded to each run.

#include <string>

#include <boost/program_options/variables_map.hpp>

#include "analytical/catalog/model_catalog.h"
#include "analytical/common/model_switches.h"
#include "rtl_models/network_config.h"
#include "testbenches/application/options/general_options.h"
#include "testbenches/application/options/option_table.h"
#include "testbenches/application/options/simulation_options.h"
#include "testbenches/application/options/rate_options.h"
#include "testbenches/application/sweep/sweep_options.h"
#include "testbenches/testbench/simulation/run_control.h"
#include "testbenches/application/sweep/engine/run_arguments.h"

namespace kncube::cli {

struct SweepCommandConfig : SimulationSettings {
  // network.seed is the first replication's seed; control holds everything but the rate;
  // monitor.tolerance also judges the sweep's combined points.
  OutputFormat format = OutputFormat::table;
  RateRequest rates;                // empty: automatic
  SweepSettings sweep;              // sweep.output is set (the default name filled in)
  sweep::OptionList run_options;    // forwarded to every run
};

// The groups of `kncube run` (tracing included, to refuse it by name) plus the sweep group.
OptionTable sweep_command_options(const analytical::ModelCatalog& catalog);

// Throws UsageError for anything `kncube run` would refuse at any of the rates, for a --model
// that does not apply, and for bad sweep settings or an output folder that cannot be written.
SweepCommandConfig read_sweep_command_config(const boost::program_options::variables_map& values,
                                             const analytical::ModelCatalog& catalog);

}  // namespace kncube::cli
