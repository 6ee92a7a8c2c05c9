#pragma once
// Dimension-order (e-cube) routing, highest unresolved dimension first (Dally's decreasing order,
// the same order as Duato's escape layer, spec 01 A11). On tori the VCs split into two dateline
// classes by spec 01 §3.3's rule: class 0 when c_q < d_q, class 1 otherwise. In the + direction
// class 1 is used before crossing the wrap-around and class 0 after it; in the - direction class 0
// before crossing it and class 1 after. Either way a message's classes follow one fixed order
// within a ring, so the ring's channel dependencies are acyclic (spec 01 §3.4).

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
