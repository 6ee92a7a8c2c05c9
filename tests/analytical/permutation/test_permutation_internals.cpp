// The step-by-step internals of spec 02 §6.2 for TR, DR (n odd), BR (hypercube, n odd) and TR on
// the 8-cube. Each value is checked to half a unit in its last printed digit (>= 6 significant digits).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "analytical/permutation/permutation_model.h"

namespace kncube::analytical {
namespace {

// |actual - printed| <= half a unit in the printed value's last decimal.
::testing::AssertionResult MatchesPrinted(const char* actual_expr, const char*, double actual, const char* printed) {
  const char* dot = std::strchr(printed, '.');
  const int decimals = dot ? static_cast<int>(std::strlen(dot + 1)) : 0;
  const double expected = std::strtod(printed, nullptr);
  const double tolerance = 0.5 * std::pow(10.0, -decimals) * (1.0 + 1e-9);
  if (std::fabs(actual - expected) <= tolerance) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << actual_expr << " = " << std::to_string(actual) << " (" << actual - expected
                                       << " off) does not round to " << printed;
}
#define EXPECT_PRINTED(actual, printed) EXPECT_PRED_FORMAT2(MatchesPrinted, actual, printed)

NetworkSpec network(Topology topology, int k, int n, int vcs, TrafficKind kind, double fraction) {
  NetworkSpec spec;
  spec.topology = topology;
  spec.k = k;
  spec.n = n;
  spec.vcs = vcs;
  spec.message_length = 32;
  spec.traffic.kind = kind;
  spec.traffic.pattern_fraction = fraction;
  return spec;
}

TEST(PermutationInternals, Transpose8Ary2Cube) {
  const PermutationDiagnostics d =
      permutation_diagnostics(network(Topology::torus, 8, 2, 3, TrafficKind::transpose, 0.7), {}, 0.0015);
  ASSERT_FALSE(d.saturated) << d.reason;
  EXPECT_FALSE(d.has_centre_class);
  EXPECT_PRINTED(d.mixed.rate, "0.0052822917");
  ASSERT_EQ(d.mixed.occupancy.size(), 4u);
  EXPECT_PRINTED(d.mixed.occupancy[0], "0.791317");
  EXPECT_PRINTED(d.mixed.occupancy[1], "0.165135");
  EXPECT_PRINTED(d.mixed.occupancy[2], "0.0344608");
  EXPECT_PRINTED(d.mixed.occupancy[3], "0.00908787");
  EXPECT_PRINTED(d.mixed.all_adaptive, "0.087106567");
  EXPECT_PRINTED(d.mixed.adaptive_and_escape, "0.032061733");
  EXPECT_PRINTED(d.mixed.wait, "5.3972651");
  EXPECT_PRINTED(d.uniform_wait, "5.3972651");
  EXPECT_PRINTED(d.uniform_blocking, "0.012183241");
  EXPECT_PRINTED(d.permutation_blocking[2], "0.012183241");  // K_u = K_p = 4 on two dimensions: same lattice
  EXPECT_PRINTED(d.uniform_latency, "39.578711");
  EXPECT_PRINTED(d.permutation_latency, "39.460293");
  EXPECT_PRINTED(d.network_latency, "39.50618");
  EXPECT_PRINTED(d.source_wait, "0.41241675");
  EXPECT_PRINTED(d.multiplexing, "1.4724053");
  EXPECT_PRINTED(d.latency, "58.776354");
  EXPECT_PRINTED(d.rho, "0.2087");
  EXPECT_EQ(d.iterations, 10);
}

TEST(PermutationInternals, DigitReversal8Ary3CubeCentreClass) {
  const PermutationDiagnostics d =
      permutation_diagnostics(network(Topology::torus, 8, 3, 3, TrafficKind::digit_reversal, 0.7), {}, 0.0015);
  ASSERT_FALSE(d.saturated) << d.reason;
  ASSERT_TRUE(d.has_centre_class);
  EXPECT_PRINTED(d.centre.rate, "0.0020383562");
  EXPECT_PRINTED(d.mixed.rate, "0.0052539812");
  EXPECT_PRINTED(d.mixed.service, "40.773221");
  EXPECT_PRINTED(d.centre.service, "42.739818");  // centre channels serve uniform messages only
  const char* centre[] = {"0.912881", "0.0795293", "0.00692851", "0.000661208"};
  const char* other[] = {"0.785778", "0.168331", "0.0360601", "0.00983084"};
  for (std::size_t v = 0; v < 4; ++v) {
    EXPECT_PRINTED(d.centre.occupancy[v], centre[v]);
    EXPECT_PRINTED(d.mixed.occupancy[v], other[v]);
  }
  EXPECT_PRINTED(d.centre.all_adaptive, "0.031789965");
  EXPECT_PRINTED(d.centre.adaptive_and_escape, "0.0052802129");
  EXPECT_PRINTED(d.mixed.all_adaptive, "0.089981174");
  EXPECT_PRINTED(d.mixed.adaptive_and_escape, "0.033870914");
  EXPECT_PRINTED(d.centre.wait, "2.1681689");
  EXPECT_PRINTED(d.mixed.wait, "5.8151937");
  EXPECT_NEAR(d.uniform_wait, 2.1681689 / 3.0 + 2.0 / 3.0 * 5.8151937, 1e-6);  // T5.56
  EXPECT_PRINTED(d.uniform_blocking, "0.0045313624");
  EXPECT_PRINTED(d.permutation_blocking[2], "0.012936845");
  EXPECT_EQ(d.permutation_blocking[1], 0.0);
  EXPECT_EQ(d.permutation_blocking[3], 0.0);
  EXPECT_PRINTED(d.uniform_latency, "42.739818");
  EXPECT_PRINTED(d.permutation_latency, "39.526612");
  EXPECT_PRINTED(d.network_latency, "40.771729");
  EXPECT_PRINTED(d.source_wait, "0.44386792");
  EXPECT_PRINTED(d.multiplexing, "1.3860831");
  EXPECT_PRINTED(d.latency, "57.128243");
}

TEST(PermutationInternals, BitReversal7Cube) {
  const PermutationDiagnostics d =
      permutation_diagnostics(network(Topology::hypercube, 2, 7, 3, TrafficKind::digit_reversal, 0.6), {}, 0.01);
  ASSERT_FALSE(d.saturated) << d.reason;
  ASSERT_TRUE(d.has_centre_class);
  EXPECT_PRINTED(d.centre.rate, "0.0023937008");
  EXPECT_PRINTED(d.mixed.rate, "0.0053937008");
  EXPECT_PRINTED(d.mixed.service, "35.498753");
  EXPECT_PRINTED(d.centre.all_adaptive, "0.0028243709");
  EXPECT_PRINTED(d.centre.adaptive_and_escape, "0.00061614382");
  EXPECT_PRINTED(d.mixed.all_adaptive, "0.016899807");
  EXPECT_PRINTED(d.mixed.adaptive_and_escape, "0.0070193975");
  EXPECT_PRINTED(d.centre.wait, "1.6696207");
  EXPECT_PRINTED(d.mixed.wait, "4.2440952");
  EXPECT_PRINTED(d.uniform_blocking, "0.0015487459");
  EXPECT_PRINTED(d.permutation_blocking[2], "0.00356901");
  EXPECT_PRINTED(d.permutation_blocking[4], "0.00178502");
  EXPECT_PRINTED(d.permutation_blocking[6], "0.00119001");
  EXPECT_PRINTED(d.uniform_latency, "35.548736");
  EXPECT_PRINTED(d.permutation_latency, "35.458871");
  EXPECT_PRINTED(d.network_latency, "35.501557");
  EXPECT_PRINTED(d.source_wait, "2.4057258");
  EXPECT_PRINTED(d.multiplexing, "1.3956535");
  EXPECT_PRINTED(d.latency, "52.905431");
}

TEST(PermutationInternals, Transpose8Cube) {
  const PermutationDiagnostics d =
      permutation_diagnostics(network(Topology::hypercube, 2, 8, 2, TrafficKind::transpose, 0.8), {}, 0.01);
  ASSERT_FALSE(d.saturated) << d.reason;
  EXPECT_FALSE(d.has_centre_class);
  EXPECT_PRINTED(d.mixed.rate, "0.005254902");
  ASSERT_EQ(d.mixed.occupancy.size(), 3u);
  EXPECT_PRINTED(d.mixed.occupancy[0], "0.808808");
  EXPECT_PRINTED(d.mixed.occupancy[1], "0.154638");
  EXPECT_PRINTED(d.mixed.occupancy[2], "0.0365544");
  EXPECT_PRINTED(d.mixed.all_adaptive, "0.11387331");
  EXPECT_PRINTED(d.mixed.adaptive_and_escape, "0.036554449");
  EXPECT_PRINTED(d.mixed.wait, "4.3627387");
  EXPECT_PRINTED(d.uniform_blocking, "0.010311252");
  EXPECT_PRINTED(d.permutation_blocking[2], "0.0203585");
  EXPECT_PRINTED(d.permutation_blocking[4], "0.0103113");
  EXPECT_PRINTED(d.permutation_blocking[6], "0.00687531");
  EXPECT_PRINTED(d.permutation_blocking[8], "0.00515649");
  EXPECT_PRINTED(d.uniform_latency, "36.196333");
  EXPECT_PRINTED(d.permutation_latency, "36.446004");
  EXPECT_PRINTED(d.network_latency, "36.383586");
  EXPECT_PRINTED(d.source_wait, "4.1040539");
  EXPECT_PRINTED(d.multiplexing, "1.3210098");
  EXPECT_PRINTED(d.latency, "53.484569");
}

// S_p is the P_p,i-weighted mean of the S_p,i (T5.18), and the classes recombine into S (T5.17).
TEST(PermutationInternals, ClassLatenciesRecombine) {
  const NetworkSpec spec = network(Topology::hypercube, 2, 8, 2, TrafficKind::transpose, 0.8);
  const PermutationDiagnostics d = permutation_diagnostics(spec, {}, 0.01);
  const double probabilities[] = {0, 0, 64.0 / 240, 0, 96.0 / 240, 0, 64.0 / 240, 0, 16.0 / 240};
  double mean = 0.0;
  for (std::size_t i = 0; i < 9; ++i) mean += probabilities[i] * d.permutation_latencies[i];
  EXPECT_NEAR(d.permutation_latency, mean, 1e-9);
  EXPECT_NEAR(d.network_latency, 0.25 * d.uniform_latency + 0.75 * d.permutation_latency, 1e-9);  // zeta_p = 0.75
  // S_p,i = M + i + i b-bar_p,i w exactly on the hypercube (T5.40-41).
  EXPECT_NEAR(d.permutation_latencies[4], 32 + 4 + 4 * d.permutation_blocking[4] * d.mixed.wait, 1e-9);
}

TEST(PermutationInternals, SaturatedRatesSayWhy) {
  const PermutationDiagnostics d =
      permutation_diagnostics(network(Topology::torus, 8, 3, 3, TrafficKind::digit_reversal, 0.7), {}, 0.003);
  EXPECT_TRUE(d.saturated);
  EXPECT_NE(d.reason.find("utilisation"), std::string::npos) << d.reason;
  EXPECT_NE(d.reason.find("rho = lambda_"), std::string::npos) << d.reason;
  EXPECT_GE(d.rho, 1.0);
  EXPECT_THROW(permutation_diagnostics(network(Topology::torus, 8, 3, 3, TrafficKind::uniform, 0.7), {}, 0.001),
               std::invalid_argument);
  EXPECT_THROW(permutation_diagnostics(network(Topology::torus, 8, 3, 3, TrafficKind::transpose, 0.7), {}, -1.0),
               std::invalid_argument);
}

}  // namespace
}  // namespace kncube::analytical
