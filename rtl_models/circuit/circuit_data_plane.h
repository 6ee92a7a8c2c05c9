#pragma once
// The data plane of circuit switching (spec 04 B.1): flits pipelined over established circuits.
// A physical channel moves at most one flit per cycle; the circuits on it that have a flit ready
// (one in the upstream buffer, or at the source, and room in their VC buffer downstream) are served
// round-robin, flit by flit. Room is the occupancy at the start of the cycle (credit-based flow
// control whose credits are back the next cycle), so a buffer of two flits streams one flit per
// cycle. The destination ejects one flit per cycle and circuit. A VC is released when the tail has
// left its buffer, so the buffer is empty when the next circuit reserves it.

#include <cstdint>
#include <vector>

#include "rtl_models/circuit/circuit.h"
#include "rtl_models/circuit/circuit_vc_table.h"

namespace kncube::rtl {

class CircuitDataPlane {
 public:
  CircuitDataPlane(CircuitVcTable& table, std::vector<Circuit>& slots, int buffer_depth, int message_length);

  void add(int slot) { active_.push_back(slot); }
  // One cycle of every transferring circuit. Afterwards completed() lists the circuits whose tail
  // was delivered this cycle (their VCs already released). Returns the flits moved or ejected.
  int step();
  const std::vector<int>& completed() const { return completed_; }

 private:
  void request(int channel, int vc);
  // Takes one flit out of hop `k`'s buffer (k = -1: the source); releases its VC after the tail.
  void take_from(Circuit& c, int k);

  CircuitVcTable& table_;
  std::vector<Circuit>& slots_;
  int depth_;
  int length_;
  std::vector<int> active_;             // transferring slots
  std::vector<std::uint32_t> requests_;  // per channel: VCs with a flit ready (bit v)
  std::vector<int> last_served_;         // per channel: the VC that moved last (round robin)
  std::vector<int> requested_;           // channels with requests this cycle
  std::vector<CircuitVc> grants_;
  std::vector<int> ejecting_;            // slots that eject a flit this cycle
  std::vector<int> completed_;
};

}  // namespace kncube::rtl
