#include "analytical/permutation/permutation_counts.h"

#include <cmath>
#include <stdexcept>

#include "analytical/common/combinatorics.h"

namespace kncube::analytical {

std::vector<double> two_cycle_difference_counts(int k, int cycles, int fixed_digits) {
  if (k < 2 || cycles < 0 || fixed_digits < 0) throw std::invalid_argument("two_cycle_difference_counts: bad arguments");
  const int n = 2 * cycles + fixed_digits;
  std::vector<double> counts(static_cast<std::size_t>(n) + 1, 0.0);
  const double kk = k;
  for (int swapped = 0; swapped <= cycles; ++swapped)  // two-cycles whose two digits differ
    counts[static_cast<std::size_t>(2 * swapped)] = binomial(cycles, swapped) * std::pow(kk, cycles - swapped) *
                                                    std::pow(kk * kk - kk, swapped) * std::pow(kk, fixed_digits);
  return counts;
}

std::vector<double> single_cycle_difference_counts(int k, int n) {
  if (k < 2 || n < 1) throw std::invalid_argument("single_cycle_difference_counts: need k >= 2 and n >= 1");
  std::vector<double> counts(static_cast<std::size_t>(n) + 1, 0.0);
  const double colours = k - 1.0;
  for (int i = 0; i <= n; ++i) {
    const double ring = std::pow(colours, i) + (i % 2 == 0 ? colours : -colours);
    counts[static_cast<std::size_t>(i)] = binomial(n, i) * ring;
  }
  return counts;
}

std::vector<double> difference_counts(PermutationPattern pattern, int k, int n) {
  if (pattern == PermutationPattern::digit_reversal) return two_cycle_difference_counts(k, n / 2, n % 2);
  if (n % 2 == 0) return two_cycle_difference_counts(k, n / 2, 0);
  return single_cycle_difference_counts(k, n);
}

}  // namespace kncube::analytical
