// Topology counts (spec 01 §2) against brute-force enumeration and the spec's tables (§2.3).

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include "analytical/common/combinatorics.h"
#include "analytical/common/topology_counts.h"

namespace kncube::analytical {
namespace {

// Distance distribution from the origin by enumerating all k^n nodes (the thesis's
// uniCOUNT / biCOUNT): count[i] = nodes at distance exactly i, the origin included at i = 0.
std::vector<double> brute_force_area(int k, int n, Directions directions) {
  std::vector<double> count;
  std::vector<int> digit(static_cast<std::size_t>(n), 0);
  while (true) {
    int distance = 0;
    for (int d : digit) distance += directions == Directions::uni ? d : std::min(d, k - d);
    if (static_cast<std::size_t>(distance) >= count.size()) count.resize(static_cast<std::size_t>(distance) + 1, 0.0);
    count[static_cast<std::size_t>(distance)] += 1.0;
    int i = 0;
    while (i < n && ++digit[static_cast<std::size_t>(i)] == k) digit[static_cast<std::size_t>(i++)] = 0;
    if (i == n) break;
  }
  return count;
}

struct Cube {
  int k;
  int n;
};

// Every k = 2..9, n = 1..4 with k^n <= 20000 (task brief).
std::vector<Cube> brute_force_grid() {
  std::vector<Cube> grid;
  for (int k = 2; k <= 9; ++k)
    for (int n = 1; n <= 4; ++n) {
      std::int64_t nodes = 1;
      for (int i = 0; i < n; ++i) nodes *= k;
      if (nodes <= 20000) grid.push_back({k, n});
    }
  return grid;
}

constexpr Directions kBoth[] = {Directions::uni, Directions::bi};

TEST(TopologyCounts, GridCoversEveryRequestedCube) {
  // The largest, 9^4 = 6561 nodes, is within the 20000-node bound, so all 8 x 4 cubes qualify.
  EXPECT_EQ(brute_force_grid().size(), 32u);
}

TEST(TopologyCounts, SurfaceAreaMatchesBruteForceAtEveryRadius) {
  for (const Cube& c : brute_force_grid())
    for (Directions dir : kBoth) {
      const std::vector<double> expected = brute_force_area(c.k, c.n, dir);
      const std::vector<double> area = surface_area(c.k, c.n, dir);
      ASSERT_EQ(area.size(), expected.size()) << c.k << "-ary " << c.n << "-cube " << to_string(dir);
      for (std::size_t i = 0; i < area.size(); ++i)
        EXPECT_EQ(area[i], expected[i]) << c.k << "-ary " << c.n << "-cube " << to_string(dir) << " i=" << i;
    }
}

TEST(TopologyCounts, VolumeMatchesBruteForceAtEveryRadius) {
  for (const Cube& c : brute_force_grid())
    for (Directions dir : kBoth) {
      const std::vector<double> area = brute_force_area(c.k, c.n, dir);
      const std::vector<double> vol = volume(c.k, c.n, dir);
      ASSERT_EQ(vol.size(), area.size());
      double within = 0.0;
      for (std::size_t i = 0; i < vol.size(); ++i) {
        within += area[i];
        EXPECT_EQ(vol[i], within) << c.k << "-ary " << c.n << "-cube " << to_string(dir) << " i=" << i;
      }
      EXPECT_EQ(vol.back(), std::pow(c.k, c.n));
    }
}

TEST(TopologyCounts, RecursionsMatchBruteForceAtEveryRadius) {
  // psi (Theorem 2.1) for uni, the corrected theta (Theorem 2.3, A6) for bi.
  for (const Cube& c : brute_force_grid())
    for (Directions dir : kBoth) {
      const std::vector<double> expected = brute_force_area(c.k, c.n, dir);
      const std::vector<double> area = surface_area_by_recursion(c.k, c.n, dir);
      ASSERT_EQ(area.size(), expected.size());
      for (std::size_t i = 0; i < area.size(); ++i)
        EXPECT_EQ(area[i], expected[i]) << c.k << "-ary " << c.n << "-cube " << to_string(dir) << " i=" << i;
    }
}

TEST(TopologyCounts, CollapsedUniVolumeMatchesSummedForm) {
  for (const Cube& c : brute_force_grid()) {
    const std::vector<double> area = brute_force_area(c.k, c.n, Directions::uni);
    double within = 0.0;
    for (std::size_t i = 0; i < area.size(); ++i) {
      within += area[i];
      EXPECT_EQ(volume_uni_closed_form(c.k, c.n, static_cast<int>(i)), within) << c.k << "-ary " << c.n << "-cube i=" << i;
    }
  }
}

TEST(TopologyCounts, DiameterIsTheLargestBruteForceDistance) {
  for (const Cube& c : brute_force_grid())
    for (Directions dir : kBoth) {
      const int largest = static_cast<int>(brute_force_area(c.k, c.n, dir).size()) - 1;
      EXPECT_EQ(diameter(c.k, c.n, dir), largest) << c.k << "-ary " << c.n << "-cube " << to_string(dir);
      // §2.2: n(k-1) uni, n*floor(k/2) bi.
      EXPECT_EQ(largest, dir == Directions::uni ? c.n * (c.k - 1) : c.n * (c.k / 2));
    }
}

TEST(TopologyCounts, ExactMeanDistanceMatchesBruteForce) {
  for (const Cube& c : brute_force_grid())
    for (Directions dir : kBoth) {
      const std::vector<double> area = brute_force_area(c.k, c.n, dir);
      double total = 0.0;
      double others = 0.0;
      for (std::size_t i = 1; i < area.size(); ++i) {
        total += static_cast<double>(i) * area[i];
        others += area[i];
      }
      EXPECT_NEAR(mean_distance(c.k, c.n, dir), total / others, 1e-12 * total / others)
          << c.k << "-ary " << c.n << "-cube " << to_string(dir);
    }
}

TEST(TopologyCounts, HypercubeMeanDistanceIsNNOver2NMinus1) {
  for (int n = 1; n <= 12; ++n) {
    const double nodes = std::pow(2.0, n);
    EXPECT_NEAR(mean_distance(2, n, Directions::uni), n * nodes / (2.0 * (nodes - 1.0)), 1e-12);
  }
}

TEST(TopologyCounts, AgarwalMeanHopsIncludeTheZeroOffset) {
  // Eq 3.2 and (3.29, A5): the average over all k offsets of the per-dimension distance.
  for (int k = 2; k <= 12; ++k) {
    double uni = 0.0;
    double bi = 0.0;
    for (int h = 0; h < k; ++h) {
      uni += h;
      bi += std::min(h, k - h);
    }
    EXPECT_DOUBLE_EQ(agarwal_mean_hops(k, Directions::uni), uni / k) << "k=" << k;
    EXPECT_DOUBLE_EQ(agarwal_mean_hops(k, Directions::bi), bi / k) << "k=" << k;
  }
}

TEST(TopologyCounts, PsiIsZeroWhenAnyCapIsNegative) {
  // A2: the bare recursion would return 1 at j = 0 regardless of caps.
  EXPECT_EQ(psi({2, -1, 3}, 0), 0.0);
  EXPECT_EQ(psi({-1}, 0), 0.0);
  EXPECT_EQ(psi({2, 3}, 0), 1.0);
  EXPECT_EQ(psi({1, 2}, 1), 2.0);
  EXPECT_EQ(psi({1, 2}, 2), 2.0);
  EXPECT_EQ(psi({1, 2}, 3), 1.0);
  EXPECT_EQ(psi({1, 2}, 4), 0.0);
  EXPECT_EQ(psi({}, 0), 1.0);
  EXPECT_EQ(psi({}, 1), 0.0);
}

TEST(TopologyCounts, ThetaCountsTheZeroHopCaseOnce) {
  // A6: with both direction sums starting at m = 0, k = 5, n = 2 would give 6, 10, 8, 4.
  const std::vector<int> caps{2, 2};
  const std::vector<double> expected{1, 4, 8, 8, 4};
  for (int j = 0; j <= 4; ++j) EXPECT_EQ(theta(caps, caps, j), expected[static_cast<std::size_t>(j)]) << "j=" << j;
  EXPECT_EQ(theta(caps, caps, 5), 0.0);
}

TEST(TopologyCounts, GeneratingFunctionCheckOfBothClosedForms) {
  // §2.2: A(i) = [x^i] p(x)^n with p = 1 + x + ... + x^{k-1} (uni) or the bidirectional p(x).
  for (int k = 2; k <= 12; ++k)
    for (int n = 1; n <= 6; ++n)
      for (Directions dir : kBoth) {
        std::vector<double> p;
        if (dir == Directions::uni) {
          p.assign(static_cast<std::size_t>(k), 1.0);
        } else {
          p.assign(static_cast<std::size_t>(k / 2) + 1, 2.0);
          p[0] = 1.0;
          if (k % 2 == 0) p.back() = 1.0;
        }
        std::vector<double> power{1.0};
        for (int d = 0; d < n; ++d) {
          std::vector<double> next(power.size() + p.size() - 1, 0.0);
          for (std::size_t a = 0; a < power.size(); ++a)
            for (std::size_t b = 0; b < p.size(); ++b) next[a + b] += power[a] * p[b];
          power.swap(next);
        }
        EXPECT_EQ(surface_area(k, n, dir), power) << k << "-ary " << n << "-cube " << to_string(dir);
      }
}

TEST(TopologyCounts, LiteralLemma22BinomialForEvenRadix) {
  // A7: expanded even-k form, inner binomial C(i - k(l+t)/2 + l - 1, m - 1) for m >= 1,
  // and the m = 0 term C(n, t) [i = t k/2].
  for (int k = 4; k <= 10; k += 2)
    for (int n = 1; n <= 4; ++n) {
      const std::vector<double> area = surface_area(k, n, Directions::bi);
      for (int i = 0; i < static_cast<int>(area.size()); ++i) {
        double total = 0.0;
        for (int t = 0; t <= n; ++t) {
          if (i == t * k / 2) total += binomial(n, t);
          for (int m = 1; m <= n - t; ++m)
            for (int l = 0; l <= m; ++l) {
              const double term = std::pow(2.0, m) * binomial(n, t) * binomial(n - t, m) * binomial(m, l) *
                                  binomial(i - k * (l + t) / 2 + l - 1, m - 1);
              total += (l % 2 == 0) ? term : -term;
            }
        }
        EXPECT_EQ(area[static_cast<std::size_t>(i)], total) << k << "-ary " << n << "-cube i=" << i;
      }
    }
}

// Table 2.1 (bidirectional 4-ary n-cube), corrected: rows i = 1..16, columns n = 2..8, with the
// six restored 1s at i = 2n (A8). Zero means blank.
constexpr double kTable21[16][7] = {
    {4, 6, 8, 10, 12, 14, 16},        {6, 15, 28, 45, 66, 91, 120},
    {4, 20, 56, 120, 220, 364, 560},  {1, 15, 70, 210, 495, 1001, 1820},
    {0, 6, 56, 252, 792, 2002, 4368}, {0, 1, 28, 210, 924, 3003, 8008},
    {0, 0, 8, 120, 792, 3432, 11440}, {0, 0, 1, 45, 495, 3003, 12870},
    {0, 0, 0, 10, 220, 2002, 11440},  {0, 0, 0, 1, 66, 1001, 8008},
    {0, 0, 0, 0, 12, 364, 4368},      {0, 0, 0, 0, 1, 91, 1820},
    {0, 0, 0, 0, 0, 14, 560},         {0, 0, 0, 0, 0, 1, 120},
    {0, 0, 0, 0, 0, 0, 16},           {0, 0, 0, 0, 0, 0, 1},
};

// Table 2.2 (bidirectional 5-ary n-cube), as printed (all cells verified in spec 01 §2.3).
constexpr double kTable22[16][7] = {
    {4, 6, 8, 10, 12, 14, 16},           {8, 18, 32, 50, 72, 98, 128},
    {8, 32, 80, 160, 280, 448, 672},     {4, 36, 136, 360, 780, 1484, 2576},
    {0, 24, 160, 592, 1632, 3752, 7616}, {0, 8, 128, 720, 2624, 7448, 17920},
    {0, 0, 64, 640, 3264, 11776, 34176}, {0, 0, 16, 400, 3120, 14896, 53344},
    {0, 0, 0, 160, 2240, 15008, 68352},  {0, 0, 0, 32, 1152, 11872, 71680},
    {0, 0, 0, 0, 384, 7168, 60928},      {0, 0, 0, 0, 64, 3136, 41216},
    {0, 0, 0, 0, 0, 896, 21504},         {0, 0, 0, 0, 0, 128, 8192},
    {0, 0, 0, 0, 0, 0, 2048},            {0, 0, 0, 0, 0, 0, 256},
};

void expect_table(int k, const double (&table)[16][7]) {
  for (int n = 2; n <= 8; ++n) {
    const std::vector<double> area = surface_area(k, n, Directions::bi);
    const std::vector<double> by_recursion = surface_area_by_recursion(k, n, Directions::bi);
    double column_sum = 0.0;
    for (int i = 1; i <= 16; ++i) {
      const double cell = table[i - 1][n - 2];
      const double value = i < static_cast<int>(area.size()) ? area[static_cast<std::size_t>(i)] : 0.0;
      EXPECT_EQ(value, cell) << k << "-ary " << n << "-cube i=" << i;
      if (i < static_cast<int>(by_recursion.size())) {
        EXPECT_EQ(by_recursion[static_cast<std::size_t>(i)], cell);
      }
      column_sum += cell;
    }
    // Every corrected column sums to N - 1 (the check that exposed the missing 1s).
    EXPECT_EQ(column_sum, std::pow(k, n) - 1.0) << k << "-ary " << n << "-cube";
  }
}

TEST(TopologyCounts, Table21CorrectedBidirectional4AryIncludingRestoredOnes) {
  expect_table(4, kTable21);
  // The six cells the OCR dropped, named explicitly.
  for (int n = 3; n <= 8; ++n) EXPECT_EQ(surface_area(4, n, Directions::bi)[static_cast<std::size_t>(2 * n)], 1.0);
  // The cell that reads "100 1" in the OCR.
  EXPECT_EQ(surface_area(4, 7, Directions::bi)[10], 1001.0);
  // Per dimension p(x) = (1 + x)^2, so A(i) = C(2n, i).
  for (int n = 2; n <= 8; ++n)
    for (int i = 0; i <= 2 * n; ++i)
      EXPECT_EQ(surface_area(4, n, Directions::bi)[static_cast<std::size_t>(i)], binomial(2 * n, i));
}

TEST(TopologyCounts, Table22Bidirectional5Ary) {
  expect_table(5, kTable22);
  EXPECT_EQ(surface_area(5, 7, Directions::bi)[10], 11872.0);
}

TEST(TopologyCounts, ExtraUnitTestVectors) {
  struct Vector {
    int k, n;
    Directions dir;
    std::vector<double> area;
  };
  const std::vector<Vector> vectors = {
      {8, 2, Directions::uni, {1, 2, 3, 4, 5, 6, 7, 8, 7, 6, 5, 4, 3, 2, 1}},
      {4, 3, Directions::uni, {1, 3, 6, 10, 12, 12, 10, 6, 3, 1}},
      {3, 3, Directions::uni, {1, 3, 6, 7, 6, 3, 1}},
      {8, 3, Directions::uni, {1, 3, 6, 10, 15, 21, 28, 36, 42, 46, 48, 48, 46, 42, 36, 28, 21, 15, 10, 6, 3, 1}},
      {8, 2, Directions::bi, {1, 4, 8, 12, 14, 12, 8, 4, 1}},
      {6, 2, Directions::bi, {1, 4, 8, 10, 8, 4, 1}},
      {8, 3, Directions::bi, {1, 6, 18, 38, 63, 84, 92, 84, 63, 38, 18, 6, 1}},
      {10, 3, Directions::bi, {1, 6, 18, 38, 66, 99, 128, 144, 144, 128, 99, 66, 38, 18, 6, 1}},
  };
  for (const Vector& v : vectors) {
    EXPECT_EQ(surface_area(v.k, v.n, v.dir), v.area) << v.k << "-ary " << v.n << "-cube " << to_string(v.dir);
    EXPECT_EQ(surface_area_by_recursion(v.k, v.n, v.dir), v.area) << v.k << "-ary " << v.n << "-cube";
  }
}

TEST(TopologyCounts, Figure22PeaksOf4096NodeUnidirectionalCubes) {
  struct Peak {
    int k, n;
    double max;
    int at;
    int diameter;
  };
  // The peak location is the middle radius; for even diameters it is unique.
  const Peak peaks[] = {{2, 12, 924, 6, 12}, {4, 6, 580, 9, 18}, {8, 4, 344, 14, 28}, {16, 3, 192, 22, 45}, {64, 2, 64, 63, 126}};
  for (const Peak& p : peaks) {
    const std::vector<double> area = surface_area(p.k, p.n, Directions::uni);
    EXPECT_EQ(diameter(p.k, p.n, Directions::uni), p.diameter);
    const auto top = std::max_element(area.begin(), area.end());
    EXPECT_EQ(*top, p.max) << p.k << "-ary " << p.n << "-cube";
    EXPECT_EQ(area[static_cast<std::size_t>(p.at)], p.max) << p.k << "-ary " << p.n << "-cube";
    double total = 0.0;
    for (double a : area) total += a;
    EXPECT_EQ(total, 4096.0);
  }
}

}  // namespace
}  // namespace kncube::analytical
