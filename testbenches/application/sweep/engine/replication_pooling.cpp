#include "testbenches/application/sweep/engine/replication_pooling.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "testbenches/testbench/stats/batch_means.h"

namespace kncube::sweep {

simulation::MeasuredValue pool_batch_means(const std::vector<simulation::MeasuredValue>& runs, int batches) {
  if (runs.empty() || batches < 2) throw std::invalid_argument("pool_batch_means: no runs or fewer than 2 batches");
  if (runs.size() == 1) return runs.front();
  const double b = batches;
  const double r = static_cast<double>(runs.size());
  double mean = 0.0;
  for (const auto& run : runs) mean += run.mean;
  mean /= r;
  const double t_run = stats::student_t_975(batches - 1);
  double squares = 0.0;
  for (const auto& run : runs) {
    const double s = run.ci95 * std::sqrt(b) / t_run;
    squares += (b - 1.0) * s * s + b * (run.mean - mean) * (run.mean - mean);
  }
  const int samples = batches * static_cast<int>(runs.size());
  const double s = std::sqrt(squares / (samples - 1));
  return {mean, stats::student_t_975(samples - 1) * s / std::sqrt(static_cast<double>(samples))};
}

stats::LatencyPercentiles pool_percentiles(const std::vector<stats::LatencyPercentiles>& runs) {
  stats::LatencyPercentiles pooled;
  double p50 = 0.0, p90 = 0.0, p99 = 0.0, max = 0.0;
  int counted = 0;
  for (const auto& run : runs) {
    if (!std::isfinite(run.p50) || !std::isfinite(run.p90) || !std::isfinite(run.p99) || !std::isfinite(run.max)) continue;
    p50 += run.p50;
    p90 += run.p90;
    p99 += run.p99;
    max = counted == 0 ? run.max : std::max(max, run.max);
    ++counted;
  }
  if (counted == 0) return pooled;
  pooled.p50 = p50 / counted;
  pooled.p90 = p90 / counted;
  pooled.p99 = p99 / counted;
  pooled.max = max;
  return pooled;
}

}  // namespace kncube::sweep
