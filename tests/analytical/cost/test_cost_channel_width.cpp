// Channel width under a bisection or pin-out budget (spec 03 §3.3, eqs 6.1-6.8, A21).

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

#include "analytical/cost/cost_channel_width.h"
#include "analytical/cost/cost_input_error.h"

namespace kncube::analytical {
namespace {

// Admissible N of the comparison, the exact-root ones and the A14-approximated ones.
const std::vector<std::int64_t> admissible_sizes = {64, 512, 4096, 32768, 262144, std::int64_t{1} << 21,
                                                    std::int64_t{1} << 24, std::int64_t{1} << 30};

TEST(CostChannelWidth, ClosedFormBisectionAndPinoutAtN64) {
  // 8x8 torus: 2 x 8 rings crossed; 4x4x4: 2 x 16; 6-cube: 32 links each way.
  EXPECT_DOUBLE_EQ(bisection_width_2d_torus(64, 1.0), 16.0);  // (6.1)
  EXPECT_NEAR(bisection_width_3d_torus(64, 1.0), 32.0, 1e-12);  // (6.2)
  EXPECT_DOUBLE_EQ(bisection_width_hypercube(64, 1.0), 64.0);  // (6.3)
  EXPECT_DOUBLE_EQ(pinout_2d_torus(3.0), 12.0);                // (6.5)
  EXPECT_DOUBLE_EQ(pinout_3d_torus(3.0), 18.0);                // (6.6)
  EXPECT_DOUBLE_EQ(pinout_hypercube(6, 3.0), 36.0);            // (6.7)
}

TEST(CostChannelWidth, N64RatiosAreHalfQuarterUnderBisectionAndTwoThirdsThirdUnderPinout) {
  const WidthRatios bisection = equal_cost_width_ratios(Constraint::bisection, 64);
  EXPECT_DOUBLE_EQ(bisection.torus_2d, 1.0);
  EXPECT_NEAR(bisection.torus_3d, 0.5, 1e-12);
  EXPECT_NEAR(bisection.hypercube, 0.25, 1e-12);
  const WidthRatios pinout = equal_cost_width_ratios(Constraint::pinout, 64);
  EXPECT_DOUBLE_EQ(pinout.torus_2d, 1.0);
  EXPECT_NEAR(pinout.torus_3d, 2.0 / 3.0, 1e-12);
  EXPECT_NEAR(pinout.hypercube, 1.0 / 3.0, 1e-12);
}

TEST(CostChannelWidth, RatiosOf64And68EqualiseTheClosedFormCosts) {
  for (std::int64_t nodes : admissible_sizes) {
    const double n = std::log2(static_cast<double>(nodes));
    const WidthRatios bisection = equal_cost_width_ratios(Constraint::bisection, nodes);
    const double b2 = bisection_width_2d_torus(nodes, 1.0);
    EXPECT_NEAR(bisection_width_3d_torus(nodes, bisection.torus_3d), b2, 1e-9 * b2) << nodes;
    EXPECT_NEAR(bisection_width_hypercube(nodes, bisection.hypercube), b2, 1e-9 * b2) << nodes;
    const WidthRatios pinout = equal_cost_width_ratios(Constraint::pinout, nodes);
    EXPECT_NEAR(pinout_3d_torus(pinout.torus_3d), pinout_2d_torus(1.0), 1e-12) << nodes;
    EXPECT_NEAR(pinout_hypercube(static_cast<int>(n), pinout.hypercube), pinout_2d_torus(1.0), 1e-12) << nodes;
  }
}

TEST(CostChannelWidth, GeneralCubeFormsReduceTo61To63And65To67) {
  for (std::int64_t nodes : {std::int64_t{64}, std::int64_t{4096}, std::int64_t{262144}}) {
    const auto k2 = static_cast<std::int64_t>(std::llround(std::sqrt(static_cast<double>(nodes))));
    const auto k3 = static_cast<std::int64_t>(std::llround(std::cbrt(static_cast<double>(nodes))));
    const int n = static_cast<int>(std::llround(std::log2(static_cast<double>(nodes))));
    const double w = 2.5;
    EXPECT_NEAR(bisection_width(k2, 2, w), bisection_width_2d_torus(nodes, w), 1e-9 * nodes);
    EXPECT_NEAR(bisection_width(k3, 3, w), bisection_width_3d_torus(nodes, w), 1e-9 * nodes);
    EXPECT_NEAR(bisection_width(2, n, w), bisection_width_hypercube(nodes, w), 1e-9 * nodes);
    EXPECT_DOUBLE_EQ(pinout(k2, 2, w), pinout_2d_torus(w));
    EXPECT_DOUBLE_EQ(pinout(k3, 3, w), pinout_3d_torus(w));
    EXPECT_DOUBLE_EQ(pinout(2, n, w), pinout_hypercube(n, w));
  }
}

TEST(CostChannelWidth, GeneralRelativeWidthReducesTo64And68) {
  for (std::int64_t nodes : admissible_sizes) {
    const auto m = static_cast<int>(std::llround(std::log2(static_cast<double>(nodes))));
    const std::int64_t k3 = std::int64_t{1} << (m / 3);
    const std::int64_t k2 = static_cast<std::int64_t>(std::llround(std::sqrt(static_cast<double>(nodes))));
    for (Constraint constraint : {Constraint::bisection, Constraint::pinout}) {
      const WidthRatios ratios = equal_cost_width_ratios(constraint, nodes);
      EXPECT_NEAR(width_relative_to_2d_torus(constraint, k2, 2, nodes), 1.0, 1e-12) << nodes;
      EXPECT_NEAR(width_relative_to_2d_torus(constraint, k3, 3, nodes), ratios.torus_3d, 1e-12) << nodes;
      EXPECT_NEAR(width_relative_to_2d_torus(constraint, 2, m, nodes), ratios.hypercube, 1e-12) << nodes;
    }
  }
}

TEST(CostChannelWidth, BudgetWidthsSpendExactlyTheBudget) {
  // N = 64 under B* = 64 (the bit-serial 6-cube) and P* = 12.
  const CostBudget bisection = make_cost_budget(Constraint::bisection, 64.0);
  EXPECT_DOUBLE_EQ(channel_width_under_budget(bisection, 8, 2, 64), 4.0);
  EXPECT_DOUBLE_EQ(channel_width_under_budget(bisection, 4, 3, 64), 2.0);
  EXPECT_DOUBLE_EQ(channel_width_under_budget(bisection, 2, 6, 64), 1.0);
  const CostBudget pins = make_cost_budget(Constraint::pinout, 12.0);
  EXPECT_DOUBLE_EQ(channel_width_under_budget(pins, 8, 2, 64), 3.0);
  EXPECT_DOUBLE_EQ(channel_width_under_budget(pins, 4, 3, 64), 2.0);
  EXPECT_DOUBLE_EQ(channel_width_under_budget(pins, 2, 6, 64), 1.0);
  // Any (k, n), any direction sense: the width's cost is the budget.
  struct Cube {
    std::int64_t k;
    int n;
    Directions directions;
  };
  for (const Cube& cube : {Cube{16, 2, Directions::uni}, Cube{16, 2, Directions::bi}, Cube{3, 5, Directions::bi},
                           Cube{5, 3, Directions::uni}, Cube{2, 10, Directions::uni}}) {
    const std::int64_t nodes = static_cast<std::int64_t>(std::llround(std::pow(cube.k, cube.n)));
    const CostBudget b = make_cost_budget(Constraint::bisection, 100.0);
    const CostBudget p = make_cost_budget(Constraint::pinout, 100.0);
    EXPECT_NEAR(bisection_width(cube.k, cube.n, channel_width_under_budget(b, cube.k, cube.n, nodes, cube.directions),
                                cube.directions),
                100.0, 1e-9);
    EXPECT_NEAR(pinout(cube.k, cube.n, channel_width_under_budget(p, cube.k, cube.n, nodes, cube.directions),
                       cube.directions),
                100.0, 1e-9);
  }
}

TEST(CostChannelWidth, BidirectionalDoublesBisectionAndPinsPerWire) {
  // A21: twice the channels, so twice B and P for the same W, half the W for the same budget.
  EXPECT_DOUBLE_EQ(bisection_width(8, 2, 1.0, Directions::bi), 2.0 * bisection_width(8, 2, 1.0));
  EXPECT_DOUBLE_EQ(bisection_width(8, 2, 1.0, Directions::bi), 32.0);  // 4 W N / k
  EXPECT_DOUBLE_EQ(pinout(8, 2, 1.0, Directions::bi), 8.0);            // 4 n W
  EXPECT_DOUBLE_EQ(width_relative_to_2d_torus(Constraint::bisection, 8, 2, 64, Directions::bi), 0.5);
  EXPECT_DOUBLE_EQ(width_relative_to_2d_torus(Constraint::pinout, 4, 3, 64, Directions::bi), 1.0 / 3.0);
}

TEST(CostChannelWidth, StandInTorusUsesTheNominalSize) {
  // A14: the 23x23 torus stands for N = 512; its width is that of a sqrt(512)-ary 2-cube, so the
  // ratios stay those of 6.4 at N = 512.
  const CostBudget bisection = make_cost_budget(Constraint::bisection, 512.0);
  EXPECT_NEAR(channel_width_under_budget(bisection, 23, 2, 512), 512.0 / (2.0 * std::sqrt(512.0)), 1e-12);
  EXPECT_DOUBLE_EQ(width_relative_to_2d_torus(Constraint::bisection, 23, 2, 512), 1.0);
  EXPECT_NEAR(width_relative_to_2d_torus(Constraint::bisection, 8, 3, 512),
              equal_cost_width_ratios(Constraint::bisection, 512).torus_3d, 1e-12);
}

TEST(CostChannelWidth, BadBudgetsNameTheKeyValueAndWhatIsAllowed) {
  try {
    make_cost_budget(Constraint::pinout, std::nullopt);
    FAIL() << "a pin-out constraint without its budget was accepted";
  } catch (const CostInputError& error) {
    EXPECT_EQ(error.key(), "budget");
    EXPECT_EQ(error.value(), "(missing)");
    EXPECT_NE(error.allowed().find("pins per node"), std::string::npos) << error.allowed();
  }
  try {
    make_cost_budget(Constraint::bisection, -8.0);
    FAIL() << "a negative bisection budget was accepted";
  } catch (const CostInputError& error) {
    EXPECT_EQ(error.key(), "budget");
    EXPECT_EQ(error.value(), "-8");
    EXPECT_NE(error.allowed().find("wires crossing the bisection"), std::string::npos) << error.allowed();
    EXPECT_NE(std::string(error.what()).find("budget = -8"), std::string::npos) << error.what();
  }
  EXPECT_THROW(make_cost_budget(Constraint::bisection, 0.0), CostInputError);
  EXPECT_THROW(make_cost_budget(Constraint::bisection, std::numeric_limits<double>::quiet_NaN()), CostInputError);
  EXPECT_THROW(make_cost_budget(Constraint::pinout, std::numeric_limits<double>::infinity()), CostInputError);
  // A default CostBudget has no amount; the width functions refuse it too.
  EXPECT_THROW(channel_width_under_budget(CostBudget{}, 8, 2, 64), CostInputError);
}

TEST(CostChannelWidth, BadShapesAreRejected) {
  EXPECT_THROW(bisection_width(2, 6, 1.0, Directions::bi), CostInputError);  // k = 2 has no second direction
  try {
    pinout(2, 6, 1.0, Directions::bi);
    FAIL();
  } catch (const CostInputError& error) {
    EXPECT_EQ(error.key(), "directions");
  }
  EXPECT_THROW(bisection_width(1, 6, 1.0), CostInputError);
  EXPECT_THROW(bisection_width(8, 2, 0.0), CostInputError);
  EXPECT_THROW(pinout_hypercube(6, -1.0), CostInputError);
  try {
    width_relative_to_2d_torus(Constraint::pinout, 9, 2, 64);  // 9x9 is not a 64-node network
    FAIL();
  } catch (const CostInputError& error) {
    EXPECT_EQ(error.key(), "k");
    EXPECT_EQ(error.value(), "9");
    EXPECT_NE(error.allowed().find("k = 8"), std::string::npos) << error.allowed();
  }
  EXPECT_THROW(equal_cost_width_ratios(Constraint::bisection, 128), CostInputError);
}

TEST(CostChannelWidth, ConstraintNamesRoundTrip) {
  EXPECT_EQ(parse_constraint("bisection"), Constraint::bisection);
  EXPECT_EQ(parse_constraint("pinout"), Constraint::pinout);
  EXPECT_EQ(parse_constraint("pin-out"), Constraint::pinout);
  EXPECT_EQ(parse_constraint(to_string(Constraint::pinout)), Constraint::pinout);
  EXPECT_EQ(parse_constraint(to_string(Constraint::bisection)), Constraint::bisection);
  try {
    parse_constraint("area");
    FAIL();
  } catch (const CostInputError& error) {
    EXPECT_EQ(error.key(), "constraint");
    EXPECT_EQ(error.value(), "area");
    EXPECT_NE(error.allowed().find("pinout"), std::string::npos);
  }
}

}  // namespace
}  // namespace kncube::analytical
