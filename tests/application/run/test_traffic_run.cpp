// kncube run with the hot-spot, permutation and locality generators: the reference monitor picks
// the models of the traffic, and the per-class results (measured and predicted) appear in the
// JSON and in the table under the traffic's class names. Runs are short and seeded.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "application/json_output.h"
#include "application/kncube_process.h"

namespace kncube::cli::testing {
namespace {

using boost::property_tree::ptree;

std::vector<std::string> short_run(const std::string& format, const std::vector<std::string>& network, double rate) {
  std::vector<std::string> args = {"run", "--format", format, "--rate", std::to_string(rate), "--seed", "5",
                                   "--warmup-messages", "2000", "--measure-messages", "10000"};
  args.insert(args.end(), network.begin(), network.end());
  return args;
}

ptree json_run(const std::vector<std::string>& network, double rate) {
  const ProcessResult result = run_kncube(short_run("json", network, rate));
  EXPECT_EQ(result.exit_code, 0) << result.err;
  return parse_json(result.out);
}

// Share of the measured messages in `name`, and a 5-sigma binomial bound around `expected`.
void expect_class_share(const ptree& json, const std::string& name, double expected) {
  const double total = json.get<double>("measured.messages");
  const double share = json.get<double>("measured.classes." + name + ".messages") / total;
  EXPECT_NEAR(share, expected, 5.0 * std::sqrt(expected * (1.0 - expected) / total)) << name;
}

// The measured classes (with their counts adding up) and each model's predicted classes, with
// the same names.
void expect_classes(const ptree& json, const std::vector<std::string>& models, const std::vector<std::string>& classes) {
  double messages = 0.0;
  for (const auto& name : classes) {
    const ptree& measured = json.get_child("measured.classes." + name);
    messages += measured.get<double>("messages");
    EXPECT_GT(measured.get<double>("latency.mean"), 32.0) << name;
    EXPECT_GT(measured.get<double>("network_latency.mean"), 32.0) << name;
    for (const auto& model : models) {
      const ptree& predicted = json.get_child("predicted." + model + ".classes." + name);
      EXPECT_GT(predicted.get<double>("latency"), 32.0) << model << ' ' << name;
      EXPECT_GT(predicted.get<double>("network_latency"), 32.0) << model << ' ' << name;
    }
  }
  EXPECT_EQ(messages, json.get<double>("measured.messages"));
  EXPECT_EQ(json.get_child("measured.classes").size(), classes.size());
}

void expect_model_verdict(const ptree& json, const std::string& model) {
  const ptree& verdict = json.get_child("verdicts." + model);
  const std::string v = verdict.get<std::string>("verdict");
  EXPECT_TRUE(v == "agree" || v == "differ") << model << ": " << v;
  EXPECT_EQ(verdict.get<std::string>("mode"), "model-matched");
  EXPECT_EQ(verdict.get<double>("predicted"), json.get<double>("predicted." + model + ".latency"));
}

const std::vector<std::string> kHotspot = {"--k", "8", "--n", "2", "--vcs", "3", "--traffic", "hotspot",
                                           "--hotspot-fraction", "0.08", "--hotspot-node", "36"};
const std::vector<std::string> kTranspose = {"--k", "8", "--n", "2", "--vcs", "3", "--traffic", "transpose",
                                             "--pattern-fraction", "0.7"};
const std::vector<std::string> kReversal7 = {"--topology", "hypercube", "--n", "7", "--vcs", "3", "--traffic",
                                             "digit-reversal", "--pattern-fraction", "0.6"};
const std::vector<std::string> kTranspose8 = {"--topology", "hypercube", "--n", "8", "--vcs", "3", "--traffic",
                                              "transpose", "--pattern-fraction", "0.8"};

TEST(TrafficRun, HotSpotRunIsJudgedByBothHotSpotModelsPerClass) {
  const ptree json = json_run(kHotspot, 0.001);
  EXPECT_EQ(json.get<std::string>("config.traffic"), "hotspot");
  for (const auto& model : {"hotspot-thesis", "hotspot-paper"}) expect_model_verdict(json, model);
  EXPECT_EQ(json.get_child("verdicts").size(), 2u) << "only the hot-spot models apply";
  expect_classes(json, {"hotspot-thesis", "hotspot-paper"}, {"regular", "hot-spot"});
  // §2.2: h (N-1)/N of all messages are hot-spot messages (H sends none).
  expect_class_share(json, "hot-spot", 0.08 * 63.0 / 64.0);
}

TEST(TrafficRun, TransposeRunIsJudgedByTheTransposeModelPerClass) {
  const ptree json = json_run(kTranspose, 0.001);
  expect_model_verdict(json, "transpose");
  // n = 2: the reversal is the transpose, but only the model of the traffic asked for applies.
  EXPECT_EQ(json.get_child("verdicts").size(), 1u);
  expect_classes(json, {"transpose"}, {"uniform", "permutation"});
  expect_class_share(json, "permutation", 0.6125);  // zeta_p = x (1 - 8/64), T5.15
}

TEST(TrafficRun, HypercubeTransposeAndBitReversalRunsAreJudgedByTheirModels) {
  const ptree transpose = json_run(kTranspose8, 0.008);
  expect_model_verdict(transpose, "transpose");
  expect_classes(transpose, {"transpose"}, {"uniform", "permutation"});
  expect_class_share(transpose, "permutation", 0.75);

  const ptree reversal = json_run(kReversal7, 0.008);
  expect_model_verdict(reversal, "digit-reversal");
  expect_classes(reversal, {"digit-reversal"}, {"uniform", "permutation"});
  expect_class_share(reversal, "permutation", 0.525);
}

TEST(TrafficRun, TableListsMeasuredAndPredictedClasses) {
  const ProcessResult result = run_kncube(short_run("table", kHotspot, 0.001));
  ASSERT_EQ(result.exit_code, 0) << result.err;
  for (const std::string line : {"latency, regular ", "latency, hot-spot ", "hotspot-thesis: ", "hotspot-paper: ",
                                 "    regular: predicted ", "    hot-spot: predicted "})
    EXPECT_NE(result.out.find(line), std::string::npos) << line << " missing in\n" << result.out;
}

TEST(TrafficRun, LocalityRunOnAUnidirectionalTorusIsJudgedByTheUniformModel) {
  // f = 0.25 in the 8-ary 2-cube: k_f = 4, 15 destinations at 3.2 hops on average (spec 01 §4.6).
  const ptree json = json_run({"--k", "8", "--n", "2", "--vcs", "3", "--traffic", "locality", "--locality", "0.25"}, 0.002);
  expect_model_verdict(json, "duato-uniform");
  EXPECT_NEAR(json.get<double>("measured.hops"), 3.2, 0.05);
  EXPECT_EQ(json.get_optional<std::string>("measured.classes"), boost::none) << "one class";
}

TEST(TrafficRun, LocalityOnABidirectionalTorusRunsAsAnExtensionWithoutAModel) {
  // A10 extension: the one-sided window with minimal routes; 5-ary 2-cube, k_f = 4: 40/15 hops.
  const ptree json = json_run({"--k", "5", "--n", "2", "--directions", "bi", "--vcs", "3", "--traffic", "locality",
                               "--locality", "0.64"},
                              0.004);
  EXPECT_NEAR(json.get<double>("measured.hops"), 40.0 / 15.0, 0.05);
  EXPECT_EQ(json.get<std::string>("verdicts.none.verdict"), "no-model");
  EXPECT_NE(json.get<std::string>("verdicts.none.reason").find("locality"), std::string::npos);
}

}  // namespace
}  // namespace kncube::cli::testing
