#pragma once
// Opens a SystemC VCD file for a trace of a network clocked at `clock_period`: the path must end in
// ".vcd" (std::invalid_argument otherwise), the time unit is a tenth of a cycle (fine enough for the
// falling clock edge in mid-cycle), and SystemC's timescale notice stays off stdout, where kncube
// writes its report. Shared by the wormhole and circuit recorders.

#include <string>
#include <systemc>

namespace kncube::traces {

sc_core::sc_trace_file* open_vcd_file(const std::string& vcd_path, sc_core::sc_time clock_period);

// Closes a file open_vcd_file() opened; returns 0, or the errno of a write that failed when some of
// its text did not reach the disk (a full disk, a file size limit). SystemC writes through a C stream of its own and reports no
// error, so the streams are flushed first: a stream whose writes fail still holds text then.
int close_vcd_file(sc_core::sc_trace_file* file);

}  // namespace kncube::traces
