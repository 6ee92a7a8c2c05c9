// Wire-delay factors r (spec 03 §3.4, eqs 6.9/6.10, A12) and the layout geometry behind them.

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <vector>

#include "analytical/cost/cost_input_error.h"
#include "analytical/cost/cost_wire_delay.h"
#include "analytical/cost/cost_wire_layout.h"

namespace kncube::analytical {
namespace {

struct Cube {
  std::int64_t k;
  int n;
  std::int64_t nodes() const { return static_cast<std::int64_t>(std::llround(std::pow(k, n))); }
};

TEST(CostWireDelay, FormulaValuesAtN64) {
  // 4x4x4: 6.9 gives 2*7/(3*4), 6.10 gives 8/4; 6-cube: 2*7/(6*2) and 8/4.
  EXPECT_DOUBLE_EQ(pipelined_wire_factor(4, 3, 64), 7.0 / 6.0);
  EXPECT_DOUBLE_EQ(nonpipelined_wire_factor(4, 3, 64), 2.0);
  EXPECT_DOUBLE_EQ(pipelined_wire_factor(2, 6, 64), 7.0 / 6.0);
  EXPECT_DOUBLE_EQ(nonpipelined_wire_factor(2, 6, 64), 2.0);
  EXPECT_DOUBLE_EQ(wire_delay_factor(Wires::pipelined, 4, 3, 64), pipelined_wire_factor(4, 3, 64));
  EXPECT_DOUBLE_EQ(wire_delay_factor(Wires::nonpipelined, 2, 6, 64), nonpipelined_wire_factor(2, 6, 64));
  // The 2D torus itself: non-pipelined 1, pipelined (sqrt(N)-1)/sqrt(N) (why mu_2D is fixed to 1).
  EXPECT_DOUBLE_EQ(nonpipelined_wire_factor(8, 2, 64), 1.0);
  EXPECT_DOUBLE_EQ(pipelined_wire_factor(8, 2, 64), 7.0 / 8.0);
}

TEST(CostWireDelay, RouterRatioDividesBothFactors) {
  // A12: r is divided by R as the thesis prints it.
  for (double ratio : {0.5, 2.0, 3.0}) {
    EXPECT_DOUBLE_EQ(pipelined_wire_factor(8, 3, 512, ratio), pipelined_wire_factor(8, 3, 512) / ratio);
    EXPECT_DOUBLE_EQ(nonpipelined_wire_factor(2, 9, 512, ratio), nonpipelined_wire_factor(2, 9, 512) / ratio);
  }
  for (double bad : {0.0, -1.0, std::nan("")}) {
    try {
      pipelined_wire_factor(8, 3, 512, bad);
      FAIL() << "R = " << bad << " accepted";
    } catch (const CostInputError& error) {
      EXPECT_EQ(error.key(), "router_ratio");
    }
  }
}

TEST(CostWireLayout, WireLengthsPerDimension) {
  EXPECT_EQ(folded_wire_lengths(8, 2), (std::vector<double>{2, 2}));                 // folded 2D torus
  EXPECT_EQ(folded_wire_lengths(4, 4), (std::vector<double>{2, 2, 8, 8}));           // 2 k^level
  EXPECT_EQ(folded_wire_lengths(2, 6), (std::vector<double>{1, 1, 2, 2, 4, 4}));     // unfolded 2^level
  EXPECT_EQ(folded_wire_lengths(4, 3), (std::vector<double>{2, 2, 8}));              // A19: uneven axes
}

TEST(CostWireLayout, LongestWireMatchesDallyEq16AndTheSpecNotes) {
  // Folded torus: 2 sqrt(N)/k = 2 k^(n/2-1) (Dally's l doubled by the folding); hypercube sqrt(N)/2.
  for (const Cube& cube : {Cube{4, 4}, Cube{8, 4}, Cube{4, 6}, Cube{16, 4}, Cube{3, 4}, Cube{5, 6}}) {
    const double root = std::sqrt(static_cast<double>(cube.nodes()));
    EXPECT_NEAR(longest_folded_wire(cube.k, cube.n), 2.0 * root / cube.k, 1e-9) << cube.k << "-ary " << cube.n;
  }
  for (int n : {2, 4, 6, 8, 10, 12}) {
    const double root = std::sqrt(std::pow(2.0, n));
    EXPECT_NEAR(longest_folded_wire(2, n), root / 2.0, 1e-12) << n << "-cube";
  }
}

TEST(CostWireDelay, NonpipelinedFactorIsTheLongestWireRatio) {
  // §3.4: the longest wire sets the non-pipelined cycle; the 2D torus's wire is 2 pitches.
  for (const Cube& cube : {Cube{4, 4}, Cube{8, 4}, Cube{4, 6}, Cube{16, 4}, Cube{3, 4}, Cube{2, 4}, Cube{2, 6},
                           Cube{2, 10}, Cube{2, 12}}) {
    EXPECT_NEAR(nonpipelined_wire_factor(cube.k, cube.n, cube.nodes()),
                longest_folded_wire(cube.k, cube.n) / longest_folded_wire(4, 2), 1e-9)
        << cube.k << "-ary " << cube.n << "-cube";
  }
}

TEST(CostWireDelay, PipelinedFactorApproximatesTheMeanWireRatio) {
  // §3.4: mean wire / 2 = (2/n)(sqrt(N)-1)/(k-1) for a folded torus; 6.9 has k for k-1 ("~").
  for (const Cube& cube : {Cube{4, 4}, Cube{8, 4}, Cube{4, 6}, Cube{16, 4}, Cube{3, 4}}) {
    const double root = std::sqrt(static_cast<double>(cube.nodes()));
    const double mean_ratio = mean_folded_wire(cube.k, cube.n) / 2.0;
    EXPECT_NEAR(mean_ratio, (2.0 / cube.n) * (root - 1.0) / (cube.k - 1.0), 1e-9);
    EXPECT_NEAR(pipelined_wire_factor(cube.k, cube.n, cube.nodes()),
                mean_ratio * (cube.k - 1.0) / static_cast<double>(cube.k), 1e-9);
    EXPECT_LT(pipelined_wire_factor(cube.k, cube.n, cube.nodes()), mean_ratio);
  }
  // Hypercube: exactly (sqrt(N)-1)/n, and 6.9 agrees.
  for (int n : {2, 4, 6, 8, 10, 12}) {
    const auto nodes = std::int64_t{1} << n;
    const double root = std::sqrt(static_cast<double>(nodes));
    EXPECT_NEAR(mean_folded_wire(2, n) / 2.0, (root - 1.0) / n, 1e-12);
    EXPECT_NEAR(pipelined_wire_factor(2, n, nodes), mean_folded_wire(2, n) / 2.0, 1e-12) << n << "-cube";
  }
}

TEST(CostWireDelay, StandInTorusUsesTheNominalRadix) {
  // A14: the 23x23 torus stands for sqrt(512)-ary: its factors are those of the base network.
  EXPECT_NEAR(nonpipelined_wire_factor(23, 2, 512), 1.0, 1e-12);
  EXPECT_NEAR(pipelined_wire_factor(23, 2, 512), (std::sqrt(512.0) - 1.0) / std::sqrt(512.0), 1e-12);
  EXPECT_THROW(nonpipelined_wire_factor(22, 2, 512), CostInputError);
  EXPECT_THROW(nonpipelined_wire_factor(8, 3, 500), CostInputError);
}

TEST(CostWireDelay, WireNamesRoundTrip) {
  EXPECT_EQ(parse_wires("pipelined"), Wires::pipelined);
  EXPECT_EQ(parse_wires("nonpipelined"), Wires::nonpipelined);
  EXPECT_EQ(parse_wires("non-pipelined"), Wires::nonpipelined);
  EXPECT_EQ(parse_wires("normal"), Wires::nonpipelined);
  EXPECT_EQ(parse_wires(to_string(Wires::pipelined)), Wires::pipelined);
  EXPECT_EQ(parse_wires(to_string(Wires::nonpipelined)), Wires::nonpipelined);
  try {
    parse_wires("optical");
    FAIL();
  } catch (const CostInputError& error) {
    EXPECT_EQ(error.key(), "wires");
    EXPECT_EQ(error.value(), "optical");
  }
}

}  // namespace
}  // namespace kncube::analytical
