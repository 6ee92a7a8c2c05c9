// The MMPP/G/1 queue (spec 04 B.4 eq (5)) against the spec's [VER] values.
#include <gtest/gtest.h>

#include "analytical/mmpp/mmpp_g1_queue.h"

#include <unsupported/Eigen/MatrixFunctions>

#include "analytical/mmpp/recon_an_fit.h"

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

// G against its own equation (spec 04 B.4 eq (5)), G = alpha (alpha I - Psi)^-1 exp(c Psi) with
// Psi = Q - Lambda + Lambda G, evaluated here from the spec, for the RECON-AN sources of 2^3 to
// 2^6 phases at a load where the functional iteration alone crawls. Newton's system at 2^6 phases
// is 4096 x 4096: built and factorised it took a minute per model point; matrix-free it is solved
// by GMRES.
TEST(MmppG1Queue, BurstySourcesOfManyPhasesSolveTheGEquation) {
  const ShiftedExponentialService service{3.0, 20.0};
  for (const int scales : {3, 5, 6}) {
    const double rate = 0.04;  // utilisation 0.92
    const Mmpp arrivals = superpose(fit_recon_an(rate, 0.7, 0.8, scales, 10.0, 1.0 / rate));
    const MmppQueueResult r = solve_mmpp_g1(arrivals, service);
    const Eigen::Index n = arrivals.rates.size();
    ASSERT_EQ(n, Eigen::Index{1} << scales);
    const double alpha = 1.0 / service.exponential_mean;
    const Eigen::MatrixXd psi = arrivals.generator - Eigen::MatrixXd(arrivals.rates.asDiagonal()) +
                                arrivals.rates.asDiagonal() * r.g_matrix;
    const Eigen::MatrixXd phi = alpha * (alpha * Eigen::MatrixXd::Identity(n, n) - psi).inverse() *
                                Eigen::MatrixXd(service.shift * psi).exp();
    EXPECT_LE((phi - r.g_matrix).cwiseAbs().maxCoeff(), 1e-10) << scales << " time scales";
    EXPECT_GT(r.newton_steps, 0) << scales;  // the functional iteration alone did not get there
    EXPECT_NEAR(r.utilisation, 0.92, 1e-9);
    EXPECT_GT(r.wait, 0.0);
    EXPECT_TRUE(std::isfinite(r.wait));
  }
}

// Close to saturation I - Phi'(G) is nearly singular. There, before the inexact Newton steps, the
// last step from a residual at rounding level and the longer Krylov space, this point took 21
// Newton steps and 20 733 operator applications, 5.0 s (its last steps only moved G by rounding
// errors until the spec's max|dG| < 1e-12 passed by chance); now 8 and 1 524, 0.7 s. It must still
// solve its equation.
TEST(MmppG1Queue, CloseToSaturationGIsSolvedInFewKrylovSteps) {
  const ShiftedExponentialService service{3.0, 20.0};
  const double rate = 0.0427;  // utilisation 0.982
  const Mmpp arrivals = superpose(fit_recon_an(rate, 0.7, 0.8, 6, 10.0, 1.0 / rate));
  const MmppQueueResult r = solve_mmpp_g1(arrivals, service);
  const Eigen::Index n = arrivals.rates.size();
  const double alpha = 1.0 / service.exponential_mean;
  const Eigen::MatrixXd psi = arrivals.generator - Eigen::MatrixXd(arrivals.rates.asDiagonal()) +
                              arrivals.rates.asDiagonal() * r.g_matrix;
  const Eigen::MatrixXd phi = alpha * (alpha * Eigen::MatrixXd::Identity(n, n) - psi).inverse() *
                              Eigen::MatrixXd(service.shift * psi).exp();
  EXPECT_LE((phi - r.g_matrix).cwiseAbs().maxCoeff(), 1e-13);
  for (Eigen::Index i = 0; i < n; ++i) EXPECT_NEAR(r.g_matrix.row(i).sum(), 1.0, 1e-10);
  EXPECT_NEAR(r.utilisation, 0.982, 1e-3);
  EXPECT_LE(r.newton_steps, 10);
  EXPECT_LE(r.krylov_steps, 3000);
}

// W_s must follow its inputs, not the rounding left in G. The source of one injection VC of the
// 6-cube with V = 5 at 0.001 messages/node/cycle and 2^7 phases (slowest time scale 10^9 cycles),
// its service as the circuit-mmpp model gives it there: a change of the service's shift of +1e-11
// of itself moved W_s by 0.40% (from 0.45723 to 0.45904) when g - pi was the difference of the two
// stationary vectors (G's rounding along its slow directions, amplified by h); with g - pi solved
// from g Lambda (I - G), by 5e-5 and 3e-6 (0.448485 to 0.448461 and 0.448487).
TEST(MmppG1Queue, TheWaitOfASourceWithVerySlowPhasesFollowsItsInputsNotRounding) {
  Mmpp source = superpose(fit_recon_an(0.001, 0.7, 0.8, 7, 10.0, 1000.0));
  source.rates /= 5.0;
  const double shift = 6.0;
  const double wait = solve_mmpp_g1(source, ShiftedExponentialService{shift, 35.0}).wait;
  for (const double change : {1e-11, -1e-11}) {
    const double moved = solve_mmpp_g1(source, ShiftedExponentialService{shift * (1.0 + change), 35.0}).wait;
    EXPECT_NEAR(moved, wait, 5e-4 * wait) << "shift changed by " << change << " of itself";
  }
}

// A source whose phases go round a cycle (not a superposition of two-state MMPPs): c Psi has
// complex eigenvalues, so Newton's operator takes its complex branch (its derivative is checked
// against differences in test_g_equation.cpp). G against its equation.
TEST(MmppG1Queue, CyclicPhasesTakeTheComplexEigenvalueBranch) {
  const double turn = 0.1;
  Mmpp arrivals;
  arrivals.generator.resize(3, 3);
  arrivals.generator << -turn, turn, 0.0, 0.0, -turn, turn, turn, 0.0, -turn;
  arrivals.rates.resize(3);
  arrivals.rates << 0.03, 0.01, 0.002;
  const ShiftedExponentialService service{3.0, 20.0};
  const MmppQueueResult r = solve_mmpp_g1(arrivals, service);
  const double alpha = 1.0 / service.exponential_mean;
  const Eigen::MatrixXd psi = arrivals.generator - Eigen::MatrixXd(arrivals.rates.asDiagonal()) +
                              arrivals.rates.asDiagonal() * r.g_matrix;
  ASSERT_GT(Eigen::MatrixXd(service.shift * psi).eigenvalues().imag().cwiseAbs().maxCoeff(), 1e-6);
  const Eigen::MatrixXd phi =
      alpha * (alpha * Eigen::MatrixXd::Identity(3, 3) - psi).inverse() * Eigen::MatrixXd(service.shift * psi).exp();
  EXPECT_LE((phi - r.g_matrix).cwiseAbs().maxCoeff(), 1e-12);
  EXPECT_GT(r.newton_steps, 0);
  for (Eigen::Index i = 0; i < 3; ++i) EXPECT_NEAR(r.g_matrix.row(i).sum(), 1.0, 1e-10);
}

}  // namespace
}  // namespace kncube::analytical
