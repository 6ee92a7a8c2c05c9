#pragma once
// What route computation names for a head flit: the output VCs it may take (routing_function.h).
// Apart from the routing policy so that an input VC, which keeps its head's candidates, can be
// declared without the output units and channels the policy reads.

#include <array>
#include <cstdint>

#include "rtl_models/topology.h"

namespace kncube::rtl {

// VCs [first, end) of output port `port`.
struct VcRange {
  std::uint8_t port = 0;
  std::uint8_t first = 0;
  std::uint8_t end = 0;
};

struct RouteCandidates {
  bool eject = false;                            // the message has arrived: deliver to the PE
  std::uint8_t adaptive_count = 0;
  std::array<VcRange, kMaxDimensions> adaptive{};  // one per productive dimension
  VcRange deterministic{};                         // escape VC (Duato) or dimension-order class
};

}  // namespace kncube::rtl
