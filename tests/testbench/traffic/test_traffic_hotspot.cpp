// The hot-spot generator against spec 02 §2.2 and §2.6: implied rates at the hot node, rule S
// at the hot node, regular destinations uniform over the N-1 others (H included), and the exact
// mean hops of hot-spot messages.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "rtl_models/topology.h"
#include "testbenches/testbench/traffic/hotspot_traffic.h"
#include "testbenches/testbench/traffic/traffic_factory.h"

namespace kncube {
namespace {

using traffic::HotspotTraffic;

NetworkSpec hotspot_network(int k, int n, Directions directions, double h, std::int64_t hot_node) {
  NetworkSpec spec;
  spec.k = k;
  spec.n = n;
  spec.directions = directions;
  spec.traffic.kind = TrafficKind::hotspot;
  spec.traffic.hotspot_fraction = h;
  spec.traffic.hotspot_node = hot_node;
  return spec;
}

// Arrivals at H per generated message, from a sample in which every node generates equally often.
struct HotNodeArrivals {
  double hot = 0.0;      // hot-spot messages
  double regular = 0.0;  // regular messages
  double hot_share = 0.0;  // share of all messages in the hot-spot class
};

HotNodeArrivals sample_arrivals(const rtl::TrafficPattern& pattern, rtl::NodeId nodes, rtl::NodeId hot, int samples) {
  rtl::Random sources(9, 0);
  rtl::Random draws(9, 1);
  int hot_arrivals = 0;
  int regular_arrivals = 0;
  int hot_messages = 0;
  for (int i = 0; i < samples; ++i) {
    const auto source = static_cast<rtl::NodeId>(sources.below(static_cast<std::uint32_t>(nodes)));
    const rtl::Destination d = pattern.destination(source, draws);
    if (d.message_class == HotspotTraffic::hot_class) ++hot_messages;
    if (d.node != hot) continue;
    if (d.message_class == HotspotTraffic::hot_class)
      ++hot_arrivals;
    else
      ++regular_arrivals;
  }
  return {static_cast<double>(hot_arrivals) / samples, static_cast<double>(regular_arrivals) / samples,
          static_cast<double>(hot_messages) / samples};
}

// 5 standard deviations of a binomial proportion p over `samples` draws.
double bound(double p, int samples) { return 5.0 * std::sqrt(p * (1.0 - p) / samples); }

// §2.2: with every node generating at rate lambda, H receives h lambda (N-1) hot-spot messages
// per cycle ([T]'s 63 * 0.49 = 30.87 lambda for the 8-ary 2-cube, 511 * 0.07 = 35.77 lambda for
// the 8-ary 3-cube) and (1-h) lambda regular ones. Per generated message (N lambda of them per
// cycle) that is h (N-1)/N and (1-h)/N; the hot-spot class is h (N-1)/N of all messages since H
// sends none.
TEST(HotspotRates, ImpliedRatesAtTheHotNode) {
  struct Case {
    int k, n;
    double h;
    std::int64_t hot;
    double thesis_hot_rate;  // h (N-1), in units of lambda
  };
  for (const Case c : {Case{8, 2, 0.49, 36, 30.87}, Case{8, 3, 0.07, 292, 35.77}, Case{8, 2, 0.08, 0, 5.04}}) {
    const NetworkSpec spec = hotspot_network(c.k, c.n, Directions::uni, c.h, c.hot);
    const rtl::TopologyGraph topology = rtl::make_topology(spec);
    const auto pattern = traffic::make_traffic_pattern(spec, topology);
    const double nodes = topology.node_count();
    constexpr int samples = 2000000;
    const HotNodeArrivals a = sample_arrivals(*pattern, topology.node_count(), static_cast<rtl::NodeId>(c.hot), samples);
    const double hot = c.h * (nodes - 1.0) / nodes;
    const double regular = (1.0 - c.h) / nodes;
    EXPECT_NEAR(c.h * (nodes - 1.0), c.thesis_hot_rate, 1e-9);
    EXPECT_NEAR(a.hot, hot, bound(hot, samples)) << c.k << "-ary " << c.n << "-cube, h = " << c.h;
    EXPECT_NEAR(a.hot * nodes, c.thesis_hot_rate, bound(hot, samples) * nodes);
    EXPECT_NEAR(a.regular, regular, bound(regular, samples));
    EXPECT_NEAR(a.hot_share, hot, bound(hot, samples));
  }
}

// Rule S (§2.1, A-1): the hot node's own hot-spot draws become regular messages, uniform over
// the N-1 other nodes, so H generates only regular messages, at the full rate. Chi-square at the
// 0.1% level over H's 63 destinations (critical value 103.4 for 62 degrees of freedom).
TEST(HotspotRuleS, HotNodeSendsOnlyUniformRegularMessages) {
  const rtl::NodeId hot = 36;  // (4, 4), [T]'s hot node of the 8-ary 2-cube
  const HotspotTraffic pattern(64, hot, 0.49);
  rtl::Random random(4, 4);
  std::vector<int> counts(64, 0);
  constexpr int samples = 63 * 2000;
  for (int i = 0; i < samples; ++i) {
    const rtl::Destination d = pattern.destination(hot, random);
    ASSERT_EQ(d.message_class, HotspotTraffic::regular_class);
    ASSERT_NE(d.node, hot);
    ++counts[static_cast<std::size_t>(d.node)];
  }
  double chi_square = 0.0;
  for (rtl::NodeId node = 0; node < 64; ++node) {
    if (node == hot) continue;
    const double difference = counts[static_cast<std::size_t>(node)] - samples / 63.0;
    chi_square += difference * difference / (samples / 63.0);
  }
  EXPECT_LT(chi_square, 103.4);
}

// regular messages of another node are uniform over its N-1 others, H included; the
// hot-spot share of its messages is h.
TEST(HotspotRegular, OtherNodesSpreadRegularMessagesOverAllOthersIncludingTheHotNode) {
  const rtl::NodeId hot = 36;
  const rtl::NodeId source = 9;
  const double h = 0.2;
  const HotspotTraffic pattern(64, hot, h);
  rtl::Random random(6, 6);
  std::vector<int> regular(64, 0);
  int hot_messages = 0;
  constexpr int samples = 400000;
  for (int i = 0; i < samples; ++i) {
    const rtl::Destination d = pattern.destination(source, random);
    ASSERT_NE(d.node, source);
    if (d.message_class == HotspotTraffic::hot_class) {
      ASSERT_EQ(d.node, hot);
      ++hot_messages;
    } else {
      ++regular[static_cast<std::size_t>(d.node)];
    }
  }
  EXPECT_NEAR(static_cast<double>(hot_messages) / samples, h, bound(h, samples));
  const double regular_total = samples - hot_messages;
  double chi_square = 0.0;
  for (rtl::NodeId node = 0; node < 64; ++node) {
    if (node == source) continue;
    const double difference = regular[static_cast<std::size_t>(node)] - regular_total / 63.0;
    chi_square += difference * difference / (regular_total / 63.0);
  }
  EXPECT_LT(chi_square, 103.4);
}

// §2.6: hot-spot messages make sum_j j theta_j hops on average, whatever H is: 7.1111 in the
// unidirectional 8-ary 2-cube, 4.0635 in the bidirectional one. Every source but H sends its
// hot-spot messages to H, so the mean over the other sources of dist(source, H) is exact.
TEST(HotspotHops, MeanHopsOfHotSpotMessagesAreTheUniformMean) {
  for (const Directions directions : {Directions::uni, Directions::bi}) {
    for (const std::int64_t hot : {0, 36, 63}) {
      const NetworkSpec spec = hotspot_network(8, 2, directions, 0.5, hot);
      const rtl::TopologyGraph topology = rtl::make_topology(spec);
      const auto pattern = traffic::make_traffic_pattern(spec, topology);
      rtl::Random random(2, 2);
      double hops = 0.0;
      int sources = 0;
      for (rtl::NodeId source = 0; source < topology.node_count(); ++source) {
        if (source == hot) continue;
        rtl::Destination d = pattern->destination(source, random);
        while (d.message_class != HotspotTraffic::hot_class) d = pattern->destination(source, random);
        hops += topology.distance(source, d.node);
        ++sources;
      }
      EXPECT_NEAR(hops / sources, directions == Directions::uni ? 7.1111111 : 4.0634921, 5e-7);
    }
  }
}

TEST(HotspotClasses, NamesMatchTheHotSpotModels) {
  const HotspotTraffic pattern(64, 0, 0.1);
  ASSERT_EQ(pattern.class_count(), 2);
  EXPECT_EQ(pattern.class_name(HotspotTraffic::regular_class), "regular");
  EXPECT_EQ(pattern.class_name(HotspotTraffic::hot_class), "hot-spot");
}

TEST(HotspotClasses, ZeroFractionSendsOnlyRegularMessages) {
  const HotspotTraffic pattern(64, 5, 0.0);
  rtl::Random random(8, 8);
  for (int i = 0; i < 10000; ++i)
    EXPECT_EQ(pattern.destination(static_cast<rtl::NodeId>(i % 64), random).message_class, HotspotTraffic::regular_class);
}

}  // namespace
}  // namespace kncube
