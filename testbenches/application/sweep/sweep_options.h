#pragma once
// Options only `kncube sweep` has: --replications R, --output DIR, -j N (--jobs N), --resume, --overwrite.
// The option table reads long options only; -j is the one short option, as in make, so the
// sweep rewrites "-j N" and "-jN" to "--jobs N" before parsing (expand_jobs_shorthand).

#include <string>
#include <vector>

#include <boost/program_options/variables_map.hpp>

#include "testbenches/application/options/option_table.h"

namespace kncube::cli {

struct SweepSettings {
  int replications = 1;    // independent seeds per point
  int jobs = 1;            // parallel processes
  std::string output;      // the folder for the outputs; empty: named after the configuration
  bool resume = false;     // finish the interrupted sweep recorded in `output`
  bool overwrite = false;  // replace the sweep results `output` holds
};

void add_sweep_options(OptionTable& table);
// Throws UsageError for --replications < 1 or -j < 1.
SweepSettings read_sweep_options(const boost::program_options::variables_map& values);

// "-j N" -> "--jobs N", "-jN" -> "--jobs=N". A "-j..." that is the value of the option before it
// ("--output -j") is left alone.
std::vector<std::string> expand_jobs_shorthand(const std::vector<std::string>& args);

}  // namespace kncube::cli
