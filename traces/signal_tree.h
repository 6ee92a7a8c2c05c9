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

struct TracedSignal {
  std::string name;  // as given to sc_trace, dots separating scopes: "r5.in_xp.vc1.occupancy"
  int width = 1;     // bits in the VCD
  SignalFormat format = SignalFormat::bit;
};

struct SignalGroup {
  std::string title;                  // shown by GTKWave as the group's name
  bool open = true;                   // expanded when GTKWave opens the save file
  std::vector<TracedSignal> signals;  // listed before the subgroups
  std::vector<SignalGroup> groups;
};

}  // namespace kncube::traces
