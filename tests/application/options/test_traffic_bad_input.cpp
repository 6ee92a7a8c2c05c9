// Traffic the simulator cannot generate (destinations, arrivals, switching), as users meet it: exit 2, nothing on stdout and one line
// "kncube: error: --<option>: <value> is not allowed; <what>" (or "--<option> is not allowed with
// --traffic <kind>; ..." for a parameter of another kind), for kncube run, sweep and model.
#include <gtest/gtest.h>

#include <ostream>
#include <string>
#include <vector>

#include "application/bad_input_case.h"
#include "application/kncube_process.h"

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

// BookSim's patterns where they are undefined or would be the identity.
INSTANTIATE_TEST_SUITE_P(
    BookSimPatterns, BadTrafficTest,
    ::testing::Values(
        BadTraffic{run({"--traffic", "bitcomp", "--k", "3"}),
                   "--traffic: bitcomp is not allowed; a pattern of networks whose node count N = k^n is a power of two "
                   "(it permutes the log2 N bits of the node id); N = 9 is not (use k a power of two)"},
        BadTraffic{run({"--traffic", "bitrev", "--k", "6"}), "--traffic: bitrev is not allowed; a pattern of networks whose node count"},
        BadTraffic{sweep({"--traffic", "shuffle", "--k", "5", "--n", "3"}), "--traffic: shuffle is not allowed; a pattern of networks whose node count N = k^n is a power of two"},
        BadTraffic{model({"--traffic", "bitrev", "--k", "12"}), "N = 144 is not"},
        BadTraffic{run({"--traffic", "bitrev", "--topology", "hypercube", "--n", "1", "--vcs", "2"}),
                   "--traffic: bitrev is not allowed; a pattern of networks with N >= 4 nodes: with N = 2 the node id has "
                   "one bit, which bitrev maps to itself: every node is a fixed point, so by rule S (spec 02 §2.1) every "
                   "message would be uniform"},
        BadTraffic{run({"--traffic", "shuffle", "--topology", "hypercube", "--n", "1", "--vcs", "2", "--fixed-points", "self"}),
                   "with --fixed-points self every message would stay at its source"},
        BadTraffic{run({"--traffic", "tornado", "--topology", "hypercube", "--n", "6", "--vcs", "2"}),
                   "--traffic: tornado is not allowed; a pattern of networks with k >= 3: its offset ceil(k/2) - 1 is 0 "
                   "for k = 2 (a hypercube): it maps every node to itself"},
        BadTraffic{sweep({"--traffic", "tornado", "--topology", "hypercube", "--n", "4", "--vcs", "2"}), "--traffic: tornado is not allowed"},
        BadTraffic{model({"--traffic", "tornado", "--k", "2", "--n", "5"}), "--traffic: tornado is not allowed; a pattern of networks with k >= 3"},
        // Seed 1 permutes the 2 nodes of the 1-cube onto themselves.
        BadTraffic{run({"--traffic", "randperm", "--topology", "hypercube", "--n", "1", "--vcs", "2", "--seed", "1"}),
                   "--traffic: randperm is not allowed; a permutation that moves some node: seed 1 draws the identity on "
                   "these 2 nodes, so by rule S (spec 02 §2.1) every message would be uniform (choose another --seed)"},
        BadTraffic{run({"--traffic", "bitrev", "--fixed-points", "both"}), "--fixed-points: both is not allowed; one of uniform, self"},
        BadTraffic{run({"--traffic", "uniform", "--fixed-points", "self"}),
                   "--fixed-points is not allowed with --traffic uniform; it is a parameter of --traffic transpose, "
                   "digit-reversal, bitcomp, bitrev, shuffle, tornado, neighbor or randperm"},
        BadTraffic{sweep({"--traffic", "hotspot", "--hotspot-fraction", "0.1", "--fixed-points", "uniform"}),
                   "--fixed-points is not allowed with --traffic hotspot"},
        BadTraffic{model({"--traffic", "locality", "--locality", "0.5", "--fixed-points", "self"}),
                   "--fixed-points is not allowed with --traffic locality"}));

