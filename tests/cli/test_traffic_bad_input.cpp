// Traffic the simulator cannot generate, as users meet it: exit 2, nothing on stdout and one line
// "kncube: error: --<option>: <value> is not allowed; <what>", for kncube run, sweep and model.
#include <gtest/gtest.h>

#include <ostream>
#include <string>
#include <vector>

#include "cli/bad_input_case.h"
#include "cli/kncube_process.h"

namespace kncube::cli::testing {
namespace {

using BadTraffic = BadInputCase;

class BadTrafficTest : public ::testing::TestWithParam<BadTraffic> {};

TEST_P(BadTrafficTest, ExitsTwoWithOneLineNamingOptionValueAndReason) {
  const ProcessResult result = run_kncube(GetParam().args);
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_EQ(result.out, "") << "nothing on stdout";
  const auto lines = lines_of(result.err);
  ASSERT_EQ(lines.size(), 1u) << result.err;
  EXPECT_EQ(lines[0].rfind("kncube: error: ", 0), 0u) << lines[0];
  EXPECT_NE(lines[0].find(GetParam().expected), std::string::npos) << lines[0];
}

std::vector<std::string> run(std::vector<std::string> options) {
  options.insert(options.begin(), {"run", "--rate", "0.001"});
  return options;
}

std::vector<std::string> sweep(std::vector<std::string> options) {
  options.insert(options.begin(), {"sweep", "--rates", "0.001,0.002"});
  return options;
}

std::vector<std::string> model(std::vector<std::string> options) {
  options.insert(options.begin(), {"model", "--rate", "0.001"});
  return options;
}

INSTANTIATE_TEST_SUITE_P(
    HotSpot, BadTrafficTest,
    ::testing::Values(BadTraffic{run({"--traffic", "hotspot", "--hotspot-fraction", "1"}),
                                 "--hotspot-fraction: 1 is not allowed; a number in [0, 1)"},
                      BadTraffic{run({"--traffic", "hotspot", "--hotspot-fraction", "-0.01"}),
                                 "--hotspot-fraction: -0.01 is not allowed; a number in [0, 1)"},
                      BadTraffic{run({"--traffic", "hotspot", "--hotspot-fraction", "1.5"}),
                                 "--hotspot-fraction: 1.5 is not allowed"},
                      BadTraffic{run({"--traffic", "hotspot", "--hotspot-fraction", "0.1", "--hotspot-node", "64"}),
                                 "--hotspot-node: 64 is not allowed; a node id in [0, 63] (k^n = 64 nodes)"},
                      BadTraffic{run({"--traffic", "hotspot", "--hotspot-fraction", "0.1", "--topology", "hypercube", "--n",
                                      "7", "--hotspot-node", "128"}),
                                 "--hotspot-node: 128 is not allowed; a node id in [0, 127]"},
                      BadTraffic{sweep({"--traffic", "hotspot", "--hotspot-fraction", "0.1", "--hotspot-node", "-3"}),
                                 "--hotspot-node: -3 is not allowed"}));

INSTANTIATE_TEST_SUITE_P(
    Permutations, BadTrafficTest,
    ::testing::Values(
        // n = 1: every node is a fixed point of T (and of R), so rule S leaves no permutation message.
        BadTraffic{run({"--traffic", "transpose", "--k", "8", "--n", "1"}),
                   "--traffic: transpose is not allowed; a pattern of networks with n >= 2 dimensions: with n = 1 the "
                   "transpose T(x)_0 = x_(0 + floor(1/2)) = x_0 maps every node to itself, so by rule S"},
        BadTraffic{run({"--traffic", "digit-reversal", "--k", "8", "--n", "1"}),
                   "--traffic: digit-reversal is not allowed; a pattern of networks with n >= 2 dimensions"},
        BadTraffic{run({"--traffic", "transpose", "--topology", "hypercube", "--n", "1", "--vcs", "2"}),
                   "--traffic: transpose is not allowed"},
        BadTraffic{sweep({"--traffic", "transpose", "--n", "1"}), "--traffic: transpose is not allowed"},
        BadTraffic{model({"--traffic", "transpose", "--n", "1"}), "--traffic: transpose is not allowed"},
        BadTraffic{run({"--traffic", "transpose", "--pattern-fraction", "1.01"}),
                   "--pattern-fraction: 1.01 is not allowed; a number in [0, 1]"},
        BadTraffic{run({"--traffic", "digit-reversal", "--pattern-fraction", "-0.5"}),
                   "--pattern-fraction: -0.5 is not allowed; a number in [0, 1]"}));

INSTANTIATE_TEST_SUITE_P(
    Locality, BadTrafficTest,
    ::testing::Values(BadTraffic{run({"--traffic", "locality", "--locality", "0"}), "--locality: 0 is not allowed; a number in (0, 1]"},
                      BadTraffic{run({"--traffic", "locality", "--locality", "-0.5"}), "--locality: -0.5 is not allowed"},
                      BadTraffic{run({"--traffic", "locality", "--locality", "1.25"}),
                                 "--locality: 1.25 is not allowed; a number in (0, 1]"},
                      // 8-ary 2-cube: f N = 0.64, k_f = 0.8 rounds up to 1, a sub-cube of the source alone.
                      BadTraffic{run({"--traffic", "locality", "--locality", "0.01"}),
                                 "--locality: 0.01 is not allowed; an f > 1/N = 1/64: the sub-cube side k_f = (f N)^(1/n) = "
                                 "0.8 rounds up to 1 (spec 01 A9)"},
                      BadTraffic{run({"--traffic", "locality", "--locality", "0.015625"}),
                                 "--locality: 0.015625 is not allowed; an f > 1/N = 1/64"},
                      BadTraffic{sweep({"--traffic", "locality", "--k", "4", "--n", "3", "--locality", "0.01"}),
                                 "--locality: 0.01 is not allowed; an f > 1/N = 1/64"},
                      BadTraffic{run({"--traffic", "locality", "--locality", "0.5", "--topology", "mesh", "--k", "4",
                                      "--vcs", "2"}),
                                 "--traffic: locality is not allowed; a pattern of tori and hypercubes"}));

}  // namespace
}  // namespace kncube::cli::testing
