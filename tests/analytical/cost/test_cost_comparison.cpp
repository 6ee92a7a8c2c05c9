// The comparison builder (spec 03 §3.2-3.9): the three equal-size networks and the NetworkSpec
// each implies for the latency models.

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <string>

#include "analytical/cost/cost_channel_width.h"
#include "analytical/cost/cost_comparison.h"
#include "analytical/cost/cost_input_error.h"

namespace kncube::analytical {
namespace {

ComparisonRequest request_for(std::int64_t nodes, Constraint constraint, Wires wires) {
  ComparisonRequest request;
  request.nodes = nodes;
  request.constraint = constraint;
  request.wires = wires;
  return request;
}

bool mentions(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(CostComparison, N64BisectionPipelinedNetworks) {
  const CostComparison comparison = build_cost_comparison(request_for(64, Constraint::bisection, Wires::pipelined));
  EXPECT_EQ(comparison.nodes, 64);
  EXPECT_DOUBLE_EQ(comparison.router_ratio, 1.0);
  EXPECT_FALSE(comparison.budget.has_value());

  const ComparedNetwork& torus2 = comparison.networks[0];
  const ComparedNetwork& torus3 = comparison.networks[1];
  const ComparedNetwork& cube = comparison.networks[2];
  EXPECT_EQ(torus2.topology, ComparedTopology::torus_2d);
  EXPECT_EQ(torus3.topology, ComparedTopology::torus_3d);
  EXPECT_EQ(cube.topology, ComparedTopology::hypercube);
  EXPECT_EQ(&comparison.network(ComparedTopology::hypercube), &cube);
  EXPECT_EQ(torus2.label, "2D torus 8x8");
  EXPECT_EQ(torus3.label, "3D torus 4x4x4");
  EXPECT_EQ(cube.label, "hypercube 6-cube");

  EXPECT_EQ(torus2.k, 8);
  EXPECT_EQ(torus2.n, 2);
  EXPECT_EQ(torus3.k, 4);
  EXPECT_EQ(torus3.n, 3);
  EXPECT_EQ(cube.k, 2);
  EXPECT_EQ(cube.n, 6);
  for (const ComparedNetwork& network : comparison.networks) {
    EXPECT_EQ(network.nodes, 64);
    EXPECT_FALSE(network.approximate);
    EXPECT_TRUE(network.approximation.empty());
    EXPECT_EQ(network.buffer_flits, 12);  // 6.23-6.25 equalised
    EXPECT_FALSE(network.channel_width_wires.has_value());
  }

  // 1 : 1/2 : 1/4 widths, so a 2D flit is 1, 2, 4 phits; r = 1, 7/6, 7/6; mu = 1, 7/3, 14/3.
  EXPECT_DOUBLE_EQ(torus2.channel_width, 1.0);
  EXPECT_NEAR(torus3.channel_width, 0.5, 1e-12);
  EXPECT_NEAR(cube.channel_width, 0.25, 1e-12);
  EXPECT_NEAR(torus3.phits_per_flit, 2.0, 1e-12);
  EXPECT_NEAR(cube.phits_per_flit, 4.0, 1e-12);
  EXPECT_DOUBLE_EQ(torus2.wire_delay_factor, 1.0);
  EXPECT_NEAR(torus3.wire_delay_factor, 7.0 / 6.0, 1e-12);
  EXPECT_NEAR(cube.wire_delay_factor, 7.0 / 6.0, 1e-12);
  EXPECT_EQ(torus2.mu.rounded, 1);
  EXPECT_EQ(torus3.mu.rounded, 3);
  EXPECT_EQ(cube.mu.rounded, 5);
  EXPECT_NEAR(torus3.mu.unrounded, 7.0 / 3.0, 1e-12);
  EXPECT_NEAR(cube.mu.unrounded, 14.0 / 3.0, 1e-12);
  EXPECT_EQ(torus2.vcs, 6);
  EXPECT_EQ(torus3.vcs, 4);
  EXPECT_EQ(cube.vcs, 2);
}

TEST(CostComparison, SpecsAreReadyForTheLatencyModels) {
  ComparisonRequest request = request_for(64, Constraint::pinout, Wires::nonpipelined);
  request.message_length = 32;
  request.traffic.kind = TrafficKind::hotspot;
  request.traffic.hotspot_fraction = 0.2;
  const CostComparison comparison = build_cost_comparison(request);

  const NetworkSpec& torus2 = comparison.networks[0].spec;
  const NetworkSpec& torus3 = comparison.networks[1].spec;
  const NetworkSpec& cube = comparison.networks[2].spec;
  EXPECT_EQ(torus2.topology, Topology::torus);
  EXPECT_EQ(torus3.topology, Topology::torus);
  EXPECT_EQ(cube.topology, Topology::hypercube);
  EXPECT_TRUE(cube.is_hypercube());
  EXPECT_FALSE(torus3.is_hypercube());
  EXPECT_EQ(torus2.k, 8);
  EXPECT_EQ(torus3.k, 4);
  EXPECT_EQ(cube.k, 2);
  EXPECT_EQ(cube.n, 6);
  EXPECT_EQ(torus2.nodes(), 64);
  EXPECT_EQ(torus3.nodes(), 64);
  EXPECT_EQ(cube.nodes(), 64);
  for (const ComparedNetwork& network : comparison.networks) {
    const NetworkSpec& spec = network.spec;
    EXPECT_EQ(spec.directions, Directions::uni);  // §3.2
    EXPECT_EQ(spec.routing, Routing::duato);
    EXPECT_EQ(spec.vcs, network.vcs);
    EXPECT_EQ(spec.message_length, 32);
    EXPECT_EQ(spec.traffic.kind, TrafficKind::hotspot);
    EXPECT_DOUBLE_EQ(spec.traffic.hotspot_fraction, 0.2);
    EXPECT_DOUBLE_EQ(spec.switch_time, 1.0);  // t_s = R
    EXPECT_DOUBLE_EQ(spec.channel_time, static_cast<double>(network.mu.rounded));  // t_c = ceil(mu), A13
  }
  // Pin-out, non-pipelined at N = 64: mu = 1, 3, 6 (Table 6.1).
  EXPECT_DOUBLE_EQ(torus2.channel_time, 1.0);
  EXPECT_DOUBLE_EQ(torus3.channel_time, 3.0);
  EXPECT_DOUBLE_EQ(cube.channel_time, 6.0);
  EXPECT_EQ(torus3.vcs, 4);
}

TEST(CostComparison, N512FlagsThe529NodeTorus) {
  const CostComparison comparison = build_cost_comparison(request_for(512, Constraint::pinout, Wires::nonpipelined));
  const ComparedNetwork& torus2 = comparison.network(ComparedTopology::torus_2d);
  EXPECT_EQ(torus2.k, 23);
  EXPECT_EQ(torus2.nodes, 529);
  EXPECT_EQ(torus2.spec.nodes(), 529);
  EXPECT_TRUE(torus2.approximate);
  EXPECT_EQ(torus2.label, "2D torus 23x23");
  EXPECT_TRUE(mentions(torus2.approximation, "529")) << torus2.approximation;
  EXPECT_TRUE(mentions(torus2.approximation, "512")) << torus2.approximation;
  EXPECT_TRUE(mentions(torus2.approximation, "A14")) << torus2.approximation;
  EXPECT_EQ(torus2.vcs, 9);  // log2 512, not log2 529
  EXPECT_EQ(torus2.mu.rounded, 1);
  EXPECT_DOUBLE_EQ(torus2.channel_width, 1.0);

  const ComparedNetwork& torus3 = comparison.network(ComparedTopology::torus_3d);
  const ComparedNetwork& cube = comparison.network(ComparedTopology::hypercube);
  EXPECT_FALSE(torus3.approximate);
  EXPECT_FALSE(cube.approximate);
  EXPECT_EQ(torus3.nodes, 512);
  EXPECT_EQ(cube.nodes, 512);
  // mu from N = 512, not 529: 3 * 512^(1/6) / 2 = 4.243 and 9 sqrt(512) / 8 = 25.456.
  EXPECT_NEAR(torus3.mu.unrounded, 1.5 * std::pow(512.0, 1.0 / 6.0), 1e-12);
  EXPECT_NEAR(cube.mu.unrounded, 9.0 * std::sqrt(512.0) / 8.0, 1e-12);
  EXPECT_EQ(torus3.mu.rounded, 5);
  EXPECT_EQ(cube.mu.rounded, 26);
}

TEST(CostComparison, BudgetGivesWidthsInWires) {
  ComparisonRequest bisection = request_for(64, Constraint::bisection, Wires::pipelined);
  bisection.budget = 64.0;  // the bit-serial 6-cube's bisection
  const CostComparison by_bisection = build_cost_comparison(bisection);
  ASSERT_TRUE(by_bisection.budget.has_value());
  EXPECT_EQ(by_bisection.budget->constraint, Constraint::bisection);
  EXPECT_DOUBLE_EQ(*by_bisection.networks[0].channel_width_wires, 4.0);
  EXPECT_DOUBLE_EQ(*by_bisection.networks[1].channel_width_wires, 2.0);
  EXPECT_DOUBLE_EQ(*by_bisection.networks[2].channel_width_wires, 1.0);
  for (const ComparedNetwork& network : by_bisection.networks)
    EXPECT_NEAR(bisection_width(network.k, network.n, *network.channel_width_wires), 64.0, 1e-9) << network.label;

  ComparisonRequest pins = request_for(4096, Constraint::pinout, Wires::pipelined);
  pins.budget = 48.0;
  const CostComparison by_pins = build_cost_comparison(pins);
  EXPECT_DOUBLE_EQ(*by_pins.networks[0].channel_width_wires, 12.0);
  EXPECT_DOUBLE_EQ(*by_pins.networks[1].channel_width_wires, 8.0);
  EXPECT_DOUBLE_EQ(*by_pins.networks[2].channel_width_wires, 2.0);
  for (const ComparedNetwork& network : by_pins.networks)
    EXPECT_DOUBLE_EQ(*network.channel_width_wires / *by_pins.networks[0].channel_width_wires, network.channel_width);
}

TEST(CostComparison, RouterRatioComesFromTheModelSwitches) {
  ModelSwitches switches;
  switches.router_ratio = 2.0;
  const CostComparison comparison =
      build_cost_comparison(request_for(4096, Constraint::bisection, Wires::pipelined), switches);
  EXPECT_DOUBLE_EQ(comparison.router_ratio, 2.0);
  EXPECT_DOUBLE_EQ(comparison.networks[0].mu.unrounded, 1.0);  // the base stays 1
  EXPECT_DOUBLE_EQ(comparison.networks[1].mu.unrounded, 5.25);  // 10.5 / 2
  EXPECT_EQ(comparison.networks[1].mu.rounded, 6);
  EXPECT_DOUBLE_EQ(comparison.networks[2].mu.unrounded, 84.0);  // 168 / 2
  for (const ComparedNetwork& network : comparison.networks) EXPECT_DOUBLE_EQ(network.spec.switch_time, 2.0);
}

TEST(CostComparison, BadRequestsNameTheOffendingKey) {
  struct Case {
    ComparisonRequest request;
    ModelSwitches switches;
    std::string key;
    std::string value;
  };
  ComparisonRequest bad_nodes = request_for(1000, Constraint::bisection, Wires::pipelined);
  ComparisonRequest no_cube_root = request_for(2048, Constraint::bisection, Wires::pipelined);
  ComparisonRequest zero_budget = request_for(64, Constraint::pinout, Wires::pipelined);
  zero_budget.budget = 0.0;
  ComparisonRequest negative_budget = request_for(64, Constraint::bisection, Wires::nonpipelined);
  negative_budget.budget = -16.0;
  ComparisonRequest no_message = request_for(64, Constraint::bisection, Wires::pipelined);
  no_message.message_length = 0;
  ModelSwitches bad_ratio;
  bad_ratio.router_ratio = -1.0;

  const Case cases[] = {
      {bad_nodes, {}, "nodes", "1000"},
      {no_cube_root, {}, "nodes", "2048"},
      {zero_budget, {}, "budget", "0"},
      {negative_budget, {}, "budget", "-16"},
      {no_message, {}, "message_length", "0"},
      {request_for(64, Constraint::bisection, Wires::pipelined), bad_ratio, "router_ratio", "-1"},
  };
  for (const Case& c : cases) {
    try {
      build_cost_comparison(c.request, c.switches);
      ADD_FAILURE() << c.key << " = " << c.value << " accepted";
    } catch (const CostInputError& error) {
      EXPECT_EQ(error.key(), c.key);
      EXPECT_EQ(error.value(), c.value);
      EXPECT_FALSE(error.allowed().empty());
    }
  }
}

TEST(CostComparison, TopologyNames) {
  EXPECT_EQ(to_string(ComparedTopology::torus_2d), "2D torus");
  EXPECT_EQ(to_string(ComparedTopology::torus_3d), "3D torus");
  EXPECT_EQ(to_string(ComparedTopology::hypercube), "hypercube");
}

}  // namespace
}  // namespace kncube::analytical
