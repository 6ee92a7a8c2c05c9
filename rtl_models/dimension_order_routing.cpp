#include "rtl_models/dimension_order_routing.h"

namespace kncube::rtl {

DimensionOrderRouting::DimensionOrderRouting(const TopologyGraph& topology, int vcs, const RoutingRules& rules)
    : topology_(topology),
      vcs_(vcs),
      classes_(topology, rules.dateline),
      order_(dimension_sequence(rules.order, topology.dimensions())),
      class1_first_((vcs + 1) / 2) {}

void DimensionOrderRouting::route(NodeId current, int input_port, const Flit& head, RouteCandidates& out) const {
  out.adaptive_count = 0;
  out.eject = false;
  for (int i = 0; i < topology_.dimensions(); ++i) {
    const int d = order_[static_cast<std::size_t>(i)];
    const int c = topology_.digit(current, d);
    const int t = topology_.digit(head.destination, d);
    if (c == t) continue;
    const int dir = productive_direction(topology_, c, t, d, head.tie_directions);
    const int port = topology_.port_of(d, dir);
    out.deterministic.port = static_cast<std::uint8_t>(port);
    if (!classes_.active()) {
      out.deterministic.first = 0;
      out.deterministic.end = static_cast<std::uint8_t>(vcs_);
      return;
    }
    const int held = input_port == port ? (head.vc >= class1_first_ ? 1 : 0) : -1;
    const bool upper = classes_.of(c, t, held) == 1;
    out.deterministic.first = static_cast<std::uint8_t>(upper ? class1_first_ : 0);
    out.deterministic.end = static_cast<std::uint8_t>(upper ? vcs_ : class1_first_);
    return;
  }
  out.eject = true;
}

}  // namespace kncube::rtl
