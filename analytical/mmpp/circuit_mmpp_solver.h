#pragma once
// The circuit-switched hypercube model under MMPP sources (spec 04 B.4), solved as in B.5: a
// fixed point on P_V (all VCs of a channel busy) through the attempt statistics, the effective
// (retry-inflated) traffic, the set-up time and the channel's bivariate chain; then the MMPP/G/1
// queue of one injection VC and Latency = (T-bar + W_s) V-bar (18).

#include <string>
#include <vector>

#include "analytical/common/model_switches.h"
#include "analytical/mmpp/monotone_fixed_point.h"
#include "analytical/vocabulary/arrival_spec.h"

namespace kncube::analytical {

struct CircuitMmppInputs {
  int dimensions = 4;                     // n, even; D = n/2 hops
  int vcs = 3;                            // V, VCs per channel and injection VCs per node
  int message_length = 32;                // M, flits
  std::vector<MmppComponent> components;  // the source of one node (B.3), original rates
  RetryStreams retry = RetryStreams::indep;
  ChannelHolding hold = ChannelHolding::phys;
  bool solve_queue = true;                // false: stop after mu (saturation searches), W_s and latency stay 0
  // How P_V's fixed point is found (the same root): the spec's damped iteration, or the secant
  // steps that need 3 to 5 times fewer solves of the channel chain (monotone_fixed_point.h).
  FixedPointMethod fixed_point = FixedPointMethod::secant;
};

// Everything B.5 step 7 asks to report.
struct CircuitMmppSolution {
  bool saturated = false;
  std::string reason;               // why saturated
  int iterations = 0;               // fixed-point iterations on P_V (solves of the channel chain)
  std::vector<double> occupancy;    // P_v, v = 0..V
  double all_busy = 0.0;            // P_V
  double success = 1.0;             // P_s
  double reserved = 0.0;            // c-bar
  double setup_from_source = 0.0;   // E_0, cycles
  double service_mean = 0.0;        // T-bar, cycles
  double holding = 0.0;             // S_c, cycles
  double channel_rate = 0.0;        // lambda_c = pi_c B_c e, probes per channel per cycle
  double multiplexing = 1.0;        // V-bar
  double utilisation = 0.0;         // mu = lambda_v T-bar of one injection VC
  double wait = 0.0;                // W_s, cycles
  double latency = 0.0;             // (T-bar + W_s) V-bar, cycles
};

// Preconditions: dimensions even >= 2, vcs >= 1, message_length >= 1, components non-empty.
CircuitMmppSolution solve_circuit_mmpp(const CircuitMmppInputs& inputs);

}  // namespace kncube::analytical
