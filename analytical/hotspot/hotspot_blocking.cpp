#include "analytical/hotspot/hotspot_blocking.h"

#include <stdexcept>

#include "analytical/common/combinatorics.h"

namespace kncube::analytical {
namespace {

// x^e for a small non-negative integer e, with 0^0 = 1 (B10 convention).
double integer_power(double x, int e) {
  double result = 1.0;
  for (int i = 0; i < e; ++i) result *= x;
  return result;
}

}  // namespace

double termination_probability(double hops_per_dimension) {
  // l = j/n < 1 would give P_t > 1 and negative pi_beta; clamp.
  return hops_per_dimension <= 1.0 ? 1.0 : 1.0 / hops_per_dimension;
}

double blocking_with_remaining(const BusyProbabilities& busy, int remaining) {
  return integer_power(busy.all_adaptive, remaining - 1) * busy.adaptive_and_escape;
}

RemainingDimensions::RemainingDimensions(int dimensions, double hops_per_dimension)
    : termination_(termination_probability(hops_per_dimension)) {
  if (dimensions < 1) throw std::invalid_argument("RemainingDimensions: need at least one dimension");
  weights_.resize(static_cast<std::size_t>(dimensions) + 1);
  for (int beta = 0; beta <= dimensions; ++beta)
    weights_[static_cast<std::size_t>(beta)] = binomial(dimensions, beta) * integer_power(1.0 - termination_, beta) *
                                               integer_power(termination_, dimensions - beta);
}

double RemainingDimensions::blocking(const BusyProbabilities& busy) const {
  double phi = 0.0;
  double adaptive_busy = 1.0;  // P_a^(beta-1)
  for (std::size_t beta = 1; beta < weights_.size(); ++beta) {
    phi += weights_[beta] * adaptive_busy;
    adaptive_busy *= busy.all_adaptive;
  }
  return phi * busy.adaptive_and_escape;
}

}  // namespace kncube::analytical
