#include "analytical/hotspot/hotspot_configuration.h"

#include <algorithm>

#include "analytical/common/topology_counts.h"

namespace kncube::analytical {
namespace {

HotspotTopology topology_of(const NetworkSpec& spec) {
  if (spec.is_hypercube()) return HotspotTopology::hypercube;
  return spec.is_bidirectional() ? HotspotTopology::torus_bi : HotspotTopology::torus_uni;
}

}  // namespace

double HotspotConfiguration::zero_load_regular() const { return (message_length + regular_distance) * flit_time; }

double HotspotConfiguration::zero_load_hot() const { return (message_length + counts.hot_mean_distance()) * flit_time; }

double HotspotConfiguration::zero_load() const {
  return (1.0 - hot_fraction) * zero_load_regular() + hot_fraction * zero_load_hot();
}

HotspotConfiguration make_hotspot_configuration(const NetworkSpec& spec, const ModelSwitches& switches,
                                                HotspotVariant variant) {
  HotspotConfiguration c;
  c.variant = variant;
  c.counts = hotspot_channel_counts(topology_of(spec), spec.k, spec.n);
  c.vcs = spec.vcs;
  c.message_length = spec.message_length;
  c.flit_time = spec.channel_time + spec.switch_time;
  c.hot_fraction = spec.traffic.hotspot_fraction;
  c.escape = c.hypercube() ? EscapeVcs::one : EscapeVcs::two_dateline;
  c.escape_weight = switches.escape_weight;
  c.shift = switches.hotspot_shift;
  c.away = switches.hotspot_away;

  const HotspotChannelCounts& counts = c.counts;
  const int n = counts.n;
  const int d_max = counts.diameter;
  const auto size = static_cast<std::size_t>(d_max) + 1;

  if (c.hypercube()) {
    c.regular_distance = mean_distance(2, n, Directions::uni);  // nN/(2(N-1)), A-13
    c.regular_hops_per_dimension = 1.0;
  } else {
    const Directions directions = counts.topology == HotspotTopology::torus_bi ? Directions::bi : Directions::uni;
    c.regular_hops_per_dimension = agarwal_mean_hops(counts.k, directions);  // T4.3, T4.49
    c.regular_distance = n * c.regular_hops_per_dimension;                    // T4.4, A-18
  }
  c.regular_rate_per_lambda = (1.0 - c.hot_fraction) * c.regular_distance / counts.channels_per_router();

  c.hot_channels = variant == HotspotVariant::thesis ? counts.thesis_channels : counts.paper_channels;
  c.hot_rate_per_lambda.assign(size, 0.0);
  c.regular_weights.assign(size, 0.0);
  double weight_sum = 0.0;
  for (int j = 1; j <= d_max; ++j) {
    const auto uj = static_cast<std::size_t>(j);
    c.hot_rate_per_lambda[uj] = c.hot_fraction * counts.at_least[uj] / c.hot_channels[uj];
    // HS-T: C_j / (n N) or C_j / (2 n N) (T4.15, T4.56, T4.43); HS-P: n_{j-1} / N (P15).
    c.regular_weights[uj] = variant == HotspotVariant::thesis ? counts.thesis_channels[uj] / counts.total_channels()
                                                              : counts.at_distance[uj - 1] / counts.nodes;
    weight_sum += c.regular_weights[uj];
  }
  c.away_weight = c.away ? std::max(0.0, 1.0 - weight_sum) : 0.0;

  if (!c.hypercube()) {
    c.regular_remaining = RemainingDimensions(n, c.regular_hops_per_dimension);
    c.hot_remaining.reserve(size);
    c.hot_remaining.emplace_back(n, 1.0);  // index 0: no hot-spot message has 0 hops
    for (int i = 1; i <= d_max; ++i)
      c.hot_remaining.emplace_back(n, std::max(1.0, static_cast<double>(i) / n));  // l_i, A-4
    // sum_{i >= j} n_i pi_beta(l_i) from the longest messages down, then / T_j. A message that
    // never blocks (l_i = 1, A-4) has pi_beta = 0 for every beta >= 1 and adds nothing.
    const auto width = static_cast<std::size_t>(n);
    c.hot_length_weights.assign(size * width, 0.0);
    std::vector<double> longer(width, 0.0);
    for (int j = d_max; j >= 1; --j) {
      const auto uj = static_cast<std::size_t>(j);
      for (int beta = 1; beta <= n; ++beta) {
        double& sum = longer[static_cast<std::size_t>(beta - 1)];
        sum += counts.at_distance[uj] * c.hot_remaining[uj].probability(beta);
        c.hot_length_weights[uj * width + static_cast<std::size_t>(beta - 1)] = sum / counts.at_least[uj];
      }
    }
  }
  return c;
}

}  // namespace kncube::analytical
