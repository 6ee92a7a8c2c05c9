// Spec 04 A.2.3's table of XFTM-L against mesh, torus and TM, k = 3..10, and the findings below
// it (Lemma 1's distance counts, Proposition 1 as a regression), from the built-in generators.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include "analytical/graph/distance_table.h"
#include "analytical/graph/grid_generators.h"
#include "analytical/xftm/graph_quantities.h"
#include "analytical/xftm/xftm_paper_formulas.h"

namespace kncube::analytical {
namespace {

struct TableRow {
  int k;
  int nodes;
  double proposition1;
  int links;
  int max_degree;
  int diameter;
  double mean_distance;
  double theorem1;
  double moore;
  double mesh_mean;
  int mesh_diameter;
  double torus_mean;
  int torus_diameter;
  double tm_mean;
  int tm_diameter;
};

// Spec 04 A.2.3, printed to 4 decimals (Prop1 to 2).
const TableRow kTable[] = {
    {3, 8, 8.18, 9, 3, 4, 2.1071, 1.0000, 1.4286, 2.0000, 4, 1.5000, 2, 1.8333, 3},
    {4, 14, 13.79, 18, 4, 6, 2.7143, 0.8667, 1.6923, 2.6667, 6, 2.1333, 4, 2.4000, 4},
    {5, 21, 20.99, 30, 4, 8, 3.4000, 0.8694, 2.0000, 3.3333, 8, 2.5000, 4, 2.9667, 5},
    {6, 30, 29.80, 45, 4, 10, 3.9839, 0.8820, 2.3103, 4.0000, 10, 3.0857, 6, 3.5429, 6},
    {7, 40, 40.20, 63, 4, 12, 4.6897, 0.8934, 2.4872, 4.6667, 12, 3.5000, 6, 4.1190, 7},
    {8, 52, 52.21, 84, 4, 14, 5.2700, 0.9031, 2.6078, 5.3333, 14, 4.0635, 8, 4.6984, 8},
    {9, 66, 65.82, 111, 4, 16, 5.8513, 0.9113, 2.8923, 6.0000, 16, 4.5000, 8, 5.2778, 9},
    {10, 82, 81.03, 140, 4, 18, 6.4550, 0.9183, 3.1111, 6.6667, 18, 5.0505, 10, 5.8586, 10},
};

constexpr double kFourDecimals = 5e-5 + 1e-12;

// How gtest prints the row (in CTest's test names too).
void PrintTo(const TableRow& row, std::ostream* os) { *os << "k = " << row.k; }

class XftmTable : public ::testing::TestWithParam<TableRow> {};

TEST_P(XftmTable, XftmLMatchesSpecRow) {
  const TableRow& row = GetParam();
  const graph::NetworkGraph xftm = graph::make_xftm_graph(row.k);
  const graph::DistanceTable distances(xftm);
  EXPECT_EQ(xftm.node_count(), row.nodes);
  EXPECT_EQ(xftm_node_count(row.k), row.nodes);
  EXPECT_NEAR(proposition1_node_count(row.k), row.proposition1, 0.005 + 1e-12);
  EXPECT_EQ(xftm.link_count(), row.links);
  int low = 99;
  int high = 0;
  for (int id = 0; id < xftm.node_count(); ++id) {
    low = std::min(low, xftm.out_degree(id));
    high = std::max(high, xftm.out_degree(id));
  }
  EXPECT_EQ(low, 1);  // the corners (k-1, 0) and (k-1, k-1)
  EXPECT_EQ(high, row.max_degree);
  EXPECT_TRUE(graph::is_connected(xftm));
  EXPECT_EQ(distances.diameter(), row.diameter);
  EXPECT_EQ(distances.diameter(), 2 * (row.k - 1));  // the mesh value (A.2.3 findings)
  EXPECT_NEAR(distances.mean_distance(), row.mean_distance, kFourDecimals);
  EXPECT_NEAR(theorem1_average_distance(row.k), row.theorem1, kFourDecimals);
  EXPECT_NEAR(2.0 * theorem1_average_distance(row.k), 2.0 * row.theorem1, 2 * kFourDecimals);
  EXPECT_NEAR(moore_mean_distance(row.nodes, 4), row.moore, kFourDecimals);
  if (row.k >= 5) {
    EXPECT_LT(2.0 * theorem1_average_distance(row.k), moore_mean_distance(row.nodes, 4));  // Theorem 1 impossible
  }
}

TEST_P(XftmTable, MeshTorusAndTmMatchSpecRow) {
  const TableRow& row = GetParam();
  const graph::DistanceTable mesh(graph::make_mesh_graph(row.k));
  const graph::DistanceTable torus(graph::make_torus_graph(row.k));
  const graph::NetworkGraph tm_graph = graph::make_tm_graph(row.k);
  const graph::DistanceTable tm(tm_graph);
  EXPECT_NEAR(mesh.mean_distance(), row.mesh_mean, kFourDecimals);
  EXPECT_EQ(mesh.diameter(), row.mesh_diameter);
  EXPECT_NEAR(torus.mean_distance(), row.torus_mean, kFourDecimals);
  EXPECT_EQ(torus.diameter(), row.torus_diameter);
  EXPECT_NEAR(tm.mean_distance(), row.tm_mean, kFourDecimals);
  EXPECT_EQ(tm.diameter(), row.tm_diameter);
  EXPECT_EQ(tm_graph.link_count(), 2 * row.k * (row.k - 1));  // the mesh's link count (A.1)
  if (row.k % 2 == 0) {  // exactly the midpoint of torus and mesh for even k (A.1)
    EXPECT_NEAR(tm.mean_distance(), (torus.mean_distance() + mesh.mean_distance()) / 2.0, 1e-12);
  }
}

INSTANTIATE_TEST_SUITE_P(Spec04A23, XftmTable, ::testing::ValuesIn(kTable),
                         [](const ::testing::TestParamInfo<TableRow>& info) { return "k" + std::to_string(info.param.k); });

TEST(XftmNodeSet, RemovesTheWedgeOfSpecA21) {
  // k = 8: column 7 loses rows 1..6, column 6 rows 2..5, column 5 rows 3..4.
  for (int x = 0; x < 8; ++x)
    for (int y = 0; y < 8; ++y) {
      const bool removed = (x == 7 && y >= 1 && y <= 6) || (x == 6 && y >= 2 && y <= 5) || (x == 5 && y >= 3 && y <= 4);
      EXPECT_EQ(graph::xftm_removes(8, x, y), removed) << x << "," << y;
    }
  // Nodes are numbered by row-major rank over the survivors: row 0 holds ids 0..7, row 1 8..14.
  const graph::NetworkGraph xftm = graph::make_xftm_graph(8);
  EXPECT_EQ(xftm.node(7).x, 7);
  EXPECT_EQ(xftm.node(7).y, 0);
  EXPECT_EQ(xftm.node(14).x, 6);
  EXPECT_EQ(xftm.node(14).y, 1);
  EXPECT_EQ(xftm.node(15).x, 0);
  EXPECT_EQ(xftm.node(15).y, 2);
}

TEST(XftmLinkSet, EvenKDropsOnlyTheAntiDiagonalLink) {
  const graph::NetworkGraph xftm = graph::make_xftm_graph(8);
  const auto id_at = [&](int x, int y) {
    for (int id = 0; id < xftm.node_count(); ++id)
      if (xftm.node(id).x == x && xftm.node(id).y == y) return id;
    return -1;
  };
  const int a = id_at(3, 4);
  const int b = id_at(4, 4);
  int mesh_links_between_survivors = 0;
  for (const auto& c : xftm.channels()) {
    EXPECT_FALSE((c.source == a && c.sink == b) || (c.source == b && c.sink == a));
    const auto& s = xftm.node(c.source);
    const auto& t = xftm.node(c.sink);
    EXPECT_EQ(std::abs(s.x - t.x) + std::abs(s.y - t.y), 1);  // only mesh links (A.2.2)
    ++mesh_links_between_survivors;
  }
  EXPECT_EQ(mesh_links_between_survivors, 2 * 84);
}

TEST(Lemma1, HoldsBelowKAndIsIncompleteBeyond) {
  // Spec 04 A.2.3: from (0,0) at k = 8, I(0..14) = 1,2,...,8 | 4,3,3,2,2,1,1; mean 6.4706.
  const graph::NetworkGraph xftm = graph::make_xftm_graph(8);
  const graph::DistanceTable distances(xftm);
  std::vector<int> counts(15, 0);
  double sum = 0.0;
  for (int id = 0; id < xftm.node_count(); ++id) {
    ++counts[static_cast<std::size_t>(distances.distance(0, id))];
    sum += distances.distance(0, id);
  }
  EXPECT_EQ(counts, (std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 4, 3, 3, 2, 2, 1, 1}));
  EXPECT_NEAR(sum / (xftm.node_count() - 1), 6.4706, kFourDecimals);
}

TEST(Proposition1, IsTheLeastSquaresFitOfTheExactCountOverK3To9) {
  double sx = 0, sy = 0, sxx = 0, sxy = 0;
  const int points = 7;
  for (int k = 3; k <= 9; ++k) {
    const double x = k * k;
    const double y = xftm_node_count(k);
    sx += x;
    sy += y;
    sxx += x * x;
    sxy += x * y;
  }
  const double slope = (points * sxy - sx * sy) / (points * sxx - sx * sx);
  const double intercept = (sy - slope * sx) / points;
  EXPECT_NEAR(slope, 0.80053, 5e-6);
  EXPECT_NEAR(intercept, 0.97862, 5e-6);
  EXPECT_EQ(xftm_node_count(16), 220);
  EXPECT_NEAR(proposition1_node_count(16), 205.9, 0.05);
}

}  // namespace
}  // namespace kncube::analytical
