// Spec 02 §3.0 B2-B3, §6.1 static tables, §2.2 generator facts (as rate totals), §2.6 mean hops.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "analytical/hotspot/hotspot_channel_counts.h"
#include "analytical/hotspot/hotspot_configuration.h"
#include "test_hotspot_support.h"

namespace kncube::analytical {
namespace {

using hotspot_test::matches_printed;

std::vector<double> tail(const std::vector<double>& v) { return std::vector<double>(v.begin() + 1, v.end()); }

// Brute force over all offsets y - H: n_j and C_j = sum over nodes at distance j of the number
// of dimensions in which the offset is non-zero (B3's definition).
void enumerate(HotspotTopology topology, int k, int n, std::vector<double>& at_distance, std::vector<double>& channels) {
  std::vector<int> digit(static_cast<std::size_t>(n), 0);
  at_distance.clear();
  channels.clear();
  while (true) {
    int distance = 0;
    int nonzero = 0;
    for (int d : digit) {
      if (d != 0) ++nonzero;
      distance += topology == HotspotTopology::torus_bi ? std::min(d, k - d) : d;
    }
    if (static_cast<int>(at_distance.size()) <= distance) {
      at_distance.resize(static_cast<std::size_t>(distance) + 1, 0.0);
      channels.resize(static_cast<std::size_t>(distance) + 1, 0.0);
    }
    at_distance[static_cast<std::size_t>(distance)] += 1.0;
    channels[static_cast<std::size_t>(distance)] += nonzero;
    int i = 0;
    while (i < n && ++digit[static_cast<std::size_t>(i)] == k) digit[static_cast<std::size_t>(i++)] = 0;
    if (i == n) break;
  }
}

TEST(HotspotChannelCounts, ClosedFormsMatchEnumeration) {
  struct Case { HotspotTopology topology; int k; int n; };
  const Case cases[] = {{HotspotTopology::torus_uni, 3, 2}, {HotspotTopology::torus_uni, 5, 3}, {HotspotTopology::torus_uni, 8, 3},
                        {HotspotTopology::torus_uni, 3, 4}, {HotspotTopology::torus_bi, 3, 2},  {HotspotTopology::torus_bi, 4, 2},
                        {HotspotTopology::torus_bi, 5, 3},  {HotspotTopology::torus_bi, 6, 2},  {HotspotTopology::torus_bi, 8, 2},
                        {HotspotTopology::torus_bi, 4, 3},  {HotspotTopology::torus_bi, 7, 3},  {HotspotTopology::hypercube, 2, 7}};
  for (const Case& c : cases) {
    SCOPED_TRACE(::testing::Message() << "k=" << c.k << " n=" << c.n << " topology=" << static_cast<int>(c.topology));
    const HotspotChannelCounts counts = hotspot_channel_counts(c.topology, c.k, c.n);
    std::vector<double> at_distance, channels;
    enumerate(c.topology, c.k, c.n, at_distance, channels);
    EXPECT_EQ(counts.at_distance, at_distance);
    EXPECT_EQ(counts.thesis_channels, channels);
    EXPECT_EQ(counts.at_least[1], counts.nodes - 1.0);
  }
}

TEST(HotspotChannelCounts, EightAryTwoCubeUnidirectional) {  // §6.1 first table
  const HotspotChannelCounts c = hotspot_channel_counts(HotspotTopology::torus_uni, 8, 2);
  EXPECT_EQ(c.diameter, 14);
  EXPECT_EQ(tail(c.at_distance), (std::vector<double>{2, 3, 4, 5, 6, 7, 8, 7, 6, 5, 4, 3, 2, 1}));
  EXPECT_EQ(tail(c.thesis_channels), (std::vector<double>{2, 4, 6, 8, 10, 12, 14, 14, 12, 10, 8, 6, 4, 2}));
  EXPECT_EQ(tail(c.paper_channels), (std::vector<double>{2, 4, 6, 8, 10, 12, 14, 16, 14, 12, 10, 8, 6, 4}));
  EXPECT_EQ(tail(c.at_least), (std::vector<double>{63, 61, 58, 54, 49, 43, 36, 28, 21, 15, 10, 6, 3, 1}));
  // ||J_j|| = C_j for j <= k-1 (§3.2).
  for (int j = 1; j <= 7; ++j) EXPECT_EQ(c.paper_channels[static_cast<std::size_t>(j)], c.thesis_channels[static_cast<std::size_t>(j)]);
  EXPECT_TRUE(matches_printed(c.hot_mean_distance(), "7.1111"));  // §2.6
}

TEST(HotspotChannelCounts, EightAryTwoCubeBidirectional) {  // §6.1 second table
  const HotspotChannelCounts c = hotspot_channel_counts(HotspotTopology::torus_bi, 8, 2);
  EXPECT_EQ(c.diameter, 8);
  EXPECT_EQ(tail(c.at_distance), (std::vector<double>{4, 8, 12, 14, 12, 8, 4, 1}));
  EXPECT_EQ(tail(c.thesis_channels), (std::vector<double>{4, 12, 20, 26, 24, 16, 8, 2}));
  EXPECT_EQ(tail(c.at_least), (std::vector<double>{63, 59, 51, 39, 25, 13, 5, 1}));
  const char* ratios[] = {"15.75", "4.91667", "2.55", "1.5", "1.04167", "0.8125", "0.625", "0.5"};
  for (int j = 1; j <= 8; ++j)
    EXPECT_TRUE(matches_printed(c.at_least[static_cast<std::size_t>(j)] / c.thesis_channels[static_cast<std::size_t>(j)], ratios[j - 1]));
  double weight = 0.0;
  for (double cj : c.thesis_channels) weight += cj / c.total_channels();
  EXPECT_DOUBLE_EQ(weight, 0.4375);
  EXPECT_TRUE(matches_printed(c.hot_mean_distance(), "4.0635"));  // §2.6
}

TEST(HotspotChannelCounts, EightAryThreeCubeSelectedRows) {  // §6.1 third table
  const HotspotChannelCounts c = hotspot_channel_counts(HotspotTopology::torus_uni, 8, 3);
  EXPECT_EQ(c.diameter, 21);
  struct Row { int j; double n_j, c_j, paper, t_j; };
  const Row rows[] = {{1, 3, 3, 3, 511},      {2, 6, 9, 9, 508},        {7, 36, 84, 84, 428}, {8, 42, 105, 108, 392},
                      {11, 48, 132, 144, 256}, {15, 28, 84, 108, 84}, {21, 1, 3, 9, 1}};
  for (const Row& r : rows) {
    const auto j = static_cast<std::size_t>(r.j);
    EXPECT_EQ(c.at_distance[j], r.n_j) << "j=" << r.j;
    EXPECT_EQ(c.thesis_channels[j], r.c_j) << "j=" << r.j;
    EXPECT_EQ(c.paper_channels[j], r.paper) << "j=" << r.j;
    EXPECT_EQ(c.at_least[j], r.t_j) << "j=" << r.j;
  }
  double weight = 0.0;
  for (double cj : c.thesis_channels) weight += cj / c.total_channels();
  EXPECT_DOUBLE_EQ(weight, 0.875);
  EXPECT_TRUE(matches_printed(c.hot_mean_distance(), "10.5205"));  // §2.6
}

TEST(HotspotChannelCounts, EightCube) {  // §6.1 hypercube line
  const HotspotChannelCounts c = hotspot_channel_counts(HotspotTopology::hypercube, 2, 8);
  EXPECT_EQ(c.diameter, 8);
  EXPECT_EQ(tail(c.thesis_channels), (std::vector<double>{8, 56, 168, 280, 280, 168, 56, 8}));
  EXPECT_EQ(tail(c.at_least), (std::vector<double>{255, 247, 219, 163, 93, 37, 9, 1}));
  const char* ratios[] = {"31.875", "4.4107", "1.3036", "0.58214", "0.33214", "0.22024", "0.16071", "0.125"};
  for (int j = 1; j <= 8; ++j)
    EXPECT_TRUE(matches_printed(c.at_least[static_cast<std::size_t>(j)] / c.thesis_channels[static_cast<std::size_t>(j)], ratios[j - 1]));
  EXPECT_TRUE(matches_printed(c.hot_mean_distance(), "4.0157"));  // §2.6, = nN/(2(N-1))
}

TEST(HotspotChannelCounts, ChannelSumsAreTheShareLeadingTowardsH) {  // B3 sums, A-11
  for (int k : {3, 4, 5, 8}) {
    for (int n : {1, 2, 3}) {
      const HotspotChannelCounts uni = hotspot_channel_counts(HotspotTopology::torus_uni, k, n);
      const HotspotChannelCounts bi = hotspot_channel_counts(HotspotTopology::torus_bi, k, n);
      double sum_uni = 0.0, sum_bi = 0.0;
      for (double cj : uni.thesis_channels) sum_uni += cj;
      for (double cj : bi.thesis_channels) sum_bi += cj;
      EXPECT_DOUBLE_EQ(sum_uni, uni.total_channels() * (k - 1) / k) << "k=" << k << " n=" << n;
      EXPECT_DOUBLE_EQ(sum_bi, bi.total_channels() * (k - 1) / (2.0 * k)) << "k=" << k << " n=" << n;
    }
  }
  const HotspotChannelCounts cube = hotspot_channel_counts(HotspotTopology::hypercube, 2, 6);
  double sum = 0.0;
  for (double cj : cube.thesis_channels) sum += cj;
  EXPECT_DOUBLE_EQ(sum, cube.total_channels() / 2.0);
}

TEST(HotspotChannelCounts, PhiCountsLeeNodesWithAllOffsetsNonZero) {
  // 8-ary 1-cube (bidirectional ring): offsets 1..7 give Lee distances 1,2,3,4,3,2,1.
  EXPECT_EQ(lee_nodes_all_offsets_nonzero(8, 1, 1), 2.0);
  EXPECT_EQ(lee_nodes_all_offsets_nonzero(8, 1, 4), 1.0);  // the antipode counts once
  EXPECT_EQ(lee_nodes_all_offsets_nonzero(7, 1, 3), 2.0);
  EXPECT_EQ(lee_nodes_all_offsets_nonzero(8, 2, 8), 1.0);
  EXPECT_EQ(lee_nodes_all_offsets_nonzero(8, 2, 2), 4.0);
  EXPECT_EQ(lee_nodes_all_offsets_nonzero(5, 2, 1), 0.0);
}

// §2.2: the hot-spot flow entering H totals h*lambda*(N-1) (rule S, T_1 = N-1 sources), spread
// over the C_1 = n input channels of H (lambda_h,1 = h lambda (N-1)/n).
TEST(HotspotGeneratorFacts, HotArrivalsAtTheHotNode) {
  const double lambda = 1.0;  // totals in units of lambda
  {
    const HotspotConfiguration c =
        make_hotspot_configuration(hotspot_test::torus(8, 3, 3, 32, 0.07), ModelSwitches{}, HotspotVariant::thesis);
    EXPECT_EQ(c.counts.thesis_channels[1], 3.0);
    EXPECT_DOUBLE_EQ(c.counts.n * c.hot_rate_per_lambda[1] * lambda, 35.77);  // 511 * 0.07
  }
  {
    const HotspotConfiguration c =
        make_hotspot_configuration(hotspot_test::torus(8, 2, 3, 32, 0.49), ModelSwitches{}, HotspotVariant::paper);
    EXPECT_DOUBLE_EQ(c.counts.n * c.hot_rate_per_lambda[1] * lambda, 30.87);  // 63 * 0.49
  }
  {
    const HotspotConfiguration c =
        make_hotspot_configuration(hotspot_test::torus(8, 2, 3, 32, 0.2, Directions::bi), ModelSwitches{}, HotspotVariant::thesis);
    EXPECT_EQ(c.counts.thesis_channels[1], 4.0);  // 2n input channels
    EXPECT_DOUBLE_EQ(c.counts.thesis_channels[1] * c.hot_rate_per_lambda[1], 0.2 * 63);
  }
  {
    const HotspotConfiguration c =
        make_hotspot_configuration(hotspot_test::hypercube(8, 2, 32, 0.21), ModelSwitches{}, HotspotVariant::thesis);
    EXPECT_DOUBLE_EQ(c.counts.thesis_channels[1] * c.hot_rate_per_lambda[1], 0.21 * 255);
  }
}

// Every hot-spot message crosses one channel per hop: summed over the channel classes, the
// hot-spot channel traffic is h*lambda*(N-1) messages times their mean distance sum_j j theta_j.
TEST(HotspotGeneratorFacts, HotChannelTrafficIsMessagesTimesMeanHops) {
  for (HotspotVariant variant : {HotspotVariant::thesis, HotspotVariant::paper}) {
    const HotspotConfiguration c = make_hotspot_configuration(hotspot_test::torus(8, 2, 3, 32, 0.16), ModelSwitches{}, variant);
    double traffic = 0.0;
    for (int j = 1; j <= c.diameter(); ++j)
      traffic += c.hot_channels[static_cast<std::size_t>(j)] * c.hot_rate_per_lambda[static_cast<std::size_t>(j)];
    EXPECT_NEAR(traffic, 0.16 * 63 * c.counts.hot_mean_distance(), 1e-9);
  }
}

}  // namespace
}  // namespace kncube::analytical
