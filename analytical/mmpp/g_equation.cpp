#include "analytical/mmpp/g_equation.h"

#include <complex>

#include <unsupported/Eigen/MatrixFunctions>

namespace kncube::analytical {

using Eigen::MatrixXcd;
using Eigen::MatrixXd;

MatrixXd GEquation::resolvent(const MatrixXd& psi) const {
  return (alpha * MatrixXd::Identity(psi.rows(), psi.cols()) - psi).partialPivLu().inverse();
}

MatrixXd GEquation::map(const MatrixXd& g) const {
  const MatrixXd p = psi(g);
  return alpha * resolvent(p) * (shift * p).exp();
}

NewtonOperator::NewtonOperator(const GEquation& eq, const MatrixXd& g) : eq_(eq), n_(g.rows()) {
  const MatrixXd psi = eq.psi(g);
  const MatrixXd x = eq.shift * psi;
  r_ = eq.resolvent(psi);
  const MatrixXd exp_x = x.exp();
  map_ = eq.alpha * r_ * exp_x;
  r_exp_ = r_ * exp_x;
  if (eq.shift == 0.0) return;  // exp(0 Psi) = I: no exponential's derivative
  Eigen::EigenSolver<MatrixXd> eigen(x);
  const MatrixXcd u = eigen.eigenvectors();
  const MatrixXcd u_inv = u.inverse();
  const Eigen::VectorXcd values = eigen.eigenvalues();
  MatrixXcd divided(n_, n_);
  for (Eigen::Index i = 0; i < n_; ++i)
    for (Eigen::Index j = 0; j < n_; ++j) {
      const std::complex<double> d = values(i) - values(j);
      divided(i, j) = std::abs(d) < 1e-9 * (1.0 + std::abs(values(i))) ? std::exp(0.5 * (values(i) + values(j)))
                                                                      : (std::exp(values(i)) - std::exp(values(j))) / d;
    }
  real_ = values.imag().isZero(0.0);
  u_re_ = u.real();
  u_im_ = u.imag();
  u_inv_re_ = u_inv.real();
  u_inv_im_ = u_inv.imag();
  divided_re_ = divided.real();
  divided_im_ = divided.imag();
  r_u_re_ = r_ * u_re_;
  r_u_im_ = r_ * u_im_;
}

void NewtonOperator::apply(const Eigen::VectorXd& in, Eigen::VectorXd& out) const {
  const Eigen::Map<const MatrixXd> dg(in.data(), n_, n_);
  const MatrixXd dpsi = eq_.rates.asDiagonal() * dg;
  MatrixXd d = r_ * dpsi * r_exp_;
  if (eq_.shift != 0.0) {
    const MatrixXd e = eq_.shift * dpsi;
    if (real_) {
      const MatrixXd inner = (u_inv_re_ * e * u_re_).cwiseProduct(divided_re_);
      d.noalias() += r_u_re_ * inner * u_inv_re_;
    } else {
      // W = U^-1 E U; F = W o D; d += Re(R U F U^-1).
      const MatrixXd t_re = u_inv_re_ * e;
      const MatrixXd t_im = u_inv_im_ * e;
      const MatrixXd w_re = t_re * u_re_ - t_im * u_im_;
      const MatrixXd w_im = t_re * u_im_ + t_im * u_re_;
      const MatrixXd f_re = w_re.cwiseProduct(divided_re_) - w_im.cwiseProduct(divided_im_);
      const MatrixXd f_im = w_re.cwiseProduct(divided_im_) + w_im.cwiseProduct(divided_re_);
      const MatrixXd p_re = r_u_re_ * f_re - r_u_im_ * f_im;
      const MatrixXd p_im = r_u_re_ * f_im + r_u_im_ * f_re;
      d.noalias() += p_re * u_inv_re_ - p_im * u_inv_im_;
    }
  }
  out = in - eq_.alpha * Eigen::Map<const Eigen::VectorXd>(d.data(), n_ * n_);
}

}  // namespace kncube::analytical
