#pragma once
// Small networks and what routing checks need of them, computed from the channel list only
// (distances by BFS), not from the code under test.

#include <cstdint>
#include <deque>
#include <string>
#include <vector>

#include "rtl_models/flit.h"
#include "rtl_models/routing_function.h"
#include "rtl_models/topology.h"

namespace kncube::test {

using rtl::NodeId;
using rtl::RouteCandidates;
using rtl::TopologyGraph;
using rtl::VcRange;

struct Net {
  std::string name;
  Topology kind;
  int k;
  int n;
  bool bidirectional;
};

inline const Net kNets[] = {
    {"uni_3x3", Topology::torus, 3, 2, false},       {"uni_4x4", Topology::torus, 4, 2, false},
    {"uni_5x5", Topology::torus, 5, 2, false},       {"uni_3x3x3", Topology::torus, 3, 3, false},
    {"uni_ring_8", Topology::torus, 8, 1, false},    {"bi_3x3", Topology::torus, 3, 2, true},
    {"bi_4x4", Topology::torus, 4, 2, true},         {"bi_5x5", Topology::torus, 5, 2, true},
    {"bi_6x6", Topology::torus, 6, 2, true},         {"bi_4x4x4", Topology::torus, 4, 3, true},
    {"bi_ring_8", Topology::torus, 8, 1, true},      {"hypercube_2", Topology::hypercube, 2, 2, false},
    {"hypercube_3", Topology::hypercube, 2, 3, false}, {"hypercube_4", Topology::hypercube, 2, 4, false},
    {"hypercube_5", Topology::hypercube, 2, 5, false}, {"mesh_3x3", Topology::mesh, 3, 2, true},
    {"mesh_4x4", Topology::mesh, 4, 2, true},        {"mesh_3x3x3", Topology::mesh, 3, 3, true},
};

inline bool is_dateline_torus(const Net& net) { return net.kind == Topology::torus && net.k > 2; }
inline bool has_ties(const Net& net) { return net.kind == Topology::torus && net.bidirectional && net.k % 2 == 0; }

// The network with what the checks need, computed from the channel list only.
struct Graph {
  TopologyGraph g;
  int nodes;
  std::vector<int> dist;          // all pairs, by BFS
  std::vector<int> out_channel;   // node * network_ports + port -> channel index, -1 if none

  explicit Graph(const Net& net)
      : g(net.kind, net.k, net.n, net.bidirectional),
        nodes(g.node_count()),
        dist(static_cast<std::size_t>(nodes) * static_cast<std::size_t>(nodes), -1),
        out_channel(static_cast<std::size_t>(nodes) * static_cast<std::size_t>(g.network_ports()), -1) {
    std::vector<std::vector<NodeId>> next(static_cast<std::size_t>(nodes));
    for (std::size_t c = 0; c < g.channels().size(); ++c) {
      const auto& ch = g.channels()[c];
      next[static_cast<std::size_t>(ch.source)].push_back(ch.sink);
      out_channel[static_cast<std::size_t>(ch.source * g.network_ports() + ch.source_port)] = static_cast<int>(c);
    }
    for (NodeId s = 0; s < nodes; ++s) {
      std::deque<NodeId> queue{s};
      at(s, s) = 0;
      while (!queue.empty()) {
        const NodeId u = queue.front();
        queue.pop_front();
        for (NodeId v : next[static_cast<std::size_t>(u)])
          if (at(s, v) < 0) {
            at(s, v) = at(s, u) + 1;
            queue.push_back(v);
          }
      }
    }
  }
  int& at(NodeId a, NodeId b) { return dist[static_cast<std::size_t>(a) * static_cast<std::size_t>(nodes) + static_cast<std::size_t>(b)]; }
  int distance(NodeId a, NodeId b) const { return dist[static_cast<std::size_t>(a) * static_cast<std::size_t>(nodes) + static_cast<std::size_t>(b)]; }
  // The channel leaving `node` on `port`, or -1.
  int channel(NodeId node, int port) const {
    if (port < 0 || port >= g.network_ports()) return -1;
    return out_channel[static_cast<std::size_t>(node * g.network_ports() + port)];
  }
  NodeId sink(int channel) const { return g.channels()[static_cast<std::size_t>(channel)].sink; }
  // Whether leaving `node` on `port` brings a message exactly one hop closer to `destination`.
  bool productive(NodeId node, int port, NodeId destination) const {
    const int c = channel(node, port);
    return c >= 0 && distance(sink(c), destination) == distance(node, destination) - 1;
  }
};

// Tie bit values worth trying: all of them where offsets of k/2 exist, else none and all.
inline std::vector<std::uint16_t> tie_masks(const Net& net) {
  if (!has_ties(net)) return {0, static_cast<std::uint16_t>((1U << net.n) - 1U)};
  std::vector<std::uint16_t> masks;
  for (unsigned m = 0; m < (1U << net.n); ++m) masks.push_back(static_cast<std::uint16_t>(m));
  return masks;
}

// Fill with values no correct route() leaves behind.
inline void poison(RouteCandidates& out, bool eject) {
  out.eject = eject;
  out.adaptive_count = 9;
  for (auto& r : out.adaptive) r = VcRange{77, 66, 55};
  out.deterministic = VcRange{77, 66, 55};
}

inline rtl::Flit head_to(NodeId destination, std::uint16_t ties, int vc = 0) {
  rtl::Flit flit;
  flit.vc = static_cast<std::uint8_t>(vc);
  flit.destination = destination;
  flit.tie_directions = ties;
  flit.kind = rtl::FlitKind::head;
  return flit;
}

inline int highest_unresolved(const TopologyGraph& g, NodeId c, NodeId d) {
  for (int j = g.dimensions() - 1; j >= 0; --j)
    if (g.digit(c, j) != g.digit(d, j)) return j;
  return -1;
}

// The one output port the route may take in dimension j: the productive one, or with two
// productive ports (a tie) the one the message's tie bit names (bit set: minus, spec 01 A12).
inline int expected_port(const Graph& gr, NodeId c, NodeId d, int j, std::uint16_t ties) {
  std::vector<int> productive;
  for (int dir : {+1, -1}) {
    if (dir < 0 && !gr.g.bidirectional()) continue;
    const int port = gr.g.port_of(j, dir);
    if (gr.productive(c, port, d)) productive.push_back(port);
  }
  if (productive.size() == 1) return productive.front();
  if (productive.size() == 2) return gr.g.port_of(j, (ties >> j) & 1U ? -1 : +1);
  return -1;
}

}  // namespace kncube::test
