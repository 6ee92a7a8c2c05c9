#include "analytical/permutation/permutation_statics.h"

#include <algorithm>
#include <cmath>

#include "analytical/permutation/permutation_counts.h"
#include "analytical/permutation/permutation_lattice.h"
#include "analytical/common/topology_counts.h"

namespace kncube::analytical {
namespace {

// integer lattice hops per dimension, round half up, at least 1.
int lattice_hops(double mean) { return std::max(1, static_cast<int>(std::floor(mean + 0.5))); }

// k-bar_p: the thesis uses Agarwal's mean over all k^2 digit pairs (T5.11, T5.67); the
// exact mean over differing pairs is k/2 (uni), k^2/(4(k-1)) (bi, k even), (k+1)/4 (bi, k odd).
// On the hypercube every differing bit costs exactly one hop (T5.39).
double permutation_hops_per_digit(const PermutationStatics& s, PermutationHops choice) {
  if (s.hypercube) return 1.0;
  const Directions directions = s.bidirectional ? Directions::bi : Directions::uni;
  if (choice == PermutationHops::thesis) return agarwal_mean_hops(s.k, directions);
  const double k = s.k;
  if (!s.bidirectional) return k / 2.0;
  return s.k % 2 == 0 ? k * k / (4.0 * (k - 1.0)) : (k + 1.0) / 4.0;
}

void fill_uniform(PermutationStatics& s, bool scale) {
  const Directions directions = s.bidirectional ? Directions::bi : Directions::uni;
  const std::vector<double> area = surface_area(s.hypercube ? 2 : s.k, s.n, s.hypercube ? Directions::uni : directions);
  double others = 0.0;
  for (std::size_t i = 1; i < area.size(); ++i) others += area[i];
  s.uniform_probabilities.assign(area.size(), 0.0);
  s.uniform_distance = 0.0;
  for (std::size_t i = 1; i < area.size(); ++i) {
    s.uniform_probabilities[i] = area[i] / others;  // T5.5: n_i / (N - 1)
    s.uniform_distance += static_cast<double>(i) * s.uniform_probabilities[i];
  }
  s.uniform_hops_per_dimension = s.uniform_distance / s.n;
  if (s.hypercube) {
    // §3.8: a typical message of D_u = round(d-bar_u) hops, one new dimension per hop.
    s.uniform_lattice_per_dimension = 1;
    s.uniform_lattice_hops = lattice_hops(s.uniform_distance);
    s.uniform_profile = remaining_dimension_profile(s.uniform_lattice_hops, 1);
  } else {
    // a typical message makes K_u hops in every one of the n dimensions.
    s.uniform_lattice_per_dimension = lattice_hops(s.uniform_hops_per_dimension);
    s.uniform_lattice_hops = s.n * s.uniform_lattice_per_dimension;
    s.uniform_profile = remaining_dimension_profile(s.n, s.uniform_lattice_per_dimension);
  }
  s.uniform_blocking_hops = scale ? s.uniform_distance : s.uniform_lattice_hops;
}

void fill_permutation(PermutationStatics& s, const ModelSwitches& switches) {
  s.difference_counts = difference_counts(s.pattern, s.k, s.n);
  const double nodes = std::pow(static_cast<double>(s.k), s.n);
  const double movers = nodes - s.difference_counts[0];
  s.permutation_hops_per_digit = permutation_hops_per_digit(s, switches.permutation_hops);
  s.permutation_lattice_per_dimension = s.hypercube ? 1 : lattice_hops(s.permutation_hops_per_digit);
  const auto size = static_cast<std::size_t>(s.n) + 1;
  s.permutation_probabilities.assign(size, 0.0);
  s.permutation_profiles.assign(size, {});
  s.permutation_blocking_hops.assign(size, 0.0);
  s.permutation_distance = 0.0;
  for (int i = 1; i <= s.n; ++i) {
    const auto ii = static_cast<std::size_t>(i);
    s.permutation_probabilities[ii] = s.difference_counts[ii] / movers;  // T5.10
    s.permutation_distance += i * s.permutation_hops_per_digit * s.permutation_probabilities[ii];  // T5.12
    if (s.permutation_probabilities[ii] == 0.0) continue;  // e.g. odd i for two-cycles
    s.permutation_profiles[ii] = remaining_dimension_profile(i, s.permutation_lattice_per_dimension);
    s.permutation_blocking_hops[ii] =
        switches.lattice_scale ? i * s.permutation_hops_per_digit : static_cast<double>(i * s.permutation_lattice_per_dimension);
  }
}

void fill_mix(PermutationStatics& s, double pattern_fraction) {
  const double nodes = std::pow(static_cast<double>(s.k), s.n);
  s.permutation_share = pattern_fraction * (1.0 - s.difference_counts[0] / nodes);  // T5.15, rule S
  s.uniform_share = 1.0 - s.permutation_share;                                        // T5.14
  s.mean_distance = s.uniform_share * s.uniform_distance + s.permutation_share * s.permutation_distance;  // T5.13
  // Output channels per router: n (unidirectional torus, hypercube) or 2n (bidirectional, T5.68).
  const double channels = s.bidirectional ? 2.0 * s.n : static_cast<double>(s.n);
  if (!s.centre_class) {
    s.mixed_rate_per_message = s.mean_distance / channels;  // T5.16, T5.68
    s.centre_rate_per_message = 0.0;
    return;
  }
  // T5.52-T5.53: uniform hops spread over all dimensions, reversal hops over the n-1 others.
  s.centre_rate_per_message = s.uniform_share * s.uniform_distance / channels;
  s.mixed_rate_per_message =
      s.centre_rate_per_message + s.permutation_share * s.permutation_distance / (channels * (s.n - 1) / s.n);
}

}  // namespace

PermutationStatics make_permutation_statics(PermutationPattern pattern, const NetworkSpec& spec,
                                            const ModelSwitches& switches) {
  PermutationStatics s;
  s.pattern = pattern;
  s.hypercube = spec.is_hypercube();
  s.k = s.hypercube ? 2 : spec.k;
  s.n = spec.n;
  s.vcs = spec.vcs;
  s.bidirectional = !s.hypercube && spec.is_bidirectional();
  s.centre_class = pattern == PermutationPattern::digit_reversal && s.n % 2 == 1;
  s.escape = s.hypercube ? EscapeVcs::one : EscapeVcs::two_dateline;
  s.escape_weight = switches.escape_weight;
  s.message_length = spec.message_length;
  s.flit_time = spec.channel_time + spec.switch_time;
  fill_uniform(s, switches.lattice_scale);
  fill_permutation(s, switches);
  fill_mix(s, spec.traffic.pattern_fraction);
  return s;
}

}  // namespace kncube::analytical
