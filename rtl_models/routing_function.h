#pragma once
// Route computation as a policy. A routing function names, for a head flit at a router, the
// output VCs it may take: a set of adaptive choices (any free VC of any listed port, chosen at
// random) and one deterministic choice taken when no adaptive VC is free. The VC allocator makes
// the choice every cycle from the current VC state, so "retry next cycle" is automatic.

#include <array>
#include <cstdint>
#include <memory>
#include <string>

#include "analytical/network_spec.h"
#include "rtl_models/flit.h"
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

class RoutingFunction {
 public:
  virtual ~RoutingFunction() = default;
  virtual void route(NodeId current, const Flit& head, RouteCandidates& out) const = 0;
  virtual std::string name() const = 0;
};

// Direction of the minimal route in one dimension: +1, -1, or 0 when the digit already matches.
// Bidirectional ties (offset exactly k/2) follow the message's per-dimension bit (spec 01 A12).
inline int productive_direction(const TopologyGraph& topology, int from, int to, int dimension,
                                std::uint16_t tie_directions) {
  if (from == to) return 0;
  if (topology.kind() == Topology::mesh) return to > from ? +1 : -1;
  if (!topology.bidirectional()) return +1;
  const int k = topology.radix();
  const int up = ((to - from) % k + k) % k;
  const int down = k - up;
  if (up != down) return up < down ? +1 : -1;
  return (tie_directions >> dimension) & 1U ? -1 : +1;
}

// Smallest VC count each routing needs on a topology (spec 01 §3.2; dateline classes for dor).
int minimum_vcs(Routing routing, const TopologyGraph& topology);

std::unique_ptr<RoutingFunction> make_routing_function(Routing routing, const TopologyGraph& topology, int vcs);

}  // namespace kncube::rtl
