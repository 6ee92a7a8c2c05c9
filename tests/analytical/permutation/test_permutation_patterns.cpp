// Pattern maps of spec 02 §2.3-2.4 and the checking facts of §2.6.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include "analytical/permutation/permutation_patterns.h"
#include "analytical/common/topology_counts.h"

namespace kncube::analytical {
namespace {

std::vector<int> digits_of(std::int64_t id, int k, int n) {
  std::vector<int> d(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i, id /= k) d[static_cast<std::size_t>(i)] = static_cast<int>(id % k);
  return d;
}

std::int64_t id_of(const std::vector<int>& d, int k) {
  std::int64_t id = 0;
  for (std::size_t i = d.size(); i-- > 0;) id = id * k + d[i];
  return id;
}

// Uniform exact mean distance by enumeration from node 0 (vertex-transitive networks).
double enumerate_uniform_mean_hops(int k, int n, HopMetric metric) {
  std::int64_t nodes = 1;
  for (int i = 0; i < n; ++i) nodes *= k;
  double total = 0.0;
  for (std::int64_t to = 1; to < nodes; ++to) total += hop_distance(k, n, metric, 0, to);
  return total / static_cast<double>(nodes - 1);
}

TEST(PermutationPatterns, DigitOrdersFollowTheSpecDefinitions) {
  EXPECT_EQ(transpose_digit_order(2), (std::vector<int>{1, 0}));
  EXPECT_EQ(transpose_digit_order(3), (std::vector<int>{1, 2, 0}));  // d_0 = x_1, d_1 = x_2, d_2 = x_0
  EXPECT_EQ(transpose_digit_order(4), (std::vector<int>{2, 3, 0, 1}));
  EXPECT_EQ(reversal_digit_order(3), (std::vector<int>{2, 1, 0}));
  EXPECT_EQ(digit_order(PermutationPattern::digit_reversal, 4), (std::vector<int>{3, 2, 1, 0}));
}

TEST(PermutationPatterns, ExampleDestinations) {
  const PermutationMap transpose3(PermutationPattern::transpose, 8, 3);
  const PermutationMap reversal3(PermutationPattern::digit_reversal, 8, 3);
  const std::int64_t source = id_of({1, 3, 5}, 8);  // (x_2, x_1, x_0) = (5, 3, 1)
  EXPECT_EQ(transpose3.destination(source), id_of({3, 5, 1}, 8));  // (x_0, x_2, x_1)
  EXPECT_EQ(reversal3.destination(source), id_of({5, 3, 1}, 8));
  const PermutationMap nibble_swap(PermutationPattern::transpose, 2, 8);
  EXPECT_EQ(nibble_swap.destination(0x1F), 0xF1);
  EXPECT_EQ(nibble_swap.destination(0xA5), 0x5A);
  const PermutationMap bit_reversal(PermutationPattern::digit_reversal, 2, 7);
  EXPECT_EQ(bit_reversal.destination(1), 64);
  EXPECT_EQ(bit_reversal.destination(0b0000110), 0b0110000);
  const PermutationMap swap2(PermutationPattern::transpose, 8, 2);
  EXPECT_EQ(swap2.destination(id_of({2, 7}, 8)), id_of({7, 2}, 8));
}

TEST(PermutationPatterns, EveryDestinationMatchesTheDigitFormulaAndIsABijection) {
  const std::vector<std::pair<int, int>> shapes = {{2, 7}, {2, 8}, {8, 2}, {8, 3}, {4, 4}, {3, 5}, {5, 3}, {3, 1}, {6, 2}};
  for (auto [k, n] : shapes) {
    for (PermutationPattern pattern : {PermutationPattern::transpose, PermutationPattern::digit_reversal}) {
      const PermutationMap map(pattern, k, n);
      const std::vector<int> order = digit_order(pattern, n);
      std::vector<bool> hit(static_cast<std::size_t>(map.nodes()), false);
      for (std::int64_t x = 0; x < map.nodes(); ++x) {
        const std::vector<int> src = digits_of(x, k, n);
        std::vector<int> dst(static_cast<std::size_t>(n));
        for (int i = 0; i < n; ++i) dst[static_cast<std::size_t>(i)] = src[static_cast<std::size_t>(order[static_cast<std::size_t>(i)])];
        ASSERT_EQ(map.destination(x), id_of(dst, k)) << k << "-ary " << n << "-cube, node " << x;
        hit[static_cast<std::size_t>(map.destination(x))] = true;
      }
      EXPECT_TRUE(std::all_of(hit.begin(), hit.end(), [](bool b) { return b; })) << k << "," << n;
    }
  }
}

TEST(PermutationPatterns, FixedPointsOfSection2_6) {
  struct Row { PermutationPattern pattern; int k, n; std::size_t fixed; };
  const Row rows[] = {
      {PermutationPattern::transpose, 8, 2, 8},      {PermutationPattern::digit_reversal, 8, 2, 8},
      {PermutationPattern::transpose, 8, 3, 8},      {PermutationPattern::digit_reversal, 8, 3, 64},
      {PermutationPattern::transpose, 2, 8, 16},     {PermutationPattern::digit_reversal, 2, 8, 16},
      {PermutationPattern::digit_reversal, 2, 7, 16}, {PermutationPattern::transpose, 2, 7, 2},
  };
  for (const Row& r : rows) {
    const PermutationMap map(r.pattern, r.k, r.n);
    EXPECT_EQ(map.fixed_points().size(), r.fixed) << r.k << "-ary " << r.n << "-cube";
    for (std::int64_t f : map.fixed_points()) EXPECT_TRUE(map.is_fixed(f));
    std::size_t counted = 0;
    for (std::int64_t x = 0; x < map.nodes(); ++x) counted += map.is_fixed(x) ? 1 : 0;
    EXPECT_EQ(counted, r.fixed);
  }
  // Transpose with n odd is a single digit cycle: its fixed points have all digits equal.
  const PermutationMap transpose3(PermutationPattern::transpose, 8, 3);
  for (std::int64_t f : transpose3.fixed_points()) {
    const std::vector<int> d = digits_of(f, 8, 3);
    EXPECT_TRUE(d[0] == d[1] && d[1] == d[2]);
  }
}

TEST(PermutationPatterns, DigitCycleStructure) {
  EXPECT_EQ(PermutationMap(PermutationPattern::transpose, 2, 7).digit_cycle_lengths(), (std::vector<int>{7}));
  EXPECT_EQ(PermutationMap(PermutationPattern::transpose, 3, 5).digit_cycle_lengths(), (std::vector<int>{5}));
  EXPECT_EQ(PermutationMap(PermutationPattern::transpose, 2, 8).digit_cycle_lengths(), (std::vector<int>{2, 2, 2, 2}));
  EXPECT_EQ(PermutationMap(PermutationPattern::digit_reversal, 2, 7).digit_cycle_lengths(), (std::vector<int>{1, 2, 2, 2}));
}

TEST(PermutationPatterns, ExactMeanHopsOfPermutationMessagesSection2_6) {
  struct Row { PermutationPattern pattern; int k, n; HopMetric metric; double hops; };
  const Row rows[] = {
      {PermutationPattern::transpose, 8, 2, HopMetric::unidirectional, 8.0000},
      {PermutationPattern::transpose, 8, 2, HopMetric::bidirectional, 4.5714},
      {PermutationPattern::digit_reversal, 8, 2, HopMetric::unidirectional, 8.0000},
      {PermutationPattern::digit_reversal, 8, 2, HopMetric::bidirectional, 4.5714},
      {PermutationPattern::transpose, 8, 3, HopMetric::unidirectional, 10.6667},
      {PermutationPattern::transpose, 8, 3, HopMetric::bidirectional, 6.0952},
      {PermutationPattern::digit_reversal, 8, 3, HopMetric::unidirectional, 8.0000},
      {PermutationPattern::digit_reversal, 8, 3, HopMetric::bidirectional, 4.5714},
      {PermutationPattern::transpose, 2, 8, HopMetric::hamming, 4.2667},
      {PermutationPattern::digit_reversal, 2, 8, HopMetric::hamming, 4.2667},
      {PermutationPattern::digit_reversal, 2, 7, HopMetric::hamming, 3.4286},
      {PermutationPattern::transpose, 2, 7, HopMetric::hamming, 3.5556},
  };
  for (const Row& r : rows)
    EXPECT_NEAR(enumerate_mean_permutation_hops(PermutationMap(r.pattern, r.k, r.n), r.metric), r.hops, 5e-5)
        << r.k << "-ary " << r.n << "-cube";
  // §2.6 notes: in a unidirectional torus each swapped pair costs exactly k hops.
  const PermutationMap swap(PermutationPattern::transpose, 8, 2);
  for (std::int64_t x = 0; x < swap.nodes(); ++x) {
    if (swap.is_fixed(x)) continue;
    ASSERT_EQ(hop_distance(8, 2, HopMetric::unidirectional, x, swap.destination(x)), 8);
  }
  // On a hypercube all three metrics coincide.
  const PermutationMap cube(PermutationPattern::transpose, 2, 7);
  EXPECT_DOUBLE_EQ(enumerate_mean_permutation_hops(cube, HopMetric::unidirectional),
                   enumerate_mean_permutation_hops(cube, HopMetric::hamming));
}

TEST(PermutationPatterns, ExactUniformMeanHopsSection2_6) {
  EXPECT_NEAR(enumerate_uniform_mean_hops(8, 2, HopMetric::unidirectional), 7.1111, 5e-5);
  EXPECT_NEAR(enumerate_uniform_mean_hops(8, 2, HopMetric::bidirectional), 4.0635, 5e-5);
  EXPECT_NEAR(enumerate_uniform_mean_hops(8, 3, HopMetric::unidirectional), 10.5205, 5e-5);
  EXPECT_NEAR(enumerate_uniform_mean_hops(8, 3, HopMetric::bidirectional), 6.0117, 5e-5);
  EXPECT_NEAR(enumerate_uniform_mean_hops(2, 8, HopMetric::hamming), 4.0157, 5e-5);
  EXPECT_NEAR(enumerate_uniform_mean_hops(2, 7, HopMetric::hamming), 3.5276, 5e-5);
  // The shared closed form agrees with the enumeration.
  EXPECT_NEAR(mean_distance(8, 3, Directions::bi), enumerate_uniform_mean_hops(8, 3, HopMetric::bidirectional), 1e-12);
}

TEST(PermutationPatterns, HopDistanceMetrics) {
  // (0,0) -> (x_1, x_0) = (1, 6) in an 8-ary 2-cube.
  const std::int64_t to = 1 * 8 + 6;
  EXPECT_EQ(hop_distance(8, 2, HopMetric::unidirectional, 0, to), 7);
  EXPECT_EQ(hop_distance(8, 2, HopMetric::bidirectional, 0, to), 3);
  EXPECT_EQ(hop_distance(8, 2, HopMetric::hamming, 0, to), 2);
  EXPECT_EQ(hop_distance(8, 2, HopMetric::unidirectional, to, 0), 9);  // (0-6)+(0-1) mod 8 = 2 + 7
  EXPECT_EQ(differing_digits(8, 2, 0, 8), 1);
}

TEST(PermutationPatterns, RejectsBadShapes) {
  EXPECT_THROW(PermutationMap(PermutationPattern::transpose, 1, 3), std::invalid_argument);
  EXPECT_THROW(PermutationMap(PermutationPattern::transpose, 4, 0), std::invalid_argument);
  EXPECT_THROW(PermutationMap(4, 3, std::vector<int>{0, 0, 1}), std::invalid_argument);
  EXPECT_THROW(PermutationMap(4, 3, std::vector<int>{0, 1}), std::invalid_argument);
  EXPECT_THROW(PermutationMap(PermutationPattern::transpose, 2, 40), std::invalid_argument);
}

}  // namespace
}  // namespace kncube::analytical
