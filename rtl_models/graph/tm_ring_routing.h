#pragma once
// Dimension-order routing along TM's cut rings (spec 04 A.3 item 6): TM cuts every row and every
// column ring once, so each is a path; X first along the row path, then Y along the column path.
// Deadlock-free with one VC (no cycle in any path, X before Y), not minimal in the graph. Every
// VC of the port is a candidate (one class).

#include "rtl_models/routing_function.h"

namespace kncube::rtl {

class TmRingRouting final : public RoutingFunction {
 public:
  // `topology` must be --topology tm (nodes numbered y * k + x).
  TmRingRouting(const TopologyGraph& topology, int vcs);
  void route(NodeId current, int input_port, const Flit& head, RouteCandidates& out) const override;
  std::string name() const override { return "tm-dor"; }

  // Position of `x` along the path a ring becomes once the link leaving `cut` in the + direction is
  // removed: cut + 1 is first, cut last.
  static int path_position(int x, int cut, int k) { return ((x - cut - 1) % k + k) % k; }

 private:
  int k_;
  int vcs_;
};

}  // namespace kncube::rtl
