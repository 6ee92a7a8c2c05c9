// Percentiles from the histogram against the exact order statistics of the same samples (sorted
// vector, nearest-rank definition): within the histogram's bin width of 0.9%, for latencies from a
// few cycles to a saturated run's thousands; the maximum exact; nothing measured is NaN.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

#include "testbenches/testbench/stats/latency_distribution.h"

namespace kncube::stats {
namespace {

double exact_percentile(std::vector<double> samples, double q) {
  std::sort(samples.begin(), samples.end());
  const auto rank = static_cast<std::size_t>(std::ceil(q * static_cast<double>(samples.size())));
  return samples[std::max<std::size_t>(rank, 1) - 1];
}

TEST(LatencyDistribution, PercentilesMatchTheSortedSamplesWithinABin) {
  std::mt19937_64 random(7);
  // Shifted exponential latencies like a loaded network's (zero-load 40 cycles, mean wait 25),
  // and a heavy tail like a saturated one's.
  for (const double scale : {25.0, 2500.0}) {
    std::exponential_distribution<double> wait(1.0 / scale);
    std::vector<double> samples;
    LatencyDistribution distribution;
    for (int i = 0; i < 200000; ++i) {
      const double latency = std::floor(40.0 + wait(random));
      samples.push_back(latency);
      distribution.add(latency);
    }
    for (const double q : {0.5, 0.9, 0.99}) {
      const double exact = exact_percentile(samples, q);
      EXPECT_NEAR(distribution.percentile(q), exact, 0.009 * exact + 1.0) << "q " << q << ", scale " << scale;
    }
    EXPECT_EQ(distribution.percentiles().max, *std::max_element(samples.begin(), samples.end()));
    EXPECT_EQ(distribution.count(), 200000);
  }
}

TEST(LatencyDistribution, OneValueAndNothing) {
  LatencyDistribution one;
  one.add(17.0);
  EXPECT_EQ(one.percentile(0.5), 17.0);
  EXPECT_EQ(one.percentiles().p99, 17.0);
  const LatencyPercentiles none = LatencyDistribution().percentiles();
  EXPECT_TRUE(std::isnan(none.p50) && std::isnan(none.p90) && std::isnan(none.p99) && std::isnan(none.max));
}

TEST(LatencyDistribution, ReportedHistogramCountsEverySampleInItsBin) {
  // Counted by hand against the bins' edges: each sample in the bin [from, to) that holds it.
  std::mt19937_64 random(11);
  std::exponential_distribution<double> wait(1.0 / 300.0);
  std::vector<double> samples{0.0, 0.0};  // two zero-cycle self deliveries: the [0, 1) bin
  LatencyDistribution distribution;
  for (const double zero : samples) distribution.add(zero);
  for (int i = 0; i < 50000; ++i) {
    samples.push_back(std::floor(20.0 + wait(random)));
    distribution.add(samples.back());
  }
  const std::vector<LatencyBin> bins = distribution.histogram();
  ASSERT_GE(bins.size(), 3u);
  EXPECT_EQ(bins.front().from, 0.0);
  EXPECT_EQ(bins.front().to, 1.0);
  EXPECT_EQ(bins.front().messages, 2);
  std::int64_t total = 0;
  for (std::size_t i = 0; i < bins.size(); ++i) {
    const LatencyBin& bin = bins[i];
    if (i > 0) {
      EXPECT_NEAR(bin.from, bins[i - 1].to, 1e-9 * bin.from) << "bins are contiguous";
      EXPECT_NEAR(bin.to / bin.from, std::pow(10.0, 9.0 / 100.0), 1e-9) << "100 bins over 9 decades";
    }
    const auto inside = std::count_if(samples.begin(), samples.end(), [&](double v) { return v >= bin.from && v < bin.to; });
    EXPECT_EQ(bin.messages, inside) << "[" << bin.from << ", " << bin.to << ")";
    total += bin.messages;
  }
  EXPECT_EQ(total, static_cast<std::int64_t>(samples.size()));
  EXPECT_GT(bins.back().messages, 0) << "no trailing empty bins";
  EXPECT_TRUE(LatencyDistribution().histogram().empty());
}

TEST(HopDistribution, CountsEveryHopCountFromZero) {
  HopDistribution hops;
  for (const int h : {3, 1, 3, 0, 7, 3}) hops.add(h);
  EXPECT_EQ(hops.counts(), (std::vector<std::int64_t>{1, 1, 0, 3, 0, 0, 0, 1}));
  EXPECT_TRUE(HopDistribution().counts().empty());
}

}  // namespace
}  // namespace kncube::stats
