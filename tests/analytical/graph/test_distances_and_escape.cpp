// BFS distances against Floyd-Warshall, and the up*/down* escape layer of spec 04 A.3: every node
// reaches every other, routes are legal and shortest-legal, and the escape channel dependency
// graph is acyclic, on every built-in topology and on random connected graphs.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "analytical/graph/distance_table.h"
#include "analytical/graph/grid_generators.h"
#include "analytical/graph/updown_routes.h"
#include "random_graphs.h"

namespace kncube::graph {
namespace {

std::vector<NetworkGraph> graphs_under_test() {
  std::vector<NetworkGraph> out;
  for (int k = 3; k <= 10; ++k) {
    out.push_back(make_xftm_graph(k));
    out.push_back(make_tm_graph(k));
    out.push_back(make_torus_graph(k));
    out.push_back(make_mesh_graph(k));
  }
  for (unsigned seed = 1; seed <= 30; ++seed) out.push_back(test::random_connected_graph(5 + static_cast<int>(seed) * 2, static_cast<int>(seed), seed));
  return out;
}

TEST(DistanceTable, MatchesFloydWarshall) {
  for (const NetworkGraph& g : graphs_under_test()) {
    const int n = g.node_count();
    std::vector<int> d(static_cast<std::size_t>(n * n), 1 << 20);
    for (int i = 0; i < n; ++i) d[static_cast<std::size_t>(i * n + i)] = 0;
    for (const GraphChannel& c : g.channels()) d[static_cast<std::size_t>(c.source * n + c.sink)] = 1;
    for (int m = 0; m < n; ++m)
      for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
          d[static_cast<std::size_t>(i * n + j)] =
              std::min(d[static_cast<std::size_t>(i * n + j)], d[static_cast<std::size_t>(i * n + m)] + d[static_cast<std::size_t>(m * n + j)]);
    const DistanceTable table(g);
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) ASSERT_EQ(table.distance(i, j), d[static_cast<std::size_t>(i * n + j)]) << g.name() << " " << i << "->" << j;
  }
}

// Follows the escape table from (u, phase 0) to t; returns the hops, or -1 on an illegal or lost route.
int follow(const NetworkGraph& g, const UpDownRoutes& routes, int u, int t) {
  int phase = 0;
  int hops = 0;
  while (u != t) {
    const int port = routes.port(u, phase, t);
    if (port < 0 || hops > 2 * g.node_count()) return -1;
    int taken = -1;
    for (std::size_t c = 0; c < g.channels().size(); ++c)
      if (g.channels()[c].source == u && g.channels()[c].source_port == port) taken = static_cast<int>(c);
    if (taken < 0) return -1;
    const bool up = routes.is_up(taken);
    if (up && phase == 1) return -1;  // a down -> up turn
    if (!up) phase = 1;
    u = g.channels()[static_cast<std::size_t>(taken)].sink;
    ++hops;
  }
  return hops;
}

TEST(UpDownRoutes, ReachEveryNodeLegallyOnShortestLegalRoutes) {
  for (const NetworkGraph& g : graphs_under_test()) {
    const UpDownRoutes routes(g);
    const DistanceTable distances(g);
    ASSERT_TRUE(routes.complete()) << g.name();
    for (int u = 0; u < g.node_count(); ++u)
      for (int t = 0; t < g.node_count(); ++t) {
        const int hops = follow(g, routes, u, t);
        ASSERT_EQ(hops, routes.length(u, 0, t)) << g.name() << " " << u << "->" << t;
        ASSERT_GE(hops, distances.distance(u, t));
      }
  }
}

// Channel dependencies of the escape layer: c1 -> c2 when a packet that arrived over c1 (in the
// phase c1 leaves it in) may be sent over c2 towards some destination. Acyclic by Kahn's algorithm.
// `choose(c1, t)`: the port a packet that arrived over channel c1 takes towards t, or -1 if none.
template <class Choose>
bool dependencies_acyclic(const NetworkGraph& g, Choose choose) {
  const auto& channels = g.channels();
  const std::size_t count = channels.size();
  std::vector<std::vector<int>> next(count);
  std::vector<int> indegree(count, 0);
  for (std::size_t c1 = 0; c1 < count; ++c1) {
    const int u = channels[c1].sink;
    std::vector<char> used(static_cast<std::size_t>(kMaxGraphPorts), 0);
    for (int t = 0; t < g.node_count(); ++t) {
      if (t == u) continue;
      const int port = choose(static_cast<int>(c1), t);
      if (port >= 0) used[static_cast<std::size_t>(port)] = 1;
    }
    for (std::size_t c2 = 0; c2 < count; ++c2)
      if (channels[c2].source == u && used[static_cast<std::size_t>(channels[c2].source_port)]) {
        next[c1].push_back(static_cast<int>(c2));
        ++indegree[c2];
      }
  }
  std::vector<int> ready;
  for (std::size_t c = 0; c < count; ++c)
    if (indegree[c] == 0) ready.push_back(static_cast<int>(c));
  std::size_t removed = 0;
  while (!ready.empty()) {
    const int c = ready.back();
    ready.pop_back();
    ++removed;
    for (int d : next[static_cast<std::size_t>(c)])
      if (--indegree[static_cast<std::size_t>(d)] == 0) ready.push_back(d);
  }
  return removed == count;
}

bool escape_dependencies_acyclic(const NetworkGraph& g, const UpDownRoutes& routes) {
  return dependencies_acyclic(g, [&](int c1, int t) {
    const int u = g.channels()[static_cast<std::size_t>(c1)].sink;
    const int phase = routes.is_up(c1) ? 0 : 1;
    return routes.length(u, phase, t) == UpDownRoutes::kNoRoute ? -1 : routes.port(u, phase, t);
  });
}

TEST(UpDownRoutes, EscapeChannelDependencyGraphIsAcyclic) {
  for (const NetworkGraph& g : graphs_under_test()) EXPECT_TRUE(escape_dependencies_acyclic(g, UpDownRoutes(g))) << g.name();
}

TEST(UpDownRoutes, TheAcyclicityCheckFindsTheCycleOfUnrestrictedMinimalRouting) {
  // The control: minimal routing on the lowest profitable port, with no up*/down* restriction,
  // has cyclic dependencies around the torus's rings; the check must say so.
  const NetworkGraph torus = make_torus_graph(4);
  const DistanceTable d(torus);
  EXPECT_FALSE(dependencies_acyclic(torus, [&](int c1, int t) {
    const int u = torus.channels()[static_cast<std::size_t>(c1)].sink;
    int best = -1;
    for (const GraphChannel& c : torus.channels())
      if (c.source == u && d.distance(c.sink, t) < d.distance(u, t) && (best < 0 || c.source_port < best)) best = c.source_port;
    return best;
  }));
}

TEST(UpDownRoutes, CannotRouteADirectedRing) {
  NetworkGraph ring("directed ring");
  for (int i = 0; i < 4; ++i) ring.add_node(GraphNode{"r" + std::to_string(i), false, 0, 0});
  for (int i = 0; i < 4; ++i) ring.add_arc(i, (i + 1) % 4);
  const UpDownRoutes routes(ring);
  EXPECT_FALSE(routes.complete());  // up*/down* cannot route a directed ring: the validation refuses it
}

TEST(UpDownRoutes, XftmL8LegalRoutesAreBarelyLongerThanMinimal) {
  // Spec 04 A.3: mean legal route 5.2881 against 5.2700, maximum 14.
  const NetworkGraph g = make_xftm_graph(8);
  const UpDownRoutes routes(g);
  double sum = 0.0;
  int longest = 0;
  for (int u = 0; u < g.node_count(); ++u)
    for (int t = 0; t < g.node_count(); ++t)
      if (u != t) {
        sum += routes.length(u, 0, t);
        longest = std::max(longest, routes.length(u, 0, t));
      }
  EXPECT_NEAR(sum / (g.node_count() * (g.node_count() - 1.0)), 5.2881, 5e-5);
  EXPECT_EQ(longest, 14);
}

}  // namespace
}  // namespace kncube::graph
