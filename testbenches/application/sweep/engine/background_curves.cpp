#include "testbenches/application/sweep/engine/background_curves.h"

#include <algorithm>
#include <chrono>
#include <optional>
#include <string>
#include <thread>

#include "analytical/common/parallel_tasks.h"
#include "testbenches/testbench/simulation/elapsed_ticker.h"

namespace kncube::sweep {

namespace {

// Every model's curve, its predictions shared among `threads` threads (they are independent and
// a model's predict() is const: the analytical library keeps no state between calls), assembled
// in order as dense_curve() does.
std::vector<ModelCurve> compute_curves(const ReferenceModels& models, int points, unsigned threads,
                                       const std::atomic<bool>& cancelled, std::atomic<std::size_t>& done) {
  const std::size_t per_model = points > 1 ? static_cast<std::size_t>(points - 1) : 0;
  std::vector<std::optional<analytical::Prediction>> predictions(models.models.size() * per_model);
  analytical::run_parallel_tasks(
      predictions.size(), threads,
      [&](std::size_t k) {
        predictions[k] = curve_point(models.models[k / per_model], static_cast<int>(k % per_model) + 1, points);
        ++done;
      },
      &cancelled);
  std::vector<ModelCurve> curves;
  for (std::size_t m = 0; m < models.models.size(); ++m) {
    ModelCurve curve = {zero_load_point(models.models[m])};
    for (std::size_t i = 0; i < per_model; ++i) {
      std::optional<analytical::Prediction>& p = predictions[m * per_model + i];
      if (p && !p->saturated) curve.push_back(std::move(*p));
    }
    curves.push_back(std::move(curve));
  }
  return curves;
}

}  // namespace

BackgroundCurves::BackgroundCurves(const ReferenceModels& models, int points)
    : total_(models.models.size() * static_cast<std::size_t>(std::max(points - 1, 0))),
      curves_(std::async(std::launch::async, [this, &models, points] {
        return compute_curves(models, points, std::max(1u, std::thread::hardware_concurrency()), cancelled_, done_);
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
