#include "analytical/network_spec.h"

#include <sstream>

namespace kncube {

std::int64_t NetworkSpec::nodes() const {
  std::int64_t count = 1;
  for (int i = 0; i < n; ++i) count *= k;
  return count;
}

std::string_view to_string(Topology t) {
  switch (t) {
    case Topology::torus: return "torus";
    case Topology::hypercube: return "hypercube";
    case Topology::mesh: return "mesh";
  }
  return "?";
}

std::string_view to_string(Directions d) { return d == Directions::uni ? "uni" : "bi"; }

std::string_view to_string(Routing r) { return r == Routing::duato ? "duato" : "dor"; }

std::string_view to_string(TrafficKind t) {
  switch (t) {
    case TrafficKind::uniform: return "uniform";
    case TrafficKind::locality: return "locality";
    case TrafficKind::hotspot: return "hotspot";
    case TrafficKind::transpose: return "transpose";
    case TrafficKind::digit_reversal: return "digit-reversal";
  }
  return "?";
}

std::string describe(const NetworkSpec& spec) {
  std::ostringstream out;
  if (spec.topology == Topology::hypercube) {
    out << spec.n << "-dimensional hypercube";
  } else {
    if (spec.topology == Topology::torus) out << (spec.directions == Directions::uni ? "unidirectional " : "bidirectional ");
    out << spec.k << "-ary " << spec.n << (spec.topology == Topology::mesh ? "-mesh" : "-cube");
  }
  out << ", " << to_string(spec.routing) << ", V=" << spec.vcs << ", M=" << spec.message_length << ", "
      << to_string(spec.traffic.kind);
  switch (spec.traffic.kind) {
    case TrafficKind::locality: out << " f=" << spec.traffic.locality; break;
    case TrafficKind::hotspot: out << " h=" << spec.traffic.hotspot_fraction << " node " << spec.traffic.hotspot_node; break;
    case TrafficKind::transpose:
    case TrafficKind::digit_reversal: out << " x=" << spec.traffic.pattern_fraction; break;
    case TrafficKind::uniform: break;
  }
  if (spec.channel_time != 1.0 || spec.switch_time != 0.0)
    out << ", t_c=" << spec.channel_time << " t_s=" << spec.switch_time;
  return out.str();
}

}  // namespace kncube
