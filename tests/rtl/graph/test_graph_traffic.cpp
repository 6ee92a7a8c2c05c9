// Traffic on graph networks: locality by graph distance (the smallest ball around the source that
// holds f N nodes, uniform over it), against brute force; f = 1 is every other node.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

#include "analytical/graph/distance_table.h"
#include "analytical/graph/grid_generators.h"
#include "testbenches/testbench/traffic/graph_locality_traffic.h"

namespace kncube::test {
namespace {

TEST(GraphLocality, AddressesTheSmallestBallHoldingFN) {
  const graph::NetworkGraph g = graph::make_xftm_graph(8);
  const graph::DistanceTable d(g);
  for (double f : {0.05, 0.2, 0.5, 1.0}) {
    const traffic::GraphLocalityTraffic pattern(d, f);
    for (int s = 0; s < g.node_count(); ++s) {
      int radius = 1;
      for (;; ++radius) {
        int ball = 0;
        for (int t = 0; t < g.node_count(); ++t) ball += d.distance(s, t) <= radius ? 1 : 0;
        if (ball >= f * g.node_count() - 1e-9) break;
      }
      std::vector<rtl::NodeId> expected;
      for (int t = 0; t < g.node_count(); ++t)
        if (t != s && d.distance(s, t) <= radius) expected.push_back(t);
      std::vector<rtl::NodeId> got = pattern.destinations(s);
      std::sort(got.begin(), got.end());
      ASSERT_EQ(got, expected) << "f " << f << " source " << s;
      if (f == 1.0) {
        ASSERT_EQ(got.size(), static_cast<std::size_t>(g.node_count() - 1));
      }
    }
  }
}

TEST(GraphLocality, DrawsUniformlyOverTheBall) {
  const graph::NetworkGraph g = graph::make_tm_graph(6);
  const graph::DistanceTable d(g);
  const traffic::GraphLocalityTraffic pattern(d, 0.25);
  const std::vector<rtl::NodeId> ball = pattern.destinations(7);
  rtl::Random random(1, 7);
  std::map<rtl::NodeId, int> counts;
  const int draws = 200000;
  for (int i = 0; i < draws; ++i) ++counts[pattern.destination(7, random).node];
  ASSERT_EQ(counts.size(), ball.size());
  const double expected = static_cast<double>(draws) / static_cast<double>(ball.size());
  for (const auto& [node, count] : counts) EXPECT_NEAR(count, expected, 5 * std::sqrt(expected)) << node;
}

}  // namespace
}  // namespace kncube::test
