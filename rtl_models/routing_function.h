#pragma once
// Route computation as a policy. A routing function names, for a head flit at a router, the
// output VCs it may take: a set of adaptive choices (any free VC of any listed port, chosen at
// random) and one deterministic choice taken when no adaptive VC is free. The VC allocator makes
// the choice every cycle from the current VC state, so "retry next cycle" is automatic.

#include <array>
#include <cstdint>
#include <memory>
#include <string>

#include "analytical/vocabulary/network_spec.h"
#include "rtl_models/flit.h"
#include "rtl_models/output_unit.h"
#include "rtl_models/random.h"
#include "rtl_models/route_candidates.h"
#include "rtl_models/router_config.h"
#include "rtl_models/topology.h"

namespace kncube::rtl {

class RoutingFunction {
 public:
  virtual ~RoutingFunction() = default;
  // `input_port` is the router input the head arrived on (>= topology.local_port() for the
  // injection ports) and head.vc its VC there: what a rule that keeps state along a dimension
  // (DatelineRule::per_dimension) reads, as a router's route unit does.
  virtual void route(NodeId current, int input_port, const Flit& head, RouteCandidates& out) const = 0;
  virtual std::string name() const = 0;
  // The selection function: which free adaptive VC among `route`'s adaptive candidates a waiting
  // head asks for (port * V + vc), or -1 when none is free; the VC allocator falls back to the
  // deterministic range then. By default spec 01 §3.3 step 3: a productive dimension uniformly
  // among those with a free adaptive VC (not weighted by how many), then one of its free adaptive
  // VCs uniformly. It draws from `random` only when it returns a VC: a router skips VC allocation
  // while a run that granted nothing could only repeat itself (Router::vc_allocation_settled_).
  virtual int select(const RouteCandidates& route, const std::vector<OutputUnit>& outputs, int vcs, Random& random) const;
};

// The choices a routing function is built with besides the topology and VC count.
struct RoutingRules {
  DatelineRule dateline = DatelineRule::per_hop;
  DimensionOrder order = DimensionOrder::descending;
};

// The dateline class (0 or 1) of a message at ring position c bound for position t. `held` is the
// class it arrived with when it continues along the same ring (same port, and for Duato's routing
// on an escape VC), else -1. Per hop: class 0 iff c < t, i.e. in the + direction class 1 before
// the wrap-around channel and class 0 after it, mirrored in the - direction. Per dimension on a
// bidirectional ring the class chosen on entry is kept: a minimal route spans at most k/2
// channels, so the routes of one class that cross the dateline never reach the channel opposite
// it and each class's dependencies stay acyclic (README, "Deadlock freedom").
class DatelineClasses {
 public:
  DatelineClasses(const TopologyGraph& topology, DatelineRule rule)
      : active_(topology.wraps() && topology.radix() > 2),
        keep_(active_ && rule == DatelineRule::per_dimension && topology.bidirectional()) {}
  bool active() const { return active_; }
  int of(int c, int t, int held) const { return keep_ && held >= 0 ? held : (c < t ? 0 : 1); }

 private:
  bool active_;  // a torus ring with k > 2 needs two classes
  bool keep_;
};

// The dimensions in the order routes resolve them.
std::array<std::uint8_t, kMaxDimensions> dimension_sequence(DimensionOrder order, int dimensions);

// Direction of the minimal route in one dimension: +1, -1, or 0 when the digit already matches.
// Bidirectional ties (offset exactly k/2) follow the message's per-dimension bit (spec 01 A12).
inline int productive_direction(const TopologyGraph& topology, int from, int to, int dimension,
                                std::uint16_t tie_directions) {
  if (from == to) return 0;
  if (topology.kind() == Topology::mesh) return to > from ? +1 : -1;
  if (!topology.bidirectional()) return +1;
  const int k = topology.radix();
  // Digits are 0 .. k - 1, so the offset up the ring needs one wrap at most: no division. With two
  // integer divisions here and two for the hops, the contention model's routing took 4.2% of a 1
  // KiB run's CPU samples, 3.3% without (perf, transpose at 70%); the router's speed is unchanged.
  const int up = to > from ? to - from : to - from + k;
  const int down = k - up;
  if (up != down) return up < down ? +1 : -1;
  return (tie_directions >> dimension) & 1U ? -1 : +1;
}

// The dimensions where a minimal route can tie (an offset of exactly k/2: a bidirectional torus of
// even radix), a bit each; 0 elsewhere.
inline std::uint16_t tie_mask(const TopologyGraph& topology) {
  if (!topology.bidirectional() || !topology.wraps() || topology.radix() % 2 != 0) return 0;
  return static_cast<std::uint16_t>((1U << topology.dimensions()) - 1U);
}

// A message's tie directions (productive_direction's bits): one draw per message from its source
// node's stream, none where nothing can tie. The network interfaces draw them so, and the
// contention model replays the same draws (tlm2::ChannelReservations) to route ties alike.
inline std::uint16_t draw_ties(Random& stream, std::uint16_t mask) {
  return mask != 0 ? static_cast<std::uint16_t>(stream.next() & mask) : std::uint16_t{0};
}

// Smallest VC count each routing needs on a topology (spec 01 §3.2; dateline classes for dor).
int minimum_vcs(Routing routing, const TopologyGraph& topology);

std::unique_ptr<RoutingFunction> make_routing_function(Routing routing, const TopologyGraph& topology, int vcs,
                                                       const RoutingRules& rules = {});

}  // namespace kncube::rtl
