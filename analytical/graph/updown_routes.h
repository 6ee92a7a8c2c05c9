#pragma once
// The up*/down* escape routes of spec 04 A.3 step 3 on any graph network. Root: node 0 (the
// grid position (0,0) of the built-in generators). key(v) = (BFS level from the root, id); a hop
// u -> w is up iff key(w) < key(u). A legal escape route is up hops then down hops; the packet's
// phase says which it may still take (0: up or down, 1: down only). At (node, phase) towards t
// the escape port is the first hop of a shortest legal route, lowest port index on ties; the
// tables come from one breadth-first search per destination over the (node, phase) states.

#include <cstdint>
#include <vector>

#include "analytical/graph/network_graph.h"

namespace kncube::graph {

class UpDownRoutes {
 public:
  static constexpr int kNoRoute = 0xFFFF;

  explicit UpDownRoutes(const NetworkGraph& graph);

  int nodes() const { return nodes_; }
  // Whether the hop along `channel` (an index into graph.channels()) goes up.
  bool is_up(int channel) const { return up_[static_cast<std::size_t>(channel)] != 0; }
  // The escape output port at `node` in `phase` towards `destination` (node != destination), or -1
  // if no legal route exists from that state.
  int port(int node, int phase, int destination) const {
    return port_[index(node, phase, destination)];
  }
  // Hops of the shortest legal route, or kNoRoute.
  int length(int node, int phase, int destination) const { return length_[index(node, phase, destination)]; }
  // Whether every node reaches every other from phase 0 (false only on some directed graphs).
  bool complete() const;
  // The level of `node` from the root.
  int level(int node) const { return level_[static_cast<std::size_t>(node)]; }

 private:
  std::size_t index(int node, int phase, int destination) const {
    return (static_cast<std::size_t>(phase) * static_cast<std::size_t>(nodes_) + static_cast<std::size_t>(node)) *
               static_cast<std::size_t>(nodes_) +
           static_cast<std::size_t>(destination);
  }

  int nodes_;
  std::vector<int> level_;
  std::vector<std::uint8_t> up_;        // per channel
  std::vector<std::int8_t> port_;       // (phase, node, destination)
  std::vector<std::uint16_t> length_;   // (phase, node, destination)
};

}  // namespace kncube::graph
