#pragma once
// The settings a sweep hands to each of its `kncube run` processes: every option the user set,
// on the command line or in the --config file, written out as name/value text. Defaults are
// left to the child (it has the same ones), and the options the sweep sets per point or keeps
// for itself are left out: --rate, --rates, --seed, --format, --config (its settings are
// already in the list), --help, --replications, --output, --jobs.

#include <boost/program_options/variables_map.hpp>

#include "testbenches/application/sweep/engine/run_arguments.h"

namespace kncube::cli {

// Throws std::logic_error for a value type it cannot write (a new option type needs a case here).
sweep::OptionList forwarded_run_options(const boost::program_options::variables_map& values);

}  // namespace kncube::cli
