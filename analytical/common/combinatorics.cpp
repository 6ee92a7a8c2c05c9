#include "analytical/common/combinatorics.h"

#include <cmath>

namespace kncube::analytical {

double binomial(std::int64_t a, std::int64_t b) {
  if (b < 0 || a < 0 || a < b) return 0.0;
  if (b > a - b) b = a - b;
  double result = 1.0;
  for (std::int64_t i = 1; i <= b; ++i) result = result * static_cast<double>(a - b + i) / static_cast<double>(i);
  // The running product is exact in rational terms; rounding removes the division error.
  return result < 9.0e15 ? std::round(result) : result;
}

double box(std::int64_t r, std::int64_t m, std::int64_t lo, std::int64_t hi) {
  if (m == 0) return r == 0 ? 1.0 : 0.0;
  if (hi < lo) return 0.0;
  const std::int64_t q = hi - lo + 1;
  double total = 0.0;
  for (std::int64_t l = 0; l <= m; ++l) {
    const std::int64_t rest = r - m * lo - q * l;
    if (rest < 0) break;
    const double term = binomial(m, l) * binomial(rest + m - 1, m - 1);
    total += (l % 2 == 0) ? term : -term;
  }
  return total;
}

}  // namespace kncube::analytical
