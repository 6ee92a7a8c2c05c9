#include "analytical/vocabulary/arrival_spec.h"

namespace kncube {

double MmppComponent::mean_rate() const {
  const double p = probability_first();
  return p * rate_first + (1.0 - p) * rate_second;
}

double mean_rate(const std::vector<MmppComponent>& components) {
  double sum = 0.0;
  for (const MmppComponent& c : components) sum += c.mean_rate();
  return sum;
}

std::string_view to_string(Switching s) { return s == Switching::wormhole ? "wormhole" : "circuit"; }

std::string_view to_string(ArrivalKind a) {
  switch (a) {
    case ArrivalKind::poisson: return "poisson";
    case ArrivalKind::bernoulli: return "bernoulli";
    case ArrivalKind::mmpp: return "mmpp";
  }
  return "?";
}

}  // namespace kncube
