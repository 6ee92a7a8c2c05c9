// Deadlock freedom of the routing functions (spec 01 §3.4; README, "Deadlock freedom"), for both
// dateline rules and both dimension orders: the channel dependency graph of dimension-order
// routing and Duato's extended escape dependency graph (with the indirect dependencies through
// adaptive hops) are acyclic, and removing the dateline makes them cyclic wherever a ring can
// close a cycle. Because the per-dimension rule reads the port and VC a head arrived on, the
// graphs are built over every state a message can reach (node, input port, input VC), not from
// (node, destination) alone. Then what the per-dimension rule is for: on a bidirectional ring it
// puts both classes on every channel, where the per-hop rule leaves channels with one class only.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "rtl_models/dimension_order_routing.h"
#include "rtl_models/duato_routing.h"
#include "rtl_models/routing_function.h"
#include "routing_test_support.h"

namespace kncube::test {
namespace {

using rtl::DatelineRule;
using rtl::DimensionOrder;
using rtl::RoutingRules;

// Graph nodes are (channel, VC) pairs: channel * vcs + vc.
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

// Where a message is: at router `at`, arrived on input `port` (local port: just injected) on `vc`.
struct Arrival {
  NodeId at;
  int port;
  int vc;
  bool operator<(const Arrival& o) const { return std::tie(at, port, vc) < std::tie(o.at, o.port, o.vc); }
};

// The dependency graph over (channel, VC). A message (destination d, tie bits t) that reached a
// state by an escape (deterministic) hop holds that escape VC e; from there it may take any number
// of adaptive hops (when `indirect`) and then request any escape VC the routing offers: an edge
// from e to each (Duato's direct plus indirect dependencies; without `indirect`, the plain channel
// dependency graph). Every state reachable from any source by any mix of hops is considered.
// `single_class` maps every VC to VC 0: the negative control without dateline classes.
class DependencyBuilder {
 public:
  DependencyBuilder(const Graph& gr, const rtl::RoutingFunction& routing, int vcs, bool indirect, bool single_class)
      : gr_(gr), routing_(routing), vcs_(vcs), indirect_(indirect), single_class_(single_class) {}

  Dependencies build(const std::vector<std::uint16_t>& masks) {
    deps_.size = static_cast<int>(gr_.g.channels().size()) * vcs_;
    deps_.next.assign(static_cast<std::size_t>(deps_.size), {});
    for (NodeId d = 0; d < gr_.nodes; ++d)
      for (std::uint16_t ties : masks) explore(d, ties);
    for (auto& row : deps_.next) {
      std::sort(row.begin(), row.end());
      row.erase(std::unique(row.begin(), row.end()), row.end());
    }
    return deps_;
  }

 private:
  struct Hop {
    Arrival to;
    int node;  // (channel, VC) in the graph
  };

  void hops(const Arrival& from, NodeId d, std::uint16_t ties, bool adaptive, std::vector<Hop>& out) const {
    out.clear();
    RouteCandidates route;
    routing_.route(from.at, from.port, head_to(d, ties, from.vc), route);
    if (route.eject) return;
    const auto add = [&](const VcRange& r) {
      const int c = gr_.channel(from.at, r.port);
      const auto& spec = gr_.g.channels()[static_cast<std::size_t>(c)];
      for (int v = r.first; v < r.end; ++v) out.push_back(Hop{Arrival{spec.sink, spec.sink_port, v}, c * vcs_ + (single_class_ ? 0 : v)});
    };
    if (!adaptive) {
      add(route.deterministic);
    } else {
      for (int a = 0; a < route.adaptive_count; ++a) add(route.adaptive[static_cast<std::size_t>(a)]);
    }
  }

  // Escape VCs requested at `state` or after adaptive hops from it (memoised: hops are minimal,
  // so the adaptive states form a DAG).
  const std::set<int>& requests(const Arrival& state, NodeId d, std::uint16_t ties) {
    auto found = requests_.find(state);
    if (found != requests_.end()) return found->second;
    std::set<int> result;
    std::vector<Hop> next;
    hops(state, d, ties, false, next);
    for (const Hop& h : next) result.insert(h.node);
    if (indirect_) {
      hops(state, d, ties, true, next);
      const std::vector<Hop> adaptive = next;
      for (const Hop& h : adaptive) {
        const auto& more = requests(h.to, d, ties);
        result.insert(more.begin(), more.end());
      }
    }
    return requests_.emplace(state, std::move(result)).first->second;
  }

