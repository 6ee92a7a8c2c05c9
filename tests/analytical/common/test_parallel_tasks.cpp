// Independent tasks on several threads (a model's predictions at many rates): each index once,
// the exception a loop in order would have thrown, a prompt stop when cancelled; and a curve that
// is the same on one thread or several.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "analytical/catalog/model_catalog.h"
#include "analytical/common/latency_model.h"
#include "analytical/common/parallel_tasks.h"

namespace kncube::analytical {
namespace {

TEST(ParallelTasks, RunsEveryIndexOnceWhateverTheThreads) {
  for (unsigned threads : {1u, 2u, 4u, 64u}) {
    std::vector<std::atomic<int>> runs(200);
    run_parallel_tasks(runs.size(), threads, [&](std::size_t i) { ++runs[i]; });
    for (std::size_t i = 0; i < runs.size(); ++i) EXPECT_EQ(runs[i].load(), 1) << i << " on " << threads;
  }
  run_parallel_tasks(0, 4, [](std::size_t) { FAIL() << "no task to run"; });
}

TEST(ParallelTasks, ThrowsWhatTheLowestFailingIndexThrew) {
  for (unsigned threads : {1u, 3u}) {
    try {
      run_parallel_tasks(50, threads, [](std::size_t i) {
        // Index 20 fails after index 7 has (later): the loop in order would have thrown 7's.
        if (i == 20) throw std::runtime_error("20");
        if (i == 7) {
          std::this_thread::sleep_for(std::chrono::milliseconds(20));
          throw std::runtime_error("7");
        }
      });
      ADD_FAILURE() << "nothing thrown on " << threads;
    } catch (const std::runtime_error& error) {
      EXPECT_EQ(std::string(error.what()), "7") << threads;
    }
  }
}

TEST(ParallelTasks, StartsNoTaskOnceCancelled) {
  std::atomic<bool> cancelled{false};
  std::atomic<int> ran{0};
  run_parallel_tasks(
      1000, 2,
      [&](std::size_t i) {
        ++ran;
        if (i == 10) cancelled = true;
      },
      &cancelled);
  EXPECT_LT(ran.load(), 20);
}

// Every prediction of a model is the same on one thread or several: kncube model's table.
TEST(ParallelTasks, ACurveIsTheSameOnOneThreadOrSeveral) {
  const ModelCatalog catalog;
  NetworkSpec spec;
  spec.k = 8;
  spec.n = 2;
  spec.vcs = 3;
  spec.message_length = 32;
  const auto prepared = catalog.find("duato-uniform")->prepare(spec, {});
  std::vector<double> rates;
  for (int i = 1; i <= 12; ++i) rates.push_back(0.0002 * i);  // the last ones past saturation (0.0024)
  const Curve one = evaluate_curve(*prepared, rates, 1);
  const Curve four = evaluate_curve(*prepared, rates, 4);
  EXPECT_EQ(one.saturation_rate, four.saturation_rate);
  ASSERT_EQ(one.points.size(), rates.size());
  ASSERT_EQ(four.points.size(), rates.size());
  for (std::size_t i = 0; i < rates.size(); ++i) {
    EXPECT_EQ(one.points[i].saturated, four.points[i].saturated) << i;
    EXPECT_EQ(one.points[i].latency, four.points[i].latency) << i;
    EXPECT_EQ(one.points[i].iterations, four.points[i].iterations) << i;
  }
  EXPECT_TRUE(one.points.back().saturated);
}

// The same with circuit-mmpp, whose predictions are Eigen's dense solves (G equation, GMRES,
// the channel chain): nothing shared between threads changes a number.
TEST(ParallelTasks, ACircuitMmppCurveIsTheSameOnOneThreadOrSeveral) {
  const ModelCatalog catalog;
  NetworkSpec spec;
  spec.topology = Topology::hypercube;
  spec.k = 2;
  spec.n = 6;
  spec.vcs = 5;
  spec.message_length = 32;
  spec.switching = Switching::circuit;
  spec.arrivals.kind = ArrivalKind::mmpp;
  const auto prepared = catalog.find("circuit-mmpp")->prepare(spec, {});
  const std::vector<double> rates = {0.001, 0.002, 0.004, 0.008, 0.016, 0.032, 0.064, 0.2};
  const Curve one = evaluate_curve(*prepared, rates, 1);
  const Curve four = evaluate_curve(*prepared, rates, 4);
  EXPECT_EQ(one.saturation_rate, four.saturation_rate);
  for (std::size_t i = 0; i < rates.size(); ++i) {
    EXPECT_EQ(one.points[i].saturated, four.points[i].saturated) << i;
    EXPECT_EQ(one.points[i].latency, four.points[i].latency) << i;
    EXPECT_EQ(one.points[i].source_wait, four.points[i].source_wait) << i;
  }
  EXPECT_FALSE(one.points.front().saturated);
  EXPECT_TRUE(one.points.back().saturated);
}

}  // namespace
}  // namespace kncube::analytical