INSTANTIATE_TEST_SUITE_P(
    SelfTraffic, BadTrafficTest,
    ::testing::Values(BadTraffic{run({"--traffic", "transpose", "--self-traffic"}),
                                 "--self-traffic is not allowed with --traffic transpose; it is a parameter of --traffic uniform"},
                      BadTraffic{run({"--traffic", "bitcomp", "--self-traffic", "off"}), "--self-traffic is not allowed with --traffic bitcomp"},
                      BadTraffic{sweep({"--traffic", "hotspot-set", "--hotspot-nodes", "3", "--self-traffic", "on"}),
                                 "--self-traffic is not allowed with --traffic hotspot-set"},
                      BadTraffic{run({"--self-traffic", "yes"}), "--self-traffic: yes is not allowed; on or off (--self-traffic alone means on)"},
                      BadTraffic{model({"--self-traffic", "1"}), "--self-traffic: 1 is not allowed; on or off"}));

INSTANTIATE_TEST_SUITE_P(
    HotspotSet, BadTrafficTest,
    ::testing::Values(
        BadTraffic{run({"--traffic", "hotspot-set"}),
                   "--hotspot-nodes is missing; --traffic hotspot-set sends every message to a set of nodes, given as "
                   "--hotspot-nodes ID[,ID...] (node ids in [0, 63])"},
        BadTraffic{run({"--traffic", "hotspot-set", "--hotspot-nodes", "0,64"}),
                   "--hotspot-nodes: 64 is not allowed; node ids in [0, 63] (k^n = 64 nodes)"},
        BadTraffic{sweep({"--traffic", "hotspot-set", "--hotspot-nodes", "-1"}), "--hotspot-nodes: -1 is not allowed; node ids in [0, 63]"},
        BadTraffic{model({"--traffic", "hotspot-set", "--topology", "hypercube", "--n", "4", "--hotspot-nodes", "16"}),
                   "--hotspot-nodes: 16 is not allowed; node ids in [0, 15] (k^n = 16 nodes)"},
        BadTraffic{run({"--traffic", "hotspot-set", "--hotspot-nodes", ""}),
                   "--hotspot-nodes: '' is not allowed; one or more node ids separated by commas, each an integer in [0, 63]"},
        BadTraffic{run({"--traffic", "hotspot-set", "--hotspot-nodes", " "}), "--hotspot-nodes: '' is not allowed"},
        BadTraffic{run({"--traffic", "hotspot-set", "--hotspot-nodes", "1,,2"}), "--hotspot-nodes: 1,,2 is not allowed; node ids separated by commas"},
        BadTraffic{run({"--traffic", "hotspot-set", "--hotspot-nodes", "1,two"}), "--hotspot-nodes: 1,two is not allowed"},
        BadTraffic{run({"--traffic", "hotspot-set", "--hotspot-nodes", "1.5"}), "--hotspot-nodes: 1.5 is not allowed"},
        BadTraffic{run({"--traffic", "hotspot-set", "--hotspot-nodes", "5,9,5"}),
                   "--hotspot-nodes: 5 is not allowed; each node once; 5 is listed more than once"},
        BadTraffic{run({"--traffic", "hotspot-set", "--hotspot-nodes", "5,9", "--hotspot-weights", "1,2,3"}),
                   "--hotspot-weights: 1,2,3 is not allowed; one weight per node of --hotspot-nodes, 2 weights for its 2 nodes (got 3)"},
        BadTraffic{sweep({"--traffic", "hotspot-set", "--hotspot-nodes", "5,9,11", "--hotspot-weights", "4"}),
                   "--hotspot-weights: 4 is not allowed; one weight per node of --hotspot-nodes, 3 weights for its 3 nodes (got 1)"},
        BadTraffic{run({"--traffic", "hotspot-set", "--hotspot-nodes", "5,9", "--hotspot-weights", "1,0"}),
                   "--hotspot-weights: 0 is not allowed; positive finite numbers, one per node of --hotspot-nodes"},
        BadTraffic{run({"--traffic", "hotspot-set", "--hotspot-nodes", "5,9", "--hotspot-weights", "-2,1"}),
                   "--hotspot-weights: -2 is not allowed; positive finite numbers"},
        BadTraffic{run({"--traffic", "hotspot-set", "--hotspot-nodes", "5,9", "--hotspot-weights", "1,heavy"}),
                   "--hotspot-weights: heavy is not allowed; positive finite numbers separated by commas"},
        BadTraffic{run({"--traffic", "hotspot-set", "--hotspot-nodes", "5,9", "--hotspot-weights", "nan,1"}),
                   "--hotspot-weights: nan is not allowed; positive finite numbers"},
        BadTraffic{run({"--traffic", "hotspot-set", "--hotspot-nodes", "5,9", "--hotspot-weights", "inf,1"}),
                   "--hotspot-weights: inf is not allowed; positive finite numbers"},
        BadTraffic{run({"--traffic", "hotspot-set", "--hotspot-nodes", "5", "--hotspot-weights", ""}),
                   "--hotspot-weights: '' is not allowed; one or more positive finite numbers"},
        BadTraffic{run({"--hotspot-nodes", "5"}), "--hotspot-nodes is not allowed with --traffic uniform; it is a parameter of --traffic hotspot-set"},
        BadTraffic{sweep({"--traffic", "hotspot", "--hotspot-fraction", "0.1", "--hotspot-nodes", "5"}),
                   "--hotspot-nodes is not allowed with --traffic hotspot; it is a parameter of --traffic hotspot-set"},
        BadTraffic{model({"--traffic", "transpose", "--hotspot-weights", "1"}),
                   "--hotspot-weights is not allowed with --traffic transpose; it is a parameter of --traffic hotspot-set"}));

