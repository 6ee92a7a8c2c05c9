#pragma once
// Routing on any graph network (spec 04 A.3): minimal adaptive routing on VCs 1..V-1 (any free
// VC of any profitable port, the BFS distance table's ports one hop closer) and an up*/down*
// escape layer on VC 0 (analytical/graph/updown_routes.h). A packet that takes VC 0 stays on it:
// arriving on VC 0 from a network port it is offered the escape port alone. Its up*/down* phase
// needs no flit field: it is 1 exactly when the channel it arrived on went down. With V = 1
// every packet is on the escape layer: deterministic up*/down* routing.

#include <cstdint>
#include <vector>

#include "analytical/graph/updown_routes.h"
#include "rtl_models/routing_function.h"

namespace kncube::rtl {

class GraphRouting final : public RoutingFunction {
 public:
  GraphRouting(const TopologyGraph& topology, int vcs);
  void route(NodeId current, int input_port, const Flit& head, RouteCandidates& out) const override;
  std::string name() const override { return "graph-updown"; }

  const graph::UpDownRoutes& escape() const { return escape_; }
  // Bit p: port p leads one hop closer to `destination`.
  std::uint16_t profitable_ports(NodeId node, NodeId destination) const {
    return profitable_[static_cast<std::size_t>(node) * static_cast<std::size_t>(nodes_) + static_cast<std::size_t>(destination)];
  }

 private:
  int nodes_;
  int ports_;
  int vcs_;
  graph::UpDownRoutes escape_;
  std::vector<std::uint16_t> profitable_;  // node * nodes + destination -> port mask
  std::vector<std::uint8_t> arrived_down_;  // node * ports + input port -> 1 if that channel goes down
};

}  // namespace kncube::rtl
