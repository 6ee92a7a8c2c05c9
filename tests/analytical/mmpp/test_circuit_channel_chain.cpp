// One channel's VC occupancy under MMPP probes (spec 04 B.4): against the M/M/1/V queue for a
// Poisson channel, and against the whole (V+1) x phases chain solved in one piece.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "analytical/mmpp/circuit_channel_chain.h"
#include "analytical/mmpp/mmpp_matrices.h"

namespace kncube::analytical {
namespace {

// The chain written out state by state and solved with a full-pivoting LU of the whole generator.
std::vector<double> whole_chain_occupancy(const Mmpp& channel, int vcs, double holding) {
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
  std::vector<double> occupancy(static_cast<std::size_t>(vcs) + 1, 0.0);
  for (int i = 0; i <= vcs; ++i) occupancy[static_cast<std::size_t>(i)] = p.segment(i * phases, phases).sum();
  return occupancy;
}

TEST(CircuitChannelChain, PoissonProbesGiveTheMM1VDistribution) {
  // One phase, and reservations that end at 1/S whenever one is busy (the busy VCs share the
  // channel): the M/M/1/V queue, P_v = a^v / sum_u a^u with a = lambda S.
  for (const double load : {0.05, 1.0, 7.5}) {
    Mmpp poisson = superpose({});
    poisson.rates(0) = load / 20.0;
    for (int vcs = 1; vcs <= 8; ++vcs) {
      const std::vector<double> p = channel_occupancy(poisson, vcs, 20.0);
      double total = 0.0;
      for (int v = 0; v <= vcs; ++v) total += std::pow(load, v);
      for (int v = 0; v <= vcs; ++v)
        EXPECT_NEAR(p[static_cast<std::size_t>(v)], std::pow(load, v) / total, 1e-14) << load << " " << vcs << " " << v;
    }
  }
}

TEST(CircuitChannelChain, LevelReductionEqualsTheWholeChain) {
  // Bursty channels of 2 to 32 phases (time scales a factor 10 apart, as RECON-AN fits them),
  // light to nearly always full. The two solutions round differently: up to 2e-12 apart where
  // rates span five decades and the channel is full 99% of the time.
  const std::vector<MmppComponent> scales = {{0.02, 0.05, 0.3, 0.01},      {0.002, 0.004, 0.2, 0.0},
                                             {0.0002, 0.0005, 0.15, 0.02}, {2e-5, 3e-5, 0.1, 0.0},
                                             {2e-6, 6e-6, 0.12, 0.01}};
  for (std::size_t count = 1; count <= scales.size(); ++count) {
    const Mmpp channel = superpose(std::vector<MmppComponent>(scales.begin(), scales.begin() + static_cast<long>(count)));
    for (const int vcs : {1, 3, 7})
      for (const double holding : {2.0, 40.0, 400.0}) {
        const std::vector<double> fast = channel_occupancy(channel, vcs, holding);
        const std::vector<double> whole = whole_chain_occupancy(channel, vcs, holding);
        double total = 0.0;
        for (int v = 0; v <= vcs; ++v) {
          EXPECT_NEAR(fast[static_cast<std::size_t>(v)], whole[static_cast<std::size_t>(v)], 1e-10)
              << count << " components, V=" << vcs << ", S=" << holding << ", v=" << v;
          EXPECT_GE(fast[static_cast<std::size_t>(v)], 0.0);
          total += fast[static_cast<std::size_t>(v)];
        }
        EXPECT_NEAR(total, 1.0, 1e-13);
      }
  }
}

}  // namespace
}  // namespace kncube::analytical