// MMPP sources and circuit switching that kncube cannot generate or build (issue 15: H outside
// (0.5, 1), rho outside (0, 1), L < 1, kappa <= 1, circuit switching on a topology it is not built
// for), and models that cannot handle them.
std::vector<std::string> with_args(std::vector<std::string> head, const std::vector<std::string>& options) {
  head.insert(head.end(), options.begin(), options.end());
  return head;
}
std::vector<std::string> circuit_model(const std::vector<std::string>& options) {
  return with_args({"model", "--rate", "0.001", "--topology", "hypercube", "--n", "4", "--switching", "circuit"}, options);
}

INSTANTIATE_TEST_SUITE_P(
    MmppParameters, BadTrafficTest,
    ::testing::Values(
        BadInputCase{run({"--arrivals", "mmpp", "--hurst", "0.5"}), "--hurst: 0.5 is not allowed; a Hurst parameter in (0.5, 1)"},
        BadInputCase{run({"--arrivals", "mmpp", "--hurst", "1"}), "--hurst: 1 is not allowed; a Hurst parameter in (0.5, 1)"},
        BadInputCase{sweep({"--arrivals", "mmpp", "--hurst", "1.2"}), "--hurst: 1.2 is not allowed"},
        BadInputCase{circuit_model({"--arrivals", "mmpp", "--hurst", "0.3"}), "--hurst: 0.3 is not allowed"},
        BadInputCase{run({"--arrivals", "mmpp", "--rho", "0"}), "--rho: 0 is not allowed; a number in (0, 1)"},
        BadInputCase{circuit_model({"--arrivals", "mmpp", "--rho", "1"}), "--rho: 1 is not allowed; a number in (0, 1)"},
        BadInputCase{sweep({"--arrivals", "mmpp", "--rho", "-0.5"}), "--rho: -0.5 is not allowed"},
        BadInputCase{run({"--arrivals", "mmpp", "--time-scales", "0"}), "--time-scales: 0 is not allowed; an integer from 1 to 10"},
        BadInputCase{circuit_model({"--arrivals", "mmpp", "--time-scales", "-2"}), "--time-scales: -2 is not allowed"},
        BadInputCase{run({"--arrivals", "mmpp", "--kappa", "1"}), "--kappa: 1 is not allowed; a finite number > 1"},
        BadInputCase{sweep({"--arrivals", "mmpp", "--kappa", "0.5"}), "--kappa: 0.5 is not allowed"},
        BadInputCase{run({"--arrivals", "mmpp", "--delta", "-1"}), "--delta: -1 is not allowed"},
        BadInputCase{run({"--arrivals", "mmpp", "--mmpp-components", "0.01:0.02:0.03"}),
                     "--mmpp-components: 0.01:0.02:0.03 is not allowed; components D1:D2:L1:L2"},
        BadInputCase{run({"--arrivals", "mmpp", "--mmpp-components", "0:0.02:0.03:0"}),
                     "--mmpp-components: 0:0.02:0.03:0 is not allowed; components D1:D2:L1:L2 with switch rates D1, D2 in (0, 10]"},
        // Switches the generator would draw by the billion per cycle, or time scales that underflow
        // the fit: these ran for ever.
        BadInputCase{run({"--arrivals", "mmpp", "--mmpp-components", "1e30:1e30:1:2"}),
                     "--mmpp-components: 1e+30:1e+30:1:2 is not allowed; components D1:D2:L1:L2 with switch rates D1, D2 in (0, 10]"},
        BadInputCase{run({"--arrivals", "mmpp", "--time-scales", "2", "--delta", "1e-20"}),
                     "--delta: 1e-20 is not allowed; a base slot in cycles, finite and at least 0.1 (0: 1/rate)"},
        BadInputCase{run({"--arrivals", "mmpp", "--kappa", "1e30", "--time-scales", "10"}),
                     "--kappa: 1e+30 is not allowed; a finite number > 1 with kappa^(L-1) at most 1e+12 (L = --time-scales 10)"},
        BadInputCase{circuit_model({"--arrivals", "mmpp", "--kappa", "1e20"}), "--kappa: 1e+20 is not allowed"},
        BadInputCase{run({"--arrivals", "mmpp", "--mmpp-components", "0.1:0.2:0.3:0.4,"}), "--mmpp-components: 0.1:0.2:0.3:0.4, is not allowed"},
        // Eleven components: the generator draws each one's switches (thousands ran for hours).
        BadInputCase{run({"--arrivals", "mmpp", "--mmpp-components",
                          "1:1:1:1,1:1:1:1,1:1:1:1,1:1:1:1,1:1:1:1,1:1:1:1,1:1:1:1,1:1:1:1,1:1:1:1,1:1:1:1,1:1:1:1"}),
                     "--mmpp-components: 11 components is not allowed; at most 10 components D1:D2:L1:L2 (as --time-scales)"},
        BadInputCase{run({"--arrivals", "mmpp", "--time-scales", "11"}), "--time-scales: 11 is not allowed; an integer from 1 to 10"},
        BadInputCase{run({"--hurst", "0.7"}), "--hurst is not allowed with --arrivals poisson; it is a parameter of --arrivals mmpp"},
        BadInputCase{run({"--arrivals", "bernoulli", "--mmpp-components", "1:1:1:1"}),
                     "--mmpp-components is not allowed with --arrivals bernoulli"},
        BadInputCase{run({"--arrivals", "mmpp", "--mmpp-components", "1:1:1:1", "--rho", "0.5"}),
                     "--rho is not allowed with --mmpp-components; the components replace the fit"},
        BadInputCase{run({"--arrivals", "markov"}), "--arrivals: markov is not allowed; one of poisson, bernoulli, mmpp"}));

