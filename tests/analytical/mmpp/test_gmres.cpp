// Restarted GMRES against Eigen's dense LU on the same systems.
#include <gtest/gtest.h>

#include <stdexcept>

#include "analytical/mmpp/gmres.h"

namespace kncube::analytical {
namespace {

LinearOperator dense(const Eigen::MatrixXd& a) {
  return [a](const Eigen::VectorXd& x, Eigen::VectorXd& out) { out = a * x; };
}

// I - M with M's spectral radius below 1 but close to it, as Newton's I - Phi'(G) for bursty
// sources: nonsymmetric, its eigenvalues spread between 0.02 and 2.
Eigen::MatrixXd near_singular(int size, unsigned seed) {
  std::srand(seed);
  Eigen::MatrixXd m = Eigen::MatrixXd::Random(size, size);
  m *= 0.98 / m.eigenvalues().cwiseAbs().maxCoeff();
  return Eigen::MatrixXd::Identity(size, size) - m;
}

// A x = e from x = 0 on near_singular(size, seed).
struct OnesSystem {
  Eigen::MatrixXd a;
  Eigen::VectorXd b;
  Eigen::VectorXd x;
  GmresResult result;
};
OnesSystem solve_ones(int size, unsigned seed, const GmresSettings& settings) {
  OnesSystem s{near_singular(size, seed), Eigen::VectorXd::Ones(size), Eigen::VectorXd(), {}};
  s.result = solve_gmres(dense(s.a), s.b, s.x, settings);
  return s;
}

TEST(Gmres, SolvesWhatTheDenseLuSolves) {
  for (const int size : {1, 5, 40, 150}) {
    const Eigen::MatrixXd a = near_singular(size, 7u + static_cast<unsigned>(size));
    const Eigen::VectorXd b = Eigen::VectorXd::LinSpaced(size, -1.0, 2.0);
    Eigen::VectorXd x;
    const GmresResult r = solve_gmres(dense(a), b, x, GmresSettings{1e-12, 200, 2000});
    EXPECT_TRUE(r.converged) << size;
    const Eigen::VectorXd exact = a.partialPivLu().solve(b);
    EXPECT_LE((x - exact).norm(), 1e-9 * exact.norm()) << size;
    EXPECT_LE((b - a * x).norm(), 1e-11 * b.norm()) << size;
  }
}

TEST(Gmres, RestartsUntilItConverges) {
  const OnesSystem s = solve_ones(120, 3u, GmresSettings{1e-10, 15, 5000});
  EXPECT_TRUE(s.result.converged);
  EXPECT_GT(s.result.iterations, 15);  // more than one cycle of 15
  EXPECT_LE((s.b - s.a * s.x).norm(), 1e-9 * s.b.norm());
}

TEST(Gmres, StartsFromTheGuessGiven) {
  const Eigen::MatrixXd a = near_singular(30, 11u);
  const Eigen::VectorXd b = Eigen::VectorXd::Ones(30);
  Eigen::VectorXd x = a.partialPivLu().solve(b);
  const GmresResult r = solve_gmres(dense(a), b, x);
  EXPECT_TRUE(r.converged);
  EXPECT_EQ(r.iterations, 0);
}

TEST(Gmres, ZeroRightHandSideGivesZero) {
  Eigen::VectorXd x = Eigen::VectorXd::Ones(4);
  const GmresResult r = solve_gmres(dense(Eigen::MatrixXd::Identity(4, 4)), Eigen::VectorXd::Zero(4), x);
  EXPECT_TRUE(r.converged);
  EXPECT_EQ(x, Eigen::VectorXd::Zero(4));
}

TEST(Gmres, SaysWhenItRanOutOfIterations) {
  const GmresResult r = solve_ones(100, 5u, GmresSettings{1e-12, 3, 6}).result;
  EXPECT_FALSE(r.converged);
  EXPECT_EQ(r.iterations, 6);
  EXPECT_GT(r.relative_residual, 1e-12);
  EXPECT_LT(r.relative_residual, 1.0);  // it made progress all the same
}

TEST(Gmres, SingularOperatorGivesNoStep) {
  Eigen::MatrixXd a = Eigen::MatrixXd::Zero(3, 3);
  Eigen::VectorXd x;
  const GmresResult r = solve_gmres(dense(a), Eigen::VectorXd::Ones(3), x);
  EXPECT_FALSE(r.converged);
  EXPECT_TRUE(x.allFinite());
}

TEST(Gmres, RefusesBadSettings) {
  Eigen::VectorXd x;
  const auto op = dense(Eigen::MatrixXd::Identity(2, 2));
  EXPECT_THROW(solve_gmres(op, Eigen::VectorXd::Ones(2), x, GmresSettings{0.0, 5, 5}), std::invalid_argument);
  EXPECT_THROW(solve_gmres(op, Eigen::VectorXd::Ones(2), x, GmresSettings{1e-9, 0, 5}), std::invalid_argument);
  Eigen::VectorXd wrong = Eigen::VectorXd::Ones(3);
  EXPECT_THROW(solve_gmres(op, Eigen::VectorXd::Ones(2), wrong), std::invalid_argument);
}

}  // namespace
}  // namespace kncube::analytical
