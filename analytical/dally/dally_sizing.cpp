#include "analytical/dally/dally_sizing.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

namespace kncube::analytical {

namespace {

void require_radix(double k, const char* who) {
  if (!(k >= 2.0)) throw std::invalid_argument(std::string(who) + ": radix k must be >= 2");
}

// Integers in [0, x) whose bit `bit` is clear: full periods of 2^(bit+1) contribute 2^bit each.
std::int64_t clear_bit_count_below(std::int64_t x, int bit) {
  const std::int64_t half = std::int64_t{1} << bit;
  const std::int64_t period = half << 1;
  return (x / period) * half + std::min(x % period, half);
}

}  // namespace

double dally_bisection_width(double k, int n, double channel_width) {
  require_radix(k, "dally_bisection_width");
  const double nodes = std::pow(k, n);
  return 2.0 * channel_width * nodes / k;
}

double dally_constant_bisection_channel_width(double k) {
  require_radix(k, "dally_constant_bisection_channel_width");
  return k / 2.0;
}

double dally_peak_wire_density(double k, int n, double channel_width) {
  require_radix(k, "dally_peak_wire_density");
  if (n < 2 || n % 2 != 0) throw std::invalid_argument("dally_peak_wire_density: n must be even (n/2 dimensions per axis)");
  const int per_axis = n / 2;
  const double row_nodes = std::pow(k, per_axis);  // sqrt(N)
  double lower_dimensions = 0.0;                  // sum_{i=0}^{n/2-1} k^i
  for (int i = 0; i < per_axis; ++i) lower_dimensions += std::pow(k, i);
  return 2.0 * channel_width * row_nodes * lower_dimensions;
}

std::int64_t dally_binary_row_wire_density(int row_dimensions, std::int64_t position) {
  if (row_dimensions < 1 || row_dimensions > 40)
    throw std::invalid_argument("dally_binary_row_wire_density: row_dimensions must be in 1..40");
  const std::int64_t row_nodes = std::int64_t{1} << row_dimensions;
  if (position < 0 || position > row_nodes)
    throw std::invalid_argument("dally_binary_row_wire_density: position outside the row");
  std::int64_t channels = 0;
  for (int bit = 0; bit < row_dimensions; ++bit) {
    // A dimension-`bit` link joins a (bit clear) and a + 2^bit; it crosses the cut left of
    // `position` when a < position <= a + 2^bit.
    const std::int64_t span = std::int64_t{1} << bit;
    const std::int64_t first = std::max<std::int64_t>(0, position - span);
    const std::int64_t links = clear_bit_count_below(position, bit) - clear_bit_count_below(first, bit);
    channels += 2 * links;  // unidirectional: one channel each way
  }
  return channels;
}

double dally_pins_per_node(int n, double channel_width) {
  if (n < 1) throw std::invalid_argument("dally_pins_per_node: n must be >= 1");
  return 2.0 * n * channel_width;
}

double dally_hotspot_throughput(double k) { return dally_constant_bisection_channel_width(k); }

}  // namespace kncube::analytical
