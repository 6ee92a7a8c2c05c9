#include "analytical/mmpp/circuit_setup_time.h"

#include <cmath>

namespace kncube::analytical {

CircuitAttempts circuit_attempts(int hops, double all_busy) {
  CircuitAttempts out;
  out.blocking.resize(hops);
  out.failure.resize(hops);
  double passed = 1.0;  // prod_{j<i} (1 - P_bj)
  for (int i = 0; i < hops; ++i) {
    // All V VCs of each of the D - i remaining profitable channels, taken independent.
    out.blocking[i] = std::pow(all_busy, hops - i);
    out.failure[i] = out.blocking[i] * passed;
    passed *= 1.0 - out.blocking[i];
  }
  out.success = passed;
  out.reserved = hops * out.success;
  for (int i = 0; i < hops; ++i) out.reserved += i * out.failure[i];
  return out;
}

double setup_time_from_source(const std::vector<double>& blocking) {
  // E_i = x_i E_0 + y_i, solved forward from E_0 = x_0 E_0 + y_0 to E_D = 0.
  double x = 1.0, y = 0.0;
  for (std::size_t i = 1; i <= blocking.size(); ++i) {
    const double b = blocking[i - 1];
    x = (x - b) / (1.0 - b);
    y = (y - static_cast<double>(i - 1) * b) / (1.0 - b) - 1.0;
  }
  return -y / x;
}

}  // namespace kncube::analytical
