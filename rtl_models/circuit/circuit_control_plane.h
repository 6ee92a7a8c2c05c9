#pragma once
// The control plane of circuit switching (spec 04 B.1): routing probes, backtracking and
// acknowledgements, one hop per cycle each, without contention and without flit bandwidth.
//
// Each cycle a probe at node i either reserves a free VC on a profitable channel (uniformly among
// all free candidates) and is at the next node in the next cycle, or, when all of them are busy,
// fails at once. A probe that failed after i > 0 hops returns one hop per cycle, releasing each VC
// as it passes back over it, and the new attempt starts in the cycle it reaches the source
// (failure after i hops costs 2i cycles from the attempt's start, as eq. (14) assumes); one that
// failed at the source tries again in the next cycle. A probe that reaches the destination after h
// hops is acknowledged h cycles later, and the data phase starts in the cycle after that, so an
// uncontended message is delivered 3h + M cycles after it was generated.

#include <cstdint>
#include <vector>

#include "rtl_models/circuit/circuit.h"
#include "rtl_models/circuit/circuit_counters.h"
#include "rtl_models/circuit/circuit_events.h"
#include "rtl_models/circuit/circuit_vc_table.h"
#include "rtl_models/random.h"

namespace kncube::rtl {

class CircuitControlPlane {
 public:
  CircuitControlPlane(CircuitVcTable& table, std::vector<Circuit>& slots, CircuitCounters& counters, std::uint64_t seed);

  // The circuit in `slot` (its message fields set) sends its first probe in this cycle's step.
  void launch(int slot, Cycle now);
  // One cycle of every circuit in set-up. Afterwards started() lists the circuits whose data phase
  // starts next cycle. Returns whether anything moved.
  bool step(Cycle now);
  const std::vector<int>& started() const { return started_; }
  bool idle() const { return active_.empty(); }

  void set_observer(CircuitEventObserver* observer) { observer_ = observer; }

 private:
  // Advances one probe by one cycle from node `c.at`: reserve and move, arrive, or block.
  void probe(int slot, Circuit& c, Cycle now);
  void backtrack(int slot, Circuit& c, Cycle now);
  void acknowledge_if_due(int slot, Circuit& c, Cycle now);
  void event(Cycle now, CircuitEvent e, int slot, NodeId node, int channel = -1, int vc = -1) {
    if (observer_) observer_->on_circuit_event(now, e, slot, node, channel, vc);
  }

  CircuitVcTable& table_;
  std::vector<Circuit>& slots_;
  CircuitCounters& counters_;
  Random random_;
  std::vector<int> active_;   // slots in set-up, in launch order
  std::vector<int> started_;
  CircuitEventObserver* observer_ = nullptr;
};

}  // namespace kncube::rtl
