#include "testbenches/application/sweep/engine/background_curves.h"

#include <time.h>

#include <algorithm>
#include <chrono>
#include <string>
#include <vector>

#include "analytical/common/parallel_tasks.h"
#include "testbenches/testbench/simulation/elapsed_ticker.h"

namespace kncube::sweep {

namespace {

// CPU time of the calling thread, nanoseconds.
std::int64_t thread_cpu_nanoseconds() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<std::int64_t>(now.tv_sec) * 1000000000 + now.tv_nsec;
}

// The order in which a curve's `count` predictions are made, as indices from its highest rate
// down: bit-reversed counting (0, count/2, count/4, 3 count/4, ...), so that the predictions
// finished at any moment spread over the whole curve and their mean cost is a fair sample of its
// points' (the dearest, at the highest rate, first). Made from the highest rate down instead, the
// estimate after the calibration of a 2^6-phase circuit-mmpp sweep read 9.2 CPU-s for curves that
// took 3.3.
std::vector<std::size_t> spread_order(std::size_t count) {
  int bits = 0;
  while ((std::size_t{1} << bits) < count) ++bits;
  std::vector<std::size_t> order;
  order.reserve(count);
  for (std::size_t k = 0; k < (std::size_t{1} << bits); ++k) {
    std::size_t reversed = 0;
    for (int b = 0; b < bits; ++b) reversed |= ((k >> b) & 1) << (bits - 1 - b);
    if (reversed < count) order.push_back(reversed);
  }
  return order;
}

// Every model's curve, its predictions shared among `threads` threads (they are independent and
// a model's predict() is const: the analytical library keeps no state between calls). Cancelled,
// the curves are incomplete and not used.
std::vector<ModelCurve> compute_curves(const ReferenceModels& models, int points, unsigned threads,
                                       const std::atomic<bool>& cancelled, std::atomic<std::size_t>& done,
                                       std::atomic<std::int64_t>& cpu_nanoseconds) {
  const std::size_t per_model = points > 1 ? static_cast<std::size_t>(points - 1) : 0;
  std::vector<std::vector<analytical::Prediction>> predictions(models.models.size(),
                                                               std::vector<analytical::Prediction>(per_model));
  const std::vector<std::size_t> order = spread_order(per_model);
  analytical::run_parallel_tasks(
      models.models.size() * per_model, threads,
      [&](std::size_t k) {
        const std::int64_t start = thread_cpu_nanoseconds();
        const std::size_t m = k / per_model;
        const std::size_t i = per_model - 1 - order[k % per_model];
        predictions[m][i] = curve_point(models.models[m], static_cast<int>(i) + 1, points);
        cpu_nanoseconds += thread_cpu_nanoseconds() - start;
        ++done;
      },
      &cancelled);
  std::vector<ModelCurve> curves;
  for (std::size_t m = 0; m < models.models.size(); ++m) curves.push_back(curve_of(models.models[m], std::move(predictions[m])));
  return curves;
}

}  // namespace

BackgroundCurves::BackgroundCurves(const ReferenceModels& models, int points)
    : total_(models.models.size() * static_cast<std::size_t>(std::max(points - 1, 0))),
      threads_(static_cast<unsigned>(std::clamp<std::size_t>(total_, 1, analytical::hardware_threads()))),
      curves_(std::async(std::launch::async, [this, &models, points] {
        return compute_curves(models, points, threads_, cancelled_, done_, cpu_nanoseconds_);
      })) {}

BackgroundCurves::~BackgroundCurves() {
  cancelled_ = true;
  if (curves_.valid()) curves_.wait();
}

std::vector<ModelCurve> BackgroundCurves::take(std::ostream& progress, double interval_seconds) {
  if (curves_.wait_for(std::chrono::seconds(0)) != std::future_status::ready) {
    const simulation::ElapsedTicker ticker(progress, interval_seconds,
                                           "kncube sweep: waiting for the models' curves for the plot", [this] {
                                             return std::to_string(done_.load()) + " of " + std::to_string(total_) +
                                                    " predictions";
                                           });
    curves_.wait();
  }
  return curves_.get();
}

CurveProgress BackgroundCurves::progress() const {
  CurveProgress now;
  now.total = total_;
  now.finished = done_.load();
  now.cpu_seconds = static_cast<double>(cpu_nanoseconds_.load()) * 1e-9;
  now.wall_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  now.threads = threads_;
  return now;
}

}  // namespace kncube::sweep
