// Flit-transmission factors mu (spec 03 §3.5, eqs 6.11-6.22, A13). Table 6.1 itself is in
// test_cost_table_6_1.cpp.

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <vector>

#include "analytical/cost/cost_flit_time.h"
#include "analytical/cost/cost_input_error.h"
#include "analytical/cost/cost_network_size.h"
#include "analytical/cost/cost_rounding.h"

namespace kncube::analytical {
namespace {

const std::vector<std::int64_t> admissible_sizes = {64, 512, 4096, 32768, 262144, std::int64_t{1} << 21,
                                                    std::int64_t{1} << 24, std::int64_t{1} << 27,
                                                    std::int64_t{1} << 30};

TEST(CostFlitTime, GeneralFormReducesTo615To622) {
  int compared = 0;
  for (std::int64_t nodes : admissible_sizes) {
    const EqualSizeRadices radices = equal_size_radices(nodes);
    for (Constraint constraint : {Constraint::bisection, Constraint::pinout}) {
      for (Wires wires : {Wires::pipelined, Wires::nonpipelined}) {
        for (double ratio : {1.0, 0.5, 2.0}) {
          const double closed_3d = torus_3d_flit_factor_closed_form(constraint, wires, nodes, ratio);
          const double closed_hc = hypercube_flit_factor_closed_form(constraint, wires, nodes, ratio);
          const FlitTimeFactor general_3d = flit_time_factor(constraint, wires, radices.radix_3d, 3, nodes, ratio);
          const FlitTimeFactor general_hc =
              flit_time_factor(constraint, wires, 2, radices.hypercube_dimension, nodes, ratio);
          EXPECT_NEAR(general_3d.unrounded, closed_3d, 1e-9 * closed_3d) << nodes;
          EXPECT_NEAR(general_hc.unrounded, closed_hc, 1e-9 * closed_hc) << nodes;
          compared += 2;
        }
      }
    }
  }
  EXPECT_EQ(compared, static_cast<int>(admissible_sizes.size()) * 2 * 2 * 3 * 2);
}

TEST(CostFlitTime, MuIsWidthRatioTimesWireFactor) {
  // (6.13, 6.14) for odd k and for cubes outside the comparison's three networks.
  struct Cube {
    std::int64_t k;
    int n;
  };
  for (const Cube& cube : {Cube{3, 4}, Cube{5, 3}, Cube{4, 5}, Cube{2, 7}, Cube{7, 3}}) {
    const auto nodes = static_cast<std::int64_t>(std::llround(std::pow(cube.k, cube.n)));
    for (Constraint constraint : {Constraint::bisection, Constraint::pinout}) {
      for (Wires wires : {Wires::pipelined, Wires::nonpipelined}) {
        const double expected = wire_delay_factor(wires, cube.k, cube.n, nodes) /
                                width_relative_to_2d_torus(constraint, cube.k, cube.n, nodes);
        const FlitTimeFactor mu = flit_time_factor(constraint, wires, cube.k, cube.n, nodes);
        EXPECT_NEAR(mu.unrounded, expected, 1e-12 * expected);
        EXPECT_EQ(mu.rounded, static_cast<std::int64_t>(std::ceil(expected - 1e-9)));
      }
    }
  }
  // By hand, 3-ary 4-cube (N = 81), bisection non-pipelined: W_2D/W = sqrt(81)/3 = 3, r = 3, mu = 9.
  EXPECT_NEAR(flit_time_factor(Constraint::bisection, Wires::nonpipelined, 3, 4, 81).unrounded, 9.0, 1e-12);
  // Pin-out pipelined: W_2D/W = 4/2, r = 2 (9 - 1) / (4 * 3), mu = 8/3, rounded up to 3.
  const FlitTimeFactor pinout = flit_time_factor(Constraint::pinout, Wires::pipelined, 3, 4, 81);
  EXPECT_NEAR(pinout.unrounded, 8.0 / 3.0, 1e-12);
  EXPECT_EQ(pinout.rounded, 3);
}

TEST(CostFlitTime, BaseNetworkIsOneForEveryConstraintWireModelAndR) {
  for (std::int64_t nodes : admissible_sizes) {
    const EqualSizeRadices radices = equal_size_radices(nodes);
    for (Constraint constraint : {Constraint::bisection, Constraint::pinout})
      for (Wires wires : {Wires::pipelined, Wires::nonpipelined})
        for (double ratio : {1.0, 0.25, 4.0}) {
          const FlitTimeFactor mu = flit_time_factor(constraint, wires, radices.radix_2d, 2, nodes, ratio);
          EXPECT_DOUBLE_EQ(mu.unrounded, 1.0);
          EXPECT_EQ(mu.rounded, 1);
        }
  }
}

TEST(CostFlitTime, RoundingUpIgnoresFloatingNoiseOnly) {
  // A13: exact integers of the table (168, 4, 96) stay; anything above rounds up.
  EXPECT_EQ(ceil_ignoring_rounding_noise(168.00000000000003), 168);
  EXPECT_EQ(ceil_ignoring_rounding_noise(3.9999999999999996), 4);
  EXPECT_EQ(ceil_ignoring_rounding_noise(3.9375), 4);
  EXPECT_EQ(ceil_ignoring_rounding_noise(10.5), 11);
  EXPECT_EQ(ceil_ignoring_rounding_noise(4.000001), 5);
  EXPECT_EQ(ceil_ignoring_rounding_noise(1.0), 1);
}

TEST(CostFlitTime, RouterRatioScalesMuInverselyExceptForTheBase) {
  const double base = hypercube_flit_factor_closed_form(Constraint::pinout, Wires::pipelined, 4096);
  EXPECT_DOUBLE_EQ(base, 31.5);
  EXPECT_DOUBLE_EQ(hypercube_flit_factor_closed_form(Constraint::pinout, Wires::pipelined, 4096, 2.0), 15.75);
  const FlitTimeFactor halved = flit_time_factor(Constraint::pinout, Wires::pipelined, 2, 12, 4096, 2.0);
  EXPECT_DOUBLE_EQ(halved.unrounded, 15.75);
  EXPECT_EQ(halved.rounded, 16);
}

TEST(CostFlitTime, BadInputIsRejected) {
  EXPECT_THROW(torus_3d_flit_factor_closed_form(Constraint::bisection, Wires::pipelined, 128), CostInputError);
  EXPECT_THROW(hypercube_flit_factor_closed_form(Constraint::bisection, Wires::pipelined, 100), CostInputError);
  EXPECT_THROW(hypercube_flit_factor_closed_form(Constraint::bisection, Wires::pipelined, 64, 0.0), CostInputError);
  EXPECT_THROW(flit_time_factor(Constraint::bisection, Wires::pipelined, 4, 3, 512), CostInputError);
  EXPECT_THROW(flit_time_factor(Constraint::bisection, Wires::pipelined, 8, 2, 64, -1.0), CostInputError);
}

}  // namespace
}  // namespace kncube::analytical
