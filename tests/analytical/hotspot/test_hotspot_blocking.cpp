// Spec 02 §3.0 B10 (T4.16-T4.18) with the A-4 clamp.
#include <gtest/gtest.h>

#include "analytical/hotspot/hotspot_blocking.h"
#include "test_hotspot_support.h"

namespace kncube::analytical {
namespace {

TEST(HotspotBlocking, TerminationProbabilityIsClamped) {
  EXPECT_DOUBLE_EQ(termination_probability(3.5), 1.0 / 3.5);
  EXPECT_DOUBLE_EQ(termination_probability(2.0), 0.5);
  EXPECT_DOUBLE_EQ(termination_probability(1.0), 1.0);
  EXPECT_DOUBLE_EQ(termination_probability(0.5), 1.0);  // j/n < 1 would give P_t = 2
  EXPECT_DOUBLE_EQ(termination_probability(8.0 / 9.0), 1.0);  // bidirectional k = 3: k-bar = 8/9
}

TEST(HotspotBlocking, RemainingDimensionsAreBinomial) {  // T4.17
  const RemainingDimensions two(2, 3.5);
  const double t = 2.0 / 7.0;
  EXPECT_DOUBLE_EQ(two.probability(0), t * t);
  EXPECT_DOUBLE_EQ(two.probability(1), 2.0 * (1.0 - t) * t);
  EXPECT_DOUBLE_EQ(two.probability(2), (1.0 - t) * (1.0 - t));
  for (int n : {1, 3, 5}) {
    for (double l : {0.3, 1.0, 1.7, 4.5}) {
      const RemainingDimensions r(n, l);
      double sum = 0.0;
      for (int beta = 0; beta <= n; ++beta) {
        EXPECT_GE(r.probability(beta), 0.0);
        sum += r.probability(beta);
      }
      EXPECT_NEAR(sum, 1.0, 1e-12) << "n=" << n << " l=" << l;
    }
  }
}

TEST(HotspotBlocking, PhiAtTheSection62OperatingPoint) {  // T4.18; §6.2 row j = 1: phi_1(k-bar) = 0.072663
  const RemainingDimensions regular(2, 3.5);
  EXPECT_TRUE(hotspot_test::matches_printed(regular.blocking({0.220548, 0.139552}), "0.072663"));
  // Three dimensions: phi = pi_1 P_a&d + pi_2 P_a P_a&d + pi_3 P_a^2 P_a&d.
  const RemainingDimensions three(3, 2.0);
  EXPECT_DOUBLE_EQ(three.blocking({0.5, 0.25}), 0.25 * (3.0 / 8 + 3.0 / 8 * 0.5 + 1.0 / 8 * 0.25));
}

TEST(HotspotBlocking, MessagesWithAtMostOneHopPerDimensionNeverBlock) {  // A-4 consequence
  for (double l : {0.25, 0.5, 1.0}) EXPECT_EQ(RemainingDimensions(3, l).blocking({0.9, 0.8}), 0.0);
}

TEST(HotspotBlocking, HypercubeBlockingWithRemainingDimensions) {  // T4.45, T4.48
  EXPECT_DOUBLE_EQ(blocking_with_remaining({0.5, 0.25}, 1), 0.25);  // last dimension: escape VC only
  EXPECT_DOUBLE_EQ(blocking_with_remaining({0.5, 0.25}, 3), 0.25 * 0.25);
  // §6.2 8-cube, j = 2: b_2 = P_a P_a&d w = 0.07467 * 0.0174065 * 2.5300 ~ S-bar h_3 - M = 0.0033.
  EXPECT_NEAR(blocking_with_remaining({0.07467, 0.0174065}, 2) * 2.5300, 0.0033, 0.00005);
}

}  // namespace
}  // namespace kncube::analytical
