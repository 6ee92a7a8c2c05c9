#include "analytical/mmpp/circuit_channel_chain.h"

namespace kncube::analytical {

std::vector<double> channel_occupancy(const Mmpp& channel, int vcs, double holding) {
  const Eigen::Index phases = channel.rates.size();
  const Eigen::Index size = (vcs + 1) * phases;
  Eigen::MatrixXd generator = Eigen::MatrixXd::Zero(size, size);
  for (int i = 0; i <= vcs; ++i)
    for (Eigen::Index j = 0; j < phases; ++j) {
      const Eigen::Index state = i * phases + j;
      for (Eigen::Index k = 0; k < phases; ++k)
        if (k != j) generator(state, i * phases + k) += channel.generator(j, k);
      if (i < vcs) generator(state, state + phases) += channel.rates(j);
      if (i > 0) generator(state, state - phases) += 1.0 / holding;
    }
  for (Eigen::Index s = 0; s < size; ++s) generator(s, s) = -generator.row(s).sum();
  const Eigen::RowVectorXd p = stationary_vector(generator);
  std::vector<double> occupancy(vcs + 1, 0.0);
  for (int i = 0; i <= vcs; ++i) occupancy[i] = p.segment(i * phases, phases).sum();
  return occupancy;
}

}  // namespace kncube::analytical