  void explore(NodeId d, std::uint16_t ties) {
    requests_.clear();
    std::set<Arrival> seen;
    std::vector<Arrival> stack;
    for (NodeId s = 0; s < gr_.nodes; ++s)
      if (s != d) stack.push_back(Arrival{s, gr_.g.local_port(), 0});
    std::vector<Hop> next;
    while (!stack.empty()) {
      const Arrival state = stack.back();
      stack.pop_back();
      if (!seen.insert(state).second) continue;
      hops(state, d, ties, false, next);
      const std::vector<Hop> escape = next;
      for (const Hop& h : escape) {
        // Holding escape VC h.node at h.to: what it may wait for.
        if (h.to.at != d)
          for (int f : requests(h.to, d, ties)) deps_.next[static_cast<std::size_t>(h.node)].push_back(f);
        stack.push_back(h.to);
      }
      hops(state, d, ties, true, next);
      for (const Hop& h : next) stack.push_back(h.to);
    }
  }

  const Graph& gr_;
  const rtl::RoutingFunction& routing_;
  int vcs_;
  bool indirect_;
  bool single_class_;
  Dependencies deps_;
  std::map<Arrival, std::set<int>> requests_;
};

std::vector<std::uint16_t> dependency_masks(const Net& net) {
  if (has_ties(net)) return tie_masks(net);
  return {0};
}

Dependencies dependencies(const Graph& gr, const rtl::RoutingFunction& routing, int vcs, const std::vector<std::uint16_t>& masks,
                          bool indirect, bool single_class = false) {
  return DependencyBuilder(gr, routing, vcs, indirect, single_class).build(masks);
}

const RoutingRules kRules[] = {
    {DatelineRule::per_hop, DimensionOrder::descending},
    {DatelineRule::per_dimension, DimensionOrder::descending},
    {DatelineRule::per_hop, DimensionOrder::ascending},
    {DatelineRule::per_dimension, DimensionOrder::ascending},
};

std::string rules_name(const RoutingRules& r) { return rtl::to_string(r.dateline) + "/" + rtl::to_string(r.order); }

TEST(Deadlock, DuatoExtendedEscapeDependencyGraphIsAcyclic) {
  for (const RoutingRules& rules : kRules) {
    for (const Net& net : kNets) {
      const Graph gr(net);
      const int vcs = rtl::minimum_vcs(Routing::duato, gr.g) + 1;
      const rtl::DuatoRouting routing(gr.g, vcs, rules);
      const auto extended = dependencies(gr, routing, vcs, dependency_masks(net), true);
      const auto direct = dependencies(gr, routing, vcs, dependency_masks(net), false);
      const std::string where = net.name + " " + rules_name(rules);
      EXPECT_TRUE(extended.acyclic()) << where << ": escape layer has a dependency cycle";
      EXPECT_TRUE(direct.acyclic()) << where;
      EXPECT_GT(direct.edges(), 0) << where;
      // An indirect dependency (escape hop to x, adaptive hop to y != x, escape request at y) exists
      // exactly when some message is at least three hops from its destination.
      if (*std::max_element(gr.dist.begin(), gr.dist.end()) >= 3) {
        EXPECT_GT(extended.edges(), direct.edges()) << where << ": no indirect dependency found";
      } else {
        EXPECT_EQ(extended.edges(), direct.edges()) << where;
      }
    }
  }
}

TEST(Deadlock, DimensionOrderDependencyGraphIsAcyclic) {
  for (const RoutingRules& rules : kRules) {
    for (const Net& net : kNets) {
      const Graph gr(net);
      const int minimum = rtl::minimum_vcs(Routing::dor, gr.g);
      for (int vcs = minimum; vcs <= minimum + 2; ++vcs) {
        const rtl::DimensionOrderRouting routing(gr.g, vcs, rules);
        const auto deps = dependencies(gr, routing, vcs, dependency_masks(net), false);
        EXPECT_TRUE(deps.acyclic()) << net.name << " V=" << vcs << " " << rules_name(rules);
        EXPECT_GT(deps.edges(), 0) << net.name;
      }
    }
  }
}

// Negative controls: one escape class on a torus cycles around the rings, unless no minimal route
// takes two hops in one dimension (bidirectional k = 3), where a single class is enough; the
// hypercube and the mesh need only one. The builder must be able to find a cycle.
TEST(Deadlock, WithoutDatelineClassesToriHaveCycles) {
  for (const RoutingRules& rules : kRules) {
    for (const Net& net : kNets) {
      const Graph gr(net);
      const bool can_cycle = net.kind == Topology::torus && (!net.bidirectional || net.k >= 4);
      const int vcs = rtl::minimum_vcs(Routing::duato, gr.g);
      const rtl::DuatoRouting duato(gr.g, vcs, rules);
      EXPECT_EQ(dependencies(gr, duato, vcs, dependency_masks(net), true, true).acyclic(), !can_cycle)
          << net.name << " duato with a single escape class, " << rules_name(rules);
      const rtl::DimensionOrderRouting dor(gr.g, 2, rules);
      EXPECT_EQ(dependencies(gr, dor, 2, dependency_masks(net), false, true).acyclic(), !can_cycle)
          << net.name << " dor with a single class, " << rules_name(rules);
    }
  }
}

// Why the per-dimension rule does not keep the class on a unidirectional ring: a route there can
// span k-1 channels, and the routes of the class that crosses the dateline would then depend on
// each other all the way round. This routing keeps the entry class on every ring regardless.
class KeepClassEverywhere final : public rtl::RoutingFunction {
 public:
  explicit KeepClassEverywhere(const TopologyGraph& g) : g_(g) {}
  void route(NodeId current, int input_port, const rtl::Flit& head, RouteCandidates& out) const override {
    out.adaptive_count = 0;
    out.eject = current == head.destination;
    if (out.eject) return;
    const int c = g_.digit(current, 0);
    const int t = g_.digit(head.destination, 0);
    const int port = g_.port_of(0, rtl::productive_direction(g_, c, t, 0, head.tie_directions));
    const int cls = input_port == port ? head.vc : (c < t ? 0 : 1);
    out.deterministic = VcRange{static_cast<std::uint8_t>(port), static_cast<std::uint8_t>(cls), static_cast<std::uint8_t>(cls + 1)};
  }
  std::string name() const override { return "keep-class-everywhere"; }

