#include "rtl_models/topology.h"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

namespace kncube::rtl {

TopologyGraph::TopologyGraph(Topology kind, int k, int n, bool bidirectional)
    : kind_(kind), k_(k), n_(n), bidirectional_(bidirectional), nodes_(1), network_ports_(bidirectional ? 2 * n : n) {
  if (k < 2 || n < 1 || n > kMaxDimensions) throw std::invalid_argument("topology needs k >= 2 and 1 <= n <= 16");
  std::int64_t count = 1;
  for (int i = 0; i < n; ++i) {
    count *= k;
    if (count > (std::int64_t{1} << 24)) throw std::invalid_argument("topology larger than 2^24 nodes");
  }
  nodes_ = static_cast<NodeId>(count);
  digits_.resize(static_cast<std::size_t>(nodes_) * static_cast<std::size_t>(n_));
  for (NodeId node = 0; node < nodes_; ++node) {
    NodeId rest = node;
    for (int d = 0; d < n_; ++d) {
      digits_[static_cast<std::size_t>(node) * static_cast<std::size_t>(n_) + static_cast<std::size_t>(d)] =
          static_cast<std::uint8_t>(rest % k_);
      rest /= k_;
    }
  }
  add_channels();
}

TopologyGraph::TopologyGraph(std::shared_ptr<const graph::NetworkGraph> graph, Topology kind, int k)
    : kind_(kind),
      k_(k),
      n_(1),
      bidirectional_(false),
      nodes_(graph->node_count()),
      network_ports_(graph->ports()),
      graph_(std::move(graph)),
      distances_(std::make_shared<const graph::DistanceTable>(*graph_)) {
  // Direction ports (the tm and xftm generators) keep their axis: --wire-delay may differ per axis.
  const bool grid = kind == Topology::tm || kind == Topology::xftm;
  if (grid) n_ = 2;
  for (const graph::GraphChannel& c : graph_->channels())
    channels_.push_back(ChannelSpec{c.source, c.source_port, c.sink, c.sink_port, grid ? c.source_port / 2 : 0,
                                    grid && c.source_port % 2 == 1 ? -1 : +1, c.wire_delay});
}

std::string TopologyGraph::router_name(NodeId node) const {
  // SystemC names allow no dots or spaces, which an edge file's node names may hold.
  if (graph_ && graph_->node(node).placed) return graph_->node_label(node);
  return "n" + std::to_string(node);
}

NodeId TopologyGraph::node_at(const int* digits) const {
  NodeId id = 0;
  for (int d = n_ - 1; d >= 0; --d) id = id * k_ + digits[d];
  return id;
}

void TopologyGraph::add_channels() {
  std::vector<int> coords(static_cast<std::size_t>(n_));
  for (NodeId node = 0; node < nodes_; ++node) {
    for (int d = 0; d < n_; ++d) coords[static_cast<std::size_t>(d)] = digit(node, d);
    for (int d = 0; d < n_; ++d) {
      const int directions = bidirectional_ ? 2 : 1;
      for (int s = 0; s < directions; ++s) {
        const int dir = s == 0 ? +1 : -1;
        const int here = coords[static_cast<std::size_t>(d)];
        int there = here + dir;
        if (kind_ == Topology::mesh && (there < 0 || there >= k_)) continue;
        there = (there + k_) % k_;
        coords[static_cast<std::size_t>(d)] = there;
        const NodeId neighbour = node_at(coords.data());
        coords[static_cast<std::size_t>(d)] = here;
        const int port = port_of(d, dir);
        // The channel enters the neighbour on the port facing back along the same direction of travel.
        channels_.push_back(ChannelSpec{node, port, neighbour, port, d, dir});
      }
    }
  }
}

std::string TopologyGraph::port_name(int port) const {
  if (port == local_port()) return "pe";
  if (graph_) return graph_->port_name(port);
  static const char* const axis[] = {"x", "y", "z", "w"};
  const int d = dimension_of_port(port);
  std::string name = d < 4 ? axis[d] : "d" + std::to_string(d);
  name += direction_of_port(port) > 0 ? "p" : "m";
  return name;
}

int TopologyGraph::distance(NodeId a, NodeId b) const {
  if (distances_) return distances_->distance(a, b);
  int hops = 0;
  for (int d = 0; d < n_; ++d) {
    const int from = digit(a, d);
    const int to = digit(b, d);
    if (kind_ == Topology::mesh) {
      hops += std::abs(to - from);
    } else {
      const int up = ((to - from) % k_ + k_) % k_;
      hops += bidirectional_ ? std::min(up, (k_ - up) % k_) : up;
    }
  }
  return hops;
}

std::vector<int> TopologyGraph::route_dimensions(NodeId a, NodeId b) const {
  // Graph networks: every minimal route has the same hop count; its axes are not known here, so
  // every hop counts as axis 0 (exact when all links share one wire delay).
  if (distances_) return std::vector<int>(static_cast<std::size_t>(distances_->distance(a, b)), 0);
  std::vector<int> path;
  for (int d = n_ - 1; d >= 0; --d) {
    const int from = digit(a, d);
    const int to = digit(b, d);
    int hops;
    if (kind_ == Topology::mesh) {
      hops = std::abs(to - from);
    } else {
      const int up = ((to - from) % k_ + k_) % k_;
      hops = bidirectional_ ? std::min(up, (k_ - up) % k_) : up;
    }
    path.insert(path.end(), static_cast<std::size_t>(hops), d);
  }
  return path;
}

TopologyGraph make_topology(const NetworkSpec& spec) {
  switch (spec.topology) {
    case Topology::graph:
    case Topology::tm:
    case Topology::xftm:
      if (!spec.graph) throw std::invalid_argument("a graph network without its graph");
      return TopologyGraph(spec.graph, spec.topology, spec.k);
    case Topology::hypercube: return TopologyGraph(Topology::hypercube, 2, spec.n, false);
    case Topology::mesh: return TopologyGraph(Topology::mesh, spec.k, spec.n, true);
    case Topology::torus:
      return TopologyGraph(Topology::torus, spec.k, spec.n, spec.directions == Directions::bi && spec.k > 2);
  }
  throw std::invalid_argument("unknown topology");
}

}  // namespace kncube::rtl
