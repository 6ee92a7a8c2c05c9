// TopologyGraph: the channel list of every k-ary n-cube builder, node numbering, ports, and the
// distance the routing and the statistics rely on, checked against breadth-first search over the
// channel list itself.
#include <gtest/gtest.h>

#include <cstdint>
#include <deque>
#include <set>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "rtl_models/topology.h"

namespace kncube::test {
namespace {

using rtl::NodeId;
using rtl::TopologyGraph;

struct Net {
  std::string name;
  Topology kind;
  int k;
  int n;
  bool bidirectional;
};

const Net kNets[] = {
    {"uni_ring_8", Topology::torus, 8, 1, false},  {"uni_3x3", Topology::torus, 3, 2, false},
    {"uni_4x4", Topology::torus, 4, 2, false},     {"uni_5x5", Topology::torus, 5, 2, false},
    {"uni_3x3x3", Topology::torus, 3, 3, false},   {"bi_ring_8", Topology::torus, 8, 1, true},
    {"bi_3x3", Topology::torus, 3, 2, true},       {"bi_4x4", Topology::torus, 4, 2, true},
    {"bi_5x5", Topology::torus, 5, 2, true},       {"bi_6x6", Topology::torus, 6, 2, true},
    {"bi_4x4x4", Topology::torus, 4, 3, true},     {"hypercube_1", Topology::hypercube, 2, 1, false},
    {"hypercube_2", Topology::hypercube, 2, 2, false}, {"hypercube_3", Topology::hypercube, 2, 3, false},
    {"hypercube_5", Topology::hypercube, 2, 5, false}, {"hypercube_6", Topology::hypercube, 2, 6, false},
    {"mesh_2x2", Topology::mesh, 2, 2, true},      {"mesh_3x3", Topology::mesh, 3, 2, true},
    {"mesh_4x4", Topology::mesh, 4, 2, true},      {"mesh_3x3x3", Topology::mesh, 3, 3, true},
    {"mesh_5", Topology::mesh, 5, 1, true},
};

int power(int base, int exponent) {
  int p = 1;
  for (int i = 0; i < exponent; ++i) p *= base;
  return p;
}

// All-pairs hop counts by BFS over the directed channels.
std::vector<int> bfs_distances(const TopologyGraph& g) {
  const int nodes = g.node_count();
  std::vector<std::vector<NodeId>> next(static_cast<std::size_t>(nodes));
  for (const auto& c : g.channels()) next[static_cast<std::size_t>(c.source)].push_back(c.sink);
  std::vector<int> dist(static_cast<std::size_t>(nodes) * static_cast<std::size_t>(nodes), -1);
  for (NodeId s = 0; s < nodes; ++s) {
    int* row = &dist[static_cast<std::size_t>(s) * static_cast<std::size_t>(nodes)];
    std::deque<NodeId> queue{s};
    row[s] = 0;
    while (!queue.empty()) {
      const NodeId u = queue.front();
      queue.pop_front();
      for (NodeId v : next[static_cast<std::size_t>(u)])
        if (row[v] < 0) {
          row[v] = row[u] + 1;
          queue.push_back(v);
        }
    }
  }
  return dist;
}

TEST(Topology, ShapeAndPortCounts) {
  for (const Net& net : kNets) {
    const TopologyGraph g(net.kind, net.k, net.n, net.bidirectional);
    EXPECT_EQ(g.kind(), net.kind) << net.name;
    EXPECT_EQ(g.radix(), net.k) << net.name;
    EXPECT_EQ(g.dimensions(), net.n) << net.name;
    EXPECT_EQ(g.bidirectional(), net.bidirectional) << net.name;
    EXPECT_EQ(g.wraps(), net.kind != Topology::mesh) << net.name;
    EXPECT_EQ(g.node_count(), power(net.k, net.n)) << net.name;
    const int network_ports = net.bidirectional ? 2 * net.n : net.n;
    EXPECT_EQ(g.network_ports(), network_ports) << net.name;
    EXPECT_EQ(g.local_port(), network_ports) << net.name;
    EXPECT_EQ(g.ports(), network_ports + 1) << net.name;
  }
}

TEST(Topology, ChannelCountPerTopology) {
  for (const Net& net : kNets) {
    const TopologyGraph g(net.kind, net.k, net.n, net.bidirectional);
    const int nodes = power(net.k, net.n);
    std::size_t expected;
    if (net.kind == Topology::mesh)
      expected = static_cast<std::size_t>(2 * net.n * power(net.k, net.n - 1) * (net.k - 1));  // k-1 links per line, both ways
    else
      expected = static_cast<std::size_t>(nodes * (net.bidirectional ? 2 * net.n : net.n));
    EXPECT_EQ(g.channels().size(), expected) << net.name;
  }
}

// Every channel joins neighbours along its dimension in its direction (wrapping only on tori),
// leaves and enters on the port of its (dimension, direction), and no port is used twice.
TEST(Topology, EveryChannelIsConsistent) {
  for (const Net& net : kNets) {
    const TopologyGraph g(net.kind, net.k, net.n, net.bidirectional);
    std::set<std::pair<NodeId, int>> out_ports, in_ports;
    for (const auto& c : g.channels()) {
      const std::string where = net.name + " channel " + std::to_string(c.source) + "->" + std::to_string(c.sink);
      ASSERT_TRUE(c.source >= 0 && c.source < g.node_count()) << where;
      ASSERT_TRUE(c.sink >= 0 && c.sink < g.node_count()) << where;
      ASSERT_TRUE(c.dimension >= 0 && c.dimension < net.n) << where;
      ASSERT_TRUE(c.direction == +1 || (c.direction == -1 && net.bidirectional)) << where;
      ASSERT_NE(c.source, c.sink) << where;
      for (int d = 0; d < net.n; ++d) {
        const int from = g.digit(c.source, d), to = g.digit(c.sink, d);
        if (d != c.dimension) {
          ASSERT_EQ(from, to) << where << " changes dimension " << d;
        } else if (net.kind == Topology::mesh) {
          ASSERT_EQ(to, from + c.direction) << where;
        } else {
          ASSERT_EQ(to, ((from + c.direction) % net.k + net.k) % net.k) << where;
        }
      }
      const int port = g.port_of(c.dimension, c.direction);
      ASSERT_EQ(c.source_port, port) << where;
      ASSERT_EQ(c.sink_port, port) << where << ": enters on the port facing back along its direction";
      ASSERT_TRUE(port >= 0 && port < g.network_ports()) << where;
      ASSERT_EQ(g.dimension_of_port(port), c.dimension) << where;
      ASSERT_EQ(g.direction_of_port(port), c.direction) << where;
      ASSERT_TRUE(out_ports.insert({c.source, c.source_port}).second) << where << ": output port used twice";
      ASSERT_TRUE(in_ports.insert({c.sink, c.sink_port}).second) << where << ": input port used twice";
    }
    // Wrapping networks use every network port of every node, both ways.
    if (g.wraps()) {
      EXPECT_EQ(out_ports.size(), static_cast<std::size_t>(g.node_count()) * static_cast<std::size_t>(g.network_ports())) << net.name;
    }
    EXPECT_EQ(out_ports.size(), in_ports.size()) << net.name;
  }
}

TEST(Topology, PortNumberingRoundTrips) {
  for (const Net& net : kNets) {
    const TopologyGraph g(net.kind, net.k, net.n, net.bidirectional);
    std::set<int> seen;
    for (int d = 0; d < net.n; ++d) {
      for (int dir : {+1, -1}) {
        if (dir < 0 && !net.bidirectional) continue;
        const int port = g.port_of(d, dir);
        EXPECT_EQ(g.dimension_of_port(port), d) << net.name;
        EXPECT_EQ(g.direction_of_port(port), dir) << net.name;
        EXPECT_TRUE(seen.insert(port).second) << net.name << ": port " << port << " named twice";
      }
    }
    EXPECT_EQ(static_cast<int>(seen.size()), g.network_ports()) << net.name;
    EXPECT_EQ(*seen.rbegin(), g.network_ports() - 1) << net.name;
  }
}

// Node ids are sum digit_i k^i; digit() and node_at() invert each other on every node.
TEST(Topology, NodeDigitsRoundTrip) {
  for (const Net& net : kNets) {
    const TopologyGraph g(net.kind, net.k, net.n, net.bidirectional);
    std::vector<int> digits(static_cast<std::size_t>(net.n));
    for (NodeId node = 0; node < g.node_count(); ++node) {
      NodeId id = 0;
      for (int d = net.n - 1; d >= 0; --d) {
        const int digit = g.digit(node, d);
        ASSERT_TRUE(digit >= 0 && digit < net.k);
        digits[static_cast<std::size_t>(d)] = digit;
        id = id * net.k + digit;
      }
      ASSERT_EQ(id, node) << net.name;
      ASSERT_EQ(g.node_at(digits.data()), node) << net.name;
    }
    // And every digit vector names a distinct node (odometer over all vectors).
    std::vector<int> v(static_cast<std::size_t>(net.n), 0);
    std::set<NodeId> named;
    for (int i = 0; i < g.node_count(); ++i) {
      const NodeId node = g.node_at(v.data());
      for (int d = 0; d < net.n; ++d) ASSERT_EQ(g.digit(node, d), v[static_cast<std::size_t>(d)]);
      named.insert(node);
      for (int d = 0; d < net.n && ++v[static_cast<std::size_t>(d)] == net.k; ++d) v[static_cast<std::size_t>(d)] = 0;
    }
    EXPECT_EQ(static_cast<int>(named.size()), g.node_count()) << net.name;
  }
}

TEST(Topology, DistanceEqualsBreadthFirstSearch) {
  for (const Net& net : kNets) {
    const TopologyGraph g(net.kind, net.k, net.n, net.bidirectional);
    const auto dist = bfs_distances(g);
    const int nodes = g.node_count();
    for (NodeId a = 0; a < nodes; ++a)
      for (NodeId b = 0; b < nodes; ++b) {
        const int expected = dist[static_cast<std::size_t>(a) * static_cast<std::size_t>(nodes) + static_cast<std::size_t>(b)];
        ASSERT_GE(expected, 0) << net.name << ": " << b << " unreachable from " << a;
        ASSERT_EQ(g.distance(a, b), expected) << net.name << " from " << a << " to " << b;
      }
  }
}

TEST(Topology, PortNames) {
  const TopologyGraph bi(Topology::torus, 4, 2, true);
  EXPECT_EQ(bi.port_name(0), "xp");
  EXPECT_EQ(bi.port_name(1), "xm");
  EXPECT_EQ(bi.port_name(2), "yp");
  EXPECT_EQ(bi.port_name(3), "ym");
  EXPECT_EQ(bi.port_name(4), "pe");
  const TopologyGraph uni(Topology::torus, 3, 3, false);
  EXPECT_EQ(uni.port_name(0), "xp");
  EXPECT_EQ(uni.port_name(1), "yp");
  EXPECT_EQ(uni.port_name(2), "zp");
  EXPECT_EQ(uni.port_name(3), "pe");
  const TopologyGraph cube(Topology::hypercube, 2, 6, false);
  const char* const expected[] = {"xp", "yp", "zp", "wp", "d4p", "d5p", "pe"};
  for (int p = 0; p < cube.ports(); ++p) EXPECT_EQ(cube.port_name(p), expected[p]);
  const TopologyGraph mesh(Topology::mesh, 2, 5, true);
  EXPECT_EQ(mesh.port_name(8), "d4p");
  EXPECT_EQ(mesh.port_name(9), "d4m");
  EXPECT_EQ(mesh.port_name(10), "pe");
  // Names are unique on every network.
  for (const Net& net : kNets) {
    const TopologyGraph g(net.kind, net.k, net.n, net.bidirectional);
    std::set<std::string> names;
    for (int p = 0; p < g.ports(); ++p) EXPECT_TRUE(names.insert(g.port_name(p)).second) << net.name << " port " << p;
  }
}

TEST(Topology, MakeTopologyFollowsTheSpec) {
  NetworkSpec spec;
  spec.topology = Topology::torus;
  spec.k = 5;
  spec.n = 3;
  spec.directions = Directions::bi;
  auto g = rtl::make_topology(spec);
  EXPECT_EQ(std::make_tuple(g.kind(), g.radix(), g.dimensions(), g.bidirectional()), std::make_tuple(Topology::torus, 5, 3, true));
  spec.directions = Directions::uni;
  EXPECT_FALSE(rtl::make_topology(spec).bidirectional());
  // The hypercube ignores k and directions: the unidirectional binary n-cube.
  spec.topology = Topology::hypercube;
  spec.k = 7;
  spec.n = 4;
  spec.directions = Directions::bi;
  g = rtl::make_topology(spec);
  EXPECT_EQ(std::make_tuple(g.kind(), g.radix(), g.dimensions(), g.bidirectional()), std::make_tuple(Topology::hypercube, 2, 4, false));
  // The mesh is always bidirectional.
  spec.topology = Topology::mesh;
  spec.k = 3;
  spec.n = 2;
  spec.directions = Directions::uni;
  g = rtl::make_topology(spec);
  EXPECT_EQ(std::make_tuple(g.kind(), g.radix(), g.dimensions(), g.bidirectional()), std::make_tuple(Topology::mesh, 3, 2, true));
  EXPECT_FALSE(g.wraps());
}

TEST(Topology, RejectsImpossibleShapes) {
  EXPECT_THROW(TopologyGraph(Topology::torus, 1, 2, false), std::invalid_argument);
  EXPECT_THROW(TopologyGraph(Topology::torus, 4, 0, false), std::invalid_argument);
  EXPECT_THROW(TopologyGraph(Topology::hypercube, 2, 17, false), std::invalid_argument);
  EXPECT_THROW(TopologyGraph(Topology::torus, 64, 5, false), std::invalid_argument);  // 2^30 nodes
  EXPECT_NO_THROW(TopologyGraph(Topology::hypercube, 2, 16, false));
}

}  // namespace
}  // namespace kncube::test
