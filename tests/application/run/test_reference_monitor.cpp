// The reference monitor as users see it (kncube run --format json): verdicts of the uniform
// model in model-matched mode on the validation networks, the documented disagreement, offset
// mode, no-model, and the running reports. Runs are seeded, so every verdict is reproducible.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "application/json_output.h"
#include "application/kncube_process.h"

namespace kncube::cli::testing {
namespace {

double saturation_rate(const std::vector<std::string>& network) {
  std::vector<std::string> args = {"model", "--format", "json"};
  args.insert(args.end(), network.begin(), network.end());
  const ProcessResult result = run_kncube(args);
  EXPECT_EQ(result.exit_code, 0) << result.err;
  return parse_json(result.out).get<double>("saturation_rate");
}

boost::property_tree::ptree monitored_run(const std::vector<std::string>& network, double rate,
                                          std::vector<std::string> extra = {}) {
  std::vector<std::string> args = {"run", "--format", "json", "--rate", std::to_string(rate), "--seed", "11",
                                   "--warmup-messages", "5000", "--measure-messages", "20000"};
  args.insert(args.end(), network.begin(), network.end());
  args.insert(args.end(), extra.begin(), extra.end());
  const ProcessResult result = run_kncube(args);
  EXPECT_EQ(result.exit_code, 0) << result.err;
  return parse_json(result.out);
}

struct AgreementCase {
  std::string name;
  std::vector<std::string> network;
  double fraction;  // of the model's saturation rate
};

void PrintTo(const AgreementCase& c, std::ostream* out) { *out << c.name; }

class ModelMatchedAgreement : public ::testing::TestWithParam<AgreementCase> {};

// Spec 01's uniform model against the simulator built to its assumptions, at light load.
TEST_P(ModelMatchedAgreement, UniformModelAgreesWithinFivePercent) {
  const AgreementCase& c = GetParam();
  const auto json = monitored_run(c.network, c.fraction * saturation_rate(c.network));
  const auto verdict = json.get_child("verdicts.duato-uniform");
  EXPECT_EQ(verdict.get<std::string>("mode"), "model-matched");
  EXPECT_EQ(verdict.get<double>("offset"), 0.0);
  EXPECT_EQ(verdict.get<std::string>("verdict"), "agree")
      << "predicted " << verdict.get<double>("predicted") << ", measured " << verdict.get<double>("measured") << " +/- "
      << verdict.get<double>("ci95");
  EXPECT_LT(std::abs(verdict.get<double>("relative_error")), 0.05 + verdict.get<double>("ci95") / verdict.get<double>("measured"));
  EXPECT_EQ(json.get<double>("predicted.duato-uniform.latency"), verdict.get<double>("predicted"));
}

const std::vector<std::string> kUni8x8 = {"--k", "8", "--n", "2", "--vcs", "3"};
const std::vector<std::string> kBi8x8 = {"--k", "8", "--n", "2", "--directions", "bi", "--vcs", "3"};
const std::vector<std::string> kBi8x8V5 = {"--k", "8", "--n", "2", "--directions", "bi", "--vcs", "5"};
const std::vector<std::string> kUni8x8M64 = {"--k", "8", "--n", "2", "--vcs", "3", "--message-length", "64"};
const std::vector<std::string> kCube6 = {"--topology", "hypercube", "--n", "6", "--vcs", "3"};

INSTANTIATE_TEST_SUITE_P(
    LightLoad, ModelMatchedAgreement,
    ::testing::Values(AgreementCase{"uni_8ary_2cube_V3_10pct", kUni8x8, 0.1},
                      AgreementCase{"uni_8ary_2cube_V3_20pct", kUni8x8, 0.2},
                      AgreementCase{"uni_8ary_2cube_M64_30pct", kUni8x8M64, 0.3},
                      AgreementCase{"bi_8ary_2cube_V3_10pct", kBi8x8, 0.1},
                      AgreementCase{"bi_8ary_2cube_V5_30pct", kBi8x8V5, 0.3},
                      AgreementCase{"hypercube_6_V3_10pct", kCube6, 0.1},
                      AgreementCase{"hypercube_6_V3_30pct", kCube6, 0.3}),
    [](const ::testing::TestParamInfo<AgreementCase>& info) { return info.param.name; });

// The disagreement the README documents: with V = 3 on the 8-ary 2-cubes the model is pessimistic
// at 30% of its saturation rate, because its VC-occupancy chain puts too much weight on several
// VCs busy at once. The band pins it: a change of router or model that moves it is worth a look.
TEST(ModelMatchedDisagreement, UniformModelIsPessimisticAtThirtyPercentWithThreeVcs) {
  for (const auto& network : {kUni8x8, kBi8x8}) {
    const auto json = monitored_run(network, 0.3 * saturation_rate(network));
    const auto verdict = json.get_child("verdicts.duato-uniform");
    EXPECT_EQ(verdict.get<std::string>("verdict"), "differ");
    EXPECT_GT(verdict.get<double>("relative_error"), 0.04);
    EXPECT_LT(verdict.get<double>("relative_error"), 0.14);
  }
}

TEST(OffsetMode, FourStagePipelineIsComparedAfterRemovingTheZeroLoadDifference) {
  const double rate = 0.1 * saturation_rate(kUni8x8);
  const auto json = monitored_run(kUni8x8, rate, {"--pipeline", "4stage", "--buffer-depth", "8"});
  const auto verdict = json.get_child("verdicts.duato-uniform");
  EXPECT_EQ(verdict.get<std::string>("mode"), "offset");
  // 4stage: every router adds 4 cycles, so the mean zero-load difference is 4 * (mean hops + 1)
  // = 4 * (7.111 + 1) = 32.44 cycles (sampled, so to a few hundredths).
  EXPECT_NEAR(verdict.get<double>("offset"), 32.44, 0.15);
  EXPECT_FALSE(verdict.get_child("unmet_assumptions").empty());
  EXPECT_NEAR(verdict.get<double>("measured"), json.get<double>("measured.latency.mean") - verdict.get<double>("offset"), 1e-9);
  EXPECT_EQ(verdict.get<std::string>("verdict"), "agree") << "relative error " << verdict.get<double>("relative_error");
}

TEST(NoModel, AMeshIsCoveredByNoModelAndTheMonitorSaysWhy) {
  const ProcessResult result = run_kncube({"run", "--format", "json", "--topology", "mesh", "--k", "4", "--vcs", "2",
                                           "--rate", "0.005", "--measure-messages", "1000", "--warmup-messages", "200"});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const auto json = parse_json(result.out);
  EXPECT_EQ(json.get<std::string>("verdicts.none.verdict"), "no-model");
  EXPECT_NE(json.get<std::string>("verdicts.none.reason").find("mesh"), std::string::npos);
  EXPECT_TRUE(json.get_child("predicted").empty());
}

TEST(MonitorOptions, ModelThatDoesNotApplyIsRefused) {
  const ProcessResult result = run_kncube({"run", "--rate", "0.001", "--model", "dally"});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_NE(result.err.find("--model: dally does not apply"), std::string::npos) << result.err;
}

TEST(MonitorOptions, RunningReportsGoToStderrAtTheInterval) {
  const ProcessResult result = run_kncube({"run", "--k", "4", "--rate", "0.01", "--measure-messages", "3000",
                                           "--warmup-messages", "500", "--report-interval", "5000"});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const auto lines = lines_of(result.err);
  ASSERT_GE(lines.size(), 2u) << result.err;
  EXPECT_EQ(lines[0].rfind("monitor: cycle 5000, ", 0), 0u) << lines[0];
  EXPECT_NE(result.err.find("duato-uniform"), std::string::npos);
  EXPECT_NE(result.out.find("reference monitor"), std::string::npos);
  EXPECT_NE(result.out.find("duato-uniform: "), std::string::npos);
}

}  // namespace
}  // namespace kncube::cli::testing
