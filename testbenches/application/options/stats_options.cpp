#include "testbenches/application/options/stats_options.h"

#include <unistd.h>

#include <cerrno>
#include <filesystem>

#include <boost/program_options/options_description.hpp>
#include <boost/program_options/value_semantic.hpp>

#include "testbenches/application/options/usage_error.h"
#include "testbenches/application/options/value_checks.h"

namespace kncube::cli {

namespace po = boost::program_options;

namespace {

// require_writable_folder's check, without leaving the folder behind: the folders it had to create
// are removed again (the run creates them once it writes), so a refused run leaves nothing.
void require_folder_kncube_can_create(const std::string& option, const std::string& path) {
  namespace fs = std::filesystem;
  std::error_code error;
  fs::path missing;  // the outermost folder of `path` that does not exist yet
  for (fs::path p = fs::absolute(path, error); !p.empty() && !fs::exists(p, error); p = p.parent_path()) {
    missing = p;
    if (p == p.parent_path()) break;
  }
  require_writable_folder(option, path);
  if (!missing.empty()) fs::remove_all(missing, error);
}

}  // namespace

void add_stats_options(OptionTable& table) {
  po::options_description group = option_group("Statistics (kncube run)");
  group.add_options()
    ("stats", po::value<std::string>()->value_name("DIR"),
     "count what every router, channel and VC did in the measurement window and write it into folder DIR "
     "(created if missing): channels.csv (flits and utilisation in flits/cycle per output port, injection and "
     "ejection), routers.csv (buffer writes/reads, VC and switch allocator requests/grants, crossbar traversals, "
     "stalls by cause), vcs.csv (mean flits buffered per input VC) and vc_occupancy.csv (flits per input VC at "
     "every sample), latency_histogram.csv (measured messages per latency bin, 11 bins per decade, overall and per "
     "traffic class); with --format json also under \"statistics\" in the report (default: not counted)")
    ("stats-interval", po::value<std::int64_t>()->default_value(StatsRequest{}.interval)->value_name("CYCLES"),
     "with --stats: cycles between samples of the VC buffers in the measurement window: an integer from "
     "1 to 10^9; every sample keeps 4 bytes per input VC until the run ends (5.3 KiB on an 8x8 torus with 3 VCs)")
    ("plots", po::value<std::string>()->value_name("DIR"),
     "draw a heat map of channel utilisation (flits/cycle in the measurement window) per dimension and direction "
     "into folder DIR (created if missing) with gnuplot: channel-utilisation.png and .svg, and the script "
     "channel-utilisation.gp that draws them (its data inside); tori and meshes of 1 or 2 dimensions show one "
     "k x k grid of routers per output direction plus injection and ejection, other networks one row per router and "
     "one column per port; colours from 0 to 1 flit/cycle, each cell's value printed when the grid is small");
  table.add_group(group);
}

StatsRequest read_stats_options(const po::variables_map& values, const NetworkSpec& spec) {
  StatsRequest request;
  request.interval = values["stats-interval"].as<std::int64_t>();
  const bool stats = given(values, "stats");
  const bool plots = given(values, "plots");
  // The samples go into --stats's vcs.csv and vc_occupancy.csv; the heat map of --plots does not use them.
  if (!stats && given(values, "stats-interval"))
    throw UsageError::not_allowed("stats-interval", shown(request.interval), "only together with --stats");
  if (!stats && !plots) return request;
  require_integer_in("stats-interval", request.interval, 1, 1000000000);
  const std::string first = stats ? "stats" : "plots";
  if (spec.switching != Switching::wormhole)
    throw UsageError::not_allowed(first, values[first].as<std::string>(),
                                  "only with wormhole switching (the circuit-switched network reports its own "
                                  "counters in the run's report)");
  for (const std::string option : {"stats", "plots"}) {
    if (!given(values, option)) continue;
    const std::string& path = values[option].as<std::string>();
    if (path.empty()) throw UsageError::not_allowed(option, "''", "a folder path");
    require_folder_kncube_can_create(option, path);
    (option == "stats" ? request.folder : request.plots_folder) = path;
  }
  return request;
}

}  // namespace kncube::cli
