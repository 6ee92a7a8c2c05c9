#include "analytical/mmpp/gmres.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace kncube::analytical {

GmresResult solve_gmres(const LinearOperator& apply, const Eigen::VectorXd& b, Eigen::VectorXd& x,
                        const GmresSettings& settings) {
  if (settings.restart < 1 || settings.max_iterations < 1 || !(settings.tolerance > 0.0))
    throw std::invalid_argument("solve_gmres: needs restart >= 1, max_iterations >= 1 and tolerance > 0");
  const Eigen::Index size = b.size();
  if (x.size() == 0) x = Eigen::VectorXd::Zero(size);
  if (x.size() != size) throw std::invalid_argument("solve_gmres: x and b differ in size");
  GmresResult result;
  const double b_norm = b.norm();
  if (b_norm == 0.0) {
    x.setZero();
    result.converged = true;
    return result;
  }
  const double goal = settings.tolerance * b_norm;
  const int m = static_cast<int>(std::min<Eigen::Index>(settings.restart, size));
  Eigen::MatrixXd basis(size, m + 1);
  Eigen::MatrixXd hessenberg = Eigen::MatrixXd::Zero(m + 1, m);
  Eigen::VectorXd cosines(m), sines(m), rhs(m + 1);
  Eigen::VectorXd residual(size), w(size);
  while (true) {
    apply(x, w);
    residual = b - w;
    const double beta = residual.norm();
    const double restart_residual = beta / b_norm;
    result.relative_residual = restart_residual;
    if (beta <= goal) {
      result.converged = true;
      return result;
    }
    if (result.iterations >= settings.max_iterations) return result;
    basis.col(0) = residual / beta;
    hessenberg.setZero();
    rhs.setZero();
    rhs(0) = beta;
    int columns = 0;
    for (int j = 0; j < m && result.iterations < settings.max_iterations; ++j) {
      apply(basis.col(j), w);
      ++result.iterations;
      // Gram-Schmidt, and once more when it cancelled most of w (Kahan's "twice is enough": one
      // pass loses orthogonality when the operator is nearly singular, which I - Phi'(G) is for
      // bursty sources, whose functional iteration crawls).
      const double before = w.norm();
      double next = 0.0;
      for (int pass = 0; pass < 2; ++pass) {
        for (int i = 0; i <= j; ++i) {
          const double h = basis.col(i).dot(w);
          hessenberg(i, j) += h;
          w -= h * basis.col(i);
        }
        next = w.norm();
        if (next > 0.7 * before) break;
      }
      hessenberg(j + 1, j) = next;
      for (int i = 0; i < j; ++i) {  // the earlier rotations, on the new column
        const double upper = hessenberg(i, j);
        const double lower = hessenberg(i + 1, j);
        hessenberg(i, j) = cosines(i) * upper + sines(i) * lower;
        hessenberg(i + 1, j) = -sines(i) * upper + cosines(i) * lower;
      }
      const double radius = std::hypot(hessenberg(j, j), next);
      cosines(j) = radius == 0.0 ? 1.0 : hessenberg(j, j) / radius;
      sines(j) = radius == 0.0 ? 0.0 : next / radius;
      hessenberg(j, j) = radius;
      hessenberg(j + 1, j) = 0.0;
      rhs(j + 1) = -sines(j) * rhs(j);
      rhs(j) = cosines(j) * rhs(j);
      columns = j + 1;
      result.relative_residual = std::fabs(rhs(j + 1)) / b_norm;
      // A zero `next` is the exact solution in this space (a happy breakdown).
      if (std::fabs(rhs(j + 1)) <= goal || next == 0.0) break;
      basis.col(j + 1) = w / next;
    }
    const Eigen::VectorXd y = hessenberg.topLeftCorner(columns, columns)
                                  .triangularView<Eigen::Upper>()
                                  .solve(rhs.head(columns));
    if (!y.allFinite()) {  // a singular operator: no step to take
      result.relative_residual = restart_residual;
      return result;
    }
    x += basis.leftCols(columns) * y;
  }
}

}  // namespace kncube::analytical
