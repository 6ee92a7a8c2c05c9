// Latency percentiles of a sweep point (engine/replication_pooling.h): the replications'
// percentiles averaged, max the largest; in sweep.json beside each point's "measured", and drawn
// by plot-percentiles.gp.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "application/json_output.h"
#include "application/kncube_process.h"
#include "application/test_sweep_folder.h"
#include "testbenches/application/sweep/engine/replication_pooling.h"

namespace kncube::sweep {
namespace {

stats::LatencyPercentiles percentiles(double p50, double p90, double p99, double max) {
  stats::LatencyPercentiles p;
  p.p50 = p50;
  p.p90 = p90;
  p.p99 = p99;
  p.max = max;
  return p;
}

TEST(SweepPercentiles, ThePointsPercentilesAreTheMeansOfItsRunsAndMaxTheLargest) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const auto pooled = pool_percentiles({percentiles(10, 20, 40, 50), percentiles(12, 26, 44, 90),
                                        percentiles(nan, nan, nan, nan), percentiles(14, 23, 60, 70)});
  EXPECT_DOUBLE_EQ(pooled.p50, 12.0);
  EXPECT_DOUBLE_EQ(pooled.p90, 23.0);
  EXPECT_DOUBLE_EQ(pooled.p99, 48.0);
  EXPECT_DOUBLE_EQ(pooled.max, 90.0);
  EXPECT_TRUE(std::isnan(pool_percentiles({percentiles(nan, nan, nan, nan)}).p50));
  EXPECT_TRUE(std::isnan(pool_percentiles({}).p99));
}

TEST(SweepPercentiles, SweepJsonAndThePercentilePlotCarryThePooledPercentiles) {
  cli::testing::SweepFolder folder;
  const auto result = cli::testing::run_kncube(
      {"sweep", "--k", "4", "--n", "2", "--message-length", "8", "--warmup-messages", "300", "--measure-messages", "2000",
       "--rates", "0.004,0.012", "--replications", "3", "-j", "2", "--output", folder.path()});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const auto points = cli::testing::array_elements(cli::testing::parse_json(folder.read("sweep.json")).get_child("points"));
  ASSERT_EQ(points.size(), 2u);
  const std::string script = folder.read("plot-percentiles.gp");
  for (const auto& point : points) {
    double p50 = 0.0, p99 = 0.0, max = 0.0;
    const auto runs = cli::testing::array_elements(point.get_child("runs"));
    ASSERT_EQ(runs.size(), 3u);
    for (const auto& run : runs) {
      p50 += run.get<double>("measured.latency_percentiles.p50") / 3;
      p99 += run.get<double>("measured.latency_percentiles.p99") / 3;
      max = std::max(max, run.get<double>("measured.latency_percentiles.max"));
    }
    EXPECT_NEAR(point.get<double>("latency_percentiles.p50"), p50, 1e-9 * p50);
    EXPECT_NEAR(point.get<double>("latency_percentiles.p99"), p99, 1e-9 * p99);
    EXPECT_EQ(point.get<double>("latency_percentiles.max"), max);
    EXPECT_LE(point.get<double>("latency_percentiles.p50"), point.get<double>("latency_percentiles.p90"));
    EXPECT_LE(point.get<double>("latency_percentiles.p90"), point.get<double>("latency_percentiles.p99"));
    // The plot's data row starts with the rate and the same p50.
    const std::string rate = point.get<std::string>("rate");
    EXPECT_NE(script.find("\n" + rate + " "), std::string::npos) << script;
  }
  EXPECT_NE(script.find("title 'p99'"), std::string::npos);
}

}  // namespace
}  // namespace kncube::sweep
