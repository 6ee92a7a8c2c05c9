#include "rtl_models/duato_routing.h"

namespace kncube::rtl {

DuatoRouting::DuatoRouting(const TopologyGraph& topology, int vcs, const RoutingRules& rules)
    : topology_(topology),
      vcs_(vcs),
      classes_(topology, rules.dateline),
      order_(dimension_sequence(rules.order, topology.dimensions())),
      first_adaptive_(classes_.active() ? 2 : 1) {}

void DuatoRouting::route(NodeId current, int input_port, const Flit& head, RouteCandidates& out) const {
  out.adaptive_count = 0;
  out.eject = true;
  for (int i = 0; i < topology_.dimensions(); ++i) {
    const int d = order_[static_cast<std::size_t>(i)];
    const int c = topology_.digit(current, d);
    const int t = topology_.digit(head.destination, d);
    if (c == t) continue;
    const int dir = productive_direction(topology_, c, t, d, head.tie_directions);
    const auto port = static_cast<std::uint8_t>(topology_.port_of(d, dir));
    if (out.eject) {
      // The first unresolved dimension in routing order is the escape dimension.
      out.eject = false;
      out.deterministic.port = port;
      int escape_vc = 0;
      if (classes_.active()) {
        // A message continuing on the escape layer of this ring keeps its class per dimension.
        const int held = input_port == port && head.vc < first_adaptive_ ? head.vc : -1;
        escape_vc = classes_.of(c, t, held);
      }
      out.deterministic.first = static_cast<std::uint8_t>(escape_vc);
      out.deterministic.end = static_cast<std::uint8_t>(escape_vc + 1);
    }
    out.adaptive[out.adaptive_count++] =
        VcRange{port, static_cast<std::uint8_t>(first_adaptive_), static_cast<std::uint8_t>(vcs_)};
  }
}

}  // namespace kncube::rtl
