#include "analytical/mmpp/circuit_channel_chain.h"

namespace kncube::analytical {

std::vector<double> channel_occupancy(const Mmpp& channel, int vcs, double holding) {
  ChannelChain chain;
  return chain.occupancy(channel, vcs, holding);
}

std::vector<double> ChannelChain::occupancy(const Mmpp& channel, int vcs, double holding) {
  // The chain is a finite quasi-birth-death process in the busy count i: from level i probes lead
  // up at the phase rates (U = diag(rates), i < V), reservations end down at 1/S_c (D = I / S_c,
  // i > 0), phases change within a level. Linear level reduction from the top: pi_i = pi_{i-1} R_i
  // with R_V = U (-L_V)^-1 and R_i = U (-(L_i + R_{i+1} D))^-1, then level 0 alone. V solves of the
  // phase size instead of one of (V+1) times it: 2^5 phases and 5 VCs took 0.4 s per call with a
  // full-pivoting LU of the whole chain, called some 30 times per rate by the fixed point.
  const Eigen::Index phases = channel.rates.size();
  const double release = 1.0 / holding;
  Eigen::MatrixXd within = channel.generator;  // phase changes, without the diagonal
  within.diagonal().setZero();
  const Eigen::VectorXd leave_phase = within.rowwise().sum();
  auto local = [&](int level) {  // L_i: within-level block with the full diagonal of the chain
    Eigen::MatrixXd l = within;
    for (Eigen::Index j = 0; j < phases; ++j)
      l(j, j) = -(leave_phase(j) + (level < vcs ? channel.rates(j) : 0.0) + (level > 0 ? release : 0.0));
    return l;
  };
  std::vector<Eigen::MatrixXd>& r = rate_matrices_;  // r[i] = R_i, i = 1..V
  if (r.size() < static_cast<std::size_t>(vcs) + 1) r.resize(static_cast<std::size_t>(vcs) + 1);
  Eigen::MatrixXd censored = local(vcs);  // L_i + R_{i+1} D, the level-i block of the chain censored on levels <= i
  for (int i = vcs; i >= 1; --i) {
    // R_i = U (-censored)^-1, solved as (-censored)^T R_i^T = U^T.
    const Eigen::MatrixXd up = channel.rates.asDiagonal();
    r[static_cast<std::size_t>(i)] = (-censored).transpose().partialPivLu().solve(up.transpose()).transpose();
    censored = local(i - 1) + release * r[static_cast<std::size_t>(i)];
  }
  // Level 0: pi_0 censored = 0 with pi_0 w = 1, w = e + R_1 (e + R_2 (e + ...)) the mass of all
  // levels per unit of pi_0; the censored generator's rows sum to 0, so w replaces one column.
  Eigen::VectorXd mass = Eigen::VectorXd::Ones(phases);
  for (int i = vcs; i >= 1; --i) mass = Eigen::VectorXd::Ones(phases) + r[static_cast<std::size_t>(i)] * mass;
  Eigen::MatrixXd system = censored;
  system.col(0) = mass;
  Eigen::VectorXd first = Eigen::VectorXd::Zero(phases);
  first(0) = 1.0;
  Eigen::RowVectorXd level = system.transpose().partialPivLu().solve(first).transpose();
  std::vector<double> occupancy(static_cast<std::size_t>(vcs) + 1, 0.0);
  occupancy[0] = level.sum();
  for (int i = 1; i <= vcs; ++i) {
    level = level * r[static_cast<std::size_t>(i)];
    occupancy[static_cast<std::size_t>(i)] = level.sum();
  }
  return occupancy;
}

}  // namespace kncube::analytical
