// Dally's queued variant, eqs (25)-(26) with the A5 reading (spec 03 §2.7). Informative values.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "analytical/dally/dally_contention.h"
#include "analytical/dally/dally_throughput.h"

namespace kncube::analytical {
namespace {

constexpr double kBits = 200.0;

double queued(int k, int n, double load) {
  return dally_latency(k, n, kBits, k / 2.0, load, DallyVariant::queued).latency;
}

TEST(DallyQueued, InformativeLatenciesOfSection27) {
  // Printed to 3 or 4 significant figures: check to half a unit of the last printed digit.
  const struct { int k; int n; double values[3]; double half_unit; } rows[] = {
      {32, 2, {45.9, 48.8, 52.3}, 0.05},
      {2, 10, {230, 255, 280}, 0.5},
      {16, 3, {54.1, 62.4, 73.1}, 0.05},
      {8, 4, {77.4, 94.5, 116.3}, 0.05},
  };
  const double loads[] = {0.1, 0.2, 0.3};
  for (const auto& r : rows)
    for (int j = 0; j < 3; ++j)
      EXPECT_NEAR(queued(r.k, r.n, loads[j]), r.values[j], r.half_unit)
          << r.k << "-ary " << r.n << "-cube at " << loads[j];
}

TEST(DallyQueued, FirstStageByHand) {
  // 32-ary 2-cube at lambda = 0.1: lambda_E = 5e-4, lambda_C = 15 (31/32) lambda_E, T_0 = 12.5.
  const double rate = 0.1 / kBits;
  const double lc = 15.0 * 31.0 / 32.0 * rate;
  const double x = lc * 12.5 / 2.0;
  const double merge = (1.0 / 32.0 * std::pow(31.0 / 32.0, 3) + std::pow(1.0 / 32.0, 3) * 31.0 / 32.0) * rate * 12.5 * 12.5;
  double t = 12.5;
  for (int i = 0; i < 2; ++i) t += 31.0 / 32.0 * t * ((1.0 + x) / (1.0 - x) - 1.0) + merge;
  const DallyOperatingPoint p = dally_operating_point(DallyStages{32.0, 2, 12.5}, DallyVariant::queued, rate);
  EXPECT_NEAR(p.source_service_time, t, 1e-12 * t);
  EXPECT_NEAR(p.singularity_load, x, 1e-15);
}

TEST(DallyQueued, QueueingLowersLatencyBelowTheBlockingModel) {
  for (double load : {0.1, 0.2, 0.3}) {
    EXPECT_LT(queued(16, 3, load), dally_latency(16, 3, kBits, 8.0, load).latency);
    EXPECT_LT(queued(2, 10, load), dally_latency(2, 10, kBits, 1.0, load).latency);
  }
}

TEST(DallyQueued, SaturationLimits) {
  // Alternative (iv) of §2.10: the queued variant's source limit, binary 10 ~0.58, binary 12 ~0.55.
  const DallyThroughput b10 = dally_max_throughput(2, 10, kBits, 1.0, DallyVariant::queued);
  const DallyThroughput b12 = dally_max_throughput(2, 12, kBits, 1.0, DallyVariant::queued);
  EXPECT_EQ(b10.limit, DallyLimit::source);
  EXPECT_NEAR(b10.bits_per_cycle, 0.58, 0.005);
  EXPECT_NEAR(b12.bits_per_cycle, 0.55, 0.005);
  // Its singularity lambda_C T_0 / 2 = 1 has a closed form: lambda = 2 L / (c T_0), c = ((k-2)/2)(1-1/k).
  const DallyThroughput k64 = dally_max_throughput(64, 2, kBits, 32.0, DallyVariant::queued);
  const double closed_form = 2.0 * kBits / (31.0 * 63.0 / 64.0 * 6.25);
  EXPECT_NEAR(k64.singularity_bits_per_cycle, closed_form, 1e-9 * closed_form);
  const DallyLatency past = dally_latency(64, 2, kBits, 32.0, closed_form * 1.001, DallyVariant::queued);
  EXPECT_EQ(past.point.limit, DallyLimit::singularity);
  EXPECT_EQ(dally_limit_reason(past.point, DallyVariant::queued), "eq (25) singularity: lambda_C*T_0/2 >= 1");
}

}  // namespace
}  // namespace kncube::analytical
