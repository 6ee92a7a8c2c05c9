#include "rtl_models/dimension_order_routing.h"

namespace kncube::rtl {

DimensionOrderRouting::DimensionOrderRouting(const TopologyGraph& topology, int vcs)
    : topology_(topology),
      vcs_(vcs),
      dateline_(topology.wraps() && topology.radix() > 2),
      class1_first_((vcs + 1) / 2) {}

void DimensionOrderRouting::route(NodeId current, const Flit& head, RouteCandidates& out) const {
  out.adaptive_count = 0;
  out.eject = false;
  for (int d = topology_.dimensions() - 1; d >= 0; --d) {
    const int c = topology_.digit(current, d);
    const int t = topology_.digit(head.destination, d);
    if (c == t) continue;
    const int dir = productive_direction(topology_, c, t, d, head.tie_directions);
    out.deterministic.port = static_cast<std::uint8_t>(topology_.port_of(d, dir));
    if (!dateline_) {
      out.deterministic.first = 0;
      out.deterministic.end = static_cast<std::uint8_t>(vcs_);
    } else if (c < t) {
      out.deterministic.first = 0;
      out.deterministic.end = static_cast<std::uint8_t>(class1_first_);
    } else {
      out.deterministic.first = static_cast<std::uint8_t>(class1_first_);
      out.deterministic.end = static_cast<std::uint8_t>(vcs_);
    }
    return;
  }
  out.eject = true;
}

}  // namespace kncube::rtl
