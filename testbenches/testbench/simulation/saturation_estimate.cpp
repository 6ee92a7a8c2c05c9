#include "testbenches/testbench/simulation/saturation_estimate.h"

namespace kncube::sweep {

SaturationEstimate estimate_saturation(const std::function<bool(double rate)>& saturates, int message_length, int steps,
                                       int max_doublings) {
  SaturationEstimate estimate;
  auto probe = [&](double rate) {
    const bool saturated = saturates(rate);
    estimate.probes.push_back({rate, saturated});
    return saturated;
  };
  double low = 0.0;
  double high = 1.0 / message_length;
  for (int i = 0; i < max_doublings && !probe(high); ++i) {
    low = high;
    high *= 2.0;
  }
  for (int i = 0; i < steps; ++i) {
    const double middle = 0.5 * (low + high);
    if (probe(middle))
      high = middle;
    else
      low = middle;
  }
  estimate.low = low;
  estimate.high = high;
  // Every probe saturated: the bracket's lower end is still 0, which no sweep can use.
  estimate.rate = low > 0.0 ? low : 0.5 * high;
  return estimate;
}

}  // namespace kncube::sweep
