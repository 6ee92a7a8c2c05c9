#include "analytical/common/channel_occupancy.h"

#include <cmath>
#include <limits>

#include "analytical/common/combinatorics.h"

namespace kncube::analytical {

void vc_occupancy(double lambda, double service, int vcs, std::vector<double>& out) {
  const double rho = lambda * service;
  out.assign(static_cast<std::size_t>(vcs) + 1, 0.0);
  double q = 1.0;
  double sum = 0.0;
  for (int v = 0; v < vcs; ++v) {
    out[static_cast<std::size_t>(v)] = q;
    sum += q;
    q *= rho;
  }
  out[static_cast<std::size_t>(vcs)] = q / (1.0 - rho);
  sum += out[static_cast<std::size_t>(vcs)];
  for (double& p : out) p /= sum;
}

BusyProbabilities busy_probabilities(const std::vector<double>& occupancy, EscapeVcs escape, int escape_weight) {
  const int vcs = static_cast<int>(occupancy.size()) - 1;
  const double p_all = occupancy[static_cast<std::size_t>(vcs)];
  const double p_one_free = vcs >= 1 ? occupancy[static_cast<std::size_t>(vcs - 1)] : 0.0;
  BusyProbabilities b;
  if (escape == EscapeVcs::one) {
    b.all_adaptive = p_all + p_one_free / binomial(vcs, vcs - 1);
    b.adaptive_and_escape = p_all;
  } else {
    const double p_two_free = vcs >= 2 ? occupancy[static_cast<std::size_t>(vcs - 2)] : 0.0;
    b.adaptive_and_escape = p_all + escape_weight * p_one_free / binomial(vcs, vcs - 1);
    b.all_adaptive = p_all + 2.0 * p_one_free / binomial(vcs, vcs - 1) + p_two_free / binomial(vcs, vcs - 2);
  }
  return b;
}

double mg1_wait(double lambda, double service, double min_service) {
  const double rho = lambda * service;
  if (rho >= 1.0) return std::numeric_limits<double>::infinity();
  const double excess = service - min_service;
  return lambda * (service * service + excess * excess) / (2.0 * (1.0 - rho));
}

double multiplexing_degree(const std::vector<double>& occupancy) {
  double num = 0.0;
  double den = 0.0;
  for (std::size_t v = 1; v < occupancy.size(); ++v) {
    num += static_cast<double>(v * v) * occupancy[v];
    den += static_cast<double>(v) * occupancy[v];
  }
  return den > 0.0 ? num / den : 1.0;
}

}  // namespace kncube::analytical
