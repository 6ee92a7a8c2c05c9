// Rate-independent quantities of the permutation models: the "permutation statics" rows of spec 02
// §6.1 and the "model" columns of §2.6.
#include <gtest/gtest.h>

#include <vector>

#include "analytical/permutation/permutation_patterns.h"
#include "analytical/permutation/permutation_statics.h"

namespace kncube::analytical {
namespace {

NetworkSpec network(Topology topology, int k, int n, Directions directions, TrafficKind kind, double fraction) {
  NetworkSpec spec;
  spec.topology = topology;
  spec.k = k;
  spec.n = n;
  spec.directions = directions;
  spec.traffic.kind = kind;
  spec.traffic.pattern_fraction = fraction;
  return spec;
}

PermutationPattern pattern_of(TrafficKind kind) {
  return kind == TrafficKind::transpose ? PermutationPattern::transpose : PermutationPattern::digit_reversal;
}

PermutationStatics statics(Topology topology, int k, int n, Directions directions, TrafficKind kind, double fraction,
                           const ModelSwitches& switches = {}) {
  return make_permutation_statics(pattern_of(kind), network(topology, k, n, directions, kind, fraction), switches);
}

struct Row {
  const char* name;
  Topology topology;
  int k, n;
  Directions directions;
  TrafficKind kind;
  double fraction;
  std::vector<double> counts;
  double uniform_distance;
  int lattice_u, lattice_hops_u, lattice_p;
  double permutation_distance, share, mean_distance;
};

TEST(PermutationStatics, Section6_1Rows) {
  const Row rows[] = {
      {"8-ary 2-cube uni TR", Topology::torus, 8, 2, Directions::uni, TrafficKind::transpose, 0.7, {8, 0, 56}, 7.111111, 4, 8, 4, 7.0, 0.6125, 7.043056},
      {"8-ary 2-cube uni DR", Topology::torus, 8, 2, Directions::uni, TrafficKind::digit_reversal, 0.7, {8, 0, 56}, 7.111111, 4, 8, 4, 7.0, 0.6125, 7.043056},
      {"8-ary 3-cube uni TR", Topology::torus, 8, 3, Directions::uni, TrafficKind::transpose, 0.7, {8, 0, 168, 336}, 10.520548, 4, 12, 4, 9.333333, 0.689063, 9.702483},
      {"8-ary 3-cube uni DR", Topology::torus, 8, 3, Directions::uni, TrafficKind::digit_reversal, 0.7, {64, 0, 448, 0}, 10.520548, 4, 12, 4, 7.0, 0.6125, 8.364212},
      {"8-cube TR", Topology::hypercube, 2, 8, Directions::uni, TrafficKind::transpose, 0.6, {16, 0, 64, 0, 96, 0, 64, 0, 16}, 4.015686, 1, 4, 1, 4.266667, 0.5625, 4.156863},
      {"8-cube BR", Topology::hypercube, 2, 8, Directions::uni, TrafficKind::digit_reversal, 0.6, {16, 0, 64, 0, 96, 0, 64, 0, 16}, 4.015686, 1, 4, 1, 4.266667, 0.5625, 4.156863},
      {"7-cube BR", Topology::hypercube, 2, 7, Directions::uni, TrafficKind::digit_reversal, 0.6, {16, 0, 48, 0, 48, 0, 16, 0}, 3.527559, 1, 4, 1, 3.428571, 0.525, 3.475591},
      {"7-cube TR", Topology::hypercube, 2, 7, Directions::uni, TrafficKind::transpose, 0.6, {2, 0, 42, 0, 70, 0, 14, 0}, 3.527559, 1, 4, 1, 3.555556, 0.590625, 3.544094},
      {"8-ary 2-cube bi TR", Topology::torus, 8, 2, Directions::bi, TrafficKind::transpose, 0.7, {8, 0, 56}, 4.063492, 2, 4, 2, 4.0, 0.6125, 4.024603},
  };
  const double printed = 5.01e-7;  // half a unit in the 6th decimal (0.6890625 prints as 0.689063)
  for (const Row& r : rows) {
    SCOPED_TRACE(r.name);
    const PermutationStatics s = statics(r.topology, r.k, r.n, r.directions, r.kind, r.fraction);
    EXPECT_EQ(s.difference_counts, r.counts);
    EXPECT_NEAR(s.uniform_distance, r.uniform_distance, printed);
    EXPECT_EQ(s.uniform_lattice_per_dimension, r.lattice_u);
    EXPECT_EQ(s.uniform_lattice_hops, r.lattice_hops_u);
    EXPECT_EQ(s.permutation_lattice_per_dimension, r.lattice_p);
    EXPECT_NEAR(s.permutation_distance, r.permutation_distance, printed);
    EXPECT_NEAR(s.permutation_share, r.share, printed);
    EXPECT_NEAR(s.uniform_share, 1.0 - r.share, printed);
    EXPECT_NEAR(s.mean_distance, r.mean_distance, printed);
  }
}

TEST(PermutationStatics, PerDimensionMeans) {
  const PermutationStatics uni = statics(Topology::torus, 8, 2, Directions::uni, TrafficKind::transpose, 0.7);
  EXPECT_NEAR(uni.uniform_hops_per_dimension, 3.555556, 5e-7);
  EXPECT_DOUBLE_EQ(uni.permutation_hops_per_digit, 3.5);  // T5.11: (k-1)/2
  const PermutationStatics bi = statics(Topology::torus, 8, 2, Directions::bi, TrafficKind::transpose, 0.7);
  EXPECT_NEAR(bi.uniform_hops_per_dimension, 2.031746, 5e-7);
  EXPECT_DOUBLE_EQ(bi.permutation_hops_per_digit, 2.0);  // T5.67: k/4
  const PermutationStatics cube = statics(Topology::hypercube, 2, 7, Directions::uni, TrafficKind::transpose, 0.6);
  EXPECT_DOUBLE_EQ(cube.permutation_hops_per_digit, 1.0);  // T5.39
}

// §2.6 "model (bi)" column for the 8-ary 3-cube: d-bar_m = 5.3333 (TR) and 4.0 (DR).
TEST(PermutationStatics, Section2_6BidirectionalModelColumn) {
  EXPECT_NEAR(statics(Topology::torus, 8, 3, Directions::bi, TrafficKind::transpose, 0.7).permutation_distance, 5.3333, 5e-5);
  EXPECT_NEAR(statics(Topology::torus, 8, 3, Directions::bi, TrafficKind::digit_reversal, 0.7).permutation_distance, 4.0, 1e-12);
  EXPECT_NEAR(statics(Topology::torus, 8, 3, Directions::bi, TrafficKind::transpose, 0.7).uniform_distance, 6.0117, 5e-5);
  EXPECT_NEAR(statics(Topology::torus, 8, 2, Directions::bi, TrafficKind::transpose, 0.7).permutation_distance, 4.0, 1e-12);
}

// §2.6 notes: zeta_p = x (1 - n_p,0 / N).
TEST(PermutationStatics, PermutationSharesOfSection2_6) {
  EXPECT_DOUBLE_EQ(statics(Topology::torus, 8, 2, Directions::uni, TrafficKind::transpose, 0.7).permutation_share, 0.6125);
  EXPECT_DOUBLE_EQ(statics(Topology::hypercube, 2, 8, Directions::uni, TrafficKind::transpose, 0.8).permutation_share, 0.75);
  EXPECT_DOUBLE_EQ(statics(Topology::hypercube, 2, 7, Directions::uni, TrafficKind::digit_reversal, 0.6).permutation_share, 0.525);
  EXPECT_DOUBLE_EQ(statics(Topology::torus, 8, 2, Directions::uni, TrafficKind::transpose, 0.0).permutation_share, 0.0);
}

// A-10 kperm = exact makes the model's d-bar_p the exact enumerated mean of §2.6.
TEST(PermutationStatics, ExactPermutationHopsMatchEnumeration) {
  ModelSwitches exact;
  exact.permutation_hops = PermutationHops::exact;
  struct Case { int k, n; Directions directions; TrafficKind kind; };
  const Case cases[] = {{8, 2, Directions::uni, TrafficKind::transpose}, {8, 3, Directions::uni, TrafficKind::transpose},
                        {8, 3, Directions::uni, TrafficKind::digit_reversal}, {8, 2, Directions::bi, TrafficKind::transpose},
                        {8, 3, Directions::bi, TrafficKind::transpose}, {5, 3, Directions::bi, TrafficKind::transpose},
                        {5, 3, Directions::uni, TrafficKind::digit_reversal}, {7, 2, Directions::bi, TrafficKind::digit_reversal}};
  for (const Case& c : cases) {
    const PermutationStatics s = statics(Topology::torus, c.k, c.n, c.directions, c.kind, 0.5, exact);
    const PermutationMap map(pattern_of(c.kind), c.k, c.n);
    const HopMetric metric = c.directions == Directions::uni ? HopMetric::unidirectional : HopMetric::bidirectional;
    EXPECT_NEAR(s.permutation_distance, enumerate_mean_permutation_hops(map, metric), 1e-12) << c.k << "-ary " << c.n << "-cube";
  }
  // §2.6: 8.0 (uni) and 4.5714 (bi) for the 8-ary 2-cube; the thesis assumes 7.0 and 4.0.
  EXPECT_NEAR(statics(Topology::torus, 8, 2, Directions::uni, TrafficKind::transpose, 0.7, exact).permutation_distance, 8.0, 1e-12);
  EXPECT_NEAR(statics(Topology::torus, 8, 2, Directions::bi, TrafficKind::transpose, 0.7, exact).permutation_distance, 4.5714, 5e-5);
}

TEST(PermutationStatics, ChannelRatesPerMessage) {
  // T5.16 (uni): d-bar / n; T5.68 (bi): d-bar / (2n).
  const PermutationStatics uni = statics(Topology::torus, 8, 2, Directions::uni, TrafficKind::transpose, 0.7);
  EXPECT_NEAR(uni.mixed_rate_per_message, 7.043056 / 2, 5e-7);
  EXPECT_FALSE(uni.centre_class);
  const PermutationStatics bi = statics(Topology::torus, 8, 2, Directions::bi, TrafficKind::transpose, 0.7);
  EXPECT_NEAR(bi.mixed_rate_per_message, 4.024603 / 4, 5e-7);
  // T5.52-53: digit reversal with n odd splits the centre dimension off.
  const PermutationStatics dr = statics(Topology::torus, 8, 3, Directions::uni, TrafficKind::digit_reversal, 0.7);
  ASSERT_TRUE(dr.centre_class);
  EXPECT_NEAR(dr.centre_rate_per_message * 0.0015, 0.0020383562, 5e-11);
  EXPECT_NEAR(dr.mixed_rate_per_message * 0.0015, 0.0052539812, 5e-11);
  const PermutationStatics dr_bi = statics(Topology::torus, 8, 3, Directions::bi, TrafficKind::digit_reversal, 0.7);
  EXPECT_NEAR(dr_bi.centre_rate_per_message, dr_bi.uniform_share * dr_bi.uniform_distance / 6.0, 1e-12);
  EXPECT_NEAR(dr_bi.mixed_rate_per_message - dr_bi.centre_rate_per_message,
              dr_bi.permutation_share * dr_bi.permutation_distance / 4.0, 1e-12);
  // Transpose with n odd is one cycle over all digits: no centre class.
  EXPECT_FALSE(statics(Topology::torus, 8, 3, Directions::uni, TrafficKind::transpose, 0.7).centre_class);
}

// with lattice_scale the blocking sum uses the real mean hops, without it the lattice's D.
TEST(PermutationStatics, LatticeScaleSwitch) {
  ModelSwitches unscaled;
  unscaled.lattice_scale = false;
  const PermutationStatics scaled = statics(Topology::torus, 8, 2, Directions::uni, TrafficKind::transpose, 0.7);
  const PermutationStatics plain = statics(Topology::torus, 8, 2, Directions::uni, TrafficKind::transpose, 0.7, unscaled);
  EXPECT_NEAR(scaled.uniform_blocking_hops, 7.111111, 5e-7);
  EXPECT_DOUBLE_EQ(plain.uniform_blocking_hops, 8.0);
  EXPECT_DOUBLE_EQ(scaled.permutation_blocking_hops[2], 7.0);
  EXPECT_DOUBLE_EQ(plain.permutation_blocking_hops[2], 8.0);
  // The transmission terms keep the real means either way.
  EXPECT_DOUBLE_EQ(plain.uniform_distance, scaled.uniform_distance);
  EXPECT_DOUBLE_EQ(plain.permutation_distance, scaled.permutation_distance);
}

}  // namespace
}  // namespace kncube::analytical
