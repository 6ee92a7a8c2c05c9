// The fixed point of B.5 step 3 on maps whose roots are known: the spec's damped iteration and the
// secant steps find the same (smallest) root; the secant steps in far fewer evaluations, also
// where they overshoot it, where a second root lies close above it, and they give up where the
// damped iteration does.
#include <gtest/gtest.h>

#include <cmath>
#include <functional>

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

// Both methods reach the smallest root to the accuracy the spec's stopping test leaves (a step
// below 1e-10: up to 2e-9 where f' = 0.9), the secant steps in a few evaluations.
TEST(MonotoneFixedPoint, BothMethodsFindTheSmallestRootTheSecantInAFewEvaluations) {
  struct Case {
    const char* what;
    std::function<double(double, bool&)> f;
    double root, accuracy;
    int damped_at_least, secant_at_most;
  };
  const Case cases[] = {
      // f'(r) = 0.9: the damped iteration contracts by 0.95 per step.
      {"slow contraction", TwoRoots{0.01, 0.5, 0.1 / 0.49}, 0.01, 3e-9, 300, 12},
      // g concave: a secant step lands above the root and brackets it.
      {"overshoot", Concave{0.3, 0.1, 1.5}, 0.3, 1e-9, 16, 15},
      // Near the rate at which two roots meet and vanish (the network saturates): the stable root
      // 0.2, the unstable one 1e-3 above; f'(0.2) = 0.996, the damped iteration takes thousands.
      {"second root close above", TwoRoots{0.2, 0.201, 4.0}, 0.2, 1e-7, 3000, 20},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    const FixedPointResult damped = monotone_fixed_point(c.f, FixedPointMethod::damped, kTolerance, kCap);
    const FixedPointResult secant = monotone_fixed_point(c.f, FixedPointMethod::secant, kTolerance, kCap);
    ASSERT_TRUE(damped.converged);
    ASSERT_TRUE(secant.converged);
    EXPECT_NEAR(damped.x, c.root, c.accuracy);
    EXPECT_NEAR(secant.x, c.root, c.accuracy);
    EXPECT_GE(damped.evaluations, c.damped_at_least);
    EXPECT_LE(secant.evaluations, c.secant_at_most);
  }
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
