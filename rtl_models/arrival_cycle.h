#pragma once
// The cycle at which a message arriving at time t (in cycles, a double from an ArrivalProcess) is
// generated: floor(t), as an integer, so an interface compares one integer per cycle instead of
// converting its cycle to a double. Exactly equivalent to the definition "generated at cycle c when
// t < c + 1": floor(t) <= c exactly when t < c + 1 for an integer c, since floor(t) <= t <
// floor(t) + 1. Times that no simulation reaches (infinity: no more arrivals; NaN compares false
// like infinity did) map to kNeverArrives.

#include <cmath>
#include <limits>

#include "rtl_models/flit.h"

namespace kncube::rtl {

inline constexpr Cycle kNeverArrives = std::numeric_limits<Cycle>::max();

inline Cycle arrival_cycle(double time) {
  // Bounds of 2^62 keep the conversion defined; no run counts that many cycles.
  constexpr double bound = 0x1p62;
  if (!(time < bound)) return kNeverArrives;  // also NaN
  if (time < -bound) return -std::numeric_limits<Cycle>::max();
  return static_cast<Cycle>(std::floor(time));
}

}  // namespace kncube::rtl
