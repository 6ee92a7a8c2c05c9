#pragma once
// Everything `kncube compare` needs, validated once before any model or simulation runs: the
// mode, the sizes, constraint, wires, budget, message length and traffic, the rates, the
// simulation settings (memory budget checked per network) and the output folder (created and
// known writable). Built from the option groups general, traffic, comparison and simulation.

#include <string>

#include <boost/program_options/variables_map.hpp>

#include "analytical/vocabulary/network_spec.h"
#include "testbenches/application/compare/compare_options.h"
#include "testbenches/application/compare/compare_simulation_options.h"
#include "testbenches/application/options/general_options.h"
#include "testbenches/application/options/option_table.h"

namespace kncube::cli {

struct CompareCommandConfig {
  OutputFormat format = OutputFormat::table;
  CompareSettings comparison;          // comparison.output is set (the default name filled in)
  // The traffic of a comparison. With --conclusions only its hot-spot fraction (default 0.2) and
  // pattern fraction are used: the traffic kinds are iterated.
  TrafficSpec traffic;
  CompareSimulationSettings simulation;
};

OptionTable compare_command_options();

// Throws UsageError for any bad value or combination (see compare_options.h and
// compare_simulation_options.h), for locality traffic, for --simulate with a network above the
// memory budget, for --study dally with simulation or traffic options, and for an output folder
// that cannot be written.
CompareCommandConfig read_compare_command_config(const boost::program_options::variables_map& values);

}  // namespace kncube::cli
