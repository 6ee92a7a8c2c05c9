// The locality generator against spec 01 §4.6 and A9: destinations uniform over the one-sided
// sub-cube G_f of side k_f anchored at the source, the source excluded, and its mean distance;
// on bidirectional tori the same window (the A10 extension the simulator implements).
#include <gtest/gtest.h>

#include <cmath>
#include <set>
#include <vector>

#include "analytical/uniform/uniform_destination_classes.h"
#include "rtl_models/topology.h"
#include "testbenches/testbench/traffic/locality_traffic.h"
#include "testbenches/testbench/traffic/traffic_checks.h"
#include "testbenches/testbench/traffic/traffic_factory.h"

namespace kncube {
namespace {

NetworkSpec locality_network(Topology topology, int k, int n, Directions directions, double f) {
  NetworkSpec spec;
  spec.topology = topology;
  spec.k = k;
  spec.n = n;
  spec.directions = directions;
  spec.traffic.kind = TrafficKind::locality;
  spec.traffic.locality = f;
  return spec;
}

// G_f - {S} of (3.35), enumerated directly from the definition.
std::set<rtl::NodeId> window_of(const rtl::TopologyGraph& topology, rtl::NodeId source, int side) {
  const int k = topology.radix();
  const int n = topology.dimensions();
  std::set<rtl::NodeId> window;
  std::vector<int> h(static_cast<std::size_t>(n), 0);
  for (;;) {
    std::vector<int> digits(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
      digits[static_cast<std::size_t>(i)] = (topology.digit(source, i) + h[static_cast<std::size_t>(i)]) % k;
    const rtl::NodeId node = topology.node_at(digits.data());
    if (node != source) window.insert(node);
    int i = 0;
    while (i < n && ++h[static_cast<std::size_t>(i)] == side) h[static_cast<std::size_t>(i++)] = 0;
    if (i == n) break;
  }
  return window;
}

TEST(LocalitySide, FollowsA9) {
  // f = (k_f / k)^n exactly, and any other f rounded up.
  EXPECT_EQ(traffic::locality_side(locality_network(Topology::torus, 8, 2, Directions::uni, 0.25)), 4);
  EXPECT_EQ(traffic::locality_side(locality_network(Topology::torus, 8, 2, Directions::uni, 0.3)), 5);
  EXPECT_EQ(traffic::locality_side(locality_network(Topology::torus, 10, 3, Directions::uni, 0.125)), 5);
  EXPECT_EQ(traffic::locality_side(locality_network(Topology::torus, 8, 2, Directions::uni, 1.0)), 8);
  // A hypercube's only sub-cube side is 2: every f > 2^-n is uniform traffic.
  EXPECT_EQ(traffic::locality_side(locality_network(Topology::hypercube, 2, 6, Directions::uni, 0.5)), 2);
}

struct WindowCase {
  std::string name;
  NetworkSpec spec;
  int side;
};

void PrintTo(const WindowCase& c, std::ostream* out) { *out << c.name; }

class LocalityWindowTest : public ::testing::TestWithParam<WindowCase> {};

// Every source, including those whose window wraps around: each draw lies in G_f - {S}, and
// every member of it is drawn (2000 draws over at most 24 members: a member is missed with
// probability below 1e-36).
TEST_P(LocalityWindowTest, DestinationsFillTheOneSidedSubCubeWithoutTheSource) {
  const WindowCase& c = GetParam();
  const rtl::TopologyGraph topology = rtl::make_topology(c.spec);
  const auto pattern = traffic::make_traffic_pattern(c.spec, topology);
  ASSERT_EQ(traffic::locality_side(c.spec), c.side);
  rtl::Random random(12, 3);
  for (rtl::NodeId source = 0; source < topology.node_count(); ++source) {
    const std::set<rtl::NodeId> window = window_of(topology, source, c.side);
    ASSERT_EQ(window.size(), static_cast<std::size_t>(std::pow(c.side, topology.dimensions()) - 1));
    std::set<rtl::NodeId> seen;
    for (int draw = 0; draw < 2000; ++draw) {
      const rtl::Destination d = pattern->destination(source, random);
      ASSERT_EQ(d.message_class, 0);
      ASSERT_TRUE(window.count(d.node)) << "source " << source << " drew " << d.node;
      seen.insert(d.node);
    }
    EXPECT_EQ(seen, window) << "source " << source;
  }
}

INSTANTIATE_TEST_SUITE_P(
    Windows, LocalityWindowTest,
    ::testing::Values(WindowCase{"uni_8ary_2cube_f025", locality_network(Topology::torus, 8, 2, Directions::uni, 0.25), 4},
                      WindowCase{"uni_8ary_2cube_f03", locality_network(Topology::torus, 8, 2, Directions::uni, 0.3), 5},
                      WindowCase{"uni_5ary_3cube_f0064", locality_network(Topology::torus, 5, 3, Directions::uni, 0.064), 2},
                      WindowCase{"bi_5ary_2cube_f064", locality_network(Topology::torus, 5, 2, Directions::bi, 0.64), 4}),
    [](const ::testing::TestParamInfo<WindowCase>& info) { return info.param.name; });

struct DistanceCase {
  std::string name;
  NetworkSpec spec;
  double mean_distance;  // exact, over G_f - {S}
};

void PrintTo(const DistanceCase& c, std::ostream* out) { *out << c.name; }

class LocalityDistanceTest : public ::testing::TestWithParam<DistanceCase> {};

// The sampled mean distance of locality messages against the exact mean over G_f - {S}
// (uni: n (k_f-1)/2 * k_f^n / (k_f^n - 1), e.g. 3.2 for k_f = 4, n = 2), and against the
// analytical destination enumeration with the same window. Bound: 5 standard errors, from the
// exact variance of the distance over the window.
TEST_P(LocalityDistanceTest, MeanDistanceIsTheWindowsExactMean) {
  const DistanceCase& c = GetParam();
  const rtl::TopologyGraph topology = rtl::make_topology(c.spec);
  const auto pattern = traffic::make_traffic_pattern(c.spec, topology);
  const int side = traffic::locality_side(c.spec);
  analytical::DestinationWindow window;
  window.k = topology.radix();
  window.n = topology.dimensions();
  window.directions = topology.bidirectional() ? Directions::bi : Directions::uni;
  window.side = side;
  EXPECT_NEAR(analytical::enumerate_destination_classes(window).mean_distance, c.mean_distance, 1e-12);

  const std::set<rtl::NodeId> members = window_of(topology, 0, side);
  double second_moment = 0.0;
  for (rtl::NodeId node : members) second_moment += std::pow(topology.distance(0, node), 2);
  const double variance = second_moment / members.size() - c.mean_distance * c.mean_distance;

  rtl::Random sources(13, 0);
  rtl::Random draws(13, 1);
  constexpr int samples = 400000;
  double hops = 0.0;
  for (int i = 0; i < samples; ++i) {
    const auto source = static_cast<rtl::NodeId>(sources.below(static_cast<std::uint32_t>(topology.node_count())));
    hops += topology.distance(source, pattern->destination(source, draws).node);
  }
  EXPECT_NEAR(hops / samples, c.mean_distance, 5.0 * std::sqrt(variance / samples));
}

INSTANTIATE_TEST_SUITE_P(
    Windows, LocalityDistanceTest,
    ::testing::Values(DistanceCase{"uni_8ary_2cube_f025", locality_network(Topology::torus, 8, 2, Directions::uni, 0.25), 3.2},
                      // 10-ary 3-cube, f = 0.125, k_f = 5 (spec 01 §5's locality table): 3 * 2 * 125/124.
                      DistanceCase{"uni_10ary_3cube_f0125", locality_network(Topology::torus, 10, 3, Directions::uni, 0.125),
                                   6.0 * 125.0 / 124.0},
                      // Bidirectional extension (A10): offsets 0..3 in a 5-ring cost 0, 1, 2, 2 hops,
                      // 5 per dimension over 4 offsets; the 16 window nodes total 2 * 4 * 5 = 40 hops,
                      // spread over the 15 that are not the source.
                      DistanceCase{"bi_5ary_2cube_f064", locality_network(Topology::torus, 5, 2, Directions::bi, 0.64),
                                   40.0 / 15.0},
                      DistanceCase{"hypercube_6_f05_is_uniform", locality_network(Topology::hypercube, 2, 6, Directions::uni, 0.5),
                                   6.0 * 32.0 / 63.0}),
    [](const ::testing::TestParamInfo<DistanceCase>& info) { return info.param.name; });

TEST(LocalityTraffic, WholeNetworkIsUniformTraffic) {
  const traffic::LocalityTraffic pattern(8, 2, 8);
  EXPECT_EQ(pattern.destinations(), 63u);
}

}  // namespace
}  // namespace kncube
