#include "analytical/hotspot/hotspot_channel_counts.h"

#include <stdexcept>

#include "analytical/common/combinatorics.h"
#include "analytical/common/topology_counts.h"

namespace kncube::analytical {
namespace {

// F_m(j) of B3: nodes at distance j whose offset is non-zero in each of m dimensions.
double all_offsets_nonzero(HotspotTopology topology, int k, int m, int j) {
  switch (topology) {
    case HotspotTopology::torus_uni: return box(j, m, 1, k - 1);
    case HotspotTopology::hypercube: return box(j, m, 1, 1);  // = [j == m]
    case HotspotTopology::torus_bi: return lee_nodes_all_offsets_nonzero(k, m, j);
  }
  return 0.0;
}

}  // namespace

double lee_nodes_all_offsets_nonzero(int k, int m, int i) {
  if (k % 2 == 1) {
    // Each non-zero offset is 1..(k-1)/2 hops in one of two directions.
    double two_m = 1.0;
    for (int d = 0; d < m; ++d) two_m *= 2.0;
    return two_m * box(i, m, 1, (k - 1) / 2);
  }
  // k even: t of the m dimensions sit at the antipode k/2 (one node each), the others are
  // 1..k/2-1 hops in one of two directions.
  const int half = k / 2;
  double total = 0.0;
  for (int t = 0; t <= m; ++t) {
    const int rest = i - t * half;
    if (rest < 0) break;
    double two = 1.0;
    for (int d = 0; d < m - t; ++d) two *= 2.0;
    total += binomial(m, t) * two * box(rest, m - t, 1, half - 1);
  }
  return total;
}

double HotspotChannelCounts::hot_mean_distance() const {
  double mean = 0.0;
  for (int j = 1; j <= diameter; ++j) mean += j * distance_share[static_cast<std::size_t>(j)];
  return mean;
}

HotspotChannelCounts hotspot_channel_counts(HotspotTopology topology, int k, int n) {
  if (n < 1) throw std::invalid_argument("hotspot_channel_counts: n must be >= 1");
  if (topology == HotspotTopology::hypercube) k = 2;
  else if (k < 3) throw std::invalid_argument("hotspot_channel_counts: tori need k >= 3 (k = 2 is the hypercube)");

  HotspotChannelCounts c;
  c.topology = topology;
  c.k = k;
  c.n = n;
  const Directions directions = topology == HotspotTopology::torus_bi ? Directions::bi : Directions::uni;
  c.at_distance = surface_area(k, n, directions);  // B2; for k = 2 this is C(n, i) (T4.39)
  c.diameter = static_cast<int>(c.at_distance.size()) - 1;
  c.nodes = 1.0;
  for (int d = 0; d < n; ++d) c.nodes *= k;

  const std::size_t size = c.at_distance.size();
  c.at_least.assign(size, 0.0);
  c.distance_share.assign(size, 0.0);
  c.thesis_channels.assign(size, 0.0);
  c.paper_channels.assign(size, 0.0);
  double tail = 0.0;
  for (int j = c.diameter; j >= 0; --j) {
    tail += c.at_distance[static_cast<std::size_t>(j)];
    c.at_least[static_cast<std::size_t>(j)] = tail;
  }
  for (int j = 1; j <= c.diameter; ++j) {
    const auto uj = static_cast<std::size_t>(j);
    c.distance_share[uj] = c.at_distance[uj] / (c.nodes - 1.0);  // T4.13
    // B3 (T4.9 / T4.55): a node at distance j whose offset from H is non-zero in n-l dimensions
    // has n-l channels by which a minimal route can leave it towards H.
    double channels = 0.0;
    for (int l = 0; l < n; ++l) channels += (n - l) * binomial(n, l) * all_offsets_nonzero(topology, k, n - l, j);
    c.thesis_channels[uj] = channels;
    c.paper_channels[uj] = n * c.at_distance[uj - 1];  // P10
  }
  return c;
}

}  // namespace kncube::analytical
