#pragma once
// Duato's fully adaptive minimal routing (spec 01 §3.2-3.4): any free adaptive VC of any
// productive dimension, chosen at random; otherwise the escape VC of the highest unresolved
// dimension (A11). Tori: escape VCs 0 and 1 are the dateline classes v1 (c_q < d_q) and v2, and
// VCs 2..V-1 are adaptive. Hypercubes and meshes: VC 0 is the escape VC, 1..V-1 adaptive.

#include "rtl_models/routing_function.h"

namespace kncube::rtl {

class DuatoRouting final : public RoutingFunction {
 public:
  DuatoRouting(const TopologyGraph& topology, int vcs);
  void route(NodeId current, const Flit& head, RouteCandidates& out) const override;
  std::string name() const override { return "duato"; }

 private:
  const TopologyGraph& topology_;
  int vcs_;
  bool two_escape_vcs_;
  int first_adaptive_;
};

}  // namespace kncube::rtl
