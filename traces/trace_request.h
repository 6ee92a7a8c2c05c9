#pragma once
// What the user asked to record in one run: a VCD of some routers over a window of cycles (with a
// GTKWave save file beside it) and a CSV log of the switch traversals of some messages. Paths and
// router lists arrive here resolved and checked (see testbenches/application/options/trace_options.h).

#include <cstdint>
#include <string>
#include <vector>

#include "rtl_models/flit.h"
#include "traces/trace_window.h"

namespace kncube::traces {

struct TraceRequest {
  std::string vcd_path;               // empty: no waveform; otherwise ends in ".vcd"
  std::string gtkw_path;              // the save file written beside the VCD
  std::vector<rtl::NodeId> routers;   // traced routers, ascending, no duplicates
  TraceWindow window;

  std::vector<std::uint64_t> logged_messages;  // ascending, no duplicates; empty: no hop log
  std::string log_path;                        // "-" for stdout

  bool waveform() const { return !vcd_path.empty(); }
  bool hop_log() const { return !logged_messages.empty(); }
  bool any() const { return waveform() || hop_log(); }
};

}  // namespace kncube::traces
