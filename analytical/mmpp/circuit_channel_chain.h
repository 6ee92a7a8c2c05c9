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

}  // namespace kncube::analytical
