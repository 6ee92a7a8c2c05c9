#include "rtl_models/routing_function.h"

#include "rtl_models/dimension_order_routing.h"
#include "rtl_models/duato_routing.h"

namespace kncube::rtl {

int minimum_vcs(Routing routing, const TopologyGraph& topology) {
  const bool dateline = topology.wraps() && topology.radix() > 2;
  if (routing == Routing::dor) return dateline ? 2 : 1;
  return dateline ? 3 : 2;  // escape VC(s) plus at least one adaptive VC
}

std::unique_ptr<RoutingFunction> make_routing_function(Routing routing, const TopologyGraph& topology, int vcs) {
  if (routing == Routing::dor) return std::make_unique<DimensionOrderRouting>(topology, vcs);
  return std::make_unique<DuatoRouting>(topology, vcs);
}

}  // namespace kncube::rtl
