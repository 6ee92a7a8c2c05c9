// Set-up time and attempt statistics (spec 04 B.4 eqs (6), (9), (10), (13)-(16)).
#include <gtest/gtest.h>

#include "analytical/mmpp/circuit_setup_time.h"

namespace kncube::analytical {
namespace {

// The [VER] checks of the corrected closed form (15)-(16).
TEST(CircuitSetupTime, CorrectedClosedFormMatchesSpecChecks) {
  EXPECT_NEAR(setup_time_from_source({0.1, 0.2}), 2.5, 1e-12);
  EXPECT_NEAR(setup_time_from_source({0.05, 0.1, 0.2, 0.3}), 529.0 / 63.0, 1e-12);
  EXPECT_NEAR(setup_time_from_source({0.3, 0.0, 0.5}), 7.0, 1e-12);
  EXPECT_NEAR(setup_time_from_source({0.0, 0.0, 0.0}), 3.0, 1e-12);  // E_0 = D without blocking
}

// Direct solution of the difference equations (14) as an independent check of the closed form.
TEST(CircuitSetupTime, ClosedFormSolvesTheDifferenceEquations) {
  const std::vector<double> b = {0.4, 0.25, 0.1};
  const double e0 = setup_time_from_source(b);
  double e = 0.0;  // E_D
  for (int i = 2; i >= 0; --i) e = (1 - b[i]) * (e + 1) + b[i] * (e0 + i);
  EXPECT_NEAR(e, e0, 1e-12);
}

TEST(CircuitSetupTime, AttemptStatistics) {
  const CircuitAttempts a = circuit_attempts(2, 0.1);
  ASSERT_EQ(a.blocking.size(), 2u);
  EXPECT_NEAR(a.blocking[0], 0.01, 1e-15);  // P_V^(D-i)
  EXPECT_NEAR(a.blocking[1], 0.1, 1e-15);
  EXPECT_NEAR(a.success, 0.99 * 0.9, 1e-15);
  EXPECT_NEAR(a.failure[0], 0.01, 1e-15);
  EXPECT_NEAR(a.failure[1], 0.99 * 0.1, 1e-15);
  EXPECT_NEAR(a.reserved, 2 * 0.891 + 1 * 0.099, 1e-15);
}

}  // namespace
}  // namespace kncube::analytical
