#pragma once
// Options of `kncube run` that ask for the per-router, per-channel and per-VC statistics of the
// measurement window: --stats DIR (CSV files, and a "statistics" object in --format json),
// --stats-interval CYCLES (VC buffer sampling) and --plots DIR (channel-utilisation heat map).

#include <cstdint>
#include <string>

#include <boost/program_options/variables_map.hpp>

#include "analytical/vocabulary/network_spec.h"
#include "testbenches/application/options/option_table.h"

namespace kncube::cli {

struct StatsRequest {
  std::string folder;          // --stats: where channels.csv, routers.csv, vcs.csv, vc_occupancy.csv go; empty: none
  std::string plots_folder;    // --plots: where the heat map goes; empty: none
  std::int64_t interval = 1000;  // --stats-interval: cycles between VC buffer samples, >= 1

  bool wanted() const { return !folder.empty() || !plots_folder.empty(); }
};

void add_stats_options(OptionTable& table);

// Reads and checks the options against the network `spec` (already valid) and that the folders
// can be created and written into (without creating them: the run does). Throws UsageError.
StatsRequest read_stats_options(const boost::program_options::variables_map& values, const NetworkSpec& spec);

}  // namespace kncube::cli
