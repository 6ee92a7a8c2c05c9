// The models' curves a sweep plots, computed on threads while its runs are: the same curves as
// dense_curve computes one prediction after another, a prompt stop when the sweep ends early, a
// model's failure passed on, and a line while the sweep waits for them.
#include <gtest/gtest.h>

#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <mutex>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "analytical/catalog/model_catalog.h"
#include "testbenches/application/sweep/engine/background_curves.h"

namespace kncube::sweep {
namespace {

using Clock = std::chrono::steady_clock;

// Latency 10 + rate, saturated from 0.8 on; each prediction takes `delay`, and the one at
// `failing_rate` throws.
class FakeModel final : public analytical::PreparedModel {
 public:
  explicit FakeModel(std::chrono::milliseconds delay, double failing_rate = -1.0)
      : delay_(delay), failing_rate_(failing_rate) {}
  analytical::Prediction predict(double rate) const override {
    std::this_thread::sleep_for(delay_);
    if (rate == failing_rate_) throw std::runtime_error("the model failed");
    if (rate >= 0.8) return analytical::Prediction::saturated_at(rate, "fake saturation");
    analytical::Prediction p;
    p.rate = rate;
    p.latency = 10.0 + rate;
    return p;
  }
  double zero_load_latency() const override { return 10.0; }

 private:
  std::chrono::milliseconds delay_;
  double failing_rate_;
};

ReferenceModels fake_models(std::chrono::milliseconds delay, double saturation_rate = 1.0, double failing_rate = -1.0) {
  ReferenceModels models;
  for (int m = 0; m < 2; ++m) {
    ReferenceModel model;
    model.name = "fake" + std::to_string(m);
    model.prepared = std::make_unique<FakeModel>(delay, failing_rate);
    model.saturation_rate = saturation_rate * (m + 1);
    models.models.push_back(std::move(model));
  }
  return models;
}

void expect_same_curve(const ModelCurve& actual, const ModelCurve& expected) {
  ASSERT_EQ(actual.size(), expected.size());
  for (std::size_t i = 0; i < actual.size(); ++i) {
    EXPECT_EQ(actual[i].rate, expected[i].rate) << i;
    EXPECT_EQ(actual[i].latency, expected[i].latency) << i;
    EXPECT_EQ(actual[i].saturated, expected[i].saturated) << i;
  }
}

TEST(BackgroundCurves, GivesWhatDenseCurveGivesForEveryModelInOrder) {
  // Saturated points (from 0.8) are left out of the curves, as dense_curve leaves them.
  const ReferenceModels models = fake_models(std::chrono::milliseconds(0));
  BackgroundCurves curves(models, 60);
  std::ostringstream progress;
  const std::vector<ModelCurve> taken = curves.take(progress, 10.0);
  ASSERT_EQ(taken.size(), 2u);
  for (std::size_t m = 0; m < 2; ++m) expect_same_curve(taken[m], dense_curve(models.models[m], 60));
  EXPECT_LT(taken[1].size(), taken[0].size());  // the second saturates within its range
  EXPECT_EQ(progress.str(), "");
}

TEST(BackgroundCurves, ARealModelsCurveIsTheSameToTheBit) {
  const analytical::ModelCatalog catalog;
  NetworkSpec spec;
  spec.k = 8;
  spec.n = 2;
  spec.vcs = 3;
  spec.message_length = 32;
  const ReferenceModels models = prepare_reference_models(catalog, spec, {}, "");
  ASSERT_FALSE(models.models.empty());
  BackgroundCurves curves(models, 60);
  std::ostringstream progress;
  const std::vector<ModelCurve> taken = curves.take(progress, 10.0);
  for (std::size_t m = 0; m < models.models.size(); ++m) expect_same_curve(taken[m], dense_curve(models.models[m], 60));
}

TEST(BackgroundCurves, SaysSoWhileTheSweepWaitsForThem) {
  const ReferenceModels models = fake_models(std::chrono::milliseconds(10));  // 118 predictions
  BackgroundCurves curves(models, 60);
  std::ostringstream progress;
  (void)curves.take(progress, 0.1);
  EXPECT_EQ(progress.str().rfind("kncube sweep: waiting for the models' curves for the plot (", 0), 0u) << progress.str();
  EXPECT_NE(progress.str().find(" of 118 predictions), 0:00 elapsed\n"), std::string::npos) << progress.str();
}

TEST(BackgroundCurves, StopsBetweenTwoPredictionsWhenTheSweepEndsEarly) {
  const ReferenceModels models = fake_models(std::chrono::milliseconds(50));  // 118 x 50 ms in all
  const Clock::time_point start = Clock::now();
  { BackgroundCurves curves(models, 60); }
  EXPECT_LT(std::chrono::duration<double>(Clock::now() - start).count(), 1.0);
}

// Keeps a core busy for `cpu` of its thread's CPU time and records the rates asked, in order.
class BusyModel final : public analytical::PreparedModel {
 public:
  explicit BusyModel(std::chrono::microseconds cpu) : cpu_(cpu) {}
  analytical::Prediction predict(double rate) const override {
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      asked_.push_back(rate);
    }
    const std::int64_t end = thread_cpu_microseconds() + cpu_.count();
    while (thread_cpu_microseconds() < end) {
    }
    analytical::Prediction p;
    p.rate = rate;
    p.latency = 10.0 + rate;
    return p;
  }
  double zero_load_latency() const override { return 10.0; }
  std::vector<double> asked() const {
    const std::lock_guard<std::mutex> lock(mutex_);
    return asked_;
  }

