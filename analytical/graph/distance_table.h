#pragma once
// All-pairs hop distances of a graph network by breadth-first search (spec 04 A.3 step 1): what
// minimal routing, the zero-load latency of a route and the graph models read.

#include <cstdint>
#include <vector>

#include "analytical/graph/network_graph.h"

namespace kncube::graph {

class DistanceTable {
 public:
  static constexpr int kUnreachable = 0xFFFF;

  explicit DistanceTable(const NetworkGraph& graph);

  int nodes() const { return nodes_; }
  // Channels crossed on a shortest route from `from` to `to`; kUnreachable if there is none.
  int distance(int from, int to) const {
    return distances_[static_cast<std::size_t>(from) * static_cast<std::size_t>(nodes_) + static_cast<std::size_t>(to)];
  }
  // Mean over ordered pairs of distinct nodes (the models' d-bar).
  double mean_distance() const;
  int diameter() const;

 private:
  int nodes_;
  std::vector<std::uint16_t> distances_;  // from * nodes + to
};

}  // namespace kncube::graph
