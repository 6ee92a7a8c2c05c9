#include "testbenches/application/compare/studies/common_rates.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace kncube::compare {

namespace {

bool usable(double rate) { return std::isfinite(rate) && rate > 0.0; }

}  // namespace

std::vector<double> common_rates(const std::vector<double>& saturation_rates, int points) {
  double largest = 0.0;
  for (double rate : saturation_rates)
    if (usable(rate)) largest = std::max(largest, rate);
  std::vector<double> rates;
  if (largest == 0.0) return rates;
  for (int i = 0; i < points; ++i) rates.push_back(largest * (2 * i + 1) / (2.0 * points));
  return rates;
}

double light_load_rate(const std::vector<double>& saturation_rates, double share) {
  double smallest = std::numeric_limits<double>::infinity();
  for (double rate : saturation_rates)
    if (usable(rate)) smallest = std::min(smallest, rate);
  return std::isfinite(smallest) ? share * smallest : 0.0;
}

}  // namespace kncube::compare
