// Newton's operator of the G equation against central differences of the equation itself.
#include <gtest/gtest.h>

#include "analytical/mmpp/g_equation.h"
#include "analytical/mmpp/mmpp_matrices.h"

namespace kncube::analytical {
namespace {

GEquation equation(const Mmpp& arrivals, double exponential_mean, double shift) {
  return GEquation{arrivals.generator - Eigen::MatrixXd(arrivals.rates.asDiagonal()), arrivals.rates,
                   1.0 / exponential_mean, shift};
}

// (I - Phi'(G)) dG against dG - (Phi(G + h dG) - Phi(G - h dG)) / 2h, for a few directions dG at a
// stochastic G.
void expect_matches_differences(const GEquation& eq, Eigen::Index n, bool real) {
  std::srand(42);
  Eigen::MatrixXd g = Eigen::MatrixXd::Random(n, n).cwiseAbs();
  g = g.array().colwise() / g.rowwise().sum().array();
  const NewtonOperator op(eq, g);
  EXPECT_EQ(op.real_eigenvalues(), real);
  for (int direction = 0; direction < 4; ++direction) {
    const Eigen::MatrixXd dg = Eigen::MatrixXd::Random(n, n);
    const double h = 1e-5;
    const Eigen::MatrixXd differences = dg - (eq.map(g + h * dg) - eq.map(g - h * dg)) / (2.0 * h);
    const Eigen::VectorXd in = Eigen::Map<const Eigen::VectorXd>(dg.data(), n * n);
    Eigen::VectorXd out(n * n);
    op.apply(in, out);
    const Eigen::Map<const Eigen::MatrixXd> applied(out.data(), n, n);
    EXPECT_LE((applied - differences).cwiseAbs().maxCoeff(), 1e-7 * differences.cwiseAbs().maxCoeff())
        << "direction " << direction;
  }
}

TEST(NewtonOperator, SuperposedTwoStateSourcesHaveRealEigenvaluesAndTheRightDerivative) {
  const Mmpp arrivals = superpose({{0.01, 0.02, 0.03, 0.005}, {0.0005, 0.0002, 0.04, 0.0}, {0.1, 0.3, 0.02, 0.01}});
  expect_matches_differences(equation(arrivals, 3.0, 12.0), 8, true);
}

TEST(NewtonOperator, PhasesInACycleTakeTheComplexBranchWithTheRightDerivative) {
  Mmpp arrivals;
  const double turn = 0.1;
  arrivals.generator.resize(3, 3);
  arrivals.generator << -turn, turn, 0.0, 0.0, -turn, turn, turn, 0.0, -turn;
  arrivals.rates.resize(3);
  arrivals.rates << 0.03, 0.01, 0.002;
  expect_matches_differences(equation(arrivals, 3.0, 20.0), 3, false);
}

TEST(NewtonOperator, WithoutAShiftOnlyTheResolventMoves) {
  const Mmpp arrivals = superpose({{0.01, 0.02, 0.03, 0.005}});
  expect_matches_differences(equation(arrivals, 5.0, 0.0), 2, true);
}

}  // namespace
}  // namespace kncube::analytical
