#pragma once
// The G matrix equation of the MMPP/G/1 queue (spec 04 B.4 eq (5)) for the shifted-exponential
// service T = c + X, X exponential of mean 1/alpha:
//   G = Phi(G) = alpha (alpha I - Psi(G))^-1 exp(c Psi(G)),   Psi(G) = Q - Lambda + Lambda G,
// and the derivative Newton's method needs, as an operator on dG rather than an n^2 x n^2 matrix.

#include <Eigen/Dense>

namespace kncube::analytical {

struct GEquation {
  Eigen::MatrixXd q_minus_lambda;  // Q - Lambda
  Eigen::VectorXd rates;           // diagonal of Lambda, messages per cycle
  double alpha = 1.0;              // 1/E, per cycle
  double shift = 0.0;              // c, cycles

  Eigen::MatrixXd psi(const Eigen::MatrixXd& g) const { return q_minus_lambda + rates.asDiagonal() * g; }
  Eigen::MatrixXd resolvent(const Eigen::MatrixXd& psi) const;  // R = (alpha I - Psi)^-1
  Eigen::MatrixXd map(const Eigen::MatrixXd& g) const;          // Phi(G)
};

// I - Phi'(G), Newton's operator, applied to vec(dG) (column-major) without forming it:
//   Phi'(G) dG = alpha [R dPsi R exp(X) + R L_exp(X, c dPsi)],  dPsi = Lambda dG,  X = c Psi,
// with the Frechet derivative of exp from X's eigen-decomposition (divided differences of exp):
// L_exp(X, E) = U ((U^-1 E U) o D) U^-1. O(n^3) to build and per application. Only Newton's
// speed depends on its accuracy: the residual Phi(G) - G is always evaluated exactly.
//
// The complex matrices are kept as real and imaginary parts and multiplied as real ones: Eigen's
// complex products without AVX took 55% of the model's time at 2^6 phases, and when X's
// eigenvalues are all real (their imaginary parts exactly 0) three quarters of the products drop out.
class NewtonOperator {
 public:
  // `eq` must outlive the operator.
  NewtonOperator(const GEquation& eq, const Eigen::MatrixXd& g);
  void apply(const Eigen::VectorXd& in, Eigen::VectorXd& out) const;
  // Phi(G) at the G the operator was built at, as GEquation::map computes it (Newton's residual
  // needs it, and the operator has its resolvent and exponential already).
  const Eigen::MatrixXd& map() const { return map_; }
  bool real_eigenvalues() const { return real_; }

 private:
  const GEquation& eq_;
  Eigen::Index n_;
  Eigen::MatrixXd r_, r_exp_, map_;
  bool real_ = true;  // X's eigenvalues (and so U) all real
  Eigen::MatrixXd u_re_, u_im_, u_inv_re_, u_inv_im_, divided_re_, divided_im_, r_u_re_, r_u_im_;
};

}  // namespace kncube::analytical
