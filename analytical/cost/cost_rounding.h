#pragma once
// Rounding up of the chapter-6 factors (spec 03 A13, A15), tolerant of floating-point noise: the
// closed forms meet exact integers (mu = 168, 4, 6, 96; V = 4) through pow/sqrt, and a value like
// 168.00000000000003 must stay 168, not become 169.

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace kncube::analytical {

// ceil(x), treating x within a relative 1e-9 of an integer as that integer.
inline std::int64_t ceil_ignoring_rounding_noise(double x) {
  const double nearest = std::round(x);
  if (std::abs(x - nearest) <= 1e-9 * std::max(1.0, std::abs(x))) return static_cast<std::int64_t>(nearest);
  return static_cast<std::int64_t>(std::ceil(x));
}

}  // namespace kncube::analytical
