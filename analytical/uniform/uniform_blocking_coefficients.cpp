#include "analytical/uniform/uniform_blocking_coefficients.h"

#include "analytical/uniform/uniform_pass_coefficients.h"

namespace kncube::analytical {
namespace {

// sum_e coefficients[e] x^e by Horner's rule.
double polynomial(const std::vector<double>& coefficients, double x) {
  double value = 0.0;
  for (auto it = coefficients.rbegin(); it != coefficients.rend(); ++it) value = value * x + *it;
  return value;
}

}  // namespace

double BlockingCoefficients::mean_blocking(double all_adaptive, double adaptive_and_escape) const {
  return polynomial(by_power, all_adaptive) * adaptive_and_escape;
}

double class_blocking(const std::vector<double>& pass_sums, double all_adaptive, double adaptive_and_escape) {
  // The power of P_a falls as z rises: P_a^{n_H - 1 - z}, so the coefficients run in reverse.
  double value = 0.0;
  for (double c : pass_sums) value = value * all_adaptive + c;
  return value * adaptive_and_escape;
}

BlockingCoefficients blocking_coefficients(const DestinationSet& destinations, int n, HopIndex index) {
  BlockingCoefficients out;
  out.by_dimensions.resize(static_cast<std::size_t>(n) + 1);
  for (int m = 1; m <= n; ++m) out.by_dimensions[static_cast<std::size_t>(m)].assign(static_cast<std::size_t>(m), 0.0);
  out.per_class.reserve(destinations.classes.size());
  for (const DestinationClass& c : destinations.classes) {
    out.per_class.push_back(pass_sums(c.hops, index));
    std::vector<double>& row = out.by_dimensions[static_cast<std::size_t>(c.dimensions())];
    const double share = c.multiplicity / destinations.destinations;
    for (std::size_t z = 0; z < row.size(); ++z) row[z] += share * out.per_class.back()[z];
  }
  out.by_power.assign(static_cast<std::size_t>(n), 0.0);
  for (int m = 1; m <= n; ++m)
    for (int z = 0; z < m; ++z)
      out.by_power[static_cast<std::size_t>(m - z - 1)] += out.by_dimensions[static_cast<std::size_t>(m)][static_cast<std::size_t>(z)];
  return out;
}

}  // namespace kncube::analytical
