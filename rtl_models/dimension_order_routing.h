#pragma once
// Dimension-order (e-cube) routing, highest unresolved dimension first (Dally's decreasing order,
// the same order as Duato's escape layer, spec 01 A11). On tori the VCs split into two dateline
// classes: class 0 while the wrap-around is behind or not needed (c_q < d_q), class 1 before
// crossing it; each class uses its whole VC range, so the ring's channel dependencies are acyclic.

#include "rtl_models/routing_function.h"

namespace kncube::rtl {

class DimensionOrderRouting final : public RoutingFunction {
 public:
  DimensionOrderRouting(const TopologyGraph& topology, int vcs);
  void route(NodeId current, const Flit& head, RouteCandidates& out) const override;
  std::string name() const override { return "dor"; }

 private:
  const TopologyGraph& topology_;
  int vcs_;
  bool dateline_;     // tori with k > 2 need two classes
  int class1_first_;  // first VC of class 1
};

}  // namespace kncube::rtl
