// `kncube model` with circuit switching and MMPP sources prints the circuit-mmpp model (spec 04
// B.4, B.5): the B.7 reference latencies (L = 5, kappa = 10, Delta = 1/lambda, retry indep, hold
// phys) come out of the command line, and the documented options reach the model.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "application/json_output.h"
#include "application/kncube_process.h"

namespace kncube::cli::testing {
namespace {

std::vector<double> latencies(const std::vector<std::string>& extra) {
  std::vector<std::string> args = {"model", "--topology", "hypercube", "--n", "4", "--vcs", "3", "--switching", "circuit",
                                   "--rates", "0.001,0.008", "--format", "json"};
  args.insert(args.end(), extra.begin(), extra.end());
  const ProcessResult result = run_kncube(args);
  EXPECT_EQ(result.exit_code, 0) << result.err;
  const auto json = parse_json(result.out);
  EXPECT_EQ(json.get<std::string>("model"), "circuit-mmpp");
  std::vector<double> out;
  for (const auto& point : array_elements(json.get_child("points")))
    out.push_back(std::strtod(point.get<std::string>("latency").c_str(), nullptr));
  return out;
}

TEST(ModelCircuitMmpp, CommandLineGivesTheSpecsReferenceLatencies) {
  // Spec 04 B.7, n = 4, V = 3, H = 0.6, rho = 0.7, M = 32: 42.3038 at 0.001 and 71.2910 at 0.008.
  const auto mmpp = latencies({"--arrivals", "mmpp", "--hurst", "0.6", "--rho", "0.7", "--time-scales", "5"});
  ASSERT_EQ(mmpp.size(), 2u);
  EXPECT_NEAR(mmpp[0], 42.3038, 1e-4 * 42.3038);
  EXPECT_NEAR(mmpp[1], 71.2910, 1e-4 * 71.2910);
  // Its Poisson-input column: 39.6459 and 52.4428.
  const auto poisson = latencies({});
  ASSERT_EQ(poisson.size(), 2u);
  EXPECT_NEAR(poisson[0], 39.6459, 1e-4 * 39.6459);
  EXPECT_NEAR(poisson[1], 52.4428, 1e-4 * 52.4428);
}

TEST(ModelCircuitMmpp, RetryAndHoldOptionsReachTheModel) {
  const std::vector<std::string> source = {"--arrivals", "mmpp", "--hurst", "0.6", "--rho", "0.7"};
  const auto normative = latencies(source);
  std::vector<std::string> hold = source;
  hold.insert(hold.end(), {"--hold", "T"});
  const auto held = latencies(hold);
  ASSERT_EQ(held.size(), 2u);
  EXPECT_GT(held[1], normative[1]) << "S_c = T-bar holds a VC longer than the circuit timing";
  std::vector<std::string> retry = source;
  retry.insert(retry.end(), {"--retry", "scale"});
  const auto scaled = latencies(retry);
  ASSERT_EQ(scaled.size(), 2u);
  EXPECT_NE(scaled[1], normative[1]);
  EXPECT_NEAR(scaled[1], normative[1], 0.01 * normative[1]) << "spec 04 B.4: the options differ by < 1% before saturation";
}

TEST(ModelCircuitMmpp, TableNamesCircuitSwitchingAndTheSource) {
  const ProcessResult result = run_kncube({"model", "--topology", "hypercube", "--n", "4", "--switching", "circuit", "--arrivals",
                                           "mmpp", "--time-scales", "2", "--rate", "0.004"});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_NE(result.out.find("circuit switching, MMPP sources H=0.7 rho=0.8 L=2 kappa=10"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("circuit-mmpp"), std::string::npos) << result.out;
}

}  // namespace
}  // namespace kncube::cli::testing
