// The MMPP/G/1 queue (spec 04 B.4 eq (5)) against the spec's [VER] values.
#include <gtest/gtest.h>

#include "analytical/mmpp/mmpp_g1_queue.h"

namespace kncube::analytical {
namespace {

constexpr double tolerance = 1e-4;  // spec D: quantities that depend on the G iteration

void expect_relative(double actual, double expected, double rel) {
  EXPECT_NEAR(actual, expected, rel * std::fabs(expected)) << "expected " << expected;
}

TEST(MmppG1Queue, PoissonInputIsPollaczekKhinchine) {
  const ShiftedExponentialService service{5.0, 34.0};
  // One phase, and two equal-rate phases.
  for (const Mmpp& input : {superpose({}), superpose({{0.3, 0.1, 0.02, 0.02}})}) {
    Mmpp in = input;
    if (in.rates.size() == 1) in.rates(0) = 0.02;
    const MmppQueueResult r = solve_mmpp_g1(in, service);
    EXPECT_NEAR(r.wait, 70.272727, 1e-6 * 70.272727);
  }
}

TEST(MmppG1Queue, Case1) {
  const MmppQueueResult r = solve_mmpp_g1(superpose({{0.002, 0.001, 0.05, 0.0}}), ShiftedExponentialService{4.0, 10.0});
  expect_relative(r.utilisation, 0.23333, 2e-5);
  expect_relative(r.wait, 15.52492, tolerance);
  expect_relative(r.virtual_wait, 5.38915, tolerance);
  expect_relative(r.g(0), 0.14366, tolerance);
  expect_relative(r.g(1), 0.85635, tolerance);
}

TEST(MmppG1Queue, Case2TwoComponents) {
  const MmppQueueResult r = solve_mmpp_g1(superpose({{0.01, 0.02, 0.03, 0.005}, {0.0005, 0.0002, 0.04, 0.0}}),
                                          ShiftedExponentialService{3.0, 12.0});
  expect_relative(r.utilisation, 0.49643, 2e-5);
  expect_relative(r.wait, 41.79543, tolerance);
  expect_relative(r.virtual_wait, 24.62059, tolerance);
  const double g[4] = {0.03326, 0.546, 0.02791, 0.39284};
  for (int i = 0; i < 4; ++i) expect_relative(r.g(i), g[i], 2e-4);  // printed to 4-5 digits
}

TEST(MmppG1Queue, GIsStochastic) {
  const MmppQueueResult r = solve_mmpp_g1(superpose({{0.01, 0.02, 0.03, 0.005}, {0.0005, 0.0002, 0.04, 0.0}}),
                                          ShiftedExponentialService{3.0, 12.0});
  for (Eigen::Index i = 0; i < r.g_matrix.rows(); ++i) EXPECT_NEAR(r.g_matrix.row(i).sum(), 1.0, 1e-10);
  EXPECT_GE(r.g_matrix.minCoeff(), -1e-12);
}

}  // namespace
}  // namespace kncube::analytical
