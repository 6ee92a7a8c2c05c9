#include "analytical/dally/dally_zero_load.h"

#include <cmath>
#include <stdexcept>

#include "analytical/dally/dally_sizing.h"

namespace kncube::analytical {

double dally_mean_distance(double k, int n) {
  if (!(k >= 2.0) || n < 1) throw std::invalid_argument("dally_mean_distance: need k >= 2 and n >= 1");
  return n * (k - 1.0) / 2.0;
}

DallyZeroLoad dally_zero_load(double k, int n, double message_bits, double channel_width, double channel_delay,
                              double channel_period) {
  if (!(channel_width > 0.0)) throw std::invalid_argument("dally_zero_load: channel width must be positive");
  DallyZeroLoad z;
  z.header_delay = channel_delay * dally_mean_distance(k, n);
  z.serialisation = channel_period * message_bits / channel_width;
  return z;
}

double dally_zero_load_latency(double k, int n, double message_bits, double channel_delay) {
  return dally_zero_load(k, n, message_bits, dally_constant_bisection_channel_width(k), channel_delay, channel_delay)
      .total();
}

double dally_latency_dimension_derivative(double k, double nodes, double message_bits) {
  if (!(k > 1.0) || !(nodes > 1.0)) throw std::invalid_argument("dally_latency_dimension_derivative: need k > 1, N > 1");
  const double ln_k = std::log(k);
  return (k - 1.0 - k * ln_k) / 2.0 + 2.0 * message_bits * ln_k * ln_k / (k * std::log(nodes));
}

}  // namespace kncube::analytical
