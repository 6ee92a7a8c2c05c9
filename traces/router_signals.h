#pragma once
// The plain variables that stand for one router in the VCD. A RouterProbe writes them once per
// cycle; sc_trace samples them. Every field has a "nothing" value (see signal_codes.h) that it
// holds outside the trace window.

#include <cstdint>
#include <string>
#include <systemc>
#include <vector>

#include "traces/signal_codes.h"
#include "traces/signal_tree.h"

namespace kncube::traces {

// One VC of an input port, as it stands at the end of the cycle.
struct InputVcSignals {
  std::int16_t occupancy = 0;         // flits in the buffer
  std::int64_t head_message = kNone;  // message id of the flit at the front
  std::int16_t head_kind = kNone;     // its kind code
  std::int16_t state = 0;             // VC state code
  std::int16_t out_port = kNone;      // allocated output port (active VCs)
  std::int16_t out_vc = kNone;        // allocated output VC (-1 for an unlimited ejection port)
};

// One VC of an output port, as the upstream side sees it.
struct OutputVcSignals {
  std::int16_t credits = 0;           // free slots in the downstream buffer
  std::int16_t credits_returned = 0;  // credits that came back in this cycle
  std::int16_t va_in_port = kNone;    // input port the VC allocator granted this VC to in this cycle
  std::int16_t va_in_vc = kNone;
};

struct InputPortSignals {
  int port = 0;
  std::string name;  // "xp", "pe0"
  std::vector<InputVcSignals> vcs;
};

struct OutputPortSignals {
  int port = 0;
  std::string name;  // "xp", "pe"
  std::int16_t sa_in_port = kNone;    // switch allocator's grant for this output in this cycle
  std::int16_t sa_in_vc = kNone;
  std::int16_t xbar_in = kNone;       // crossbar input connected to this output in this cycle
  bool link_valid = false;            // a flit entered the link (or the ejection port) in this cycle
  std::int64_t link_message = kNone;
  std::int16_t link_flit = kNone;     // index within its message, 0 = head
  std::int16_t link_vc = kNone;       // VC on the link; -1 for the ejection port
  std::int16_t link_kind = kNone;
  std::vector<OutputVcSignals> vcs;   // empty for the ejection port
};

struct RouterSignals {
  std::vector<InputPortSignals> inputs;
  std::vector<OutputPortSignals> outputs;

  // Registers every variable under "<scope>.in_<port>.vc<v>.<field>" and
  // "<scope>.out_<port>.<field>"; returns the group tree for the save file.
  SignalGroup trace(sc_core::sc_trace_file* file, const std::string& scope) const;
  // Every field back to its "nothing" value.
  void reset();
};

}  // namespace kncube::traces
