#pragma once
// The bivariate chain of one channel's VC occupancy under MMPP probe arrivals (spec 04 B.4,
// reconstructed ref [12]): state (busy VCs i = 0..V, phase j of the channel MMPP). Probes arrive
// at the phase rate, a reservation ends at rate 1/S_c whenever one is busy (the busy VCs share the
// channel like Dally's chain), and a probe that finds all V busy is lost (it fails and retries).

#include <vector>

#include "analytical/mmpp/mmpp_matrices.h"

namespace kncube::analytical {

// P_v, v = 0..V: the probability that v VCs are busy. channel = (A_c, B_c); holding = S_c > 0 cycles.
std::vector<double> channel_occupancy(const Mmpp& channel, int vcs, double holding);

// The same, for a caller that solves the chain many times (the fixed point of B.5 step 3, up to
// 10 000 times per rate): its V matrices R_i are kept from call to call. Made afresh, their
// V x 8 KiB (2^5 phases) were handed back to the kernel at every return, and the 8-cube's table
// with V = 32 spent a third of its 23 s in the kernel growing and trimming the heap.
class ChannelChain {
 public:
  std::vector<double> occupancy(const Mmpp& channel, int vcs, double holding);

 private:
  std::vector<Eigen::MatrixXd> rate_matrices_;  // R_i, i = 1..V
};

}  // namespace kncube::analytical
