// duato-uniform internals: the debug values of spec 01 §7 (relative 1e-6), the destination
// classes against brute-force enumeration, and the Pass coefficients (generating function against
// the literal (3.10), A1, A2, the hypercube special case (3.26)).

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

#include "analytical/common/combinatorics.h"
#include "analytical/uniform/duato_uniform_model.h"
#include "analytical/uniform/duato_uniform_test_support.h"
#include "analytical/common/topology_counts.h"
#include "analytical/uniform/uniform_pass_coefficients.h"

namespace kncube::analytical {
namespace {
using namespace test_support;

constexpr double kDebug = 1e-6;  // §7: debug values to better than 1e-6 relative

std::size_t class_index(const DestinationSet& set, const std::vector<int>& hops) {
  for (std::size_t c = 0; c < set.classes.size(); ++c)
    if (set.classes[c].hops == hops) return c;
  ADD_FAILURE() << "no class with that H*";
  return 0;
}

void expect_all_near(const std::vector<double>& actual, const std::vector<double>& expected, double relative) {
  ASSERT_EQ(actual.size(), expected.size());
  for (std::size_t i = 0; i < actual.size(); ++i) EXPECT_TRUE(near_relative(actual[i], expected[i], relative)) << "index " << i;
}

TEST(DuatoUniformDebug, Uni8Ary2CubeAtRate0002) {
  const auto model = reference_model(uni(8, 2, 3, 32));
  EXPECT_DOUBLE_EQ(model->channel_rate_factor(), 3.5);
  const DuatoUniformTrace t = model->trace(0.002);
  ASSERT_FALSE(t.prediction.saturated);
  // First iteration, S = M = 32.
  EXPECT_TRUE(near_relative(t.first.service, 32.0, 0.0));
  EXPECT_TRUE(near_relative(t.first.rho, 0.224, kDebug));
  expect_all_near(t.first.occupancy, {0.776, 0.173824, 0.038936576, 0.011239424}, kDebug);
  EXPECT_TRUE(near_relative(t.first.busy.all_adaptive, 0.09513847467, kDebug));
  EXPECT_TRUE(near_relative(t.first.busy.adaptive_and_escape, 0.03719714133, kDebug));
  EXPECT_TRUE(near_relative(t.first.wait, 4.618556701, kDebug));
  // Converged.
  EXPECT_TRUE(near_relative(t.prediction.network_latency, 41.07278771, kDebug));
  EXPECT_TRUE(near_relative(t.converged.rho, 0.287509514, kDebug));
  expect_all_near(t.converged.occupancy, {0.712490486, 0.2048477933, 0.0588956895, 0.02376603112}, kDebug);
  EXPECT_TRUE(near_relative(t.converged.busy.all_adaptive, 0.1313124219, kDebug));
  EXPECT_TRUE(near_relative(t.converged.busy.adaptive_and_escape, 0.06302982412, kDebug));
  EXPECT_TRUE(near_relative(t.converged.wait, 8.691362069, kDebug));
  EXPECT_TRUE(near_relative(t.prediction.source_wait, 0.6063665659, kDebug));
  EXPECT_TRUE(near_relative(t.prediction.multiplexing, 1.660987392, kDebug));
  EXPECT_TRUE(near_relative(t.prediction.latency, 69.22854975, kDebug));
  // Aggregated coefficients over the 63 destinations.
  EXPECT_EQ(model->destinations().destinations, 63.0);
  const auto& g = model->coefficients().by_dimensions;
  expect_all_near(g[1], {0.8888888889}, kDebug);
  expect_all_near(g[2], {4.0638322, 2.158390023}, kDebug);
  // Per-class sum_j Pass^z_j and S_H at the converged point.
  struct ClassRow {
    std::vector<int> hops;
    double multiplicity;
    std::vector<double> pass_sums;
    double latency;
  };
  const ClassRow rows[] = {{{1}, 2, {1}, 33.54781502},
                           {{2}, 2, {2}, 35.09563005},
                           {{1, 1}, 1, {1, 1}, 34.61974994},
                           {{1, 2}, 2, {1.5, 1.5}, 35.92962491},
                           {{7, 7}, 1, {10.56428571, 3.435714286}, 48.64207692}};
  const DestinationSet& set = model->destinations();
  for (const ClassRow& row : rows) {
    const std::size_t c = class_index(set, row.hops);
    EXPECT_EQ(set.classes[c].multiplicity, row.multiplicity);
    expect_all_near(model->coefficients().per_class[c], row.pass_sums, kDebug);
    EXPECT_TRUE(near_relative(t.class_latency[c], row.latency, kDebug));
  }
}

TEST(DuatoUniformDebug, Bi8Ary2CubeAtRate0008) {
  const auto model = reference_model(bi(8, 2, 3, 32));
  EXPECT_DOUBLE_EQ(model->channel_rate_factor(), 1.0);
  const DuatoUniformTrace t = model->trace(0.008);
  ASSERT_FALSE(t.prediction.saturated);
  EXPECT_TRUE(near_relative(t.first.rho, 0.256, kDebug));
  EXPECT_TRUE(near_relative(t.first.busy.all_adaptive, 0.112771072, kDebug));
  EXPECT_TRUE(near_relative(t.first.busy.adaptive_and_escape, 0.049283072, kDebug));
  EXPECT_TRUE(near_relative(t.first.wait, 5.505376344, kDebug));
  EXPECT_TRUE(near_relative(t.prediction.network_latency, 37.33799743, kDebug));
  EXPECT_TRUE(near_relative(t.converged.busy.all_adaptive, 0.1381932102, kDebug));
  EXPECT_TRUE(near_relative(t.converged.busy.adaptive_and_escape, 0.06836657288, kDebug));
  EXPECT_TRUE(near_relative(t.converged.wait, 8.114235512, kDebug));
  EXPECT_TRUE(near_relative(t.prediction.source_wait, 2.106574411, kDebug));
  EXPECT_TRUE(near_relative(t.prediction.multiplexing, 1.687574713, kDebug));
  EXPECT_TRUE(near_relative(t.prediction.latency, 66.565662, kDebug));
  expect_all_near(model->coefficients().by_dimensions[1], {0.5079365079}, kDebug);
  expect_all_near(model->coefficients().by_dimensions[2], {2.049206349, 1.506349206}, kDebug);
  const std::size_t c = class_index(model->destinations(), {4, 4});
  EXPECT_EQ(model->destinations().classes[c].multiplicity, 1.0);
  expect_all_near(model->coefficients().per_class[c], {5.433333333, 2.566666667}, kDebug);
  EXPECT_TRUE(near_relative(t.class_latency[c], 41.84036728, kDebug));
}

TEST(DuatoUniformDebug, EightCubeAtRate002) {
  const auto model = reference_model(hypercube(8, 3, 32));
  EXPECT_TRUE(near_relative(model->channel_rate_factor(), 256.0 / 510.0, 1e-15));
  const DuatoUniformTrace t = model->trace(0.02);
  ASSERT_FALSE(t.prediction.saturated);
  EXPECT_TRUE(near_relative(t.converged.rho / t.converged.service, 0.01003921569, kDebug));  // lambda_c
  EXPECT_TRUE(near_relative(t.prediction.network_latency, 36.59426965, kDebug));
  expect_all_near(t.converged.occupancy, {0.6326222341, 0.232411343, 0.08538275996, 0.04958366289}, kDebug);
  EXPECT_TRUE(near_relative(t.converged.busy.all_adaptive, 0.07804458288, kDebug));
  EXPECT_TRUE(near_relative(t.converged.busy.adaptive_and_escape, 0.04958366289, kDebug));  // = P_V (A19)
  EXPECT_TRUE(near_relative(t.converged.wait, 10.79303031, kDebug));
  EXPECT_TRUE(near_relative(t.prediction.source_wait, 5.997262574, kDebug));
  EXPECT_TRUE(near_relative(t.prediction.multiplexing, 1.848421575, kDebug));
  EXPECT_TRUE(near_relative(t.prediction.latency, 78.72710708, kDebug));
  const double latency_by_length[] = {33.53515798, 34.57692416, 35.58018378, 36.58043818,
                                      37.58045803, 38.58045958, 39.5804597,  40.58045971};
  const DestinationSet& set = model->destinations();
  ASSERT_EQ(set.classes.size(), 8u);
  for (int length = 1; length <= 8; ++length) {
    const std::size_t c = class_index(set, std::vector<int>(static_cast<std::size_t>(length), 1));
    EXPECT_EQ(set.classes[c].multiplicity, binomial(8, length));
    EXPECT_TRUE(near_relative(t.class_latency[c], latency_by_length[length - 1], kDebug)) << "|H| = " << length;
  }
}

TEST(DuatoUniformDebug, ExactMeanDistancesAndChannelRates) {
  struct Case {
    NetworkSpec spec;
    double destinations, mean_distance, rate_factor;
  };
  const Case cases[] = {
      {uni(8, 2, 3, 32), 63, 7.111111, 3.5},       {bi(8, 2, 3, 32), 63, 4.063492, 1.0},
      {uni(8, 3, 3, 32), 511, 10.520548, 3.5},     {bi(8, 3, 5, 32), 511, 6.011742, 1.0},
      {hypercube(8, 3, 32), 255, 4.015686, 256.0 / 510.0}, {uni(10, 3, 4, 50), 999, 13.513514, 4.5},
      {locality(uni(10, 3, 4, 50), 0.125), 124, 6.048387, 2.0},
  };
  for (const Case& c : cases) {
    const auto model = reference_model(c.spec);
    EXPECT_EQ(model->destinations().destinations, c.destinations) << describe(c.spec);
    EXPECT_NEAR(model->mean_distance(), c.mean_distance, 5e-7) << describe(c.spec);
    EXPECT_DOUBLE_EQ(model->channel_rate_factor(), c.rate_factor) << describe(c.spec);
  }
}

// Groups every destination of the window by its sorted H* (what §4.4 step 0 describes).
std::map<std::vector<int>, double> brute_force_classes(int k, int n, Directions dir, int side) {
  std::map<std::vector<int>, double> classes;
  std::vector<int> offset(static_cast<std::size_t>(n), 0);
  while (true) {
    std::vector<int> hops;
    for (int o : offset)
      if (int h = hops_for_offset(o, k, dir); h > 0) hops.push_back(h);
    std::sort(hops.begin(), hops.end());
    if (!hops.empty()) classes[hops] += 1.0;
    int i = 0;
    while (i < n && ++offset[static_cast<std::size_t>(i)] == side) offset[static_cast<std::size_t>(i++)] = 0;
    if (i == n) break;
  }
  return classes;
}

TEST(DuatoUniformClasses, MatchBruteForceEnumeration) {
  struct Window {
    int k, n;
    Directions dir;
    int side;
  };
  const Window windows[] = {{3, 3, Directions::uni, 3},  {8, 2, Directions::uni, 8},  {8, 3, Directions::uni, 8},
                            {2, 8, Directions::uni, 2},  {8, 2, Directions::bi, 8},   {7, 3, Directions::bi, 7},
                            {10, 3, Directions::uni, 5}, {6, 4, Directions::bi, 6},   {5, 2, Directions::uni, 2}};
  for (const Window& w : windows) {
    const DestinationSet set = enumerate_destination_classes({w.k, w.n, w.dir, w.side});
    const auto expected = brute_force_classes(w.k, w.n, w.dir, w.side);
    ASSERT_EQ(set.classes.size(), expected.size()) << w.k << "-ary " << w.n << "-cube side " << w.side;
    EXPECT_EQ(destination_class_count({w.k, w.n, w.dir, w.side}), static_cast<double>(expected.size()));
    double total = 0.0;
    for (const DestinationClass& c : set.classes) {
      ASSERT_EQ(expected.count(c.hops), 1u);
      EXPECT_EQ(c.multiplicity, expected.at(c.hops));
      int length = 0;
      for (int h : c.hops) length += h;
      EXPECT_EQ(c.path_length, length);
      total += c.multiplicity;
    }
    EXPECT_EQ(set.destinations, total);
    EXPECT_EQ(total, std::pow(w.side, w.n) - 1.0);
  }
}

// The count is computed without listing the hop values: it must agree with the listing for every
// small window, and answer at once for the largest radix the option takes (the listing was
// quadratic in k: `kncube model --k 100001` took seconds to be refused, found by the fuzz test).
TEST(DuatoUniformClasses, CountAgreesWithTheEnumerationAndNeedsNoListing) {
  for (int k = 2; k <= 24; ++k)
    for (int n = 1; n <= 2; ++n) {
      for (int side = 1; side <= k; ++side)
        EXPECT_EQ(destination_class_count({k, n, Directions::uni, side}),
                  static_cast<double>(enumerate_destination_classes({k, n, Directions::uni, side}).classes.size()))
            << k << " " << n << " " << side;
      EXPECT_EQ(destination_class_count({k, n, Directions::bi, k}),
                static_cast<double>(enumerate_destination_classes({k, n, Directions::bi, k}).classes.size()))
          << k << " " << n;
    }
  EXPECT_EQ(destination_class_count({2000000000, 1, Directions::uni, 2000000000}), 1999999999.0);
  EXPECT_EQ(destination_class_count({2000000000, 1, Directions::bi, 2000000000}), 1000000000.0);
}

TEST(DuatoUniformClasses, ThesisExample3Ary3CubeHas26DestinationsIn9Classes) {
  const DestinationSet set = enumerate_destination_classes({3, 3, Directions::uni, 3});
  EXPECT_EQ(set.destinations, 26.0);
  EXPECT_EQ(set.classes.size(), 9u);
}

TEST(DuatoUniformClasses, MeanDistanceEqualsTopologyCountFormula) {
  for (int k = 3; k <= 9; ++k)
    for (int n = 1; n <= 3; ++n)
      for (Directions dir : {Directions::uni, Directions::bi})
        EXPECT_NEAR(enumerate_destination_classes({k, n, dir, k}).mean_distance, mean_distance(k, n, dir), 1e-12);
}

TEST(DuatoUniformClasses, LargeRadixListsEveryClassOnceWithItsDestinations) {
  // Beyond what brute force can check: a 400-ary 2-cube (80 000 classes) and a 60-ary 3-cube, with
  // the enumeration's shortcut for the values after the last dimension is placed.
  for (const DestinationWindow& w : {DestinationWindow{400, 2, Directions::uni, 400}, DestinationWindow{60, 3, Directions::bi, 60}}) {
    const DestinationSet set = enumerate_destination_classes(w);
    EXPECT_EQ(static_cast<double>(set.classes.size()), destination_class_count(w));
    EXPECT_EQ(set.destinations, std::pow(w.k, w.n) - 1.0);
    EXPECT_NEAR(set.mean_distance, mean_distance(w.k, w.n, w.directions), 1e-9);
    for (std::size_t i = 1; i < set.classes.size(); ++i) ASSERT_NE(set.classes[i - 1].hops, set.classes[i].hops);
  }
}

TEST(DuatoUniformClasses, LocalitySideSnapsOrRoundsUp) {
  // A9: f = (k_f / k)^n snaps to k_f; any other f rounds (f N)^(1/n) up.
  EXPECT_EQ(locality_side(10, 3, 0.125), 5);
  EXPECT_EQ(locality_side(10, 3, 0.729), 9);
  EXPECT_EQ(locality_side(10, 3, 0.008), 2);
  EXPECT_EQ(locality_side(10, 3, 1.0), 10);
  EXPECT_EQ(locality_side(10, 3, 0.2), 6);  // (200)^(1/3) = 5.85
  EXPECT_EQ(locality_side(8, 2, 0.25), 4);
}

TEST(DuatoUniformPass, WorkedExampleOneTwo) {
  // §4.2: H* = (1, 2). t = 0: Pass0 = 1; t = 1: 1/2, 1/2; t = 2: Pass1 = 1; t = 3: both complete.
  const PassCounts counts({1, 2});
  expect_all_near(counts.probabilities(0), {1, 0, 0}, 0.0);
  expect_all_near(counts.probabilities(1), {0.5, 0.5, 0}, 0.0);
  expect_all_near(counts.probabilities(2), {0, 1, 0}, 0.0);
  expect_all_near(counts.probabilities(3), {0, 0, 1}, 0.0);
  expect_all_near(pass_sums({1, 2}, HopIndex::before_hop), {1.5, 1.5}, 1e-15);
  // A1's OCR reading judges hop j after j hops: t = 1, 2, 3.
  expect_all_near(pass_sums({1, 2}, HopIndex::after_hop), {0.5, 1.5}, 1e-15);
}

TEST(DuatoUniformPass, GeneratingFunctionMatchesLiteralEquation310) {
  // Every class of a few networks, every t = 0..|H|.
  const DestinationWindow windows[] = {{8, 3, Directions::uni, 8}, {7, 3, Directions::bi, 7}, {5, 4, Directions::uni, 5}, {2, 6, Directions::uni, 2}};
  int compared = 0;
  for (const DestinationWindow& w : windows)
    for (const DestinationClass& c : enumerate_destination_classes(w).classes) {
      const PassCounts counts(c.hops);
      for (int t = 0; t <= c.path_length; ++t) {
        const std::vector<double> gf = counts.probabilities(t);
        expect_all_near(gf, pass_probabilities_literal(c.hops, t), 1e-13);
        EXPECT_EQ(counts.positions(t), psi(c.hops, t));
        double total = 0.0;
        for (double p : gf) total += p;
        EXPECT_NEAR(total, 1.0, 1e-14);
        if (t < c.path_length) {
          EXPECT_EQ(gf.back(), 0.0);  // z = n_H only after the last hop
        }
        ++compared;
      }
    }
  EXPECT_GT(compared, 1000);
}

TEST(DuatoUniformPass, WideDimensionsCountEveryPositionExactly) {
  // Hop counts far above the 8-ary windows above, where the window of the open term slides over
  // hundreds of rows: each count is the literal numerator of (3.10), an integer, to the last bit.
  const std::vector<std::vector<int>> cases = {{300}, {1, 511}, {255, 256}, {3, 97, 200}, {64, 1, 64, 2}};
  for (const std::vector<int>& hops : cases) {
    const PassCounts counts(hops);
    for (int t = 0; t <= counts.path_length(); ++t) {
      const double positions = psi(hops, t);
      ASSERT_EQ(counts.positions(t), positions) << "t=" << t;
      const std::vector<double> literal = pass_probabilities_literal(hops, t);
      for (int z = 0; z <= counts.dimensions(); ++z)
        ASSERT_EQ(counts.count(t, z), std::round(literal[static_cast<std::size_t>(z)] * positions)) << "t=" << t << " z=" << z;
    }
  }
}

TEST(DuatoUniformPass, AllEntriesFormEqualsNonZeroForm) {
  // A2: over all n entries (zeros included) with psi = 0 on negative caps, z counts the zero
  // dimensions as complete; shifted by their number it equals the H* form.
  const std::vector<int> h_star{2, 3};
  const std::vector<int> full{0, 2, 0, 3};
  for (int t = 0; t <= 5; ++t) {
    const std::vector<double> reduced = pass_probabilities_literal(h_star, t);
    const std::vector<double> all = pass_probabilities_literal(full, t);
    EXPECT_EQ(all[0], 0.0);
    EXPECT_EQ(all[1], 0.0);
    for (std::size_t z = 0; z < reduced.size(); ++z) EXPECT_NEAR(all[z + 2], reduced[z], 1e-15) << "t=" << t << " z=" << z;
  }
}

TEST(DuatoUniformPass, HypercubeReducesToEquation326) {
  // (3.26): P_block,j = P_a^{|H|-j} P_a&d, i.e. sum_j Pass^z_j = 1 for every z < |H| under A1.
  for (int length = 1; length <= 10; ++length) {
    const std::vector<double> sums = pass_sums(std::vector<int>(static_cast<std::size_t>(length), 1), HopIndex::before_hop);
    expect_all_near(sums, std::vector<double>(static_cast<std::size_t>(length), 1.0), 1e-15);
    const double pa = 0.3, pad = 0.1;
    double direct = 0.0;
    for (int j = 1; j <= length; ++j) direct += std::pow(pa, length - j) * pad;
    EXPECT_NEAR(class_blocking(sums, pa, pad), direct, 1e-15);
  }
}

TEST(DuatoUniformPass, BlockingPolynomialEqualsDoubleSum) {
  const auto model = reference_model(uni(6, 4, 3, 16));
  const BlockingCoefficients& b = model->coefficients();
  const double pa = 0.37, pad = 0.21;
  double direct = 0.0;
  for (int m = 1; m <= 4; ++m)
    for (int z = 0; z < m; ++z) direct += b.by_dimensions[static_cast<std::size_t>(m)][static_cast<std::size_t>(z)] * std::pow(pa, m - z - 1) * pad;
  EXPECT_NEAR(b.mean_blocking(pa, pad), direct, 1e-13 * direct);
  // And the per-class form averaged over the destinations.
  double by_class = 0.0;
  const DestinationSet& set = model->destinations();
  for (std::size_t c = 0; c < set.classes.size(); ++c)
    by_class += set.classes[c].multiplicity * class_blocking(b.per_class[c], pa, pad) / set.destinations;
  EXPECT_NEAR(by_class, direct, 1e-13 * direct);
}

}  // namespace
}  // namespace kncube::analytical
