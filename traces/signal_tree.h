#pragma once
// The traced signals as a tree of named groups (router, then port, then VC), built while the
// signals are registered with the VCD file, so the GTKWave save file can list exactly the same
// names in the same grouping without a second description of the probe.

#include <string>
#include <vector>

namespace kncube::traces {

enum class SignalFormat {
  bit,             // one wire, 0/1
  signed_decimal,  // an integer; -1 means "none"
};

// What an integer signal's codes stand for: the save file shows every kind but `count` through a
// translate filter file of that kind (see translate_filters.h), so GTKWave prints names.
enum class SignalMeaning {
  count,        // a plain number (occupancy, credits, cycle): shown as it is
  id,           // a number or -1 for none (message id, VC index): -1 shows as "-"
  flit_kind,    // signal_codes.h kind codes
  vc_state,     // signal_codes.h VC state codes
  input_port,   // an input port of the router, by its number
  output_port,  // an output port of the router, by its number
  circuit_phase,  // a circuit's rtl::CircuitPhase code (circuit switching)
};

struct TracedSignal {
  std::string name;  // as given to sc_trace, dots separating scopes: "r5.in_xp.vc1.occupancy"
  int width = 1;     // bits in the VCD
  SignalFormat format = SignalFormat::bit;
  SignalMeaning meaning = SignalMeaning::count;
};

struct SignalGroup {
  std::string title;                  // shown by GTKWave as the group's name
  bool open = false;                  // expanded when GTKWave opens the save file (default: folded)
  std::vector<TracedSignal> signals;  // listed before the subgroups
  std::vector<SignalGroup> groups;
};

}  // namespace kncube::traces
