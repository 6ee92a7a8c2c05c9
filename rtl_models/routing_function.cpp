#include "rtl_models/routing_function.h"

#include "rtl_models/dimension_order_routing.h"
#include "rtl_models/duato_routing.h"

namespace kncube::rtl {

int minimum_vcs(Routing routing, const TopologyGraph& topology) {
  const bool dateline = topology.wraps() && topology.radix() > 2;
  if (routing == Routing::dor) return dateline ? 2 : 1;
  return dateline ? 3 : 2;  // escape VC(s) plus at least one adaptive VC
}

std::array<std::uint8_t, kMaxDimensions> dimension_sequence(DimensionOrder order, int dimensions) {
  std::array<std::uint8_t, kMaxDimensions> sequence{};
  for (int i = 0; i < dimensions; ++i)
    sequence[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(order == DimensionOrder::ascending ? i : dimensions - 1 - i);
  return sequence;
}

std::unique_ptr<RoutingFunction> make_routing_function(Routing routing, const TopologyGraph& topology, int vcs,
                                                       const RoutingRules& rules) {
  if (routing == Routing::dor) return std::make_unique<DimensionOrderRouting>(topology, vcs, rules);
  return std::make_unique<DuatoRouting>(topology, vcs, rules);
}

}  // namespace kncube::rtl
