#include "testbenches/application/sweep/engine/background_curves.h"

#include <algorithm>
#include <chrono>
#include <string>

#include "analytical/common/parallel_tasks.h"
#include "testbenches/testbench/simulation/elapsed_ticker.h"

namespace kncube::sweep {

namespace {

// Every model's curve, its predictions shared among `threads` threads (they are independent and
// a model's predict() is const: the analytical library keeps no state between calls). Cancelled,
// the curves are incomplete and not used.
std::vector<ModelCurve> compute_curves(const ReferenceModels& models, int points, unsigned threads,
                                       const std::atomic<bool>& cancelled, std::atomic<std::size_t>& done) {
  const std::size_t per_model = points > 1 ? static_cast<std::size_t>(points - 1) : 0;
  std::vector<std::vector<analytical::Prediction>> predictions(models.models.size(),
                                                               std::vector<analytical::Prediction>(per_model));
  analytical::run_parallel_tasks(
      models.models.size() * per_model, threads,
      [&](std::size_t k) {
        const std::size_t m = k / per_model;
        const std::size_t i = k % per_model;
        predictions[m][i] = curve_point(models.models[m], static_cast<int>(i) + 1, points);
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
      curves_(std::async(std::launch::async, [this, &models, points] {
        return compute_curves(models, points, analytical::hardware_threads(), cancelled_, done_);
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

}  // namespace kncube::sweep
