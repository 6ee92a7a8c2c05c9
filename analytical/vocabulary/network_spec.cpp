#include "analytical/vocabulary/network_spec.h"

#include <sstream>

#include "analytical/graph/network_graph.h"

namespace kncube {

std::int64_t NetworkSpec::nodes() const {
  if (graph) return graph->node_count();
  std::int64_t count = 1;
  for (int i = 0; i < n; ++i) count *= k;
  return count;
}

std::string_view to_string(Topology t) {
  switch (t) {
    case Topology::torus: return "torus";
    case Topology::hypercube: return "hypercube";
    case Topology::mesh: return "mesh";
    case Topology::graph: return "graph";
    case Topology::tm: return "tm";
    case Topology::xftm: return "xftm";
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
    case TrafficKind::bitcomp: return "bitcomp";
    case TrafficKind::bitrev: return "bitrev";
    case TrafficKind::shuffle: return "shuffle";
    case TrafficKind::tornado: return "tornado";
    case TrafficKind::neighbor: return "neighbor";
    case TrafficKind::randperm: return "randperm";
    case TrafficKind::hotspot_set: return "hotspot-set";
  }
  return "?";
}

std::string_view to_string(FixedPoints f) { return f == FixedPoints::uniform ? "uniform" : "self"; }

bool is_permutation(TrafficKind kind) {
  switch (kind) {
    case TrafficKind::transpose:
    case TrafficKind::digit_reversal:
    case TrafficKind::bitcomp:
    case TrafficKind::bitrev:
    case TrafficKind::shuffle:
    case TrafficKind::tornado:
    case TrafficKind::neighbor:
    case TrafficKind::randperm: return true;
    case TrafficKind::uniform:
    case TrafficKind::locality:
    case TrafficKind::hotspot:
    case TrafficKind::hotspot_set: return false;
  }
  return false;
}

bool is_booksim_pattern(TrafficKind kind) {
  switch (kind) {
    case TrafficKind::bitcomp:
    case TrafficKind::bitrev:
    case TrafficKind::shuffle:
    case TrafficKind::tornado:
    case TrafficKind::neighbor:
    case TrafficKind::randperm:
    case TrafficKind::hotspot_set: return true;
    case TrafficKind::uniform:
    case TrafficKind::locality:
    case TrafficKind::hotspot:
    case TrafficKind::transpose:
    case TrafficKind::digit_reversal: return false;
  }
  return false;
}

namespace {

template <class T>
void write_list(std::ostream& out, const std::vector<T>& items) {
  for (std::size_t i = 0; i < items.size(); ++i) out << (i > 0 ? "," : "") << items[i];
}

}  // namespace

std::string describe_network(const NetworkSpec& spec) {
  std::ostringstream out;
  if (spec.graph) {
    out << spec.graph->name() << " (" << spec.graph->node_count() << " nodes, " << spec.graph->link_count() << " links)";
  } else if (spec.topology == Topology::hypercube) {
    out << spec.n << "-dimensional hypercube";
  } else {
    if (spec.topology == Topology::torus) out << (spec.directions == Directions::uni ? "unidirectional " : "bidirectional ");
    out << spec.k << "-ary " << spec.n << (spec.topology == Topology::mesh ? "-mesh" : "-cube");
  }
  // Circuits are routed by their probes (spec 04 B.1), not by --routing.
  out << ", " << (spec.switching == Switching::circuit ? std::string_view("adaptive probes") : to_string(spec.routing))
      << ", V=" << spec.vcs << ", M=" << spec.message_length;
  return out.str();
}

std::string describe(const NetworkSpec& spec) {
  std::ostringstream out;
  out << describe_network(spec) << ", " << to_string(spec.traffic.kind);
  switch (spec.traffic.kind) {
    case TrafficKind::locality: out << " f=" << spec.traffic.locality; break;
    case TrafficKind::hotspot: out << " h=" << spec.traffic.hotspot_fraction << " node " << spec.traffic.hotspot_node; break;
    case TrafficKind::transpose:
    case TrafficKind::digit_reversal: out << " x=" << spec.traffic.pattern_fraction; break;
    case TrafficKind::uniform:
      if (spec.traffic.self_traffic) out << " with self-traffic";
      break;
    case TrafficKind::randperm: out << " seed " << spec.traffic.permutation_seed; break;
    case TrafficKind::hotspot_set:
      out << " nodes ";
      write_list(out, spec.traffic.hotspot_nodes);
      if (!spec.traffic.hotspot_weights.empty()) {
        out << " weights ";
        write_list(out, spec.traffic.hotspot_weights);
      }
      break;
    case TrafficKind::bitcomp:
    case TrafficKind::bitrev:
    case TrafficKind::shuffle:
    case TrafficKind::tornado:
    case TrafficKind::neighbor: break;
  }
  // Only the non-default rule is named, so that the thesis's configurations read as before.
  if (is_permutation(spec.traffic.kind) && spec.traffic.fixed_points == FixedPoints::self) out << " fixed points self";
  if (spec.channel_time != 1.0 || spec.switch_time != 0.0)
    out << ", t_c=" << spec.channel_time << " t_s=" << spec.switch_time;
  // Spec 04 Part B: named only when not the default, like the fixed-point rule.
  if (spec.switching == Switching::circuit) out << ", circuit switching";
  if (spec.arrivals.kind == ArrivalKind::mmpp) {
    const MmppSpec& m = spec.arrivals.mmpp;
    if (m.components.empty())
      out << ", MMPP sources H=" << m.hurst << " rho=" << m.rho << " L=" << m.time_scales << " kappa=" << m.kappa;
    else
      out << ", MMPP sources of " << m.components.size() << " given components";
  }
  return out.str();
}

}  // namespace kncube
