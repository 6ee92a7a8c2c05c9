// n_p,i closed forms (spec 02 §3.6-3.8) against the §6.1 rows and against enumeration of the maps.
#include <gtest/gtest.h>

#include <cmath>
#include <numeric>
#include <vector>

#include "analytical/permutation/permutation_counts.h"
#include "analytical/permutation/permutation_patterns.h"

namespace kncube::analytical {
namespace {

TEST(PermutationCounts, Section6_1Rows) {
  EXPECT_EQ(difference_counts(PermutationPattern::transpose, 8, 2), (std::vector<double>{8, 0, 56}));
  EXPECT_EQ(difference_counts(PermutationPattern::digit_reversal, 8, 2), (std::vector<double>{8, 0, 56}));
  EXPECT_EQ(difference_counts(PermutationPattern::transpose, 8, 3), (std::vector<double>{8, 0, 168, 336}));
  EXPECT_EQ(difference_counts(PermutationPattern::digit_reversal, 8, 3), (std::vector<double>{64, 0, 448, 0}));
  EXPECT_EQ(difference_counts(PermutationPattern::transpose, 2, 8), (std::vector<double>{16, 0, 64, 0, 96, 0, 64, 0, 16}));
  EXPECT_EQ(difference_counts(PermutationPattern::digit_reversal, 2, 8), (std::vector<double>{16, 0, 64, 0, 96, 0, 64, 0, 16}));
  EXPECT_EQ(difference_counts(PermutationPattern::digit_reversal, 2, 7), (std::vector<double>{16, 0, 48, 0, 48, 0, 16, 0}));
  EXPECT_EQ(difference_counts(PermutationPattern::transpose, 2, 7), (std::vector<double>{2, 0, 42, 0, 70, 0, 14, 0}));
}

TEST(PermutationCounts, ClosedFormsEqualEnumeration) {
  const std::pair<int, int> shapes[] = {{2, 7}, {2, 8}, {8, 2}, {8, 3}, {4, 4}, {3, 5}, {5, 3}};
  for (auto [k, n] : shapes) {
    for (PermutationPattern pattern : {PermutationPattern::transpose, PermutationPattern::digit_reversal}) {
      const std::vector<double> closed = difference_counts(pattern, k, n);
      const std::vector<double> counted = enumerate_difference_counts(PermutationMap(pattern, k, n));
      EXPECT_EQ(closed, counted) << (pattern == PermutationPattern::transpose ? "TR " : "DR ") << k << "-ary " << n << "-cube";
      EXPECT_EQ(std::accumulate(closed.begin(), closed.end(), 0.0), std::pow(k, n));
    }
  }
}

TEST(PermutationCounts, ClosedFormBuildingBlocks) {
  // One two-cycle: equal digits (k) or differing (k^2 - k); a fixed digit multiplies by k.
  EXPECT_EQ(two_cycle_difference_counts(5, 1, 0), (std::vector<double>{5, 0, 20}));
  EXPECT_EQ(two_cycle_difference_counts(5, 1, 1), (std::vector<double>{25, 0, 100, 0}));
  // A 3-cycle of binary digits: 2 constant words, 6 with two unequal neighbour pairs.
  EXPECT_EQ(single_cycle_difference_counts(2, 3), (std::vector<double>{2, 0, 6, 0}));
  // A ring of n digits cannot have exactly one unequal neighbour pair.
  EXPECT_EQ(single_cycle_difference_counts(7, 5)[1], 0.0);
  // The 2-cycle is both: the two closed forms agree.
  EXPECT_EQ(single_cycle_difference_counts(6, 2), two_cycle_difference_counts(6, 1, 0));
  // Single cycle with general k against its enumeration (TR, k = 3, n = 7).
  EXPECT_EQ(single_cycle_difference_counts(3, 7), enumerate_difference_counts(PermutationMap(PermutationPattern::transpose, 3, 7)));
}

}  // namespace
}  // namespace kncube::analytical
