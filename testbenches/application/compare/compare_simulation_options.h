#pragma once
// Options of `kncube compare --simulate`: each network is also simulated at the comparison's
// rates in thesis-compatible link mode (spec 03 §3.9): --simulate, --measure-messages,
// --warmup-messages, --buffer-depth, --seed, -j N (--jobs N), and for --conclusions
// --simulate-nodes N[,N...]. -j is rewritten to --jobs before parsing (expand_jobs_shorthand).

#include <cstdint>
#include <vector>

#include <boost/program_options/variables_map.hpp>

#include "testbenches/application/options/option_table.h"
#include "testbenches/application/compare/studies/simulation_settings.h"

namespace kncube::cli {

struct CompareSimulationSettings {
  bool simulate = false;
  compare::SimulationSettings run;
  std::vector<std::int64_t> conclusion_nodes = {64};  // --simulate-nodes, with --conclusions
  bool conclusion_nodes_given = false;
  bool resume = false;     // --resume: reuse the runs recorded in the output folder
  bool overwrite = false;  // --overwrite: replace a simulated comparison in the output folder
};

void add_compare_simulation_options(OptionTable& table);

// Throws UsageError for out-of-range values, and for simulation options given without --simulate
// (they would silently do nothing).
CompareSimulationSettings read_compare_simulation_options(const boost::program_options::variables_map& values);

}  // namespace kncube::cli
