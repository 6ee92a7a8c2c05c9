#include "analytical/mmpp/mmpp_g1_queue.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>

#include "analytical/mmpp/g_equation.h"
#include "analytical/mmpp/gmres.h"

namespace kncube::analytical {

namespace {

using Eigen::MatrixXd;

constexpr double g_tolerance = 1e-12;  // the functional iteration's step
// max|Phi(G) - G| that rounding alone leaves (G's entries are probabilities): 64 ulps of 1.
constexpr double rounding_residual = 64.0 * std::numeric_limits<double>::epsilon();
// GMRES's relative tolerance for a Newton step close to G.
constexpr double final_gmres_tolerance = 1e-11;
// Krylov vectors: 320 (up to 2^7 phases), fewer where 320 vectors of n^2 doubles would take more
// than 64 MiB, never fewer than 80. Measured at 2^7 phases close to saturation: 40 vectors 4.24 s,
// 160 3.51 s, 320 3.27 s.
int gmres_restart(Eigen::Index unknowns) {
  constexpr double budget_bytes = 64.0 * 1024 * 1024;
  const double fits = budget_bytes / (static_cast<double>(unknowns) * sizeof(double));
  return static_cast<int>(std::clamp(fits, 80.0, 320.0));
}

MatrixXd solve_g(const GEquation& eq, Eigen::Index n, MmppQueueResult& counts) {
  int& functional_steps = counts.functional_steps;
  int& newton_steps = counts.newton_steps;
  MatrixXd g = MatrixXd::Zero(n, n);
  // A few functional steps bring G into the region where Newton converges quickly.
  for (functional_steps = 0; functional_steps < 200; ++functional_steps) {
    const MatrixXd next = eq.map(g);
    const double step = (next - g).cwiseAbs().maxCoeff();
    g = next;
    if (step < g_tolerance) return g;
    if (step < 1e-3 && functional_steps >= 10) break;
  }
  // Newton-Krylov: each step's n^2 x n^2 system solved by GMRES on the operator alone (building
  // and factorising it took O(n^6): seconds at 2^5 phases, out of memory at 2^8).
  //
  // Newton stops after the step taken from a residual max|Phi(G) - G| at rounding level: from
  // there G is as accurate as double precision makes it. The spec's test, a step max|dG| below
  // 1e-12, is not enough for W_s: at 2^8 phases and low load W_s moved by 4e-4 of itself with
  // changes of G of 1e-15 (its h, the response of the source's slow phases, is of the order of
  // their 10^7-cycle correlation time; most of that sensitivity was g - pi taken as a difference,
  // solved otherwise since: below), and a step below 1e-12 taken from a residual of 4e-14 left
  // it there. Close to saturation the test could also fail for many steps, each moving G by
  // rounding errors that the near-singular system amplifies to 1e-12-1e-11.
  //
  // Close to saturation (mu -> 1) I - Phi'(G) is nearly singular and GMRES needs hundreds of
  // operator applications per step. Two rules keep that affordable (the 6-cube, V = 5, L = 7 at
  // rho 0.986 went from 18 Newton steps, 8 233 applications and 12.7 s to 9 steps and 3.9 s,
  // with the same table; test_mmpp_g1_queue.cpp):
  // - each step is solved only as accurately as the residual it corrects: GMRES's tolerance is
  //   min(1e-2, max|Phi(G) - G|), which keeps Newton's quadratic convergence (Dembo, Eisenstat
  //   and Steihaug 1982); solved to 1e-11 every time, the first steps far from G took as many
  //   applications as the last;
  // - GMRES keeps as many Krylov vectors as a memory budget allows (gmres_restart): a restart
  //   loses the directions that converge slowly.
  GmresSettings settings;
  settings.restart = gmres_restart(n * n);
  double last_residual_size = std::numeric_limits<double>::infinity();
  for (newton_steps = 0; newton_steps < 100; ++newton_steps) {
    const NewtonOperator system(eq, g);
    const MatrixXd residual = system.map() - g;
    const double residual_size = residual.cwiseAbs().maxCoeff();
    // At rounding level, or stalled close to it (a source whose Phi(G) rounds coarser).
    const bool last =
        residual_size <= rounding_residual || (residual_size <= 1e-12 && residual_size >= 0.5 * last_residual_size);
    last_residual_size = residual_size;
    settings.tolerance = std::max(final_gmres_tolerance, std::min(1e-2, residual_size));
    const Eigen::Map<const Eigen::VectorXd> right(residual.data(), n * n);
    Eigen::VectorXd step;
    counts.krylov_steps +=
        solve_gmres([&](const Eigen::VectorXd& in, Eigen::VectorXd& out) { system.apply(in, out); }, right, step, settings)
            .iterations;
    if (!step.allFinite()) break;
    g += Eigen::Map<const MatrixXd>(step.data(), n, n);
    if (last) return g;
  }
  throw std::runtime_error("MMPP/G/1: G did not converge in 100 Newton steps");
}

}  // namespace

MmppQueueResult solve_mmpp_g1(const Mmpp& arrivals, const ShiftedExponentialService& service) {
  const Eigen::Index n = arrivals.rates.size();
  const MatrixXd& q = arrivals.generator;
  const Eigen::VectorXd& rates = arrivals.rates;
  const Eigen::RowVectorXd pi = stationary_vector(q);
  const double lambda = pi * rates;
  const double mean = service.mean();
  const double second = service.second_moment();
  MmppQueueResult out;
  out.utilisation = lambda * mean;
  if (!(out.utilisation < 1.0)) throw std::invalid_argument("MMPP/G/1: utilisation >= 1");

  const GEquation eq{q - MatrixXd(rates.asDiagonal()), rates, 1.0 / service.exponential_mean, service.shift};
  out.g_matrix = solve_g(eq, n, out);
  const double stochastic_error = (out.g_matrix.rowwise().sum() - Eigen::VectorXd::Ones(n)).cwiseAbs().maxCoeff();
  if (stochastic_error > 1e-8)
    throw std::runtime_error("MMPP/G/1: G is not stochastic (row sums off by " + std::to_string(stochastic_error) + ")");
  out.g = stationary_vector(out.g_matrix - MatrixXd::Identity(n, n));

  // The cookbook formula, W_v = [2 mu + lambda T2 - 2 T((1-mu) g + T pi Lambda)(Q + e pi)^-1 lambda] / (2(1-mu)),
  // loses its leading terms to cancellation at low load (Ws divides by mu). With
  // (Q + e pi)^-1 lambda = lambda e + h, (Q + e pi) h = lambda - lambda e (so pi h = 0), and
  // ((1-mu) g + T pi Lambda) e = 1, the 2 mu terms cancel exactly:
  //   W_v = [lambda T2 - 2 T x h] / (2(1-mu)),   x = (1-mu)(g - pi) + T pi Lambda.
  const double mu = out.utilisation;
  const MatrixXd q_plus = q + Eigen::VectorXd::Ones(n) * pi;
  const Eigen::VectorXd deviation = rates - Eigen::VectorXd::Constant(n, lambda);
  const Eigen::VectorXd h = q_plus.fullPivLu().solve(deviation);
  // g - pi is not taken as the difference of the two stationary vectors. With slow phases G is
  // nearly decomposable and its stationary vector g ill-conditioned: the rounding left in G moves g
  // along G's slow directions, and h, of the order of the slowest correlation time, amplifies
  // that. At 2^7 phases and rate 0.001 (the 6-cube, V = 5) W_s moved by 0.4% for a change of the
  // service's shift of 1e-11 of itself, and `kncube model` read 0.4450 to 0.4504 for changes of
  // E_0 of that size. Instead: g is also the stationary vector of D0 + D1 G = Q - Lambda (I - G)
  // (G is a function of that generator), so d = g - pi solves
  //   d (Q + e pi) = g Lambda (I - G),
  // where g's error along the slow directions meets I - G, which is small there. The same changes
  // move W_s by at most 5e-5 (test_mmpp_g1_queue.cpp; README).
  const Eigen::RowVectorXd deflated = (out.g * rates.asDiagonal()) * (MatrixXd::Identity(n, n) - out.g_matrix);
  const Eigen::RowVectorXd g_minus_pi = q_plus.transpose().fullPivLu().solve(deflated.transpose()).transpose();
  const Eigen::RowVectorXd x = (1.0 - mu) * g_minus_pi + mean * (pi * rates.asDiagonal());
  const double xh = x.dot(h.transpose());
  out.virtual_wait = (lambda * second - 2.0 * mean * xh) / (2.0 * (1.0 - mu));
  // Brumelle: E[V] = lambda (T W + T2/2).
  out.wait = lambda * second / (2.0 * (1.0 - mu)) - mean * xh / (mu * (1.0 - mu));
  if (!(out.wait >= 0.0) || !std::isfinite(out.wait))
    throw std::runtime_error("MMPP/G/1: the wait lost its precision (" + std::to_string(out.wait) +
                             "): the source's slowest time scale is too long against the service time");
  return out;
}

}  // namespace kncube::analytical
