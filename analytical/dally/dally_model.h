#pragma once
// Dally's e-cube contention model as catalog entries (spec 03 §2.11, A7-A9, A23, A27):
//   "dally"         the blocking model (22)-(24), for routers with buffers of at most 2 flits;
//   "dally-queued"  the queued variant (25)-(26), for routers with deep buffers.
//
// Simulator mapping: flit = phit = W bits, so L/W = M flits and lambda_E is the generation rate
// in messages/node/cycle. Generalised per eq (19) (ours, A23): per-hop latency
// t_hop = channel_time + switch_time and channel period t_p = channel_time + switch_time, so
//   latency = D * N/(N-1) * t_hop + T_n   with T_0 = t_p M,
// where D = n(k-1)/2 and N/(N-1) removes self-traffic, which the simulator never generates (A9).
// The latency excludes the source queue (A7): it is compared with the measured network latency.
// rho is the larger of the two loads that reach 1 at saturation: the singularity load
// (2 lambda_C T_{n-1} blocking, lambda_C T_0/2 queued) and the source load lambda_E T_n.

#include <memory>

#include "analytical/common/latency_model.h"

namespace kncube::analytical {

std::unique_ptr<LatencyModel> make_dally_model();
std::unique_ptr<LatencyModel> make_dally_queued_model();

}  // namespace kncube::analytical
