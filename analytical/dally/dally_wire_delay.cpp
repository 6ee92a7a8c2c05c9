#include "analytical/dally/dally_wire_delay.h"

#include <cmath>
#include <stdexcept>

#include "analytical/dally/dally_zero_load.h"

namespace kncube::analytical {

double dally_longest_wire(double k, int n) {
  if (!(k >= 1.0) || n < 2) throw std::invalid_argument("dally_longest_wire: need k >= 1 and n >= 2");
  return std::pow(k, n / 2.0 - 1.0);
}

double dally_channel_delay(DallyDelayModel model, double k, int n) {
  switch (model) {
    case DallyDelayModel::constant: return 1.0;
    case DallyDelayModel::logarithmic: return 1.0 + std::log(dally_longest_wire(k, n));
    case DallyDelayModel::linear: return dally_longest_wire(k, n);
  }
  throw std::invalid_argument("dally_channel_delay: unknown delay model");
}

DallyDimensionSweep dally_latency_by_dimension(double nodes, double message_bits, DallyDelayModel model) {
  if (!(nodes >= 4.0)) throw std::invalid_argument("dally_latency_by_dimension: need N >= 4 (n = 2 with k >= 2)");
  // floor(log2 N), nudged so that exact powers of two are not lost to rounding.
  const int max_dimension = static_cast<int>(std::floor(std::log2(nodes) + 1e-9));
  DallyDimensionSweep sweep;
  sweep.points.reserve(static_cast<std::size_t>(max_dimension - 1));
  for (int n = 2; n <= max_dimension; ++n) {
    DallyDimensionLatency p;
    p.n = n;
    p.k = std::pow(nodes, 1.0 / n);
    // Snap roots that are integers up to rounding (e.g. 2^20 at n = 20 giving 1.9999999999).
    if (std::abs(p.k - std::round(p.k)) < 1e-9 * p.k) p.k = std::round(p.k);
    p.channel_delay = dally_channel_delay(model, p.k, n);
    p.latency = dally_zero_load_latency(p.k, n, message_bits, p.channel_delay);
    if (sweep.points.empty() || p.latency < sweep.best_latency) {
      sweep.best_dimension = n;
      sweep.best_latency = p.latency;
    }
    sweep.points.push_back(p);
  }
  return sweep;
}

}  // namespace kncube::analytical
