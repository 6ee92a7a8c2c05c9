// Dally's constant-bisection sizing (spec 03 §2.2 eqs 6-9, §2.9 eq 27 with A6).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <stdexcept>

#include "analytical/dally/dally_sizing.h"

namespace kncube::analytical {
namespace {

TEST(DallySizing, ConstantBisectionWidthIsHalfTheRadix) {
  EXPECT_DOUBLE_EQ(dally_constant_bisection_channel_width(2.0), 1.0);
  EXPECT_DOUBLE_EQ(dally_constant_bisection_channel_width(32.0), 16.0);
  EXPECT_DOUBLE_EQ(dally_constant_bisection_channel_width(64.0), 32.0);
}

TEST(DallySizing, BisectionOfConstantBisectionNetworksEqualsN) {
  // Eq (7): with W = k/2 every network has the bisection of the bit-serial binary cube, B = N.
  const struct { double k; int n; } networks[] = {{32, 2}, {4, 5}, {2, 10}, {64, 2}, {16, 3}, {8, 4}, {4, 6}, {2, 12}};
  for (const auto& net : networks) {
    const double nodes = std::pow(net.k, net.n);
    EXPECT_NEAR(dally_bisection_width(net.k, net.n, dally_constant_bisection_channel_width(net.k)), nodes, 1e-9 * nodes)
        << net.k << "-ary " << net.n << "-cube";
  }
}

TEST(DallySizing, BinaryCubeBisectionIsWN) {
  EXPECT_DOUBLE_EQ(dally_bisection_width(2.0, 10, 1.0), 1024.0);
  EXPECT_DOUBLE_EQ(dally_bisection_width(2.0, 8, 16.0), 16.0 * 256.0);
  // A 16-ary 2-cube with 4-bit channels: 2 * 4 * 256 / 16.
  EXPECT_DOUBLE_EQ(dally_bisection_width(16.0, 2, 4.0), 128.0);
}

TEST(DallySizing, PeakWireDensityEq8) {
  // Binary 20-cube, W = 1: 2 * 1024 * (1 + 2 + ... + 512) = 2 * 1024 * 1023.
  const double binary20 = dally_peak_wire_density(2.0, 20, 1.0);
  EXPECT_DOUBLE_EQ(binary20, 2.0 * 1024.0 * 1023.0);
  EXPECT_LT(binary20, 2.0 * dally_bisection_width(2.0, 20, 1.0));  // < k/(k-1) B
  // Closed form with W = k/2: k sqrt(N) (sqrt(N) - 1) / (k - 1), and the k/(k-1) B bound.
  const struct { double k; int n; } networks[] = {{4, 6}, {8, 4}, {32, 2}, {16, 4}};
  for (const auto& net : networks) {
    const double root_n = std::pow(net.k, net.n / 2.0);
    const double w = dally_constant_bisection_channel_width(net.k);
    const double density = dally_peak_wire_density(net.k, net.n, w);
    EXPECT_NEAR(density, net.k * root_n * (root_n - 1.0) / (net.k - 1.0), 1e-9 * density);
    EXPECT_LT(density, net.k / (net.k - 1.0) * dally_bisection_width(net.k, net.n, w));
  }
  EXPECT_THROW(dally_peak_wire_density(16.0, 3, 8.0), std::invalid_argument);  // odd n has no planar split
}

TEST(DallySizing, BinaryTwentyCubeRowPeaksAt1364AtPosition341) {
  // Worked example of §2.2: one row of a binary 20-cube (10 dimensions per row).
  std::int64_t peak = 0;
  std::int64_t first_peak_position = -1;
  for (std::int64_t position = 0; position <= 1024; ++position) {
    const std::int64_t density = dally_binary_row_wire_density(10, position);
    if (density > peak) {
      peak = density;
      first_peak_position = position;
    }
  }
  EXPECT_EQ(peak, 1364);
  EXPECT_EQ(first_peak_position, 341);
  EXPECT_EQ(dally_binary_row_wire_density(10, 512), 1024);  // the row's bisection
  EXPECT_EQ(dally_binary_row_wire_density(10, 0), 0);
  EXPECT_EQ(dally_binary_row_wire_density(10, 1), 20);      // node 0's 10 links, both directions
  EXPECT_LE(peak, dally_peak_wire_density(2.0, 20, 1.0) / 1024.0);  // eq (8) bounds the row
}

TEST(DallySizing, PinsPerNodeEq9) {
  // 1M nodes: n = 2 is a 1024-ary cube, n = 4 a 32-ary cube.
  EXPECT_DOUBLE_EQ(dally_pins_per_node(2, dally_constant_bisection_channel_width(1024.0)), 2048.0);
  EXPECT_DOUBLE_EQ(dally_pins_per_node(4, dally_constant_bisection_channel_width(32.0)), 128.0);
  EXPECT_DOUBLE_EQ(dally_pins_per_node(20, 1.0), 40.0);  // binary 20-cube, W = 1: n k = 40
}

TEST(DallySizing, HotSpotThroughputIsOneChannel) {
  // Eq (27) read with A6: W = k/2 bits/cycle, not the printed k - 1.
  EXPECT_DOUBLE_EQ(dally_hotspot_throughput(32.0), 16.0);
  EXPECT_DOUBLE_EQ(dally_hotspot_throughput(2.0), 1.0);
}

}  // namespace
}  // namespace kncube::analytical
