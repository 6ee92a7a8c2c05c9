#pragma once
// Dimension-order (e-cube) routing: dimensions resolved one after the other in a fixed order
// (highest first as in Dally's e-cube and the models, spec 01 A11, or dimension 0 first as in
// BookSim). On tori the VCs split into two dateline classes, [0, ceil(V/2)) and [ceil(V/2), V),
// assigned per hop or per dimension (DatelineRule); either way a ring's channel dependencies
// within each class are acyclic (spec 01 §3.4; README, "Deadlock freedom").

#include "rtl_models/routing_function.h"

namespace kncube::rtl {

class DimensionOrderRouting final : public RoutingFunction {
 public:
  DimensionOrderRouting(const TopologyGraph& topology, int vcs, const RoutingRules& rules = {});
  void route(NodeId current, int input_port, const Flit& head, RouteCandidates& out) const override;
  std::string name() const override { return "dor"; }

 private:
  const TopologyGraph& topology_;
  int vcs_;
  DatelineClasses classes_;
  std::array<std::uint8_t, kMaxDimensions> order_;
  int class1_first_;  // first VC of class 1
};

}  // namespace kncube::rtl
