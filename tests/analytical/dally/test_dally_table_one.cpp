// Dally's contention model against the paper's TABLE I (spec 03 §2.6, §2.8, §2.10; A1-A4, A7, A24).
// L = 200 bits, W = k/2, unidirectional, e-cube, latency D + T_n.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <string>

#include "analytical/dally/dally_contention.h"
#include "analytical/dally/dally_throughput.h"

namespace kncube::analytical {
namespace {

constexpr double kBits = 200.0;

struct TableRow {
  int k;
  int n;
  double paper_throughput;
  double our_throughput;        // unrounded, §2.10
  DallyLimit limit;
  double paper_latency[3];      // at lambda = 0.1, 0.2, 0.3 bits/cycle/node
  double our_latency[3];
};

const TableRow kTable[] = {
    {32, 2, 0.36, 0.3639, DallyLimit::singularity, {46.1, 50.5, 59.3}, {46.19, 50.52, 59.39}},
    {4, 5, 0.41, 0.4235, DallyLimit::source, {128, 161, 221}, {128.21, 160.77, 220.73}},
    {2, 10, 0.43, 0.4635, DallyLimit::source, {233, 269, 317}, {233.15, 269.25, 316.87}},
    {64, 2, 0.35, 0.3455, DallyLimit::singularity, {70.7, 73.1, 78.6}, {70.70, 73.12, 78.62}},
    {16, 3, 0.31, 0.3053, DallyLimit::singularity, {55.2, 70.3, 135}, {55.16, 70.35, 134.86}},
    {8, 4, 0.31, 0.3113, DallyLimit::singularity, {79.9, 112, 245}, {79.86, 112.21, 245.30}},
    {4, 6, 0.36, 0.3685, DallyLimit::source, {135, 181, 287}, {134.94, 180.71, 287.43}},
    {2, 12, 0.41, 0.4176, DallyLimit::source, {241, 288, 357}, {240.74, 288.29, 356.54}},
};

std::string label(const TableRow& r) { return std::to_string(r.k) + "-ary " + std::to_string(r.n) + "-cube"; }

double latency(int k, int n, double load) { return dally_latency(k, n, kBits, k / 2.0, load).latency; }

TEST(DallyTableOne, LatenciesMatchPaperAndSpec) {
  const double loads[] = {0.1, 0.2, 0.3};
  for (const TableRow& r : kTable) {
    for (int j = 0; j < 3; ++j) {
      const double ours = latency(r.k, r.n, loads[j]);
      EXPECT_NEAR(ours, r.paper_latency[j], 0.003 * r.paper_latency[j]) << label(r) << " at " << loads[j];
      EXPECT_NEAR(ours, r.our_latency[j], 0.01) << label(r) << " at " << loads[j];
    }
  }
}

TEST(DallyTableOne, ZeroLoadLimitIsEq12) {
  for (const TableRow& r : kTable) {
    const double zero_load = r.n * (r.k - 1) / 2.0 + 2.0 * kBits / r.k;
    EXPECT_NEAR(latency(r.k, r.n, 1e-12), zero_load, 1e-6) << label(r);
    EXPECT_DOUBLE_EQ(latency(r.k, r.n, 0.0), zero_load) << label(r);
  }
}

TEST(DallyTableOne, MaximumThroughput) {
  for (const TableRow& r : kTable) {
    const DallyThroughput t = dally_max_throughput(r.k, r.n, kBits, r.k / 2.0);
    EXPECT_EQ(t.limit, r.limit) << label(r);
    EXPECT_NEAR(t.bits_per_cycle, r.our_throughput, 5e-5) << label(r);
    if (r.limit == DallyLimit::singularity) {
      EXPECT_NEAR(t.bits_per_cycle, r.paper_throughput, 0.005) << label(r);
      EXPECT_NEAR(t.singularity_bits_per_cycle, t.bits_per_cycle, 1e-9) << label(r);
    } else {
      // A1: the source-limited entries are not reproduced; ours lies above the paper by < 0.035.
      EXPECT_GE(t.bits_per_cycle, r.paper_throughput) << label(r);
      EXPECT_LE(t.bits_per_cycle, r.paper_throughput + 0.035) << label(r);
      EXPECT_GT(t.singularity_bits_per_cycle, t.bits_per_cycle) << label(r);
    }
  }
}

TEST(DallyTableOne, SingularityOfTheSourceLimitedRadix4Networks) {
  // "src (sing 0.451)" and "src (sing 0.389)"; the binary cubes never hit (23).
  EXPECT_NEAR(dally_max_throughput(4, 5, kBits, 2.0).singularity_bits_per_cycle, 0.451, 5e-4);
  EXPECT_NEAR(dally_max_throughput(4, 6, kBits, 2.0).singularity_bits_per_cycle, 0.389, 5e-4);
  EXPECT_TRUE(std::isinf(dally_max_throughput(2, 10, kBits, 1.0).singularity_bits_per_cycle));
}

TEST(DallyTableOne, EdgesOfTheThroughputAreWhereTheRecursionSaturates) {
  for (const TableRow& r : kTable) {
    const DallyThroughput t = dally_max_throughput(r.k, r.n, kBits, r.k / 2.0);
    const DallyLatency below = dally_latency(r.k, r.n, kBits, r.k / 2.0, t.bits_per_cycle * (1.0 - 1e-6));
    const DallyLatency above = dally_latency(r.k, r.n, kBits, r.k / 2.0, t.bits_per_cycle * (1.0 + 1e-6));
    EXPECT_FALSE(below.point.saturated()) << label(r);
    EXPECT_TRUE(std::isfinite(below.latency)) << label(r);
    EXPECT_EQ(above.point.limit, r.limit) << label(r);
    EXPECT_TRUE(std::isinf(above.latency)) << label(r);
    if (r.limit == DallyLimit::singularity) {
      EXPECT_EQ(above.point.singular_dimension, r.n - 1) << label(r);  // the outermost dimension binds (§2.8 a)
      EXPECT_NEAR(below.point.singularity_load, 1.0, 1e-4) << label(r);
    } else {
      EXPECT_NEAR(below.point.source_load, 1.0, 1e-4) << label(r);
    }
  }
}

TEST(DallyTableOne, ContentionAddedAtLoadPointTwo) {
  // §2.10: 7 T_c in the 32-ary 2-cube, 64 T_c in the binary 10-cube.
  EXPECT_EQ(std::lround(latency(32, 2, 0.2) - 43.5), 7);
  EXPECT_EQ(std::lround(latency(2, 10, 0.2) - 205.0), 64);
}

TEST(DallyTableOne, SixtyFourAryTwoAndSixteenAryThreeCross) {
  // "16-ary 3-cube best for lambda < 0.2, 64-ary 2-cube above": the curves cross near 0.213.
  auto gap = [](double load) { return latency(16, 3, load) - latency(64, 2, load); };
  EXPECT_LT(gap(0.1), 0.0);
  EXPECT_GT(gap(0.3), 0.0);
  double low = 0.1, high = 0.3;
  for (int i = 0; i < 60; ++i) {
    const double mid = 0.5 * (low + high);
    (gap(mid) < 0.0 ? low : high) = mid;
  }
  EXPECT_NEAR(low, 0.213, 5e-4);
}

TEST(DallyTableOne, BinaryCubeStageIsTheSquaredSpecialCase) {
  // A3: with k = 2 eq (22) gives T_{i+1} = T_i + lambda_E T_i^2 / 8 (not the printed T_i / 8).
  const double rate = 0.3 / kBits;
  double t = kBits;  // T_0 = L/W with W = 1
  for (int i = 0; i < 10; ++i) t += rate * t * t / 8.0;
  const DallyOperatingPoint p = dally_operating_point(DallyStages{2.0, 10, kBits}, DallyVariant::blocking, rate);
  EXPECT_NEAR(p.source_service_time, t, 1e-9 * t);
  EXPECT_DOUBLE_EQ(p.continuing_rate, 0.0);
}

TEST(DallyTableOne, SingularityReasonNamesTheDimension) {
  // 32-ary 2-cube beyond 0.364: the outermost dimension (1) breaks first.
  const DallyLatency l = dally_latency(32, 2, kBits, 16.0, 0.37);
  ASSERT_EQ(l.point.limit, DallyLimit::singularity);
  EXPECT_EQ(dally_limit_reason(l.point, DallyVariant::blocking), "eq (23) singularity in dimension 1: 2*lambda_C*T_1 > 1");
  const DallyLatency s = dally_latency(2, 10, kBits, 1.0, 0.47);
  ASSERT_EQ(s.point.limit, DallyLimit::source);
  EXPECT_EQ(dally_limit_reason(s.point, DallyVariant::blocking), "source saturated: lambda_E*T_n >= 1");
  EXPECT_EQ(dally_limit_reason(dally_latency(2, 10, kBits, 1.0, 0.1).point, DallyVariant::blocking), "");
}

}  // namespace
}  // namespace kncube::analytical
