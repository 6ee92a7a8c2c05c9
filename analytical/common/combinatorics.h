#pragma once
// Counting helpers shared by the topology counts and the models.

#include <cstdint>

namespace kncube::analytical {

// C(a, b) as a double; 0 when b < 0, a < 0 or a < b (spec 01 §1 convention).
double binomial(std::int64_t a, std::int64_t b);

// Number of ways to put r identical objects into m distinct cells holding lo..hi objects each
// (spec 02 §3.0 B1; the thesis's Proposition 2.1). box(r, 0, ., .) = [r == 0].
double box(std::int64_t r, std::int64_t m, std::int64_t lo, std::int64_t hi);

// Ordered ways to write r as a sum of m parts each in [1, q] (spec 01 §2.2 F_q(r, m)).
inline double compositions(std::int64_t r, std::int64_t m, std::int64_t q) { return box(r, m, 1, q); }

}  // namespace kncube::analytical
