#pragma once
// The x-Folded TM latency models of spec 04 A.5, as LatencyModels:
//   * "xftm-r" (XFTM-R, normative, A.5.2): spec 01's uniform model fed with graph quantities
//     (N', C, d-bar, q(nu); graph_quantities.h), one escape VC (up*/down*) and V-1 adaptive VCs.
//     Applies to every graph network (--topology graph, tm, xftm) with the graph routing
//     (--routing duato) under uniform traffic.
//   * "xftm-p" (XFTM-P, paper-faithful, A.5.1): the paper's eqs (2)-(11) with Theorem 1's
//     average distance and the minimal fixes F1-F4; exists to show how far the paper is off.
//     Applies to --topology xftm only.
// Both: unit channel time (spec 04 header: non-pipelined single-cycle hops), iteration from
// S = M + d-bar (XFTM-P: M + 2 AD_k) to |dS| < 1e-10, at most 10^6 iterations.

#include <memory>
#include <vector>

#include "analytical/common/latency_model.h"
#include "analytical/xftm/graph_quantities.h"

namespace kncube::analytical {

std::unique_ptr<LatencyModel> make_xftm_resolved_model();
std::unique_ptr<LatencyModel> make_xftm_paper_model();

class XftmResolvedPrepared : public PreparedModel {
 public:
  XftmResolvedPrepared(GraphQuantities graph, int vcs, int message_length);
  Prediction predict(double rate) const override;
  double zero_load_latency() const override;  // M + d-bar
  const GraphQuantities& graph() const { return graph_; }

 private:
  GraphQuantities graph_;
  int vcs_;
  int message_length_;
};

class XftmPaperPrepared : public PreparedModel {
 public:
  XftmPaperPrepared(int k, int vcs, int message_length);
  Prediction predict(double rate) const override;
  double zero_load_latency() const override;  // M + 2 AD_k
  double average_distance() const { return average_distance_; }  // AD_k of Theorem 1

 private:
  double average_distance_;
  int vcs_;
  int message_length_;
};

}  // namespace kncube::analytical
