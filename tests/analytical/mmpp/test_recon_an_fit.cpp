// RECON-AN (spec 04 B.3) against the independent implementation's table and stated properties.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "analytical/mmpp/recon_an_fit.h"
#include "analytical/vocabulary/config_error.h"

namespace kncube::analytical {
namespace {

void expect_relative(double actual, double expected, double tolerance) {
  EXPECT_NEAR(actual, expected, tolerance * std::fabs(expected)) << "expected " << expected;
}

// Spec B.3 table: lambda = 0.01, Delta = 100 (= 1/lambda), L = 5, kappa = 10. Printed to 7 digits.
TEST(ReconAnFit, MatchesSpecTableForH06Rho07) {
  const std::vector<MmppComponent> c = fit_recon_an(0.01, 0.6, 0.7, 5, 10.0, 100.0);
  ASSERT_EQ(c.size(), 5u);
  const double expected[5][3] = {{9.683177e-03, 3.168226e-04, 6.312682e-02},
                                 {8.288836e-04, 1.711164e-04, 1.168795e-02},
                                 {4.342989e-05, 5.657011e-05, 3.535436e-03},
                                 {1.084763e-06, 8.915237e-06, 2.243350e-03},
                                 {1.891936e-08, 9.810806e-07, 2.038568e-03}};
  for (int i = 0; i < 5; ++i) {
    expect_relative(c[i].leave_first, expected[i][0], 1e-6);
    expect_relative(c[i].leave_second, expected[i][1], 1e-6);
    expect_relative(c[i].rate_first, expected[i][2], 1e-6);
    EXPECT_EQ(c[i].rate_second, 0.0);
  }
}

TEST(ReconAnFit, MatchesSpecTableForH08Rho09) {
  const std::vector<MmppComponent> c = fit_recon_an(0.01, 0.8, 0.9, 5, 10.0, 100.0);
  expect_relative(c[0].leave_first, 9.572366e-03, 1e-6);
  expect_relative(c[0].leave_second, 4.276344e-04, 1e-6);
  expect_relative(c[0].rate_first, 4.676892e-02, 1e-6);
  expect_relative(c[4].leave_first, 3.599067e-07, 1e-6);
  expect_relative(c[4].leave_second, 6.400933e-07, 1e-6);
  expect_relative(c[4].rate_first, 3.124544e-03, 1e-6);
}

// Second-order count statistics of a superposition (spec B.2).
double slot_variance(const std::vector<MmppComponent>& c, double t) {
  double v = 0.0;
  for (const MmppComponent& x : c) {
    const double a = x.leave_first + x.leave_second;
    const double p = x.probability_first();
    const double psi = p * (1 - p) * (x.rate_first - x.rate_second) * (x.rate_first - x.rate_second);
    v += x.mean_rate() * t + 2 * psi * (a * t - 1 + std::exp(-a * t)) / (a * a);
  }
  return v;
}

double lag_covariance(const std::vector<MmppComponent>& c, double slot, int lag) {
  double g = 0.0;
  for (const MmppComponent& x : c) {
    const double a = x.leave_first + x.leave_second;
    const double p = x.probability_first();
    const double psi = p * (1 - p) * (x.rate_first - x.rate_second) * (x.rate_first - x.rate_second);
    g += psi * std::exp(-a * slot * (lag - 1)) * std::pow(1 - std::exp(-a * slot), 2) / (a * a);
  }
  return g;
}

// Spec B.3 properties: mean exactly lambda, lag-1 autocovariance of Delta-slot counts exactly rho,
// lag-1 autocorrelation coefficients 0.330, 0.364, 0.405 for (H, rho) = (0.6, 0.7), (0.7, 0.8), (0.8, 0.9).
TEST(ReconAnFit, MeanLagOneCovarianceAndCoefficientAsSpecified) {
  const double pairs[3][3] = {{0.6, 0.7, 0.330}, {0.7, 0.8, 0.364}, {0.8, 0.9, 0.405}};
  for (const auto& pr : pairs)
    for (double lambda : {0.01, 0.004}) {
      const double delta = 1.0 / lambda;
      const std::vector<MmppComponent> c = fit_recon_an(lambda, pr[0], pr[1], 5, 10.0, delta);
      double mean = 0.0;
      for (const MmppComponent& x : c) mean += x.mean_rate();
      expect_relative(mean, lambda, 1e-12);
      expect_relative(lag_covariance(c, delta, 1), pr[1], 1e-12);
      EXPECT_NEAR(lag_covariance(c, delta, 1) / slot_variance(c, delta), pr[2], 0.0005) << "H=" << pr[0];
    }
}

TEST(ReconAnFit, ExplicitComponentsAreScaledToTheRate) {
  MmppSpec spec;
  spec.components = {{0.002, 0.001, 0.05, 0.0}};  // mean 0.05/3
  const std::vector<MmppComponent> c = mmpp_components(spec, 0.01);
  expect_relative(c[0].mean_rate(), 0.01, 1e-12);
  EXPECT_EQ(c[0].leave_first, 0.002);
  EXPECT_EQ(c[0].leave_second, 0.001);
}

TEST(ReconAnFit, RefusesParametersOutsideTheirRanges) {
  const auto refused_option = [](MmppSpec spec) {
    try {
      validate_mmpp_spec(spec);
    } catch (const ConfigError& e) {
      return e.option();
    }
    return std::string("accepted");
  };
  MmppSpec ok;
  EXPECT_EQ(refused_option(ok), "accepted");
  MmppSpec s = ok; s.hurst = 0.5; EXPECT_EQ(refused_option(s), "hurst");
  s = ok; s.hurst = 1.0; EXPECT_EQ(refused_option(s), "hurst");
  s = ok; s.rho = 0.0; EXPECT_EQ(refused_option(s), "rho");
  s = ok; s.rho = 1.0; EXPECT_EQ(refused_option(s), "rho");
  s = ok; s.time_scales = 0; EXPECT_EQ(refused_option(s), "time-scales");
  s = ok; s.kappa = 1.0; EXPECT_EQ(refused_option(s), "kappa");
  s = ok; s.delta = -1.0; EXPECT_EQ(refused_option(s), "delta");
}

}  // namespace
}  // namespace kncube::analytical
