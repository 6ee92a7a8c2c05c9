// Routing functions (spec 01 §3.2-3.4, A11, A12), exhaustively on small networks: every
// (current, destination, tie bits) triple, with distances from BFS over the channel list rather
// than from the code under test. Then deadlock freedom: the channel dependency graph of the escape
// layer (Duato's extended graph, with indirect dependencies through adaptive hops) and of
// dimension-order routing with dateline classes is acyclic, and removing the dateline makes it
// cyclic wherever the spec says it must.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "rtl_models/config_error.h"
#include "rtl_models/dimension_order_routing.h"
#include "rtl_models/duato_routing.h"
#include "rtl_models/network_config.h"
#include "rtl_models/routing_function.h"
#include "rtl_models/topology.h"

namespace kncube::test {
namespace {

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

const Net kNets[] = {
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

bool is_dateline_torus(const Net& net) { return net.kind == Topology::torus && net.k > 2; }
bool has_ties(const Net& net) { return net.kind == Topology::torus && net.bidirectional && net.k % 2 == 0; }

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
std::vector<std::uint16_t> tie_masks(const Net& net) {
  if (!has_ties(net)) return {0, static_cast<std::uint16_t>((1U << net.n) - 1U)};
  std::vector<std::uint16_t> masks;
  for (unsigned m = 0; m < (1U << net.n); ++m) masks.push_back(static_cast<std::uint16_t>(m));
  return masks;
}

// Fill with values no correct route() leaves behind.
void poison(RouteCandidates& out, bool eject) {
  out.eject = eject;
  out.adaptive_count = 9;
  for (auto& r : out.adaptive) r = VcRange{77, 66, 55};
  out.deterministic = VcRange{77, 66, 55};
}

rtl::Flit head_to(NodeId destination, std::uint16_t ties) {
  rtl::Flit flit;
  flit.destination = destination;
  flit.tie_directions = ties;
  flit.kind = rtl::FlitKind::head;
  return flit;
}

int highest_unresolved(const TopologyGraph& g, NodeId c, NodeId d) {
  for (int j = g.dimensions() - 1; j >= 0; --j)
    if (g.digit(c, j) != g.digit(d, j)) return j;
  return -1;
}

// The one output port the route may take in dimension j: the productive one, or with two
// productive ports (a tie) the one the message's tie bit names (bit set: minus, spec 01 A12).
int expected_port(const Graph& gr, NodeId c, NodeId d, int j, std::uint16_t ties) {
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

// --- Route candidates -------------------------------------------------------------------------

TEST(Routing, DuatoCandidatesOnEveryPair) {
  for (const Net& net : kNets) {
    const Graph gr(net);
    const TopologyGraph& g = gr.g;
    const bool dateline = is_dateline_torus(net);
    const int min_v = dateline ? 3 : 2;
    long checked = 0, ties_seen = 0;
    for (int vcs = min_v; vcs <= min_v + 3; ++vcs) {
      const rtl::DuatoRouting routing(g, vcs);
      const int first_adaptive = dateline ? 2 : 1;
      RouteCandidates out;
      for (NodeId c = 0; c < gr.nodes; ++c) {
        for (NodeId d = 0; d < gr.nodes; ++d) {
          for (std::uint16_t ties : tie_masks(net)) {
            poison(out, c != d);
            routing.route(c, head_to(d, ties), out);
            const std::string where = net.name + " V=" + std::to_string(vcs) + " at " + std::to_string(c) + " to " +
                                      std::to_string(d) + " ties " + std::to_string(ties);
            ASSERT_EQ(out.eject, c == d) << where;
            if (c == d) {
              ASSERT_EQ(out.adaptive_count, 0) << where;
              continue;
            }
            ++checked;
            // Adaptive: exactly one candidate per unresolved dimension, on its minimal port, with
            // every adaptive VC and no escape VC.
            std::set<int> unresolved, dims;
            for (int j = 0; j < net.n; ++j)
              if (g.digit(c, j) != g.digit(d, j)) unresolved.insert(j);
            ASSERT_EQ(static_cast<std::size_t>(out.adaptive_count), unresolved.size()) << where;
            for (int a = 0; a < out.adaptive_count; ++a) {
              const VcRange& r = out.adaptive[static_cast<std::size_t>(a)];
              const int j = g.dimension_of_port(r.port);
              ASSERT_TRUE(dims.insert(j).second) << where << ": dimension " << j << " twice";
              ASSERT_TRUE(gr.productive(c, r.port, d)) << where << ": adaptive port " << int{r.port} << " is not one hop closer";
              ASSERT_EQ(r.port, expected_port(gr, c, d, j, ties)) << where;
              ASSERT_EQ(r.first, first_adaptive) << where;
              ASSERT_EQ(r.end, vcs) << where;
              ties_seen += gr.g.bidirectional() && gr.productive(c, g.port_of(j, -g.direction_of_port(r.port)), d);
            }
            ASSERT_EQ(dims, unresolved) << where;
            // Escape: the highest unresolved dimension (A11), one VC: on tori v1 if c_q < d_q else v2.
            const VcRange& e = out.deterministic;
            const int q = highest_unresolved(g, c, d);
            ASSERT_EQ(g.dimension_of_port(e.port), q) << where;
            ASSERT_EQ(e.port, expected_port(gr, c, d, q, ties)) << where;
            ASSERT_TRUE(gr.productive(c, e.port, d)) << where;
            const int escape_vc = dateline ? (g.digit(c, q) < g.digit(d, q) ? 0 : 1) : 0;
            ASSERT_EQ(e.first, escape_vc) << where;
            ASSERT_EQ(e.end, escape_vc + 1) << where;
          }
        }
      }
    }
    EXPECT_GT(checked, 0) << net.name;
    if (has_ties(net)) {
      EXPECT_GT(ties_seen, 0) << net.name;
    }
  }
}

TEST(Routing, DimensionOrderCandidatesOnEveryPair) {
  for (const Net& net : kNets) {
    const Graph gr(net);
    const TopologyGraph& g = gr.g;
    const bool dateline = is_dateline_torus(net);
    for (int vcs = dateline ? 2 : 1; vcs <= 6; ++vcs) {
      const rtl::DimensionOrderRouting routing(g, vcs);
      const int half = (vcs + 1) / 2;  // class 0 = [0, ceil(V/2)), class 1 = [ceil(V/2), V)
      RouteCandidates out;
      for (NodeId c = 0; c < gr.nodes; ++c) {
        for (NodeId d = 0; d < gr.nodes; ++d) {
          for (std::uint16_t ties : tie_masks(net)) {
            poison(out, c != d);
            routing.route(c, head_to(d, ties), out);
            const std::string where = net.name + " V=" + std::to_string(vcs) + " at " + std::to_string(c) + " to " +
                                      std::to_string(d) + " ties " + std::to_string(ties);
            ASSERT_EQ(out.eject, c == d) << where;
            ASSERT_EQ(out.adaptive_count, 0) << where;
            if (c == d) continue;
            const VcRange& r = out.deterministic;
            const int q = highest_unresolved(g, c, d);
            ASSERT_EQ(g.dimension_of_port(r.port), q) << where << ": not the highest unresolved dimension";
            ASSERT_EQ(r.port, expected_port(gr, c, d, q, ties)) << where;
            ASSERT_TRUE(gr.productive(c, r.port, d)) << where;
            if (!dateline) {
              ASSERT_EQ(r.first, 0) << where;
              ASSERT_EQ(r.end, vcs) << where;
            } else if (g.digit(c, q) < g.digit(d, q)) {
              ASSERT_EQ(r.first, 0) << where;
              ASSERT_EQ(r.end, half) << where;
            } else {
              ASSERT_EQ(r.first, half) << where;
              ASSERT_EQ(r.end, vcs) << where;
            }
          }
        }
      }
    }
  }
}

// Following only the deterministic (escape / dimension-order) choice from any source reaches any
// destination in exactly the BFS distance: the escape sub-function is connected and minimal.
TEST(Routing, DeterministicPathsReachEveryDestinationMinimally) {
  for (const Net& net : kNets) {
    const Graph gr(net);
    for (Routing kind : {Routing::duato, Routing::dor}) {
      const auto routing = rtl::make_routing_function(kind, gr.g, rtl::minimum_vcs(kind, gr.g));
      RouteCandidates out;
      for (NodeId s = 0; s < gr.nodes; ++s)
        for (NodeId d = 0; d < gr.nodes; ++d)
          for (std::uint16_t ties : tie_masks(net)) {
            NodeId at = s;
            int hops = 0;
            for (routing->route(at, head_to(d, ties), out); !out.eject; routing->route(at, head_to(d, ties), out)) {
              const int c = gr.channel(at, out.deterministic.port);
              ASSERT_GE(c, 0) << net.name;
              at = gr.sink(c);
              ASSERT_LE(++hops, gr.distance(s, d)) << net.name << " " << routing->name() << " from " << s << " to " << d;
            }
            ASSERT_EQ(at, d);
            ASSERT_EQ(hops, gr.distance(s, d));
          }
    }
  }
}

// --- minimum_vcs and the factory ---------------------------------------------------------------

// Whether every route of `routing` on `g` with `vcs` VCs names non-empty VC ranges inside [0, vcs),
// with escape and adaptive VCs disjoint.
bool ranges_valid(const Graph& gr, Routing kind, int vcs) {
  const auto routing = rtl::make_routing_function(kind, gr.g, vcs);
  RouteCandidates out;
  for (NodeId c = 0; c < gr.nodes; ++c)
    for (NodeId d = 0; d < gr.nodes; ++d) {
      if (c == d) continue;
      routing->route(c, head_to(d, 0), out);
      const VcRange& e = out.deterministic;
      if (e.first >= e.end || e.end > vcs) return false;
      for (int a = 0; a < out.adaptive_count; ++a) {
        const VcRange& r = out.adaptive[static_cast<std::size_t>(a)];
        if (r.first >= r.end || r.end > vcs || r.first < e.end) return false;
      }
    }
  return true;
}

TEST(Routing, MinimumVcsIsTheSmallestCountWithUsableRanges) {
  for (const Net& net : kNets) {
    const Graph gr(net);
    const bool dateline = is_dateline_torus(net);
    EXPECT_EQ(rtl::minimum_vcs(Routing::duato, gr.g), dateline ? 3 : 2) << net.name;
    EXPECT_EQ(rtl::minimum_vcs(Routing::dor, gr.g), dateline ? 2 : 1) << net.name;
    for (Routing kind : {Routing::duato, Routing::dor}) {
      const int minimum = rtl::minimum_vcs(kind, gr.g);
      EXPECT_TRUE(ranges_valid(gr, kind, minimum)) << net.name;
      if (minimum > 1) {
        EXPECT_FALSE(ranges_valid(gr, kind, minimum - 1)) << net.name;
      }
    }
  }
}

TEST(Routing, ConfigValidationAsksForTheMinimumVcs) {
  rtl::NetworkConfig config;
  const struct {
    Topology topology;
    int k;
    Directions directions;
  } shapes[] = {{Topology::torus, 4, Directions::uni}, {Topology::torus, 4, Directions::bi},
                {Topology::hypercube, 2, Directions::uni}, {Topology::mesh, 3, Directions::bi}};
  for (const auto& shape : shapes) {
    config.spec.topology = shape.topology;
    config.spec.k = shape.k;
    config.spec.n = 2;
    config.spec.directions = shape.directions;
    for (Routing kind : {Routing::duato, Routing::dor}) {
      config.spec.routing = kind;
      const int minimum = rtl::minimum_vcs(kind, rtl::make_topology(config.spec));
      config.spec.vcs = minimum;
      EXPECT_NO_THROW(rtl::validate(config));
      config.spec.vcs = minimum - 1;
      EXPECT_THROW(rtl::validate(config), rtl::ConfigError);
    }
  }
}

TEST(Routing, FactoryBuildsTheNamedFunction) {
  for (const Net& net : kNets) {
    const Graph gr(net);
    const int vcs = 4;
    const auto duato = rtl::make_routing_function(Routing::duato, gr.g, vcs);
    const auto dor = rtl::make_routing_function(Routing::dor, gr.g, vcs);
    ASSERT_NE(dynamic_cast<const rtl::DuatoRouting*>(duato.get()), nullptr);
    ASSERT_NE(dynamic_cast<const rtl::DimensionOrderRouting*>(dor.get()), nullptr);
    EXPECT_EQ(duato->name(), "duato");
    EXPECT_EQ(dor->name(), "dor");
    // Built for this topology and VC count: same routes as direct construction.
    const rtl::DuatoRouting duato_direct(gr.g, vcs);
    const rtl::DimensionOrderRouting dor_direct(gr.g, vcs);
    RouteCandidates a, b;
    for (NodeId c = 0; c < gr.nodes; ++c)
      for (NodeId d = 0; d < gr.nodes; ++d) {
        duato->route(c, head_to(d, 1), a);
        duato_direct.route(c, head_to(d, 1), b);
        ASSERT_EQ(a.eject, b.eject);
        if (a.eject) continue;
        ASSERT_EQ(a.adaptive_count, b.adaptive_count);
        ASSERT_EQ(std::make_tuple(a.deterministic.port, a.deterministic.first, a.deterministic.end),
                  std::make_tuple(b.deterministic.port, b.deterministic.first, b.deterministic.end));
        dor->route(c, head_to(d, 1), a);
        dor_direct.route(c, head_to(d, 1), b);
        ASSERT_EQ(std::make_tuple(a.deterministic.port, a.deterministic.first, a.deterministic.end),
                  std::make_tuple(b.deterministic.port, b.deterministic.first, b.deterministic.end));
      }
  }
}

// --- Deadlock freedom (spec 01 §3.4) -----------------------------------------------------------

// Graph nodes are (channel, VC) pairs: channel * vcs + vc.
using Escape = std::function<void(NodeId at, NodeId destination, std::uint16_t ties, std::vector<int>& vcs_out)>;

struct Dependencies {
  int size = 0;
  std::vector<std::vector<int>> next;

  bool has_edge(int a, int b) const {
    const auto& row = next[static_cast<std::size_t>(a)];
    return std::find(row.begin(), row.end(), b) != row.end();
  }
  // Kahn's algorithm: acyclic iff every node can be removed.
  bool acyclic() const {
    std::vector<int> indegree(static_cast<std::size_t>(size), 0);
    for (const auto& row : next)
      for (int b : row) ++indegree[static_cast<std::size_t>(b)];
    std::vector<int> ready;
    for (int v = 0; v < size; ++v)
      if (indegree[static_cast<std::size_t>(v)] == 0) ready.push_back(v);
    int removed = 0;
    while (!ready.empty()) {
      const int v = ready.back();
      ready.pop_back();
      ++removed;
      for (int b : next[static_cast<std::size_t>(v)])
        if (--indegree[static_cast<std::size_t>(b)] == 0) ready.push_back(b);
    }
    return removed == size;
  }
  long edges() const {
    long total = 0;
    for (const auto& row : next) total += static_cast<long>(row.size());
    return total;
  }
};

// The escape layer's dependency graph. A message (destination d, tie bits t) holds an escape VC
// e only if the escape function gave it e at e's source node. From e's sink it may take any number
// of adaptive hops (the routing's adaptive ports, when `indirect`) and then request any escape VC
// the escape function offers there: an edge from e to each (Duato's direct plus indirect
// dependencies; with `indirect` off, the plain channel dependency graph).
Dependencies escape_dependencies(const Graph& gr, const rtl::RoutingFunction& routing, int vcs, const Escape& escape,
                                 const std::vector<std::uint16_t>& masks, bool indirect) {
  Dependencies deps;
  deps.size = static_cast<int>(gr.g.channels().size()) * vcs;
  deps.next.resize(static_cast<std::size_t>(deps.size));
  std::vector<int> held, requested;
  std::vector<char> seen(static_cast<std::size_t>(gr.nodes));
  RouteCandidates out;
  for (NodeId d = 0; d < gr.nodes; ++d) {
    for (std::uint16_t ties : masks) {
      for (NodeId s = 0; s < gr.nodes; ++s) {
        if (s == d) continue;
        escape(s, d, ties, held);
        for (int e : held) {
          // Nodes reachable from e's sink through adaptive hops (none, or some), not yet arrived.
          std::fill(seen.begin(), seen.end(), 0);
          std::vector<NodeId> stack{gr.sink(e / vcs)};
          seen[static_cast<std::size_t>(stack.back())] = 1;
          while (!stack.empty()) {
            const NodeId y = stack.back();
            stack.pop_back();
            if (y == d) continue;
            escape(y, d, ties, requested);
            for (int f : requested) deps.next[static_cast<std::size_t>(e)].push_back(f);
            if (!indirect) continue;
            routing.route(y, head_to(d, ties), out);
            for (int a = 0; a < out.adaptive_count; ++a) {
              const NodeId z = gr.sink(gr.channel(y, out.adaptive[static_cast<std::size_t>(a)].port));
              if (!seen[static_cast<std::size_t>(z)]) {
                seen[static_cast<std::size_t>(z)] = 1;
                stack.push_back(z);
              }
            }
          }
        }
      }
    }
  }
  for (auto& row : deps.next) {
    std::sort(row.begin(), row.end());
    row.erase(std::unique(row.begin(), row.end()), row.end());
  }
  return deps;
}

// The escape VCs the routing function offers: its deterministic range, as (channel, VC) nodes.
// `single_class` maps every VC to VC 0: the negative control without dateline classes.
Escape escape_of(const Graph& gr, const rtl::RoutingFunction& routing, int vcs, bool single_class = false) {
  return [&gr, &routing, vcs, single_class](NodeId at, NodeId d, std::uint16_t ties, std::vector<int>& result) {
    RouteCandidates out;
    routing.route(at, head_to(d, ties), out);
    result.clear();
    const int c = gr.channel(at, out.deterministic.port);
    for (int v = out.deterministic.first; v < out.deterministic.end; ++v) result.push_back(c * vcs + (single_class ? 0 : v));
  };
}

std::vector<std::uint16_t> dependency_masks(const Net& net) {
  if (has_ties(net)) return tie_masks(net);
  return {0};
}

TEST(Deadlock, DuatoExtendedEscapeDependencyGraphIsAcyclic) {
  for (const Net& net : kNets) {
    const Graph gr(net);
    const int vcs = rtl::minimum_vcs(Routing::duato, gr.g) + 1;
    const rtl::DuatoRouting routing(gr.g, vcs);
    const auto extended = escape_dependencies(gr, routing, vcs, escape_of(gr, routing, vcs), dependency_masks(net), true);
    const auto direct = escape_dependencies(gr, routing, vcs, escape_of(gr, routing, vcs), dependency_masks(net), false);
    EXPECT_TRUE(extended.acyclic()) << net.name << ": escape layer has a dependency cycle";
    EXPECT_TRUE(direct.acyclic()) << net.name;
    EXPECT_GT(direct.edges(), 0) << net.name;
    // An indirect dependency (escape hop to x, adaptive hop to y != x, escape request at y) exists
    // exactly when some message is at least three hops from its destination.
    if (*std::max_element(gr.dist.begin(), gr.dist.end()) >= 3) {
      EXPECT_GT(extended.edges(), direct.edges()) << net.name << ": no indirect dependency found";
    } else {
      EXPECT_EQ(extended.edges(), direct.edges()) << net.name;
    }
  }
}

TEST(Deadlock, DimensionOrderDependencyGraphIsAcyclic) {
  for (const Net& net : kNets) {
    const Graph gr(net);
    const int minimum = rtl::minimum_vcs(Routing::dor, gr.g);
    for (int vcs = minimum; vcs <= minimum + 2; ++vcs) {
      const rtl::DimensionOrderRouting routing(gr.g, vcs);
      const auto deps = escape_dependencies(gr, routing, vcs, escape_of(gr, routing, vcs), dependency_masks(net), false);
      EXPECT_TRUE(deps.acyclic()) << net.name << " V=" << vcs;
      EXPECT_GT(deps.edges(), 0) << net.name;
    }
  }
}

// Negative controls: one escape class on a torus cycles around the rings, unless no minimal route
// takes two hops in one dimension (bidirectional k = 3), where a single class is enough; the
// hypercube and the mesh need only one.
TEST(Deadlock, WithoutDatelineClassesToriHaveCycles) {
  for (const Net& net : kNets) {
    const Graph gr(net);
    const bool can_cycle = net.kind == Topology::torus && (!net.bidirectional || net.k >= 4);
    const int vcs = rtl::minimum_vcs(Routing::duato, gr.g);
    const rtl::DuatoRouting duato(gr.g, vcs);
    const auto duato_deps = escape_dependencies(gr, duato, vcs, escape_of(gr, duato, vcs, true), dependency_masks(net), true);
    EXPECT_EQ(duato_deps.acyclic(), !can_cycle) << net.name << " duato with a single escape class";
    const rtl::DimensionOrderRouting dor(gr.g, 2);
    const auto dor_deps = escape_dependencies(gr, dor, 2, escape_of(gr, dor, 2, true), dependency_masks(net), false);
    EXPECT_EQ(dor_deps.acyclic(), !can_cycle) << net.name << " dor with a single class";
  }
}

// The builder really adds indirect dependencies: in a unidirectional 3-ary 2-cube a message from
// (0,0) to (2,2) takes the escape y channel (0,0)->(0,1) on v1, an adaptive x hop to (1,1), and then
// asks for the escape y channel (1,1)->(1,2) on v1. No escape-only path links those two channels.
TEST(Deadlock, ExtendedGraphContainsIndirectDependencies) {
  const Net net{"uni_3x3", Topology::torus, 3, 2, false};
  const Graph gr(net);
  const int vcs = 3;
  const rtl::DuatoRouting routing(gr.g, vcs);
  const auto node = [&](int x, int y) {
    const int digits[] = {x, y};
    return gr.g.node_at(digits);
  };
  const int y_port = gr.g.port_of(1, +1);
  const int from = gr.channel(node(0, 0), y_port) * vcs + 0;
  const int to = gr.channel(node(1, 1), y_port) * vcs + 0;
  const auto extended = escape_dependencies(gr, routing, vcs, escape_of(gr, routing, vcs), {0}, true);
  const auto direct = escape_dependencies(gr, routing, vcs, escape_of(gr, routing, vcs), {0}, false);
  EXPECT_TRUE(extended.has_edge(from, to));
  EXPECT_FALSE(direct.has_edge(from, to));
  // And the direct graph's edges are all in the extended one.
  for (int a = 0; a < direct.size; ++a)
    for (int b : direct.next[static_cast<std::size_t>(a)]) ASSERT_TRUE(extended.has_edge(a, b));
}

}  // namespace
}  // namespace kncube::test
