#include "testbenches/testbench/monitor/verdict.h"

#include <cmath>

namespace kncube::monitor {

const char* to_string(Verdict verdict) {
  switch (verdict) {
    case Verdict::agree: return "agree";
    case Verdict::differ: return "differ";
    case Verdict::saturated: return "saturated";
    case Verdict::no_model: return "no-model";
  }
  return "?";
}

ModelVerdict judge(const simulation::MeasuredValue& measured, double offset, const analytical::Prediction& prediction,
                   double tolerance, bool run_saturated, const std::string& run_reason) {
  ModelVerdict v;
  v.measured = measured.mean - offset;
  v.ci95 = measured.ci95;
  if (prediction.saturated) {
    v.verdict = Verdict::saturated;
    v.reason = "model saturated: " + prediction.reason;
    return v;
  }
  v.predicted = prediction.latency;
  v.relative_error = v.measured != 0.0 ? (v.predicted - v.measured) / v.measured : 0.0;
  if (run_saturated) {
    v.verdict = Verdict::saturated;
    v.reason = "simulation saturated: " + run_reason;
    return v;
  }
  v.verdict = std::fabs(v.predicted - v.measured) <= v.ci95 + tolerance * std::fabs(v.measured) ? Verdict::agree : Verdict::differ;
  return v;
}

}  // namespace kncube::monitor
