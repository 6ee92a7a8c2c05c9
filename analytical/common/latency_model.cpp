#include "analytical/common/latency_model.h"

#include <cmath>
#include <stdexcept>

#include "analytical/common/parallel_tasks.h"

namespace kncube::analytical {

double PreparedModel::saturation_rate(double tolerance) const {
  // A message of M flits crossing at least one channel cannot be generated faster than 1/M per
  // node and cycle without saturating the injection channel, so 1/zero-load is a safe start.
  return bisect_saturation_rate(*this, 1.0 / zero_load_latency(), tolerance);
}

double bisect_saturation_rate(const PreparedModel& model, double initial_guess, double tolerance) {
  if (!(initial_guess > 0.0) || !std::isfinite(initial_guess))
    throw std::invalid_argument("bisect_saturation_rate: initial guess must be positive and finite");
  double low = 0.0;
  double high = initial_guess;
  // Bracket: grow `high` until saturated, remembering the last rate that converged.
  for (int i = 0; !model.predict(high).saturated; ++i) {
    if (i > 200) throw std::runtime_error("bisect_saturation_rate: model never saturates");
    low = high;
    high *= 2.0;
  }
  if (low == 0.0) {
    // Shrink instead until a rate converges.
    low = high / 2.0;
    for (int i = 0; model.predict(low).saturated; ++i) {
      if (i > 200) return 0.0;
      high = low;
      low /= 2.0;
    }
  }
  while ((high - low) > tolerance * low) {
    const double mid = 0.5 * (low + high);
    if (model.predict(mid).saturated)
      high = mid;
    else
      low = mid;
  }
  return low;
}

Curve evaluate_curve(const PreparedModel& model, const std::vector<double>& rates, unsigned threads) {
  Curve curve;
  curve.points.resize(rates.size());
  // Task 0 the saturation search, task i the prediction at rates[i - 1]: the order of the loop
  // this replaces, so an exception is the one it threw.
  run_parallel_tasks(rates.size() + 1, threads, [&](std::size_t i) {
    if (i == 0)
      curve.saturation_rate = model.saturation_rate();
    else
      curve.points[i - 1] = model.predict(rates[i - 1]);
  });
  return curve;
}

}  // namespace kncube::analytical
