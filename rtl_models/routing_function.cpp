#include "rtl_models/routing_function.h"

#include "analytical/vocabulary/network_rules.h"
#include "rtl_models/dimension_order_routing.h"
#include "rtl_models/duato_routing.h"
#include "rtl_models/graph/graph_routing.h"
#include "rtl_models/graph/tm_ring_routing.h"

namespace kncube::rtl {

int minimum_vcs(Routing routing, const TopologyGraph& topology) {
  if (topology.graph()) return 1;  // up*/down* alone, or TM's cut rings: no dateline classes
  return kncube::minimum_vcs(routing, topology.wraps() && topology.radix() > 2);
}

int RoutingFunction::select(const RouteCandidates& route, const std::vector<OutputUnit>& outputs, int vcs,
                            Random& random) const {
  std::array<std::uint8_t, kMaxDimensions> free_count{};
  int ports_with_free = 0;
  for (int c = 0; c < route.adaptive_count; ++c) {
    const VcRange& r = route.adaptive[static_cast<std::size_t>(c)];
    const auto& out = outputs[r.port].vcs;
    std::uint8_t free = 0;
    for (int v = r.first; v < r.end; ++v) free += out[static_cast<std::size_t>(v)].allocated ? 0 : 1;
    free_count[static_cast<std::size_t>(c)] = free;
    ports_with_free += free > 0 ? 1 : 0;
  }
  if (ports_with_free == 0) return -1;
  int pick = static_cast<int>(random.below(static_cast<std::uint32_t>(ports_with_free)));
  for (int c = 0; c < route.adaptive_count; ++c) {
    const std::uint8_t free = free_count[static_cast<std::size_t>(c)];
    if (free == 0 || pick-- > 0) continue;
    const VcRange& r = route.adaptive[static_cast<std::size_t>(c)];
    int nth = static_cast<int>(random.below(free));
    const auto& out = outputs[r.port].vcs;
    for (int v = r.first; v < r.end; ++v)
      if (!out[static_cast<std::size_t>(v)].allocated && nth-- == 0) return r.port * vcs + v;
  }
  return -1;
}

std::array<std::uint8_t, kMaxDimensions> dimension_sequence(DimensionOrder order, int dimensions) {
  std::array<std::uint8_t, kMaxDimensions> sequence{};
  for (int i = 0; i < dimensions; ++i)
    sequence[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(order == DimensionOrder::ascending ? i : dimensions - 1 - i);
  return sequence;
}

std::unique_ptr<RoutingFunction> make_routing_function(Routing routing, const TopologyGraph& topology, int vcs,
                                                       const RoutingRules& rules) {
  if (topology.graph()) {
    if (routing == Routing::dor) return std::make_unique<TmRingRouting>(topology, vcs);
    return std::make_unique<GraphRouting>(topology, vcs);
  }
  if (routing == Routing::dor) return std::make_unique<DimensionOrderRouting>(topology, vcs, rules);
  return std::make_unique<DuatoRouting>(topology, vcs, rules);
}

}  // namespace kncube::rtl
