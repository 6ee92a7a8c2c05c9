#pragma once
// A gnuplot heat map of channel utilisation (flits/cycle over a window): `kncube run --plots DIR`
// over the measurement window, BridgeStatistics::plot over a window of a platform's time. Tori and meshes of one or two dimensions get one panel per output
// direction (x+, x-, y+, y-), plus injection and ejection, each a k x k grid of routers laid out
// by their coordinates (x to the right, y upwards), so a hot row or column stands out; other
// networks get one panel with a row per router and a column per port. All panels share one colour
// scale from 0 to 1 flit/cycle, a link's bandwidth: an unlimited ejection port, which can take
// several flits per cycle, shows above 1 in the top colour, its value printed in the cell. Cells
// without a channel (a mesh's edges) are grey.

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "rtl_models/topology.h"
#include "testbenches/testbench/stats/network_activity.h"

namespace kncube::stats {

// What a heat map draws: each router's flits per port over a window of `cycles` cycles.
struct HeatMapCounts {
  const std::vector<RouterCounts>& routers;
  const std::vector<OutputChannel>& channels;  // as output_channels()
  std::int64_t cycles = 0;
  std::string window;      // the heading's account of the cycles, e.g. "in cycles 1001 to 21000 (the measurement window)"
  std::string written_by;  // who wrote it, in the script's first line and messages: "kncube run --plots"
};

// The script, with its data inline, drawing `png` and `svg`; `title` names the network.
void write_heat_map_script(std::ostream& out, const HeatMapCounts& counts, const rtl::TopologyGraph& topology,
                           const std::string& title, const std::string& png, const std::string& svg);

// Writes channel-utilisation.gp into `folder` and renders channel-utilisation.png and .svg with
// gnuplot; returns the paths written. Throws WriteError when a file cannot be written or gnuplot
// fails; without gnuplot on PATH it writes the script only and says so on stderr.
std::vector<std::string> write_heat_map(const std::string& folder, const HeatMapCounts& counts,
                                        const rtl::TopologyGraph& topology, const std::string& title);

}  // namespace kncube::stats
