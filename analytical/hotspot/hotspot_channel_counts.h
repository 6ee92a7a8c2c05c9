#pragma once
// Rate-independent counts of the hot-spot models (spec 02 §3.0 B2-B3, §3.1 static quantities,
// §3.2, §3.3, §3.4): nodes at distance j from the hot node H, the nodes at distance >= j, and the
// channels "j hops away from H" as the thesis (C_j) and the paper (||J_j||) count them.
//
// All vectors are indexed by the distance j = 0..d_max; entry 0 is the hot node itself
// (n_0 = 1, C_0 = ||J_0|| = 0, T_0 = N, theta_0 = 0).

#include <vector>

#include "analytical/vocabulary/network_spec.h"

namespace kncube::analytical {

// Which topology family the counts describe. The hypercube is the 2-ary n-cube with one channel
// per dimension (spec 02 §3.3); `torus_bi` has 2n output channels per router (§3.4).
enum class HotspotTopology { torus_uni, torus_bi, hypercube };

// Phi_m(i) of spec 02 B2: nodes at Lee distance i from a fixed node in an m-dimensional
// bidirectional k-ary torus whose offset is non-zero in every one of the m dimensions.
// For even k the antipodal offset k/2 is one node (counted once).
double lee_nodes_all_offsets_nonzero(int k, int m, int i);

struct HotspotChannelCounts {
  HotspotTopology topology = HotspotTopology::torus_uni;
  int k = 0;
  int n = 0;
  double nodes = 0.0;                 // N = k^n (2^n for the hypercube)
  int diameter = 0;                   // d_max: n(k-1), n*floor(k/2), n
  std::vector<double> at_distance;    // n_j, B2 (T4.8, T4.51, T4.39)
  std::vector<double> at_least;       // T_j = sum_{l >= j} n_l (T_1 = N - 1)
  std::vector<double> distance_share; // theta_j = n_j / (N - 1), j >= 1 (T4.13)
  std::vector<double> thesis_channels;  // C_j (B3: T4.9, T4.55; hypercube j*C(n, j), T4.44 / A-12)
  std::vector<double> paper_channels;   // ||J_j|| = n * n_{j-1} (P10)

  // Output channels per router: n (unidirectional torus, hypercube) or 2n (bidirectional torus).
  int channels_per_router() const { return topology == HotspotTopology::torus_bi ? 2 * n : n; }
  // Total channels of the network, channels_per_router() * N.
  double total_channels() const { return channels_per_router() * nodes; }
  // Mean distance of a hot-spot message, sum_j j*theta_j (exact, §2.6).
  double hot_mean_distance() const;
};

// The counts for a k-ary n-cube of the given family (k is ignored for the hypercube).
// Throws std::invalid_argument for n < 1, or k < 3 on tori.
HotspotChannelCounts hotspot_channel_counts(HotspotTopology topology, int k, int n);

}  // namespace kncube::analytical
