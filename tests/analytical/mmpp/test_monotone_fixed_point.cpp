// The fixed point of B.5 step 3 on maps whose roots are known: the spec's damped iteration and the
// secant steps find the same (smallest) root; the secant steps in far fewer evaluations, also
// where they overshoot it, where a second root lies close above it, and they give up where the
// damped iteration does.
#include <gtest/gtest.h>

#include <cmath>

#include "analytical/mmpp/monotone_fixed_point.h"

namespace kncube::analytical {
namespace {

constexpr double kTolerance = 1e-10;  // the spec's
constexpr int kCap = 10000;

// f(x) = x + k (r - x)(s - x): roots r < s, increasing on [0, 1] for the parameters used,
// f'(r) = 1 - k (s - r). g = f - x is convex: secant steps from below stay below r.
struct TwoRoots {
  double r, s, k;
  double operator()(double x, bool&) const { return x + k * (r - x) * (s - x); }
};

// f(x) = x + k (r - x)(x + s): one root r > 0 in [0, 1]; g concave, so a secant step from below
// lands above r and the search brackets it.
struct Concave {
  double r, s, k;
  double operator()(double x, bool&) const { return x + k * (r - x) * (x + s); }
};

TEST(MonotoneFixedPoint, BothMethodsFindTheSmallestRootTheSecantInAFewEvaluations) {
  // f'(r) = 0.9: the damped iteration contracts by 0.95 per step.
  const TwoRoots f{0.01, 0.5, 0.1 / 0.49};
  const FixedPointResult damped = monotone_fixed_point(f, FixedPointMethod::damped, kTolerance, kCap);
  const FixedPointResult secant = monotone_fixed_point(f, FixedPointMethod::secant, kTolerance, kCap);
  ASSERT_TRUE(damped.converged);
  ASSERT_TRUE(secant.converged);
  // Both stop at the spec's test (a step below 1e-10), which with f' = 0.9 leaves up to 2e-9.
  EXPECT_NEAR(damped.x, 0.01, 3e-9);
  EXPECT_NEAR(secant.x, 0.01, 3e-9);
  EXPECT_GT(damped.evaluations, 300);
  EXPECT_LE(secant.evaluations, 12);
}

TEST(MonotoneFixedPoint, ASecantStepThatOvershootsBracketsTheRoot) {
  const Concave f{0.3, 0.1, 1.5};
  const FixedPointResult damped = monotone_fixed_point(f, FixedPointMethod::damped, kTolerance, kCap);
  const FixedPointResult secant = monotone_fixed_point(f, FixedPointMethod::secant, kTolerance, kCap);
  ASSERT_TRUE(damped.converged);
  ASSERT_TRUE(secant.converged);
  EXPECT_NEAR(damped.x, 0.3, 1e-9);
  EXPECT_NEAR(secant.x, 0.3, 1e-9);
  EXPECT_LT(secant.evaluations, damped.evaluations);
  EXPECT_LE(secant.evaluations, 15);
}

TEST(MonotoneFixedPoint, ARootCloseBelowAnotherIsTheOneFound) {
  // Near the rate at which the two roots meet and vanish (the network saturates): the stable
  // root 0.2 and the unstable one 1e-3 above it. f'(0.2) = 0.996: the damped iteration contracts
  // by 0.998 per step and takes thousands.
  const TwoRoots f{0.2, 0.201, 4.0};
  const FixedPointResult damped = monotone_fixed_point(f, FixedPointMethod::damped, kTolerance, kCap);
  const FixedPointResult secant = monotone_fixed_point(f, FixedPointMethod::secant, kTolerance, kCap);
  ASSERT_TRUE(damped.converged);
  ASSERT_TRUE(secant.converged);
  EXPECT_GT(damped.evaluations, 3000);
  EXPECT_LE(secant.evaluations, 20);
  EXPECT_NEAR(damped.x, 0.2, 1e-7);
  EXPECT_NEAR(secant.x, 0.2, 1e-7);
}

// Closer still, the damped iteration runs out of its 10^4 steps (the spec calls that saturated);
// the secant steps still find the root. Such rates lie within a few parts per million of the
// rate at which the roots vanish, below what the saturation searches resolve.
TEST(MonotoneFixedPoint, WhereTheDampedIterationRunsOutTheSecantStillFindsTheRoot) {
  const TwoRoots f{0.2, 0.2001, 4.0};
  EXPECT_FALSE(monotone_fixed_point(f, FixedPointMethod::damped, kTolerance, kCap).converged);
  const FixedPointResult secant = monotone_fixed_point(f, FixedPointMethod::secant, kTolerance, kCap);
  ASSERT_TRUE(secant.converged);
  EXPECT_NEAR(secant.x, 0.2, 1e-6);
  EXPECT_LT(secant.x, 0.20005);
}

TEST(MonotoneFixedPoint, WithoutARootBothGiveUpWhereTheMapSaysStop) {
  // g > 0 everywhere: the iterates climb until the map stops them (P_V near 1: no probe succeeds).
  int damped_calls = 0;
  int secant_calls = 0;
  const auto climbing = [](int& calls) {
    return [&calls](double x, bool& stop) {
      ++calls;
      if (x > 0.99) stop = true;
      return x + 0.001 + 0.5 * (x - 0.3) * (x - 0.3);
    };
  };
  const FixedPointResult damped = monotone_fixed_point(climbing(damped_calls), FixedPointMethod::damped, kTolerance, kCap);
  const FixedPointResult secant = monotone_fixed_point(climbing(secant_calls), FixedPointMethod::secant, kTolerance, kCap);
  EXPECT_FALSE(damped.converged);
  EXPECT_FALSE(secant.converged);
  EXPECT_EQ(damped.evaluations, damped_calls);
  EXPECT_EQ(secant.evaluations, secant_calls);
  EXPECT_LT(damped_calls, kCap);
  EXPECT_LT(secant_calls, kCap);
}

TEST(MonotoneFixedPoint, TheDampedMethodIsTheSpecsLoopToTheBit) {
  const auto f = [](double x, bool&) { return 0.02 + 0.3 * x + 0.5 * x * x; };
  double x = 0.0;
  int iterations = 1;
  for (;; ++iterations) {
    bool stop = false;
    const double next = 0.5 * x + 0.5 * f(x, stop);
    const bool done = std::fabs(next - x) < kTolerance;
    x = next;
    if (done) break;
  }
  const FixedPointResult damped = monotone_fixed_point(f, FixedPointMethod::damped, kTolerance, kCap);
  ASSERT_TRUE(damped.converged);
  EXPECT_EQ(damped.x, x);
  EXPECT_EQ(damped.evaluations, iterations);
}

TEST(MonotoneFixedPoint, RunningOutOfEvaluationsIsNotConverging) {
  const TwoRoots f{0.01, 0.5, 0.1 / 0.49};
  const FixedPointResult damped = monotone_fixed_point(f, FixedPointMethod::damped, kTolerance, 20);
  EXPECT_FALSE(damped.converged);
  EXPECT_EQ(damped.evaluations, 21);  // the spec loop's counter as it leaves it
}

}  // namespace
}  // namespace kncube::analytical
