// Dally's wire-delay models and latency against dimension (spec 03 §2.4, eqs 16-18, Figs 8-10).
#include <gtest/gtest.h>

#include <cmath>

#include "analytical/dally/dally_wire_delay.h"

namespace kncube::analytical {
namespace {

TEST(DallyWireDelay, LongestWireEq16) {
  EXPECT_DOUBLE_EQ(dally_longest_wire(32.0, 2), 1.0);
  EXPECT_DOUBLE_EQ(dally_longest_wire(4.0, 6), 16.0);
  EXPECT_DOUBLE_EQ(dally_longest_wire(2.0, 20), 512.0);
}

TEST(DallyWireDelay, ThreeDelayModelsEq17) {
  EXPECT_DOUBLE_EQ(dally_channel_delay(DallyDelayModel::constant, 4.0, 6), 1.0);
  EXPECT_NEAR(dally_channel_delay(DallyDelayModel::logarithmic, 4.0, 6), 1.0 + 2.0 * std::log(4.0), 1e-12);
  EXPECT_DOUBLE_EQ(dally_channel_delay(DallyDelayModel::linear, 4.0, 6), 16.0);
  for (DallyDelayModel m : {DallyDelayModel::constant, DallyDelayModel::logarithmic, DallyDelayModel::linear})
    EXPECT_DOUBLE_EQ(dally_channel_delay(m, 128.0, 2), 1.0);  // the 2-D network has unit wires
}

TEST(DallyWireDelay, OptimalDimensionsOfFigs8To10) {
  // Spec §5 vector 2, L = 150 bits, non-integer k = N^(1/n).
  const struct { double nodes; DallyDelayModel model; int best; } cases[] = {
      {256, DallyDelayModel::constant, 2},      {16384, DallyDelayModel::constant, 4},
      {1048576, DallyDelayModel::constant, 5},  {256, DallyDelayModel::logarithmic, 2},
      {16384, DallyDelayModel::logarithmic, 3}, {1048576, DallyDelayModel::logarithmic, 5},
      {256, DallyDelayModel::linear, 2},        {16384, DallyDelayModel::linear, 2},
      {1048576, DallyDelayModel::linear, 2},
  };
  for (const auto& c : cases) {
    const DallyDimensionSweep sweep = dally_latency_by_dimension(c.nodes, 150.0, c.model);
    EXPECT_EQ(sweep.best_dimension, c.best) << "N = " << c.nodes << ", model " << static_cast<int>(c.model);
  }
}

TEST(DallyWireDelay, SixteenKConstantDelayLatencies) {
  const DallyDimensionSweep sweep = dally_latency_by_dimension(16384.0, 150.0, DallyDelayModel::constant);
  ASSERT_EQ(sweep.points.size(), 13u);  // n = 2 .. 14
  EXPECT_EQ(sweep.points.front().n, 2);
  EXPECT_EQ(sweep.points.back().n, 14);
  EXPECT_DOUBLE_EQ(sweep.points.back().k, 2.0);
  const double expected[] = {129, 48, 47, 58};  // n = 2, 3, 4, 5, rounded in the source
  for (int i = 0; i < 4; ++i) EXPECT_NEAR(sweep.points[i].latency, expected[i], 0.5) << "n = " << i + 2;
  EXPECT_NEAR(sweep.points[0].k, 128.0, 1e-9);
  EXPECT_DOUBLE_EQ(sweep.best_latency, sweep.points[2].latency);
}

TEST(DallyWireDelay, LatencyIsDelayTimesEq12) {
  // Eq (18): linear delay at 16K, n = 4: k = 16384^(1/4), T_c = k.
  const DallyDimensionSweep sweep = dally_latency_by_dimension(16384.0, 150.0, DallyDelayModel::linear);
  const DallyDimensionLatency& p = sweep.points[2];
  ASSERT_EQ(p.n, 4);
  EXPECT_NEAR(p.channel_delay, p.k, 1e-12);
  EXPECT_NEAR(p.latency, p.k * (4.0 * (p.k - 1.0) / 2.0 + 300.0 / p.k), 1e-9);
}

}  // namespace
}  // namespace kncube::analytical
