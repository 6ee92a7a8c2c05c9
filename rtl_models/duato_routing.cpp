#include "rtl_models/duato_routing.h"

namespace kncube::rtl {

DuatoRouting::DuatoRouting(const TopologyGraph& topology, int vcs)
    : topology_(topology),
      vcs_(vcs),
      two_escape_vcs_(topology.wraps() && topology.radix() > 2),
      first_adaptive_(two_escape_vcs_ ? 2 : 1) {}

void DuatoRouting::route(NodeId current, const Flit& head, RouteCandidates& out) const {
  out.adaptive_count = 0;
  out.eject = true;
  for (int d = topology_.dimensions() - 1; d >= 0; --d) {
    const int c = topology_.digit(current, d);
    const int t = topology_.digit(head.destination, d);
    if (c == t) continue;
    const int dir = productive_direction(topology_, c, t, d, head.tie_directions);
    const auto port = static_cast<std::uint8_t>(topology_.port_of(d, dir));
    if (out.eject) {
      // The first unresolved dimension met from the top is the escape dimension.
      out.eject = false;
      out.deterministic.port = port;
      const int escape_vc = two_escape_vcs_ ? (c < t ? 0 : 1) : 0;
      out.deterministic.first = static_cast<std::uint8_t>(escape_vc);
      out.deterministic.end = static_cast<std::uint8_t>(escape_vc + 1);
    }
    out.adaptive[out.adaptive_count++] =
        VcRange{port, static_cast<std::uint8_t>(first_adaptive_), static_cast<std::uint8_t>(vcs_)};
  }
}

}  // namespace kncube::rtl
