#include "analytical/mmpp/mmpp_g1_queue.h"

#include <cmath>
#include <complex>
#include <limits>
#include <stdexcept>
#include <string>

#include <unsupported/Eigen/MatrixFunctions>

namespace kncube::analytical {

namespace {

using Eigen::MatrixXcd;
using Eigen::MatrixXd;

constexpr double g_tolerance = 1e-12;

struct GEquation {
  MatrixXd q_minus_lambda;  // Q - Lambda
  Eigen::VectorXd rates;    // diagonal of Lambda
  double alpha;             // 1/E
  double shift;             // c

  MatrixXd psi(const MatrixXd& g) const { return q_minus_lambda + rates.asDiagonal() * g; }
  MatrixXd resolvent(const MatrixXd& psi) const {  // R = (alpha I - Psi)^-1
    return (alpha * MatrixXd::Identity(psi.rows(), psi.cols()) - psi).partialPivLu().inverse();
  }
  MatrixXd map(const MatrixXd& g) const {  // Phi(G)
    const MatrixXd p = psi(g);
    return alpha * resolvent(p) * (shift * p).exp();
  }
};

// The Jacobian of Phi at G on vec(dG) (column-major), built column by column. dPsi = Lambda dG is one
// entry for a unit dG; the Frechet derivative of exp at X = c Psi uses X's eigen-decomposition
// (divided differences of exp). Only Newton's speed depends on its accuracy: the residual Phi(G) - G
// is always evaluated exactly.
MatrixXd jacobian(const GEquation& eq, const MatrixXd& g) {
  const Eigen::Index n = g.rows();
  const MatrixXd psi = eq.psi(g);
  const MatrixXd x = eq.shift * psi;
  const MatrixXd r = eq.resolvent(psi);
  const MatrixXd exp_x = x.exp();
  const MatrixXd r_exp = r * exp_x;
  Eigen::EigenSolver<MatrixXd> eigen(x);
  const MatrixXcd u = eigen.eigenvectors();
  const MatrixXcd u_inv = u.inverse();
  const Eigen::VectorXcd values = eigen.eigenvalues();
  MatrixXcd divided(n, n);
  for (Eigen::Index i = 0; i < n; ++i)
    for (Eigen::Index j = 0; j < n; ++j) {
      const std::complex<double> d = values(i) - values(j);
      divided(i, j) = std::abs(d) < 1e-9 * (1.0 + std::abs(values(i))) ? std::exp(0.5 * (values(i) + values(j)))
                                                                       : (std::exp(values(i)) - std::exp(values(j))) / d;
    }
  const MatrixXcd r_u = r.cast<std::complex<double>>() * u;
  MatrixXd out(n * n, n * n);
  for (Eigen::Index l = 0; l < n; ++l)
    for (Eigen::Index k = 0; k < n; ++k) {
      const double entry = eq.rates(k);  // dPsi = rates(k) E_kl
      MatrixXd column = entry * r.col(k) * r_exp.row(l);
      if (entry != 0.0) {
        const MatrixXcd inner = (u_inv.col(k) * u.row(l)).cwiseProduct(divided) * (eq.shift * entry);
        column += (r_u * inner * u_inv).real();
      }
      column *= eq.alpha;
      out.col(k + l * n) = Eigen::Map<const Eigen::VectorXd>(column.data(), n * n);
    }
  return out;
}

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
  // Newton's system I - Phi'(G) is n^2 x n^2: its Jacobian costs O(n^5) and its LU O(n^6), 90% of
  // the model's time with 2^5 phases. A factorisation is kept for the next steps (chord steps)
  // while each step shrinks to at most a quarter of the one before, and taken afresh otherwise.
  Eigen::PartialPivLU<MatrixXd> system;
  bool factorised = false;
  double previous = std::numeric_limits<double>::infinity();
  for (newton_steps = 0; newton_steps < 100; ++newton_steps) {
    const MatrixXd residual = eq.map(g) - g;
    const Eigen::Map<const Eigen::VectorXd> right(residual.data(), n * n);
    Eigen::VectorXd step;
    double size = previous;
    if (factorised) {
      step = system.solve(right);
      size = step.cwiseAbs().maxCoeff();
    }
    if (!factorised || !(size <= 0.25 * previous)) {
      system.compute(MatrixXd::Identity(n * n, n * n) - jacobian(eq, g));
      factorised = true;
      step = system.solve(right);
      size = step.cwiseAbs().maxCoeff();
    }
    g += Eigen::Map<const MatrixXd>(step.data(), n, n);
    previous = size;
    if (size < g_tolerance) return g;
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
