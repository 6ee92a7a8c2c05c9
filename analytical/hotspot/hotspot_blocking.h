#pragma once
// Blocking probability with a termination probability (spec 02 §3.0 B10 = T4.16-T4.18, P16-P18):
// how likely a message that makes on average l hops per dimension is blocked at a channel whose
// all-busy probabilities are (P_a, P_a&d), given that it does not know how many of the n
// dimensions it still has to cross.

#include <vector>

#include "analytical/common/channel_occupancy.h"

namespace kncube::analytical {

// P_t = min(1, 1/l) (B10 with the clamp of A-4). Messages making at most one hop per dimension
// (l <= 1) are taken to finish a dimension at every hop, so they never block.
double termination_probability(double hops_per_dimension);

// Hypercube (T4.45, T4.48): a message with `remaining` dimensions left to cross (this one
// included) blocks only if the adaptive VCs of all of them and the escape VC are busy:
// P_a^(remaining-1) P_a&d.
double blocking_with_remaining(const BusyProbabilities& busy, int remaining);

// pi_beta(l) for beta = 0..n, and phi(l; P_a, P_a&d). Built once per distinct l (the binomial
// weights do not depend on the load), evaluated in every fixed-point iteration without allocating.
class RemainingDimensions {
 public:
  RemainingDimensions(int dimensions, double hops_per_dimension);

  int dimensions() const { return static_cast<int>(weights_.size()) - 1; }
  double termination() const { return termination_; }
  // pi_beta = C(n, beta) (1 - P_t)^beta P_t^(n - beta) (T4.17), with 0^0 = 1.
  double probability(int beta) const { return weights_[static_cast<std::size_t>(beta)]; }
  // phi = sum_{beta=1}^{n} pi_beta P_a^(beta-1) P_a&d (T4.18): blocked only if the adaptive VCs of
  // all beta remaining dimensions are busy and the escape dimension's deterministic VC is too.
  double blocking(const BusyProbabilities& busy) const;

 private:
  double termination_ = 1.0;
  std::vector<double> weights_;
};

}  // namespace kncube::analytical
