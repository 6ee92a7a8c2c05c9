// Dally's zero-load latency (spec 03 §2.3, eqs 11-15 and 19).
#include <gtest/gtest.h>

#include <cmath>

#include "analytical/dally/dally_zero_load.h"

namespace kncube::analytical {
namespace {

TEST(DallyZeroLoad, Eq12ValuesOfTableI) {
  // Spec §5 vector 1: L = 200 bits.
  const struct { double k; int n; double latency; } rows[] = {
      {32, 2, 43.5}, {4, 5, 107.5}, {2, 10, 205}, {64, 2, 69.25}, {16, 3, 47.5}, {8, 4, 64}, {4, 6, 109}, {2, 12, 206}};
  for (const auto& r : rows)
    EXPECT_NEAR(dally_zero_load_latency(r.k, r.n, 200.0), r.latency, 1e-6 * r.latency) << r.k << "-ary " << r.n << "-cube";
}

TEST(DallyZeroLoad, MeanDistanceEq11) {
  EXPECT_DOUBLE_EQ(dally_mean_distance(32.0, 2), 31.0);
  EXPECT_DOUBLE_EQ(dally_mean_distance(2.0, 10), 5.0);
  EXPECT_DOUBLE_EQ(dally_mean_distance(4.0, 6), 9.0);
}

TEST(DallyZeroLoad, Eq19SeparatesFlightAndPeriod) {
  // 16-ary 3-cube, L = 200, W = 8: D = 22.5 hops, L/W = 25 phits.
  const DallyZeroLoad z = dally_zero_load(16.0, 3, 200.0, 8.0, 2.0, 0.5);
  EXPECT_DOUBLE_EQ(z.header_delay, 45.0);
  EXPECT_DOUBLE_EQ(z.serialisation, 12.5);
  EXPECT_DOUBLE_EQ(z.total(), 57.5);
  // T_c scales the whole of eq (12) when T_p = T_c.
  EXPECT_DOUBLE_EQ(dally_zero_load_latency(16.0, 3, 200.0, 3.0), 3.0 * 47.5);
}

TEST(DallyZeroLoad, Eq13MatchesFiniteDifference) {
  // T(n) = n (N^(1/n) - 1)/2 + 2L / N^(1/n), differentiated numerically at real n.
  const double nodes = 16384.0;
  const double bits = 150.0;
  auto latency = [&](double n) {
    const double k = std::pow(nodes, 1.0 / n);
    return n * (k - 1.0) / 2.0 + 2.0 * bits / k;
  };
  for (double n : {2.0, 3.0, 4.5, 6.0, 9.0}) {
    const double h = 1e-5;
    const double numeric = (latency(n + h) - latency(n - h)) / (2.0 * h);
    EXPECT_NEAR(dally_latency_dimension_derivative(std::pow(nodes, 1.0 / n), nodes, bits), numeric, 1e-5)
        << "n = " << n;
  }
}

TEST(DallyZeroLoad, Eq15DerivativeAtDEqualsLOverW) {
  // At 4L = n k (k-1) (eq 14) the derivative is (k - 1 - ln k)/2 >= 0.
  for (double k : {2.0, 4.0, 8.0, 16.0}) {
    const int n = 3;
    const double bits = n * k * (k - 1.0) / 4.0;
    const double expected = (k - 1.0 - std::log(k)) / 2.0;
    EXPECT_NEAR(dally_latency_dimension_derivative(k, std::pow(k, n), bits), expected, 1e-12) << "k = " << k;
    EXPECT_GE(expected, 0.0);
  }
}

}  // namespace
}  // namespace kncube::analytical
