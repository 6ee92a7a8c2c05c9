#pragma once
// Duato's fully adaptive minimal routing (spec 01 §3.2-3.4): any free adaptive VC of any
// productive dimension, chosen at random; otherwise the escape VC of the first unresolved
// dimension in the routing order (highest first, A11, or dimension 0 first). Tori: escape VCs 0
// and 1 are the dateline classes v1 and v2 (DatelineRule: per hop, or kept while the message
// stays on the escape layer of one ring), and VCs 2..V-1 are adaptive. Hypercubes and meshes:
// VC 0 is the escape VC, 1..V-1 adaptive.

#include "rtl_models/routing_function.h"

namespace kncube::rtl {

class DuatoRouting final : public RoutingFunction {
 public:
  DuatoRouting(const TopologyGraph& topology, int vcs, const RoutingRules& rules = {});
  void route(NodeId current, int input_port, const Flit& head, RouteCandidates& out) const override;
  std::string name() const override { return "duato"; }

 private:
  const TopologyGraph& topology_;
  int vcs_;
  DatelineClasses classes_;
  std::array<std::uint8_t, kMaxDimensions> order_;
  int first_adaptive_;
};

}  // namespace kncube::rtl
