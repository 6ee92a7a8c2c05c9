#pragma once
// Writes a GTKWave save file (.gtkw) for a VCD written by SystemC: the dump file line, the zoom
// (a cycle wide enough for its number) and markers, optional legend rows, then the signals grouped
// as given (one group per router holding one per port, folded unless opened), each coded integer
// through its translate filter file, so `gtkwave FILE.vcd FILE.gtkw` opens a readable view.

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include <systemc>

#include "traces/signal_tree.h"
#include "traces/trace_request.h"
#include "traces/trace_window.h"
#include "traces/translate_filters.h"

namespace kncube::traces {

// SystemC's VCD writer puts every traced name under this top scope.
constexpr const char* kVcdTopScope = "SystemC";

// Pixels GTKWave gives one cycle at the save file's zoom: room for a six-digit cycle number.
constexpr double kPixelsPerCycle = 48.0;

struct SaveFileView {
  std::string vcd_path;               // the [dumpfile] line
  std::int64_t first_cycle = 0;       // left edge of the view
  std::int64_t cycle_picoseconds = 1000;
  std::vector<std::string> legend;    // comment rows at the top
  std::vector<TranslateFilter> filters;  // at most one per meaning; other meanings show plain numbers
  std::vector<TraceMarker> markers;      // GTKWave's named markers A, B, ...; the first is also the primary one
};

// The view of a trace over `window` of a network clocked at `clock_period`; with markers, the view
// starts two cycles before the first one.
SaveFileView save_file_view(const std::string& vcd_path, TraceWindow window, sc_core::sc_time clock_period,
                            std::vector<std::string> legend, std::vector<TranslateFilter> filters = {},
                            std::vector<TraceMarker> markers = {});

// GTKWave's zoom value (the save file's `*` line) for kPixelsPerCycle: GTKWave shows 2^-zoom time
// units in 200 pixels, its time unit being a picosecond for kncube's VCDs.
double gtkwave_zoom(std::int64_t cycle_picoseconds);

// write_gtkw into the file `gtkw_path`; WriteError if it cannot be written.
void write_gtkw_file(const std::string& gtkw_path, const SaveFileView& view, const std::vector<TracedSignal>& top,
                     const std::vector<SignalGroup>& groups);

// `top` are ungrouped signals (clock, cycle) listed first.
void write_gtkw(std::ostream& out, const SaveFileView& view, const std::vector<TracedSignal>& top,
                const std::vector<SignalGroup>& groups);

// How GTKWave names a traced signal of that VCD: "SystemC.r5.in_xp.vc1.occupancy[15:0]".
std::string gtkwave_name(const TracedSignal& signal);
// The shorter name shown inside its port's group: "vc1 occupancy" (GTKWave would read dots in an
// alias as hierarchy).
std::string gtkwave_alias(const TracedSignal& signal);

}  // namespace kncube::traces
