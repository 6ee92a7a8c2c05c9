// BookSim2's patterns as users run them: kncube run reports the traffic and its settings in the
// JSON, measures the hops the pattern's definition gives, and the reference monitor says
// no-model with each model's reason; kncube model refuses them (exit 2, "no model applies");
// --self-traffic works as a bare switch, as on/off and from a config file, and kncube sweep
// passes it on to its runs. Runs are short and seeded.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "application/json_output.h"
#include "application/kncube_process.h"
#include "application/test_sweep_folder.h"

namespace kncube::cli::testing {
namespace {

using boost::property_tree::ptree;

constexpr double messages = 10000;

std::vector<std::string> short_run(const std::vector<std::string>& network, double rate) {
  std::vector<std::string> args = {"run", "--format", "json", "--rate", std::to_string(rate), "--seed", "5",
                                   "--warmup-messages", "2000", "--measure-messages", "10000"};
  args.insert(args.end(), network.begin(), network.end());
  return args;
}

ptree json_run(const std::vector<std::string>& network, double rate) {
  const ProcessResult result = run_kncube(short_run(network, rate));
  EXPECT_EQ(result.exit_code, 0) << result.err;
  return parse_json(result.out);
}

void expect_no_model(const ptree& json, const std::string& words) {
  EXPECT_EQ(json.get_child("verdicts").size(), 1u);
  EXPECT_EQ(json.get<std::string>("verdicts.none.verdict"), "no-model");
  EXPECT_NE(json.get<std::string>("verdicts.none.reason").find(words), std::string::npos)
      << json.get<std::string>("verdicts.none.reason");
}

const std::vector<std::string> kTorus8 = {"--k", "8", "--n", "2", "--vcs", "3"};

std::vector<std::string> with(std::vector<std::string> network, const std::vector<std::string>& traffic) {
  network.insert(network.end(), traffic.begin(), traffic.end());
  return network;
}

// Every source of tornado and neighbor is the same distance from its image on the
// unidirectional 8x8 torus: 3 + 3 and 1 + 1 hops, so the mean is exact.
TEST(BookSimTrafficRun, TornadoAndNeighborHopsAreExact) {
  const ptree tornado = json_run(with(kTorus8, {"--traffic", "tornado"}), 0.001);
  EXPECT_EQ(tornado.get<std::string>("config.traffic"), "tornado");
  EXPECT_EQ(tornado.get<std::string>("config.fixed_points"), "uniform");
  EXPECT_DOUBLE_EQ(tornado.get<double>("measured.hops"), 6.0);
  expect_no_model(tornado, "BookSim's tornado");

  const ptree neighbor = json_run(with(kTorus8, {"--traffic", "neighbor"}), 0.001);
  EXPECT_DOUBLE_EQ(neighbor.get<double>("measured.hops"), 2.0);
  expect_no_model(neighbor, "BookSim's neighbor");
  EXPECT_EQ(neighbor.get_optional<std::string>("measured.classes"), boost::none) << "one class";
}

// bitrev on the 6-cube: the pairs of bits (0,5), (1,4), (2,3) each differ with probability 1/2
// and then cost 2 hops, so a source is 3 hops from its image on average; the 8 palindromes are
// fixed points. With --fixed-points self they stay home (0 hops) and the mean is 3; under rule S
// they send uniformly (6 x 32/63 hops on average) and the mean is 3 + (8/64)(192/63) = 3.381.
// A distance has a standard deviation of sqrt(3) hops, so 5 sigma of the mean of 10 000 is below 0.15.
TEST(BookSimTrafficRun, FixedPointsRuleChangesTheHopsOfBitReversal) {
  const std::vector<std::string> cube = {"--topology", "hypercube", "--n", "6", "--vcs", "2", "--traffic", "bitrev"};
  const ptree self = json_run(with(cube, {"--fixed-points", "self"}), 0.005);
  EXPECT_EQ(self.get<std::string>("config.fixed_points"), "self");
  EXPECT_NEAR(self.get<double>("measured.hops"), 3.0, 5.0 * 3.0 / std::sqrt(messages));
  const ptree uniform = json_run(cube, 0.005);
  EXPECT_EQ(uniform.get<std::string>("config.fixed_points"), "uniform");
  EXPECT_NEAR(uniform.get<double>("measured.hops"), 3.0 + 192.0 / 63.0 / 8.0, 5.0 * 3.0 / std::sqrt(messages));
}

// Uniform over all 16 nodes of the unidirectional 4x4 torus: each dimension's offset 0..3 is
// equally likely, 1.5 hops, 3 in all; without the source (15 destinations) 48/15 = 3.2.
TEST(BookSimTrafficRun, SelfTrafficAsSwitchAsOnOffAndFromAConfigFile) {
  const std::vector<std::string> torus4 = {"--k", "4", "--n", "2", "--routing", "dor", "--vcs", "2"};
  const double tolerance = 5.0 * 1.6 / std::sqrt(messages);  // a distance has sd sqrt(2.5) hops
  for (const auto& option : std::vector<std::vector<std::string>>{{"--self-traffic"}, {"--self-traffic", "on"}, {"--self-traffic=on"}}) {
    const ptree json = json_run(with(with(torus4, {"--traffic", "uniform"}), option), 0.004);
    EXPECT_TRUE(json.get<bool>("config.self_traffic")) << option.front();
    EXPECT_NEAR(json.get<double>("measured.hops"), 3.0, tolerance) << option.front();
    expect_no_model(json, "excludes the source");
  }
  const ptree off = json_run(with(torus4, {"--self-traffic", "off"}), 0.004);
  EXPECT_FALSE(off.get<bool>("config.self_traffic"));
  EXPECT_NEAR(off.get<double>("measured.hops"), 3.2, tolerance);

  const TemporaryFile config("traffic = uniform\nself-traffic = on\n");
  const ptree from_file = json_run(with(torus4, {"--config", config.path()}), 0.004);
  EXPECT_TRUE(from_file.get<bool>("config.self_traffic"));
  EXPECT_NEAR(from_file.get<double>("measured.hops"), 3.0, tolerance);
}

TEST(BookSimTrafficRun, HotspotSetAndRandpermReportTheirSettings) {
  const ptree set = json_run(with(kTorus8, {"--traffic", "hotspot-set", "--hotspot-nodes", "0,27,63", "--hotspot-weights", "1,2,1"}),
                             0.0004);
  std::vector<double> nodes;
  for (const auto& item : set.get_child("config.hotspot_nodes")) nodes.push_back(item.second.get_value<double>());
  EXPECT_EQ(nodes, (std::vector<double>{0, 27, 63}));
  std::vector<double> weights;
  for (const auto& item : set.get_child("config.hotspot_weights")) weights.push_back(item.second.get_value<double>());
  EXPECT_EQ(weights, (std::vector<double>{1, 2, 1}));
  expect_no_model(set, "BookSim's hotspot-set");

  const ptree perm = json_run(with(kTorus8, {"--traffic", "randperm"}), 0.001);
  EXPECT_EQ(perm.get<int>("config.permutation_seed"), 5) << "the run's --seed";
  expect_no_model(perm, "BookSim's randperm");
}

// One line on stderr, exit 2: the model command has nothing to evaluate.
void expect_no_model_applies(const std::vector<std::string>& args, const std::string& words) {
  const ProcessResult result = run_kncube(args);
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_EQ(result.out, "");
  const auto lines = lines_of(result.err);
  ASSERT_EQ(lines.size(), 1u) << result.err;
  EXPECT_EQ(lines[0].rfind("kncube: error: no model applies to ", 0), 0u) << lines[0];
  EXPECT_NE(lines[0].find(words), std::string::npos) << lines[0];
}

TEST(BookSimTrafficModel, NoModelAppliesWithEachModelsReason) {
  for (const char* kind : {"bitcomp", "bitrev", "shuffle", "tornado", "neighbor", "randperm"})
    expect_no_model_applies({"model", "--rate", "0.001", "--traffic", kind},
                            std::string("duato-uniform: duato-uniform models uniform and locality traffic only; no analytical "
                                        "model covers BookSim's ") + kind + " traffic");
  expect_no_model_applies({"model", "--rate", "0.001", "--traffic", "hotspot-set", "--hotspot-nodes", "3"},
                          "hotspot-thesis: the thesis hot-spot model (HS-T) covers one hot node");
  expect_no_model_applies({"model", "--rate", "0.001", "--self-traffic"}, "duato-uniform: duato-uniform's uniform traffic excludes the source");
  expect_no_model_applies({"model", "--rate", "0.001", "--traffic", "transpose", "--fixed-points", "self"},
                          "transpose: assumes rule S (spec 02 §2.1)");
  // The default rule keeps the model.
  EXPECT_EQ(run_kncube({"model", "--rate", "0.001", "--traffic", "transpose", "--fixed-points", "uniform"}).exit_code, 0);
}

TEST(BookSimTrafficSweep, SelfTrafficReachesEveryRun) {
  SweepFolder folder;
  const ProcessResult result =
      run_kncube({"sweep", "--k", "4", "--n", "2", "--routing", "dor", "--vcs", "2", "--message-length", "8",
                  "--self-traffic", "--rates", "0.005,0.01", "--warmup-messages", "1000", "--measure-messages", "6000",
                  "--output", folder.path(), "--format", "json"});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const ptree json = parse_json(result.out);
  EXPECT_EQ(json.get<std::string>("configuration.run_options.self-traffic"), "on");
  for (const auto& point : json.get_child("points"))
    EXPECT_NEAR(point.second.get<double>("measured.hops"), 3.0, 5.0 * 1.6 / std::sqrt(6000.0));
}

}  // namespace
}  // namespace kncube::cli::testing
