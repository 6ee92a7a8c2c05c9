#pragma once
// Everything the hot-spot fixed point (spec 02 §3.1-§3.5) needs that does not depend on the
// generation rate: the variant's channel counts and weights, the per-lambda channel rates, the
// termination-probability weights of B10 and the timing constants. Built once per configuration.

#include <vector>

#include "analytical/common/channel_occupancy.h"
#include "analytical/hotspot/hotspot_blocking.h"
#include "analytical/hotspot/hotspot_channel_counts.h"
#include "analytical/common/model_switches.h"
#include "analytical/vocabulary/network_spec.h"

namespace kncube::analytical {

// HS-T (thesis Ch. 4: C_j, omega_j = C_j/(nN)) or HS-P (paper: ||J_j|| = n n_{j-1},
// omega_j = n_{j-1}/N), spec 02 §3.2.
enum class HotspotVariant { thesis, paper };

struct HotspotConfiguration {
  HotspotVariant variant = HotspotVariant::thesis;
  HotspotChannelCounts counts;
  int vcs = 0;                       // V
  double message_length = 0.0;       // M, flits
  // t_c + t_s (spec 03 §3.8). Scales M + hops in S_r, S_r,i, S_h,j, the M of S-bar h_j and the
  // initial values, and is the minimum service M(t_c + t_s) of every M/G/1 wait. 1 by default.
  double flit_time = 1.0;
  double hot_fraction = 0.0;         // h
  EscapeVcs escape = EscapeVcs::two_dateline;
  int escape_weight = 2;             // spec 01 A3
  bool shift = false;                // B_h index l+i-j+1 instead of l+i-j
  bool away = false;                 // add the channels leading away from H to B_r

  // Regular messages: Agarwal's d-bar = n k-bar on tori (T4.4, T4.49, A-18), the exact
  // nN/(2(N-1)) on the hypercube; k-bar per dimension (B9, torus only).
  double regular_distance = 0.0;
  double regular_hops_per_dimension = 0.0;
  // lambda_r / lambda = (1-h) d-bar / n (T4.5), / 2n on bidirectional tori.
  double regular_rate_per_lambda = 0.0;
  // Channels the hot-spot flow of distance j is spread over: C_j (HS-T) or ||J_j|| (HS-P).
  std::vector<double> hot_channels;
  // lambda_h,j / lambda = h T_j / hot_channels_j (T4.7 with T4.10, P11); index 0 unused.
  std::vector<double> hot_rate_per_lambda;
  // omega_j: weight of channel class j in the regular blocking (T4.15, T4.56, P15, T4.43).
  std::vector<double> regular_weights;
  // 1 - sum_j omega_j when `away` is on, else 0.
  double away_weight = 0.0;
  // B10 weights for a regular message (l = k-bar) and for an i-hop hot-spot message
  // (l_i = max(1, i/n), A-4; index i = 0..d_max, entry 0 unused). Torus only.
  std::vector<RemainingDimensions> hot_remaining;
  RemainingDimensions regular_remaining{1, 1.0};
  // Torus only: sum_{i=j}^{d_max} xi_{j,i} pi_beta(l_i) for j = 1..d_max, beta = 1..n, flattened
  // as [j * n + beta - 1] (row 0 unused), with xi_{j,i} = n_i / T_j (T4.27). S-bar h_j (T4.26 with
  // T4.30) weights the blocking of each message length i by xi_{j,i}; every blocking term is
  // pi_beta(l_i) times a load-dependent factor of the channel alone, so the sum over i is taken
  // here once and an iteration costs O(d_max n) instead of O(d_max^2 n) (a 256-ary 2-cube's
  // saturation search took minutes).
  std::vector<double> hot_length_weights;

  int diameter() const { return counts.diameter; }
  bool hypercube() const { return counts.topology == HotspotTopology::hypercube; }
  double hot_length_weight(int j, int beta) const {
    return hot_length_weights[static_cast<std::size_t>(j) * static_cast<std::size_t>(counts.n) + static_cast<std::size_t>(beta - 1)];
  }
  // Zero-load latencies (§3.1): regular (M + d-bar)(t_c+t_s), hot-spot (M + sum j theta_j)(t_c+t_s),
  // overall their (1-h, h) mix.
  double zero_load_regular() const;
  double zero_load_hot() const;
  double zero_load() const;
};

// Precondition: the hot-spot model applies (see hotspot_applicability in hotspot_model.h).
HotspotConfiguration make_hotspot_configuration(const NetworkSpec& spec, const ModelSwitches& switches,
                                                HotspotVariant variant);

}  // namespace kncube::analytical
