#include "testbenches/application/sweep/engine/point_verdict.h"

#include <cmath>

namespace kncube::sweep {

PointVerdict judge_point(const simulation::MeasuredValue& compared, double offset, const analytical::Prediction& prediction, double tolerance,
                         bool point_saturated) {
  PointVerdict v;
  v.measured = compared.mean - offset;
  v.ci95 = compared.ci95;
  if (prediction.saturated) {
    v.verdict = "saturated";
    v.reason = "model saturated: " + prediction.reason;
    return v;
  }
  v.predicted = prediction.latency;
  v.relative_error = v.measured != 0.0 ? (v.predicted - v.measured) / v.measured : 0.0;
  if (point_saturated) {
    v.verdict = "saturated";
    v.reason = "simulation saturated";
    return v;
  }
  v.verdict = std::fabs(v.predicted - v.measured) <= v.ci95 + tolerance * std::fabs(v.measured) ? "agree" : "differ";
  return v;
}

}  // namespace kncube::sweep
