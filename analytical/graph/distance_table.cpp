#include "analytical/graph/distance_table.h"

#include <algorithm>

namespace kncube::graph {

DistanceTable::DistanceTable(const NetworkGraph& graph)
    : nodes_(graph.node_count()),
      distances_(static_cast<std::size_t>(nodes_) * static_cast<std::size_t>(nodes_), static_cast<std::uint16_t>(kUnreachable)) {
  // One search per destination over the channels reversed gives every node's distance to it.
  std::vector<std::vector<int>> into(static_cast<std::size_t>(nodes_));
  for (const GraphChannel& c : graph.channels()) into[static_cast<std::size_t>(c.sink)].push_back(c.source);
  std::vector<int> queue;
  for (int to = 0; to < nodes_; ++to) {
    const auto at = [&](int from) -> std::uint16_t& {
      return distances_[static_cast<std::size_t>(from) * static_cast<std::size_t>(nodes_) + static_cast<std::size_t>(to)];
    };
    queue.assign(1, to);
    at(to) = 0;
    for (std::size_t head = 0; head < queue.size(); ++head) {
      const int u = queue[head];
      for (int w : into[static_cast<std::size_t>(u)])
        if (at(w) == kUnreachable) {
          at(w) = static_cast<std::uint16_t>(at(u) + 1);
          queue.push_back(w);
        }
    }
  }
}

double DistanceTable::mean_distance() const {
  if (nodes_ < 2) return 0.0;
  double sum = 0.0;
  for (int a = 0; a < nodes_; ++a)
    for (int b = 0; b < nodes_; ++b)
      if (a != b) sum += distance(a, b);
  return sum / (static_cast<double>(nodes_) * static_cast<double>(nodes_ - 1));
}

int DistanceTable::diameter() const {
  int largest = 0;
  for (std::uint16_t d : distances_) largest = std::max(largest, static_cast<int>(d));
  return largest;
}

}  // namespace kncube::graph
