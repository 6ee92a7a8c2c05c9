#pragma once
// What the user asked to record in one run: a VCD of some routers over a window of cycles (with a
// GTKWave save file beside it) and a CSV log of the switch traversals of some messages. Paths and
// router lists arrive here resolved and checked (see testbenches/application/options/trace_options.h).

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "rtl_models/flit.h"
#include "traces/trace_window.h"

namespace kncube::traces {

// A named point in time shown by GTKWave (its markers A, B, ...).
struct TraceMarker {
  rtl::Cycle cycle = 0;
  std::string name;  // "injection", "delivery"
};

// A group of the save file to show expanded (all others start folded): router `node`, and with a
// `port` ("in_xp", "out_pe") that port's group inside it.
struct OpenGroup {
  rtl::NodeId node = 0;
  std::string port;  // empty: the router's group only (its port groups stay folded)
};

struct TraceRequest {
  std::string vcd_path;               // empty: no waveform; otherwise ends in ".vcd"
  std::string gtkw_path;              // the save file written beside the VCD
  std::vector<rtl::NodeId> routers;   // traced routers, ascending, no duplicates
  TraceWindow window;
  std::vector<OpenGroup> open_groups;  // --trace-open, and the followed message's ports
  std::vector<TraceMarker> markers;    // the followed message's injection and delivery
  // --trace-message: the message whose path decides routers, window, open groups and markers
  // (resolved before the run by a first pass; see testbenches/application/run/message_path.h).
  std::optional<std::uint64_t> followed_message;
  bool window_given = false;           // --trace-window was given (the followed message must fall in it)

  std::vector<std::uint64_t> logged_messages;  // ascending, no duplicates; empty: no hop log
  std::string log_path;                        // "-" for stdout

  bool waveform() const { return !vcd_path.empty(); }
  bool hop_log() const { return !logged_messages.empty(); }
  bool any() const { return waveform() || hop_log(); }
};

}  // namespace kncube::traces
