#pragma once
// What the VCD shows of one node of a circuit-switched network (spec 04 B.1): per injection VC the
// phase of its circuit, the message, where its probe is and the control-plane events of the cycle
// (launch, reserve, block, backtrack, acknowledge, deliver), and per outgoing channel the VCs held.
// Names: r<node>.inj<v>.{phase, msg, probe_at, launch, reserve, block, backtrack, ack, deliver} and
// r<node>.out_d<d>.busy_vcs. Values are those at the end of the cycle.

#include <cstdint>
#include <string>
#include <systemc>
#include <vector>

#include "rtl_models/circuit/circuit_events.h"
#include "rtl_models/circuit/circuit_network.h"
#include "traces/signal_tree.h"

namespace kncube::traces {

class CircuitNodeProbe {
 public:
  CircuitNodeProbe(const rtl::CircuitNetwork& network, rtl::NodeId node);

  SignalGroup trace(sc_core::sc_trace_file* file, const std::string& prefix);
  // An event of the circuit at injection VC `vc` of this node during the current cycle.
  void on_event(rtl::CircuitEvent event, int vc);
  void after_cycle();

 private:
  struct InjectionVc {
    std::int16_t phase = 0;
    std::int64_t message = -1;
    std::int64_t probe_at = -1;
    bool events[7] = {};   // shown: the cycle's events, indexed by CircuitEvent
    bool pending[7] = {};  // collected during the cycle
  };

  const rtl::CircuitNetwork& network_;
  rtl::NodeId node_;
  std::vector<InjectionVc> vcs_;
  std::vector<std::int16_t> busy_;  // per dimension
};

}  // namespace kncube::traces
