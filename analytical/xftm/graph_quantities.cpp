#include "analytical/xftm/graph_quantities.h"

#include <algorithm>
#include <numeric>

namespace kncube::analytical {

GraphQuantities measure_graph(const graph::NetworkGraph& graph, const graph::DistanceTable& distances) {
  GraphQuantities q;
  q.nodes = graph.node_count();
  q.channels = static_cast<int>(graph.channels().size());
  q.mean_distance = distances.mean_distance();
  q.diameter = distances.diameter();
  q.channel_rate_factor = q.channels > 0 ? q.nodes * q.mean_distance / q.channels : 0.0;

  std::vector<std::vector<int>> next(static_cast<std::size_t>(q.nodes));
  for (const graph::GraphChannel& c : graph.channels()) next[static_cast<std::size_t>(c.source)].push_back(c.sink);
  std::vector<double> mass_by_ports(static_cast<std::size_t>(graph::kMaxGraphPorts) + 1, 0.0);
  std::vector<int> order(static_cast<std::size_t>(q.nodes));
  std::vector<double> mass(static_cast<std::size_t>(q.nodes));
  std::vector<int> profitable;
  for (int t = 0; t < q.nodes; ++t) {
    // Farthest nodes first, so that a node's mass is complete before it is passed on.
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return distances.distance(a, t) > distances.distance(b, t); });
    std::fill(mass.begin(), mass.end(), 1.0);
    for (int u : order) {
      const int d = distances.distance(u, t);
      if (d == 0) continue;
      profitable.clear();
      for (int w : next[static_cast<std::size_t>(u)])
        if (distances.distance(w, t) == d - 1) profitable.push_back(w);
      const double m = mass[static_cast<std::size_t>(u)];
      mass_by_ports[profitable.size()] += m;
      for (int w : profitable) mass[static_cast<std::size_t>(w)] += m / static_cast<double>(profitable.size());
    }
  }
  const double total = std::accumulate(mass_by_ports.begin(), mass_by_ports.end(), 0.0);
  std::size_t last = mass_by_ports.size();
  while (last > 1 && mass_by_ports[last - 1] == 0.0) --last;
  mass_by_ports.resize(last);
  for (double& m : mass_by_ports) m = total > 0.0 ? m / total : 0.0;
  q.profitable_ports = std::move(mass_by_ports);
  return q;
}

GraphQuantities measure_graph(const graph::NetworkGraph& graph) { return measure_graph(graph, graph::DistanceTable(graph)); }

}  // namespace kncube::analytical
