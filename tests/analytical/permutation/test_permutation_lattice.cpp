// P_pass of spec 02 §3.6 (T5.23/T5.24, A-8, A-9) against the §6.1 rows and a brute-force lattice.
#include <gtest/gtest.h>

#include <functional>
#include <stdexcept>
#include <vector>

#include "analytical/permutation/permutation_lattice.h"

namespace kncube::analytical {
namespace {

// Enumerate every point (h_1..h_dims), 0 <= h <= K, sum h = j-1; tally how many coordinates equal K.
std::vector<double> enumerate_pass(int dims, int per_dimension, int hop) {
  std::vector<double> tally(static_cast<std::size_t>(dims) + 1, 0.0);
  double points = 0.0;
  std::vector<int> h(static_cast<std::size_t>(dims), 0);
  std::function<void(int, int)> visit = [&](int dim, int left) {
    if (dim == dims) {
      if (left != 0) return;
      int finished = 0;
      for (int v : h) finished += v == per_dimension ? 1 : 0;
      tally[static_cast<std::size_t>(finished)] += 1.0;
      points += 1.0;
      return;
    }
    for (int v = 0; v <= per_dimension && v <= left; ++v) {
      h[static_cast<std::size_t>(dim)] = v;
      visit(dim + 1, left - v);
    }
  };
  visit(0, hop - 1);
  for (double& t : tally) t /= points;
  return tally;
}

void expect_row(int dims, int per_dimension, int hop, const std::vector<double>& expected) {
  const std::vector<double> got = pass_probabilities(dims, per_dimension, hop);
  ASSERT_EQ(got.size(), static_cast<std::size_t>(dims) + 1);
  for (std::size_t l = 0; l < got.size(); ++l)
    EXPECT_NEAR(got[l], l < expected.size() ? expected[l] : 0.0, 1e-6) << "n=" << dims << " K=" << per_dimension << " j=" << hop << " l=" << l;
}

TEST(PermutationLattice, Section6_1RowsTwoDimensions) {
  for (int j = 1; j <= 4; ++j) expect_row(2, 4, j, {1.0});
  expect_row(2, 4, 5, {0.6, 0.4});
  expect_row(2, 4, 6, {0.5, 0.5});
  expect_row(2, 4, 7, {1.0 / 3.0, 2.0 / 3.0});
  expect_row(2, 4, 8, {0.0, 1.0});
}

TEST(PermutationLattice, Section6_1RowsThreeDimensions) {
  expect_row(3, 4, 5, {0.8, 0.2});
  expect_row(3, 4, 6, {2.0 / 3.0, 1.0 / 3.0});
  expect_row(3, 4, 7, {0.526316, 0.473684});
  expect_row(3, 4, 8, {1.0 / 3.0, 2.0 / 3.0});
  expect_row(3, 4, 9, {0.2, 0.6, 0.2});
  expect_row(3, 4, 10, {0.1, 0.6, 0.3});
  expect_row(3, 4, 11, {0.0, 0.5, 0.5});
  expect_row(3, 4, 12, {0.0, 0.0, 1.0});
}

TEST(PermutationLattice, EqualsLatticeEnumerationAndSumsToOne) {
  const std::pair<int, int> shapes[] = {{2, 4}, {3, 4}, {3, 2}, {4, 3}, {2, 1}, {5, 2}};
  for (auto [dims, per_dimension] : shapes) {
    for (int hop = 1; hop <= dims * per_dimension; ++hop) {
      const std::vector<double> got = pass_probabilities(dims, per_dimension, hop);
      const std::vector<double> counted = enumerate_pass(dims, per_dimension, hop);
      double sum = 0.0;
      for (std::size_t l = 0; l < got.size(); ++l) {
        EXPECT_NEAR(got[l], counted[l], 1e-12) << "n=" << dims << " K=" << per_dimension << " j=" << hop << " l=" << l;
        sum += got[l];
      }
      EXPECT_NEAR(sum, 1.0, 1e-12);
    }
  }
}

TEST(PermutationLattice, RemainingDimensionProfile) {
  // n = 2, K = 4: hops 1-4 have 2 dimensions left, hops 5-8 have 0.6+0.5+1/3+0 of them with 2.
  const std::vector<double> profile = remaining_dimension_profile(2, 4);
  ASSERT_EQ(profile.size(), 3u);
  EXPECT_DOUBLE_EQ(profile[0], 0.0);
  EXPECT_NEAR(profile[2], (4.0 + 0.6 + 0.5 + 1.0 / 3.0) / 8.0, 1e-12);
  EXPECT_NEAR(profile[1], (0.4 + 0.5 + 2.0 / 3.0 + 1.0) / 8.0, 1e-12);
  // K = 1 is the hypercube's typical message: every hop opens a new dimension.
  const std::vector<double> cube = remaining_dimension_profile(4, 1);
  for (int r = 1; r <= 4; ++r) EXPECT_NEAR(cube[static_cast<std::size_t>(r)], 0.25, 1e-12);
}

TEST(PermutationLattice, RejectsHopsOutsideTheLattice) {
  EXPECT_THROW(pass_probabilities(2, 4, 0), std::invalid_argument);
  EXPECT_THROW(pass_probabilities(2, 4, 9), std::invalid_argument);
  EXPECT_THROW(pass_probabilities(0, 4, 1), std::invalid_argument);
}

}  // namespace
}  // namespace kncube::analytical
