// MMPP arrivals (spec 04 B.3.1): the mean rate within its confidence interval, the Hurst parameter
// of the generated counts (aggregated variance and R/S) against the requested H, and the
// stationary start.
#include <gtest/gtest.h>

#include <cmath>
#include <numeric>
#include <vector>

#include "analytical/mmpp/recon_an_fit.h"
#include "testbenches/testbench/traffic/mmpp_arrivals.h"

namespace kncube::traffic {
namespace {

// Arrivals of one node counted in slots of `slot` cycles over `slots` slots.
std::vector<double> slot_counts(const MmppArrivals& arrivals, rtl::NodeId node, double slot, std::size_t slots) {
  std::vector<double> counts(slots, 0.0);
  rtl::Random unused(1, 1);
  double t = arrivals.first_arrival(node, unused);
  while (t < slot * static_cast<double>(slots)) {
    counts[static_cast<std::size_t>(t / slot)] += 1.0;
    t += arrivals.gap(node, unused);
  }
  return counts;
}

double variance(const std::vector<double>& x) {
  const double mean = std::accumulate(x.begin(), x.end(), 0.0) / static_cast<double>(x.size());
  double sum = 0.0;
  for (double v : x) sum += (v - mean) * (v - mean);
  return sum / static_cast<double>(x.size() - 1);
}

std::vector<double> aggregate(const std::vector<double>& x, std::size_t m) {
  std::vector<double> out(x.size() / m, 0.0);
  for (std::size_t i = 0; i < out.size() * m; ++i) out[i / m] += x[i] / static_cast<double>(m);
  return out;
}

double slope(const std::vector<double>& x, const std::vector<double>& y) {
  const double n = static_cast<double>(x.size());
  const double mx = std::accumulate(x.begin(), x.end(), 0.0) / n, my = std::accumulate(y.begin(), y.end(), 0.0) / n;
  double sxy = 0.0, sxx = 0.0;
  for (std::size_t i = 0; i < x.size(); ++i) {
    sxy += (x[i] - mx) * (y[i] - my);
    sxx += (x[i] - mx) * (x[i] - mx);
  }
  return sxy / sxx;
}

// Variance-time: Var(X^(m)) ~ m^(2H-2).
double aggregated_variance_hurst(const std::vector<double>& counts, const std::vector<std::size_t>& scales) {
  std::vector<double> lx, ly;
  for (std::size_t m : scales) {
    lx.push_back(std::log(static_cast<double>(m)));
    ly.push_back(std::log(variance(aggregate(counts, m))));
  }
  return 1.0 + slope(lx, ly) / 2.0;
}

// Rescaled range: E[R/S](n) ~ n^H, averaged over the blocks of length n.
double rescaled_range_hurst(const std::vector<double>& counts, const std::vector<std::size_t>& blocks) {
  std::vector<double> lx, ly;
  for (std::size_t n : blocks) {
    double sum_rs = 0.0;
    std::size_t used = 0;
    for (std::size_t start = 0; start + n <= counts.size(); start += n) {
      const double mean = std::accumulate(counts.begin() + start, counts.begin() + start + n, 0.0) / n;
      double walk = 0.0, high = 0.0, low = 0.0, squares = 0.0;
      for (std::size_t i = start; i < start + n; ++i) {
        walk += counts[i] - mean;
        high = std::max(high, walk);
        low = std::min(low, walk);
        squares += (counts[i] - mean) * (counts[i] - mean);
      }
      const double s = std::sqrt(squares / n);
      if (s > 0.0) {
        sum_rs += (high - low) / s;
        ++used;
      }
    }
    lx.push_back(std::log(static_cast<double>(n)));
    ly.push_back(std::log(sum_rs / used));
  }
  return slope(lx, ly);
}

// CI configuration (spec B.3.1: L = 2): 20 batches of 10^6 cycles, each 1000 slowest correlation times.
TEST(MmppArrivals, MeanRateWithinItsConfidenceInterval) {
  const double rate = 0.01;
  const auto components = analytical::fit_recon_an(rate, 0.8, 0.9, 2, 10.0, 1.0 / rate);
  const MmppArrivals arrivals(components, 4, 7);
  for (rtl::NodeId node = 0; node < 4; ++node) {
    const std::vector<double> batches = slot_counts(arrivals, node, 1e6, 20);
    const double mean = std::accumulate(batches.begin(), batches.end(), 0.0) / 20.0 / 1e6;
    const double half_width = 2.093 * std::sqrt(variance(batches) / 20.0) / 1e6;  // t(0.975, 19)
    EXPECT_NEAR(mean, rate, half_width) << "node " << node;
    EXPECT_LT(half_width, 0.05 * rate);  // the interval is informative
  }
}

// L = 5, H = 0.8, rho = 0.9, Delta = 100 cycles: counts in 10^6 Delta-slots (10^8 cycles). The fit
// itself has a variance-time H of 0.767 over slots 1..10^4 (spec B.3), so both estimators are
// required within 0.08 of the requested 0.8 (stated tolerance: fit bias 0.033 plus estimation noise).
TEST(MmppArrivals, HurstParameterOfGeneratedCounts) {
  const double rate = 0.01, hurst = 0.8;
  const auto components = analytical::fit_recon_an(rate, hurst, 0.9, 5, 10.0, 1.0 / rate);
  const MmppArrivals arrivals(components, 1, 3);
  const std::vector<double> counts = slot_counts(arrivals, 0, 100.0, 1000000);
  const double h_variance = aggregated_variance_hurst(counts, {1, 3, 10, 30, 100, 300, 1000, 3000, 10000});
  const double h_rs = rescaled_range_hurst(counts, {100, 300, 1000, 3000, 10000, 30000, 100000});
  RecordProperty("H_aggregated_variance", std::to_string(h_variance));
  RecordProperty("H_rescaled_range", std::to_string(h_rs));
  std::printf("H estimates: aggregated variance %.3f, R/S %.3f (requested %.1f)\n", h_variance, h_rs, hurst);
  EXPECT_NEAR(h_variance, hurst, 0.08);
  EXPECT_NEAR(h_rs, hurst, 0.08);
  // Poisson traffic has H = 1/2: the estimator separates the two.
  const MmppArrivals poisson({{1.0, 1.0, rate, rate}}, 1, 3);
  EXPECT_NEAR(aggregated_variance_hurst(slot_counts(poisson, 0, 100.0, 1000000), {1, 10, 100, 1000, 10000}), 0.5, 0.05);
}

// Stationary start: over many nodes, the share that starts a component in state 1 is p_i.
TEST(MmppArrivals, StartsInTheStationaryLaw) {
  const std::vector<MmppComponent> components = {{0.003, 0.001, 0.04, 0.0}};  // p = 0.25
  const int nodes = 20000;
  const MmppArrivals arrivals(components, nodes, 11);
  // A node that starts ON has its first arrival after Exp(0.04) unless it switches first; a node
  // that starts OFF waits for a switch (mean 1000 cycles). Arrivals before 20 cycles are almost only ON starts.
  int early = 0;
  rtl::Random unused(1, 1);
  for (rtl::NodeId node = 0; node < nodes; ++node) early += arrivals.first_arrival(node, unused) < 20.0;
  const double b = 0.001, r = 0.04, d = 0.003, horizon = 20.0, share = r / (r + d);
  const double on_start = share * (1.0 - std::exp(-(r + d) * horizon));
  const double off_start =  // switch on at s < horizon, then an arrival before the horizon
      share * ((1.0 - std::exp(-b * horizon)) -
               b * std::exp(-(r + d) * horizon) * (std::exp((r + d - b) * horizon) - 1.0) / (r + d - b));
  const double expected = 0.25 * on_start + 0.75 * off_start;  // all ON would give 0.537, all OFF 0.005
  EXPECT_NEAR(early / static_cast<double>(nodes), expected, 0.01);  // 4 standard errors
}

}  // namespace
}  // namespace kncube::traffic
