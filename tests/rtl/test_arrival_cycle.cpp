// arrival_cycle: the integer cycle an interface compares its clock with must generate a message in
// exactly the cycle the definition "arrival time t falls in [c, c + 1)" does, i.e. when
// t < double(c + 1), the comparison the interface made before. Checked on the times where a
// rounding slip would show: integers and their neighbouring doubles, exponential and geometric
// sums as the arrival processes accumulate them, and the values no run reaches.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <vector>

#include "rtl_models/arrival_cycle.h"
#include "rtl_models/random.h"

namespace kncube::test {
namespace {

using rtl::Cycle;

// The definition the integer replaces: the cycles around the arrival, and far ones.
void expect_same_cycles(double time) {
  const Cycle at = rtl::arrival_cycle(time);
  std::vector<Cycle> cycles = {0, 1, 2, 1000, Cycle{1} << 40, (Cycle{1} << 52) - 2};
  if (std::isfinite(time) && std::fabs(time) < 0x1p52)
    for (Cycle d = -2; d <= 2; ++d) cycles.push_back(static_cast<Cycle>(std::floor(time)) + d);
  for (Cycle c : cycles) {
    if (c < 0) continue;
    EXPECT_EQ(c >= at, time < static_cast<double>(c + 1)) << "time " << time << " cycle " << c;
  }
}

TEST(ArrivalCycle, IntegersAndTheirNeighboursFallInTheRightCycle) {
  for (double n : {0.0, 1.0, 2.0, 3.0, 15.0, 16.0, 1000.0, 123456789.0, 0x1p40, 0x1p52 - 4.0}) {
    expect_same_cycles(n);
    expect_same_cycles(std::nextafter(n, -1.0));
    expect_same_cycles(std::nextafter(n, 0x1p60));
  }
  EXPECT_EQ(rtl::arrival_cycle(3.0), 3);
  EXPECT_EQ(rtl::arrival_cycle(std::nextafter(3.0, 0.0)), 2);
  EXPECT_EQ(rtl::arrival_cycle(0.0), 0);
  EXPECT_EQ(rtl::arrival_cycle(-0.0), 0);
  EXPECT_EQ(rtl::arrival_cycle(std::nextafter(0.0, -1.0)), -1);
}

TEST(ArrivalCycle, AccumulatedArrivalTimesMatchTheDoubleComparison) {
  // As the interface accumulates them: a running sum of exponential (Poisson) or geometric
  // (Bernoulli) gaps, at rates from light to a message every cycle.
  for (double rate : {0.001, 0.00625, 0.1, 0.9}) {
    rtl::Random random(42, 7);
    double poisson = random.exponential(rate);
    double bernoulli = static_cast<double>(random.geometric(rate) - 1);
    for (int i = 0; i < 20000; ++i) {
      expect_same_cycles(poisson);
      expect_same_cycles(bernoulli);
      poisson += random.exponential(rate);
      bernoulli += static_cast<double>(random.geometric(rate));
    }
  }
}

TEST(ArrivalCycle, TimesNoRunReachesNeverArrive) {
  const double infinity = std::numeric_limits<double>::infinity();
  for (double never : {infinity, std::numeric_limits<double>::quiet_NaN(), 0x1p62, 1e300}) {
    EXPECT_EQ(rtl::arrival_cycle(never), rtl::kNeverArrives) << never;
    expect_same_cycles(never);
  }
  EXPECT_EQ(rtl::arrival_cycle(std::nextafter(0x1p62, 0.0)), static_cast<Cycle>(std::nextafter(0x1p62, 0.0)));
  // Far in the past: generated at once, like any time below the current cycle.
  EXPECT_LE(rtl::arrival_cycle(-infinity), 0);
  EXPECT_LE(rtl::arrival_cycle(-1e300), 0);
  expect_same_cycles(-infinity);
  expect_same_cycles(-1e300);
}

}  // namespace
}  // namespace kncube::test
