#pragma once
// `kncube run --plots DIR`: a gnuplot heat map of channel utilisation (flits/cycle over the
// measurement window). Tori and meshes of one or two dimensions get one panel per output
// direction (x+, x-, y+, y-), plus injection and ejection, each a k x k grid of routers laid out
// by their coordinates (x to the right, y upwards), so a hot row or column stands out; other
// networks get one panel with a row per router and a column per port. All panels share one colour
// scale from 0 to 1 flit/cycle, a link's bandwidth: an unlimited ejection port, which can take
// several flits per cycle, shows above 1 in the top colour, its value printed in the cell. Cells
// without a channel (a mesh's edges) are grey.

#include <ostream>
#include <string>
#include <vector>

#include "rtl_models/topology.h"
#include "testbenches/testbench/stats/activity_recorder.h"

namespace kncube::report {

// The script, with its data inline, drawing `png` and `svg`; `title` names the network.
void write_heat_map_script(std::ostream& out, const stats::ActivityRecorder& recorder, const rtl::TopologyGraph& topology,
                           const std::string& title, const std::string& png, const std::string& svg);

// Writes channel-utilisation.gp into `folder` and renders channel-utilisation.png and .svg with
// gnuplot; returns the paths written. Throws WriteError when a file cannot be written or gnuplot
// fails; without gnuplot on PATH it writes the script only and says so on stderr.
std::vector<std::string> write_heat_map(const std::string& folder, const stats::ActivityRecorder& recorder,
                                        const rtl::TopologyGraph& topology, const std::string& title);

}  // namespace kncube::report
