#pragma once
// The models' curves for the plot (dense_curve), computed while the sweep's calibration runs and
// runs are: the sweep process only waits for its children meanwhile. Computed after the last
// run, a slow model's curve came in silence at the end: circuit-mmpp at 2^7 phases took 42 s for
// its 60 rates (each near saturation a Newton-Krylov solve of its queue) after runs of 2 s, and
// several minutes at 2^8 phases.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <future>
#include <ostream>
#include <vector>

#include "analytical/common/latency_model.h"
#include "testbenches/application/sweep/engine/reference_models.h"

namespace kncube::sweep {

// How far the curves are, and what their finished predictions cost (for the sweep's cost
// estimate, which extrapolates from them: sweep_cost.h, describe_curve_cost).
struct CurveProgress {
  std::size_t total = 0;      // predictions to make
  std::size_t finished = 0;   // predictions made
  double cpu_seconds = 0.0;   // the finished predictions' CPU time, summed over threads
  double wall_seconds = 0.0;  // since the curves started
  unsigned threads = 1;       // threads sharing the predictions
};

class BackgroundCurves {
 public:
  // Starts dense_curve(model, points) for every model of `models` on threads of their own, a
  // model's predictions in an order that spreads those finished at any moment over the curve (the
  // cost estimate extrapolates from them); `models` must outlive this.
  BackgroundCurves(const ReferenceModels& models, int points);
  // Cancels what is left (between two predictions) and waits for the prediction under way.
  ~BackgroundCurves();
  BackgroundCurves(const BackgroundCurves&) = delete;
  BackgroundCurves& operator=(const BackgroundCurves&) = delete;

  // The curves, in the models' order (rethrows what a model threw). While they are not ready, a
  // line on `progress` every `interval_seconds`. Once only.
  std::vector<ModelCurve> take(std::ostream& progress, double interval_seconds);
  // At any time, from any thread.
  CurveProgress progress() const;

 private:
  std::atomic<bool> cancelled_{false};
  std::atomic<std::size_t> done_{0};             // predictions made
  std::atomic<std::int64_t> cpu_nanoseconds_{0};  // their CPU time
  std::size_t total_ = 0;                        // predictions to make
  unsigned threads_ = 1;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  std::future<std::vector<ModelCurve>> curves_;
};

}  // namespace kncube::sweep
