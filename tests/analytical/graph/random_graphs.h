#pragma once
// Random connected undirected graphs for tests: a random spanning tree plus random extra links,
// degree at most 6, fixed by a seed.

#include <random>
#include <set>
#include <string>
#include <utility>

#include "analytical/graph/network_graph.h"

namespace kncube::test {

inline graph::NetworkGraph random_connected_graph(int nodes, int extra_links, unsigned seed) {
  std::mt19937 random(seed);
  graph::NetworkGraph g("random " + std::to_string(nodes) + " seed " + std::to_string(seed));
  for (int i = 0; i < nodes; ++i) g.add_node(graph::GraphNode{"r" + std::to_string(i), false, 0, 0});
  std::set<std::pair<int, int>> links;
  const auto try_link = [&](int a, int b) {
    if (a == b) return false;
    const auto key = std::minmax(a, b);
    if (links.count(key) || g.out_degree(a) >= 6 || g.out_degree(b) >= 6) return false;
    links.insert(key);
    g.add_link(a, b);
    return true;
  };
  for (int i = 1; i < nodes; ++i)
    while (!try_link(i, static_cast<int>(random() % static_cast<unsigned>(i)))) {
    }
  for (int added = 0, attempts = 0; added < extra_links && attempts < 100 * extra_links; ++attempts)
    if (try_link(static_cast<int>(random() % static_cast<unsigned>(nodes)), static_cast<int>(random() % static_cast<unsigned>(nodes)))) ++added;
  return g;
}

}  // namespace kncube::test
