#pragma once
// Which NetworkSpecs the uniform-traffic Duato model (spec 01 §4) covers, and what it reads from
// one: the destination window, the escape-VC layout, the channel-rate factor and the hop time.

#include "analytical/common/channel_occupancy.h"
#include "analytical/common/latency_model.h"
#include "analytical/uniform/uniform_destination_classes.h"

namespace kncube::analytical {

struct UniformConfiguration {
  DestinationWindow window;         // k = 2, uni for the hypercube; side = k_f under locality
  bool hypercube = false;           // §4.3: exact d-bar (3.25), single escape VC (3.27)/(3.28)
  EscapeVcs escape = EscapeVcs::two_dateline;
  int vcs = 3;                      // V
  int message_length = 32;          // M, flits
  double hop_time = 1.0;            // t_c + t_s (spec 03 §3.8); 1 in the chapter 3 model
  ModelSwitches switches;
};

// Whether the model applies, and if not why, in words a user can act on.
Applicability duato_uniform_applicability(const NetworkSpec& spec, const ModelSwitches& switches);

// Precondition: duato_uniform_applicability(spec, switches).applies (throws otherwise).
UniformConfiguration resolve_uniform_configuration(const NetworkSpec& spec, const ModelSwitches& switches);

// lambda_c / lambda_g: the rate on each network channel per unit generation rate.
//   unidirectional torus (3.4):  d-bar / n = k-bar, k-bar = (k - 1)/2, or (k_f - 1)/2 (3.34);
//   bidirectional torus (3.30):  d-bar / (2n) = k-bar / 2 with k-bar of (3.29);
//   hypercube (3.25):            N / (2(N - 1)).
// Under spec 01 A4's alternative (ChannelDistance::exact) the tori use d-bar_ex instead of n k-bar;
// the hypercube's d-bar is exact already.
double channel_rate_factor(const UniformConfiguration& config, double exact_mean_distance);

}  // namespace kncube::analytical
