// kncube run and sweep with --switching circuit (issue 15): the circuit-mmpp model is the
// reference monitor and agrees at low load, the model options (--retry, --hold) reach it, the
// run's JSON carries the control plane's counters, and MMPP sources run on circuit and wormhole
// networks alike.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "application/json_output.h"
#include "application/kncube_process.h"

namespace kncube::cli::testing {
namespace {

using boost::property_tree::ptree;

double number(const ptree& tree, const std::string& path) { return std::strtod(tree.get<std::string>(path).c_str(), nullptr); }

ptree run_json(std::vector<std::string> options, const std::string& measured = "20000") {
  options.insert(options.begin(), {"run", "--topology", "hypercube", "--n", "4", "--measure-messages", measured, "--format", "json"});
  const ProcessResult result = run_kncube(options);
  EXPECT_EQ(result.exit_code, 0) << result.err;
  return parse_json(result.out);
}

TEST(CircuitRun, MonitorAgreesAtLowLoadAndCountsTheControlPlane) {
  const ptree json = run_json({"--switching", "circuit", "--rate", "0.001"});
  EXPECT_EQ(json.get<std::string>("config.switching"), "circuit");
  EXPECT_EQ(json.get<std::string>("verdicts.circuit-mmpp.verdict"), "agree");
  // Zero load: 3h + M with the real mean distance 2.133 (spec 04 M9), against the model's D = 2.
  const double latency = number(json, "verdicts.circuit-mmpp.measured");
  EXPECT_GT(latency, 3 * 2.133 + 32);
  EXPECT_LT(latency, 41.0);
  EXPECT_GE(number(json, "circuit.attempts_per_setup"), 1.0);
  EXPECT_LT(number(json, "circuit.attempts_per_setup"), 1.01);
  EXPECT_NEAR(number(json, "circuit.mean_setup_cycles"), 2 * 2.133, 0.1) << "probe and acknowledgement, 2h";
  EXPECT_EQ(array_elements(json.get_child("circuit.failures_by_hop")).size(), 4u);
}

TEST(CircuitRun, CountersCoverTheMeasuredMessagesOnly) {
  // The same run measured over 2 000 or 20 000 messages after the same warm-up: the counters
  // follow the measured messages (one circuit each), not the run's total.
  const ptree small = run_json({"--switching", "circuit", "--rate", "0.002", "--warmup-messages", "5000"}, "2000");
  EXPECT_EQ(number(small, "circuit.setups"), 2000);
  EXPECT_EQ(number(small, "measured.messages"), 2000);
  const ptree large = run_json({"--switching", "circuit", "--rate", "0.002", "--warmup-messages", "5000"});
  EXPECT_EQ(number(large, "circuit.setups"), 20000);
  EXPECT_GE(number(large, "circuit.attempts"), 20000);
}

TEST(CircuitRun, OneVirtualChannelPerChannel) {
  // V = 1 needs no escape VC with circuits: accepted, and the model agrees at low load.
  const ptree json = run_json({"--switching", "circuit", "--vcs", "1", "--rate", "0.001"});
  EXPECT_EQ(number(json, "config.vcs"), 1);
  EXPECT_EQ(json.get<std::string>("verdicts.circuit-mmpp.verdict"), "agree");
}

TEST(CircuitRun, ModelOptionsReachTheMonitor) {
  const std::vector<std::string> source = {"--switching", "circuit", "--arrivals", "mmpp", "--time-scales", "2", "--rate", "0.008"};
  const double normative = number(run_json(source), "verdicts.circuit-mmpp.predicted");
  std::vector<std::string> held = source;
  held.insert(held.end(), {"--hold", "T"});
  EXPECT_GT(number(run_json(held), "verdicts.circuit-mmpp.predicted"), normative);
  std::vector<std::string> retried = source;
  retried.insert(retried.end(), {"--retry", "scale"});
  const double scaled = number(run_json(retried), "verdicts.circuit-mmpp.predicted");
  EXPECT_NE(scaled, normative);
  EXPECT_NEAR(scaled, normative, 0.01 * normative);
}

TEST(CircuitRun, MmppSourcesRunOnWormholeNetworksWithoutAModel) {
  const ProcessResult result = run_kncube({"run", "--k", "4", "--n", "2", "--arrivals", "mmpp", "--time-scales", "2", "--rate", "0.01",
                                           "--measure-messages", "5000", "--format", "json"});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const ptree json = parse_json(result.out);
  EXPECT_EQ(json.get<std::string>("config.arrivals"), "mmpp");
  EXPECT_EQ(number(json, "config.mmpp.time_scales"), 2);
  EXPECT_EQ(json.get<std::string>("verdicts.none.verdict"), "no-model");
  EXPECT_NE(json.get<std::string>("verdicts.none.reason").find("duato-uniform: the model assumes Poisson sources"), std::string::npos);
}

TEST(CircuitRun, SweepComparesWithTheModelAtEveryRate) {
  const TemporaryFile placeholder("");
  const std::string folder = placeholder.path() + ".sweep";
  const ProcessResult result = run_kncube({"sweep", "--switching", "circuit", "--topology", "hypercube", "--n", "4", "--arrivals", "mmpp",
                                           "--time-scales", "2", "--rates", "0.001,0.002", "--replications", "2",
                                           "--measure-messages", "3000", "-j", "2", "--output", folder});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_NE(result.out.find("circuit switching, MMPP sources"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("model circuit-mmpp"), std::string::npos) << result.out;
  EXPECT_EQ(result.out.find("pipeline"), std::string::npos) << "no wormhole pipeline in a circuit sweep's header";
  std::system(("rm -rf '" + folder + "'").c_str());
}

}  // namespace
}  // namespace kncube::cli::testing