INSTANTIATE_TEST_SUITE_P(
    Switching, BadTrafficTest,
    ::testing::Values(
        BadInputCase{run({"--switching", "circuit"}),
                     "--switching: circuit is not allowed; circuit switching on --topology hypercube only (got --topology torus)"},
        BadInputCase{sweep({"--switching", "circuit", "--topology", "mesh", "--k", "4"}), "--switching: circuit is not allowed"},
        BadInputCase{with_args({"model", "--rate", "0.001", "--switching", "circuit", "--topology", "xftm"}, {}),
                     "--switching: circuit is not allowed"},
        BadInputCase{run({"--switching", "packet"}), "--switching: packet is not allowed; one of wormhole, circuit"},
        BadInputCase{run({"--switching", "circuit", "--topology", "hypercube", "--n", "4", "--pipeline", "4stage"}),
                     "--pipeline is not allowed with --switching circuit; it configures the wormhole router"},
        BadInputCase{sweep({"--switching", "circuit", "--topology", "hypercube", "--n", "4", "--routing", "dor"}),
                     "--routing is not allowed with --switching circuit"},
        BadInputCase{run({"--switching", "circuit", "--topology", "hypercube", "--n", "4", "--buffer-depth", "1"}),
                     "--buffer-depth: 1 is not allowed"},
        // Models that cannot handle MMPP sources or circuit switching refuse by name.
        BadInputCase{with_args({"model", "--rate", "0.001", "--arrivals", "mmpp", "--model", "duato-uniform"}, {}),
                     "--model: duato-uniform does not apply"},
        BadInputCase{with_args({"model", "--rate", "0.001", "--arrivals", "mmpp"}, {}), "the model assumes Poisson sources"},
        BadInputCase{circuit_model({"--model", "dally"}), "dally models wormhole switching; for --switching circuit use circuit-mmpp"},
        BadInputCase{with_args({"model", "--rate", "0.001", "--model", "circuit-mmpp", "--topology", "hypercube", "--n", "4"}, {}),
                     "--model: circuit-mmpp does not apply"},
        BadInputCase{with_args({"model", "--rate", "0.001", "--topology", "hypercube", "--n", "5", "--switching", "circuit"}, {}),
                     "needs an even n >= 2"},
        BadInputCase{circuit_model({"--retry", "both"}), "--retry: both is not allowed; one of indep, scale"},
        BadInputCase{circuit_model({"--hold", "S"}), "--hold: S is not allowed; one of phys, T"}));

}  // namespace
}  // namespace kncube::cli::testing
