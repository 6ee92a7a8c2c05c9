// The random BookSim patterns against their distributions: hotspot-set draws member j with
// probability w_j / sum w (a source in the set included), and uniform traffic with self-traffic
// draws every one of the N nodes with probability 1/N, its source included. Each count of a
// seeded run must lie within 5 standard deviations of its binomial mean: a correct generator
// misses that with probability below 6e-7 per count, so a failure means a wrong distribution,
// and the seeds are fixed, so the tests are deterministic.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <ostream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "rtl_models/topology.h"
#include "testbenches/testbench/traffic/hotspot_set_traffic.h"
#include "testbenches/testbench/traffic/traffic_factory.h"

namespace kncube {
namespace {

NetworkSpec hotspot_set(std::vector<std::int64_t> nodes, std::vector<double> weights) {
  NetworkSpec spec;  // uni 8-ary 2-cube
  spec.traffic.kind = TrafficKind::hotspot_set;
  spec.traffic.hotspot_nodes = std::move(nodes);
  spec.traffic.hotspot_weights = std::move(weights);
  return spec;
}

// `count` of `samples` draws against probability p.
void expect_binomial(std::int64_t count, std::int64_t samples, double p, const std::string& what) {
  const double mean = p * static_cast<double>(samples);
  const double sigma = std::sqrt(static_cast<double>(samples) * p * (1.0 - p));
  EXPECT_NEAR(static_cast<double>(count), mean, 5.0 * sigma) << what << ": p = " << p;
}

struct WeightCase {
  std::string name;
  std::vector<std::int64_t> nodes;
  std::vector<double> weights;  // empty: equal
};

void PrintTo(const WeightCase& c, std::ostream* out) { *out << c.name; }

class HotspotSetFrequencies : public ::testing::TestWithParam<WeightCase> {};

// Sources cycle over every node, members of the set included, so the test also shows that a
// source's own membership does not change the distribution (BookSim lets it draw itself).
TEST_P(HotspotSetFrequencies, EachMemberDrawnInProportionToItsWeight) {
  const WeightCase& c = GetParam();
  const NetworkSpec spec = hotspot_set(c.nodes, c.weights);
  const rtl::TopologyGraph topology = rtl::make_topology(spec);
  const auto pattern = traffic::make_traffic_pattern(spec, topology);
  ASSERT_EQ(pattern->class_count(), 1);
  EXPECT_EQ(pattern->class_name(0), "all");
  double total = 0.0;
  for (std::size_t j = 0; j < c.nodes.size(); ++j) total += c.weights.empty() ? 1.0 : c.weights[j];
  rtl::Random random(31, 0);
  constexpr std::int64_t samples = 1000000;
  std::vector<std::int64_t> counts(static_cast<std::size_t>(topology.node_count()), 0);
  for (std::int64_t i = 0; i < samples; ++i) {
    const rtl::Destination d = pattern->destination(static_cast<rtl::NodeId>(i % topology.node_count()), random);
    ASSERT_EQ(d.message_class, 0);
    ++counts[static_cast<std::size_t>(d.node)];
  }
  std::int64_t in_set = 0;
  for (std::size_t j = 0; j < c.nodes.size(); ++j) {
    const double p = (c.weights.empty() ? 1.0 : c.weights[j]) / total;
    const std::int64_t count = counts[static_cast<std::size_t>(c.nodes[j])];
    expect_binomial(count, samples, p, "node " + std::to_string(c.nodes[j]));
    in_set += count;
  }
  EXPECT_EQ(in_set, samples) << "every message goes to the set";
}

INSTANTIATE_TEST_SUITE_P(
    Sets, HotspotSetFrequencies,
    ::testing::Values(WeightCase{"one_node", {27}, {}},
                      WeightCase{"equal_four", {0, 9, 36, 63}, {}},
                      WeightCase{"weights_1_2_3_4", {0, 9, 36, 63}, {1, 2, 3, 4}},
                      // Uneven weights exercise the alias table's top-ups (p from 0.001 to 0.7).
                      WeightCase{"uneven_five", {5, 17, 40, 41, 62}, {0.14, 7.0, 2.0, 0.01, 0.85}},
                      WeightCase{"heavy_tail", {1, 2, 3, 4, 5, 6, 7, 8}, {1000, 1, 1, 1, 1, 1, 1, 1}}),
    [](const ::testing::TestParamInfo<WeightCase>& info) { return info.param.name; });

// A source in the set draws itself with its member's probability, like any other source.
TEST(HotspotSetSelf, AMemberDrawsItselfWithItsProbability) {
  const NetworkSpec spec = hotspot_set({9, 20}, {1, 3});
  const auto pattern = traffic::make_traffic_pattern(spec, rtl::make_topology(spec));
  rtl::Random random(37, 0);
  constexpr std::int64_t samples = 400000;
  std::int64_t itself = 0;
  for (std::int64_t i = 0; i < samples; ++i) itself += pattern->destination(9, random).node == 9;
  expect_binomial(itself, samples, 0.25, "node 9 to itself");
}

TEST(HotspotSetTable, ProbabilitiesAreTheNormalisedWeights) {
  const traffic::HotspotSetTraffic equal(64, {3, 4}, {});
  EXPECT_DOUBLE_EQ(equal.probabilities()[0], 0.5);
  EXPECT_DOUBLE_EQ(equal.probabilities()[1], 0.5);
  const traffic::HotspotSetTraffic weighted(64, {3, 4, 5}, {1, 1, 2});
  EXPECT_DOUBLE_EQ(weighted.probabilities()[2], 0.5);
  EXPECT_THROW(traffic::HotspotSetTraffic(64, {}, {}), std::invalid_argument);
  EXPECT_THROW(traffic::HotspotSetTraffic(64, {64}, {}), std::invalid_argument);
  EXPECT_THROW(traffic::HotspotSetTraffic(64, {3, 3}, {}), std::invalid_argument);
  EXPECT_THROW(traffic::HotspotSetTraffic(64, {3, 4}, {1}), std::invalid_argument);
  EXPECT_THROW(traffic::HotspotSetTraffic(64, {3, 4}, {1, 0}), std::invalid_argument);
}

NetworkSpec uniform(int k, int n, bool self_traffic) {
  NetworkSpec spec;
  spec.k = k;
  spec.n = n;
  spec.traffic.self_traffic = self_traffic;
  return spec;
}

// With self-traffic every node, the source included, has probability 1/N; without, the source
// never and the others 1/(N-1).
TEST(SelfTraffic, EveryNodeIncludingTheSourceWithProbabilityOneOverN) {
  for (const auto& [k, n] : {std::pair{4, 2}, std::pair{8, 2}, std::pair{3, 3}}) {
    for (const bool self : {true, false}) {
      const NetworkSpec spec = uniform(k, n, self);
      const rtl::TopologyGraph topology = rtl::make_topology(spec);
      const auto pattern = traffic::make_traffic_pattern(spec, topology);
      const int nodes = topology.node_count();
      rtl::Random random(41, 0);
      const rtl::NodeId source = nodes / 3;
      const std::int64_t samples = 4000LL * nodes;
      std::vector<std::int64_t> counts(static_cast<std::size_t>(nodes), 0);
      for (std::int64_t i = 0; i < samples; ++i) ++counts[static_cast<std::size_t>(pattern->destination(source, random).node)];
      for (rtl::NodeId d = 0; d < nodes; ++d) {
        const double p = self ? 1.0 / nodes : (d == source ? 0.0 : 1.0 / (nodes - 1));
        if (p == 0.0) {
          EXPECT_EQ(counts[static_cast<std::size_t>(source)], 0) << describe(spec);
        } else {
          expect_binomial(counts[static_cast<std::size_t>(d)], samples, p, describe(spec) + ", destination " + std::to_string(d));
        }
      }
    }
  }
}

// Over all sources, the share of messages addressed to their own source is 1/N.
TEST(SelfTraffic, ShareOfSelfAddressedMessagesIsOneOverN) {
  const NetworkSpec spec = uniform(8, 2, true);
  const rtl::TopologyGraph topology = rtl::make_topology(spec);
  const auto pattern = traffic::make_traffic_pattern(spec, topology);
  rtl::Random sources(43, 0);
  rtl::Random draws(43, 1);
  constexpr std::int64_t samples = 2000000;
  std::int64_t self = 0;
  for (std::int64_t i = 0; i < samples; ++i) {
    const auto source = static_cast<rtl::NodeId>(sources.below(64));
    self += pattern->destination(source, draws).node == source;
  }
  expect_binomial(self, samples, 1.0 / 64, "self-addressed");
}

}  // namespace
}  // namespace kncube