 private:
  const TopologyGraph& g_;
};

TEST(Deadlock, KeepingTheEntryClassOnAUnidirectionalRingCycles) {
  for (bool bidirectional : {false, true}) {
    const Net net{bidirectional ? "bi_ring_8" : "uni_ring_8", Topology::torus, 8, 1, bidirectional};
    const Graph gr(net);
    const KeepClassEverywhere routing(gr.g);
    EXPECT_EQ(dependencies(gr, routing, 2, dependency_masks(net), false).acyclic(), bidirectional) << net.name;
  }
}

// --- What the rules do -----------------------------------------------------------------------

// A message's dimension-order path: (channel, VC class) per hop, following the routing's own
// state (input port and VC), taking the lowest VC of each range.
std::vector<std::pair<int, int>> path(const Graph& gr, const rtl::RoutingFunction& routing, NodeId s, NodeId d,
                                      std::uint16_t ties) {
  std::vector<std::pair<int, int>> hops;
  Arrival at{s, gr.g.local_port(), 0};
  RouteCandidates out;
  for (routing.route(at.at, at.port, head_to(d, ties, at.vc), out); !out.eject;
       routing.route(at.at, at.port, head_to(d, ties, at.vc), out)) {
    const int c = gr.channel(at.at, out.deterministic.port);
    hops.emplace_back(c, out.deterministic.first);
    const auto& spec = gr.g.channels()[static_cast<std::size_t>(c)];
    at = Arrival{spec.sink, spec.sink_port, out.deterministic.first};
    if (hops.size() > static_cast<std::size_t>(gr.nodes)) break;
  }
  return hops;
}

// Per dimension: the class of a message's first hop in a dimension is the per-hop rule's class
// there, and every later hop in that dimension keeps it; on unidirectional rings the two rules
// give the same routes. Either way every path is minimal.
TEST(DatelineRule, PerDimensionKeepsTheEntryClassOnBidirectionalRings) {
  for (const Net& net : kNets) {
    if (!is_dateline_torus(net)) continue;
    const Graph gr(net);
    const int vcs = 2;
    const rtl::DimensionOrderRouting per_hop(gr.g, vcs, {DatelineRule::per_hop, DimensionOrder::ascending});
    const rtl::DimensionOrderRouting per_dimension(gr.g, vcs, {DatelineRule::per_dimension, DimensionOrder::ascending});
    long kept = 0, differ = 0;
    for (NodeId s = 0; s < gr.nodes; ++s)
      for (NodeId d = 0; d < gr.nodes; ++d)
        for (std::uint16_t ties : dependency_masks(net)) {
          const auto hop_path = path(gr, per_hop, s, d, ties);
          const auto dim_path = path(gr, per_dimension, s, d, ties);
          ASSERT_EQ(dim_path.size(), static_cast<std::size_t>(gr.distance(s, d))) << net.name;
          ASSERT_EQ(hop_path.size(), dim_path.size()) << net.name;
          for (std::size_t i = 0; i < dim_path.size(); ++i) {
            ASSERT_EQ(hop_path[i].first, dim_path[i].first) << net.name << ": the rules choose the same channels";
            const int dimension = gr.g.channels()[static_cast<std::size_t>(dim_path[i].first)].dimension;
            const bool entering = i == 0 || gr.g.channels()[static_cast<std::size_t>(dim_path[i - 1].first)].dimension != dimension;
            if (entering || !net.bidirectional) {
              ASSERT_EQ(dim_path[i].second, hop_path[i].second) << net.name << " from " << s << " to " << d << " hop " << i;
            } else {
              ASSERT_EQ(dim_path[i].second, dim_path[i - 1].second) << net.name << ": class changed within a dimension";
              ++kept;
              differ += dim_path[i].second != hop_path[i].second;
            }
          }
        }
    if (net.bidirectional && net.k >= 4) {
      EXPECT_GT(kept, 0) << net.name;
      EXPECT_GT(differ, 0) << net.name << ": per dimension never departs from per hop";
    }
  }
}

// The measured cause of the throughput gap to BookSim (issue 10): on the bidirectional 8-ary ring,
// under all-pairs traffic (ties both ways), the per-hop rule leaves 10 of the 16 channels to one
// class; per dimension only 4 are: the two wrap-around channels, which only routes that cross the
// dateline use, and the two channels opposite them, which no such route reaches. (Counted by
// enumerating the routes by hand, independently of the routing code.)
TEST(DatelineRule, PerDimensionLoadsBothClassesOnEveryChannel) {
  const Net net{"bi_ring_8", Topology::torus, 8, 1, true};
  const Graph gr(net);
  for (DatelineRule rule : {DatelineRule::per_hop, DatelineRule::per_dimension}) {
    const rtl::DimensionOrderRouting routing(gr.g, 2, {rule, DimensionOrder::ascending});
    std::vector<std::set<int>> classes(gr.g.channels().size());
    for (NodeId s = 0; s < gr.nodes; ++s)
      for (NodeId d = 0; d < gr.nodes; ++d)
        for (std::uint16_t ties : tie_masks(net))
          for (const auto& [channel, cls] : path(gr, routing, s, d, ties)) classes[static_cast<std::size_t>(channel)].insert(cls);
    int single = 0;
    for (const auto& used : classes) single += used.size() == 1;
    EXPECT_EQ(single, rule == DatelineRule::per_dimension ? 4 : 10) << rtl::to_string(rule);
  }
}

// Ascending order resolves dimension 0 first (BookSim), descending the highest first (the models).
TEST(DimensionOrder, AscendingResolvesDimensionZeroFirst) {
  const Net net{"bi_4x4x4", Topology::torus, 4, 3, true};
  const Graph gr(net);
  for (DimensionOrder order : {DimensionOrder::ascending, DimensionOrder::descending}) {
    for (Routing kind : {Routing::dor, Routing::duato}) {
      const auto routing = rtl::make_routing_function(kind, gr.g, 4, {DatelineRule::per_hop, order});
      RouteCandidates out;
      for (NodeId c = 0; c < gr.nodes; ++c)
        for (NodeId d = 0; d < gr.nodes; ++d) {
          if (c == d) continue;
          routing->route(c, gr.g.local_port(), head_to(d, 0), out);
          int expected = -1;
          for (int i = 0; i < 3 && expected < 0; ++i) {
            const int j = order == DimensionOrder::ascending ? i : 2 - i;
            if (gr.g.digit(c, j) != gr.g.digit(d, j)) expected = j;
          }
          ASSERT_EQ(gr.g.dimension_of_port(out.deterministic.port), expected) << rtl::to_string(order) << " " << routing->name();
        }
    }
  }
}

}  // namespace
}  // namespace kncube::test