 private:
  static std::int64_t thread_cpu_microseconds() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<std::int64_t>(now.tv_sec) * 1000000 + now.tv_nsec / 1000;
  }
  std::chrono::microseconds cpu_;
  mutable std::mutex mutex_;
  mutable std::vector<double> asked_;
};

// The sweep's cost estimate extrapolates from the predictions finished after its calibration:
// their CPU time is counted, and they spread over the curve (the first at its highest rate, the
// dearest). Made from the lowest rate up, the first finished were all cheap, low-load points.
TEST(BackgroundCurves, CountsThePredictionsCpuTimeAndSpreadsThemOverTheCurve) {
  ReferenceModels models;
  ReferenceModel model;
  model.name = "busy";
  auto busy = std::make_unique<BusyModel>(std::chrono::microseconds(2000));
  const BusyModel& asked = *busy;
  model.prepared = std::move(busy);
  model.saturation_rate = 1.0;
  models.models.push_back(std::move(model));
  BackgroundCurves curves(models, 60);
  std::ostringstream progress;
  (void)curves.take(progress, 10.0);
  const CurveProgress done = curves.progress();
  EXPECT_EQ(done.total, 59u);
  EXPECT_EQ(done.finished, 59u);
  EXPECT_GE(done.cpu_seconds, 59 * 0.002 * 0.9);
  EXPECT_LT(done.cpu_seconds, 59 * 0.002 * 5);
  EXPECT_GE(done.threads, 1u);
  const std::vector<double> rates = asked.asked();
  ASSERT_EQ(rates.size(), 59u);
  EXPECT_NEAR(*std::max_element(rates.begin(), rates.begin() + 2), 0.99, 1e-12);  // the dearest first
  // The first eight reach from the bottom quarter of the curve to its top.
  const auto [low, high] = std::minmax_element(rates.begin(), rates.begin() + 8);
  EXPECT_LT(*low, 0.25);
  EXPECT_GT(*high, 0.9);
}

TEST(BackgroundCurves, AModelThatThrowsThrowsFromTake) {
  // The 30th of 59 rates of the first model: 0.99 x 30 / 59.
  const ReferenceModels models = fake_models(std::chrono::milliseconds(0), 1.0, 0.99 * 30 / 59);
  BackgroundCurves curves(models, 60);
  std::ostringstream progress;
  EXPECT_THROW((void)curves.take(progress, 10.0), std::runtime_error);
}

}  // namespace
}  // namespace kncube::sweep
