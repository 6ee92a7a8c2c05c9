// MMPP sources and circuit switching that kncube cannot generate or build, as users meet them:
// exit 2, nothing on stdout and one line naming the option, the value and what is allowed
// (issue 15: H outside (0.5, 1), rho outside (0, 1), L < 1, kappa <= 1, circuit switching on a
// topology it is not built for), for kncube run, sweep and model.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "application/bad_input_case.h"
#include "application/kncube_process.h"

namespace kncube::cli::testing {
namespace {

class BadArrivalsTest : public ::testing::TestWithParam<BadInputCase> {};

TEST_P(BadArrivalsTest, ExitsTwoWithOneLineNamingOptionValueAndReason) {
  const ProcessResult result = run_kncube(GetParam().args);
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_EQ(result.out, "") << "nothing on stdout";
  const auto lines = lines_of(result.err);
  ASSERT_EQ(lines.size(), 1u) << result.err;
  EXPECT_EQ(lines[0].rfind("kncube: error: ", 0), 0u) << lines[0];
  EXPECT_NE(lines[0].find(GetParam().expected), std::string::npos) << lines[0];
}

std::vector<std::string> with(std::vector<std::string> head, const std::vector<std::string>& options) {
  head.insert(head.end(), options.begin(), options.end());
  return head;
}
std::vector<std::string> run(const std::vector<std::string>& options) { return with({"run", "--rate", "0.001"}, options); }
std::vector<std::string> sweep(const std::vector<std::string>& options) { return with({"sweep", "--rates", "0.001,0.002"}, options); }
std::vector<std::string> model(const std::vector<std::string>& options) {
  return with({"model", "--rate", "0.001", "--topology", "hypercube", "--n", "4", "--switching", "circuit"}, options);
}

INSTANTIATE_TEST_SUITE_P(
    MmppParameters, BadArrivalsTest,
    ::testing::Values(
        BadInputCase{run({"--arrivals", "mmpp", "--hurst", "0.5"}), "--hurst: 0.5 is not allowed; a Hurst parameter in (0.5, 1)"},
        BadInputCase{run({"--arrivals", "mmpp", "--hurst", "1"}), "--hurst: 1 is not allowed; a Hurst parameter in (0.5, 1)"},
        BadInputCase{sweep({"--arrivals", "mmpp", "--hurst", "1.2"}), "--hurst: 1.2 is not allowed"},
        BadInputCase{model({"--arrivals", "mmpp", "--hurst", "0.3"}), "--hurst: 0.3 is not allowed"},
        BadInputCase{run({"--arrivals", "mmpp", "--rho", "0"}), "--rho: 0 is not allowed; a number in (0, 1)"},
        BadInputCase{model({"--arrivals", "mmpp", "--rho", "1"}), "--rho: 1 is not allowed; a number in (0, 1)"},
        BadInputCase{sweep({"--arrivals", "mmpp", "--rho", "-0.5"}), "--rho: -0.5 is not allowed"},
        BadInputCase{run({"--arrivals", "mmpp", "--time-scales", "0"}), "--time-scales: 0 is not allowed; an integer from 1 to 10"},
        BadInputCase{model({"--arrivals", "mmpp", "--time-scales", "-2"}), "--time-scales: -2 is not allowed"},
        BadInputCase{run({"--arrivals", "mmpp", "--kappa", "1"}), "--kappa: 1 is not allowed; a finite number > 1"},
        BadInputCase{sweep({"--arrivals", "mmpp", "--kappa", "0.5"}), "--kappa: 0.5 is not allowed"},
        BadInputCase{run({"--arrivals", "mmpp", "--delta", "-1"}), "--delta: -1 is not allowed"},
        BadInputCase{run({"--arrivals", "mmpp", "--mmpp-components", "0.01:0.02:0.03"}),
                     "--mmpp-components: 0.01:0.02:0.03 is not allowed; components D1:D2:L1:L2"},
        BadInputCase{run({"--arrivals", "mmpp", "--mmpp-components", "0:0.02:0.03:0"}),
                     "--mmpp-components: 0:0.02:0.03:0 is not allowed; components D1:D2:L1:L2 with switch rates D1, D2 > 0"},
        BadInputCase{run({"--arrivals", "mmpp", "--mmpp-components", "0.1:0.2:0.3:0.4,"}), "--mmpp-components: 0.1:0.2:0.3:0.4, is not allowed"},
        BadInputCase{run({"--hurst", "0.7"}), "--hurst is not allowed with --arrivals poisson; it is a parameter of --arrivals mmpp"},
        BadInputCase{run({"--arrivals", "bernoulli", "--mmpp-components", "1:1:1:1"}),
                     "--mmpp-components is not allowed with --arrivals bernoulli"},
        BadInputCase{run({"--arrivals", "mmpp", "--mmpp-components", "1:1:1:1", "--rho", "0.5"}),
                     "--rho is not allowed with --mmpp-components; the components replace the fit"},
        BadInputCase{run({"--arrivals", "markov"}), "--arrivals: markov is not allowed; one of poisson, bernoulli, mmpp"}));

INSTANTIATE_TEST_SUITE_P(
    Switching, BadArrivalsTest,
    ::testing::Values(
        BadInputCase{run({"--switching", "circuit"}),
                     "--switching: circuit is not allowed; circuit switching on --topology hypercube only (got --topology torus)"},
        BadInputCase{sweep({"--switching", "circuit", "--topology", "mesh", "--k", "4"}), "--switching: circuit is not allowed"},
        BadInputCase{with({"model", "--rate", "0.001", "--switching", "circuit", "--topology", "xftm"}, {}),
                     "--switching: circuit is not allowed"},
        BadInputCase{run({"--switching", "packet"}), "--switching: packet is not allowed; one of wormhole, circuit"},
        // Models that cannot handle MMPP sources or circuit switching refuse by name.
        BadInputCase{with({"model", "--rate", "0.001", "--arrivals", "mmpp", "--model", "duato-uniform"}, {}),
                     "--model: duato-uniform does not apply"},
        BadInputCase{with({"model", "--rate", "0.001", "--arrivals", "mmpp"}, {}), "the model assumes Poisson sources"},
        BadInputCase{model({"--model", "dally"}), "dally models wormhole switching; for --switching circuit use circuit-mmpp"},
        BadInputCase{with({"model", "--rate", "0.001", "--model", "circuit-mmpp", "--topology", "hypercube", "--n", "4"}, {}),
                     "--model: circuit-mmpp does not apply"},
        BadInputCase{with({"model", "--rate", "0.001", "--topology", "hypercube", "--n", "5", "--switching", "circuit"}, {}),
                     "needs an even n >= 2"},
        BadInputCase{model({"--retry", "both"}), "--retry: both is not allowed; one of indep, scale"},
        BadInputCase{model({"--hold", "S"}), "--hold: S is not allowed; one of phys, T"}));

}  // namespace
}  // namespace kncube::cli::testing
