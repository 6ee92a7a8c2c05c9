#pragma once
// One message in service at one injection VC under circuit switching (spec 04 B.1), from the
// launch of its first probe to the delivery of its tail. An injection VC serves one message at a
// time, so circuits live in fixed slots, node * V + injection VC, allocated at elaboration.

#include <cstdint>
#include <vector>

#include "rtl_models/flit.h"

namespace kncube::rtl {

enum class CircuitPhase : std::uint8_t {
  idle,           // no message in service
  probing,        // the probe reserves one VC per cycle towards the destination
  backtracking,   // blocked: the probe returns one hop per cycle, releasing what it reserved
  acknowledging,  // the probe arrived; the acknowledgement returns on the control plane
  transferring,   // flits are pipelined over the circuit
};

// One reserved hop: the channel's VC and the flits in its buffer at the channel's far end.
struct CircuitHop {
  int channel = -1;
  int vc = -1;
  int buffered = 0;  // flits in the VC buffer downstream of the channel
  int sent = 0;      // flits that left that buffer: the VC is released when the tail has
};

struct Circuit {
  CircuitPhase phase = CircuitPhase::idle;
  std::uint64_t message_id = 0;
  NodeId source = 0;
  NodeId destination = 0;
  std::uint8_t message_class = 0;
  Cycle generated = 0;
  Cycle launched = 0;     // first probe left the source: the message left its queue
  NodeId at = 0;          // node the probe is at (probing, backtracking)
  Cycle data_from = 0;    // acknowledging: first cycle of the data phase
  // This message's control plane so far, for the counters of the measured messages.
  int attempts = 0;
  int probe_hops = 0;             // VCs reserved by its probes
  int backtrack_hops = 0;         // VCs released by its backtracking probes
  Cycle setup_cycles = 0;         // first probe launched to acknowledgement received
  std::vector<int> failures;      // [i]: its attempts blocked after i hops; size n from elaboration
  std::vector<CircuitHop> path;  // reserved hops in order; capacity n from elaboration
  int at_source = 0;      // flits not yet sent over the first hop
  int delivered = 0;      // flits ejected at the destination
};

}  // namespace kncube::rtl
