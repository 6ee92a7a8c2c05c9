// Routing functions (spec 01 §3.2-3.4, A11, A12), exhaustively on small networks: every
// (current, destination, tie bits) triple of a message entering the network, with distances from
// BFS over the channel list rather than from the code under test. Deadlock freedom and the
// per-dimension dateline rule are in test_routing_deadlock.cpp.
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

#include "analytical/vocabulary/config_error.h"
#include "rtl_models/dimension_order_routing.h"
#include "rtl_models/duato_routing.h"
#include "rtl_models/network_config.h"
#include "rtl_models/routing_function.h"
#include "rtl_models/topology.h"
#include "routing_test_support.h"

namespace kncube::test {
namespace {

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
            routing.route(c, g.local_port(), head_to(d, ties), out);
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
            routing.route(c, g.local_port(), head_to(d, ties), out);
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
            for (routing->route(at, gr.g.local_port(), head_to(d, ties), out); !out.eject;
                 routing->route(at, gr.g.local_port(), head_to(d, ties), out)) {
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
      routing->route(c, gr.g.local_port(), head_to(d, 0), out);
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
      EXPECT_THROW(rtl::validate(config), kncube::ConfigError);
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
        duato->route(c, gr.g.local_port(), head_to(d, 1), a);
        duato_direct.route(c, gr.g.local_port(), head_to(d, 1), b);
        ASSERT_EQ(a.eject, b.eject);
        if (a.eject) continue;
        ASSERT_EQ(a.adaptive_count, b.adaptive_count);
        ASSERT_EQ(std::make_tuple(a.deterministic.port, a.deterministic.first, a.deterministic.end),
                  std::make_tuple(b.deterministic.port, b.deterministic.first, b.deterministic.end));
        dor->route(c, gr.g.local_port(), head_to(d, 1), a);
        dor_direct.route(c, gr.g.local_port(), head_to(d, 1), b);
        ASSERT_EQ(std::make_tuple(a.deterministic.port, a.deterministic.first, a.deterministic.end),
                  std::make_tuple(b.deterministic.port, b.deterministic.first, b.deterministic.end));
      }
  }
}

}  // namespace
}  // namespace kncube::test
