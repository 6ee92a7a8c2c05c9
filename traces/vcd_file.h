#pragma once
// Opens a SystemC VCD file for a trace of a network clocked at `clock_period`: the path must end in
// ".vcd" (std::invalid_argument otherwise), the time unit is a tenth of a cycle (fine enough for the
// falling clock edge in mid-cycle), and SystemC's timescale notice stays off stdout, where kncube
// writes its report. Shared by the wormhole and circuit recorders.

#include <string>
#include <systemc>

namespace kncube::traces {

sc_core::sc_trace_file* open_vcd_file(const std::string& vcd_path, sc_core::sc_time clock_period);

}  // namespace kncube::traces
