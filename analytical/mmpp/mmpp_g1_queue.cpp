#include "analytical/mmpp/mmpp_g1_queue.h"

#include <cmath>
#include <stdexcept>
#include <string>


#include "analytical/mmpp/g_equation.h"
#include "analytical/mmpp/gmres.h"

namespace kncube::analytical {

namespace {

using Eigen::MatrixXd;

constexpr double g_tolerance = 1e-12;

MatrixXd solve_g(const GEquation& eq, Eigen::Index n, int& functional_steps, int& newton_steps) {
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
  for (newton_steps = 0; newton_steps < 100; ++newton_steps) {
    const NewtonOperator system(eq, g);
    const MatrixXd residual = system.map() - g;
    const Eigen::Map<const Eigen::VectorXd> right(residual.data(), n * n);
    Eigen::VectorXd step;
    solve_gmres([&](const Eigen::VectorXd& in, Eigen::VectorXd& out) { system.apply(in, out); }, right, step);
    if (!step.allFinite()) break;
    g += Eigen::Map<const MatrixXd>(step.data(), n, n);
    if (step.cwiseAbs().maxCoeff() < g_tolerance) return g;
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
  out.g_matrix = solve_g(eq, n, out.functional_steps, out.newton_steps);
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
  const Eigen::RowVectorXd x = (1.0 - mu) * (out.g - pi) + mean * (pi * rates.asDiagonal());
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
