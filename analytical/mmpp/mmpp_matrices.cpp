#include "analytical/mmpp/mmpp_matrices.h"

namespace kncube::analytical {

Mmpp superpose(const std::vector<MmppComponent>& components) {
  Mmpp out;
  out.generator = Eigen::MatrixXd::Zero(1, 1);
  out.rates = Eigen::VectorXd::Zero(1);
  for (const MmppComponent& c : components) {
    Eigen::Matrix2d a;
    a << -c.leave_first, c.leave_first, c.leave_second, -c.leave_second;
    const Eigen::Index size = out.rates.size();
    // X (+) Y = X (x) I + I (x) Y, the earlier components being the more significant factors.
    Eigen::MatrixXd generator = Eigen::MatrixXd::Zero(2 * size, 2 * size);
    Eigen::VectorXd rates(2 * size);
    for (Eigen::Index p = 0; p < size; ++p)
      for (int s = 0; s < 2; ++s) {
        const Eigen::Index row = 2 * p + s;
        rates(row) = out.rates(p) + (s == 0 ? c.rate_first : c.rate_second);
        for (Eigen::Index q = 0; q < size; ++q) generator(row, 2 * q + s) += out.generator(p, q);
        for (int t = 0; t < 2; ++t) generator(row, 2 * p + t) += a(s, t);
      }
    out.generator = std::move(generator);
    out.rates = std::move(rates);
  }
  return out;
}

Eigen::RowVectorXd stationary_vector(const Eigen::MatrixXd& generator) {
  // Solve pi (A + e e_0^T) = e_0^T... replace the first column of A by ones for the normalisation.
  const Eigen::Index size = generator.rows();
  Eigen::MatrixXd system = generator;
  system.col(0).setOnes();
  Eigen::RowVectorXd right = Eigen::RowVectorXd::Zero(size);
  right(0) = 1.0;
  return system.transpose().fullPivLu().solve(right.transpose()).transpose();
}

}  // namespace kncube::analytical
