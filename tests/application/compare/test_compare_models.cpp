// kncube compare evaluates each network with the model of its traffic exactly as `kncube model`
// does for the same NetworkSpec (spec 03 §3.8): same points, field for field, same saturation rate.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "application/json_output.h"
#include "application/kncube_process.h"
#include "application/test_sweep_folder.h"

namespace kncube::cli::testing {
namespace {

using boost::property_tree::ptree;

std::string as_json(const ptree& tree) {
  std::ostringstream out;
  boost::property_tree::write_json(out, tree, false);
  return out.str();
}

struct ModelCase {
  std::vector<std::string> compare_options;
  std::vector<std::string> traffic_options;  // the same traffic for kncube model
  std::string model;
};

// How gtest prints the case (in CTest's test names too): the model it compares, not the bytes.
void PrintTo(const ModelCase& c, std::ostream* os) { *os << c.model; }

class CompareModels : public ::testing::TestWithParam<ModelCase> {};

TEST_P(CompareModels, PointsEqualKncubeModelForTheSameSpec) {
  const ModelCase& c = GetParam();
  if (!model_registered(c.model)) GTEST_SKIP() << c.model << " not registered";
  SweepFolder folder;
  const std::string rates = "0.0001,0.0004,0.0009,0.0016";
  std::vector<std::string> args = {"compare", "--format", "json", "--rates", rates, "--output", folder.path()};
  args.insert(args.end(), c.compare_options.begin(), c.compare_options.end());
  args.insert(args.end(), c.traffic_options.begin(), c.traffic_options.end());
  const ProcessResult compared = run_kncube(args);
  ASSERT_EQ(compared.exit_code, 0) << compared.err;
  const auto networks = array_elements(parse_json(compared.out).get_child("networks"));
  ASSERT_EQ(networks.size(), 3u);
  for (const ptree& network : networks) {
    EXPECT_EQ(network.get<std::string>("model"), c.model);
    std::vector<std::string> model_args = {"model", "--model", c.model, "--format", "json", "--rates", rates};
    if (network.get<std::string>("topology") == "hypercube") {
      model_args.insert(model_args.end(), {"--topology", "hypercube"});
    } else {
      model_args.insert(model_args.end(), {"--topology", "torus", "--k", network.get<std::string>("k")});
    }
    model_args.insert(model_args.end(), {"--n", network.get<std::string>("n"), "--vcs", network.get<std::string>("vcs"),
                                         "--message-length", network.get<std::string>("message_length"), "--channel-time",
                                         network.get<std::string>("channel_time"), "--switch-time",
                                         network.get<std::string>("switch_time")});
    model_args.insert(model_args.end(), c.traffic_options.begin(), c.traffic_options.end());
    const ProcessResult modelled = run_kncube(model_args);
    ASSERT_EQ(modelled.exit_code, 0) << modelled.err;
    const ptree model = parse_json(modelled.out);
    const std::string label = network.get<std::string>("label");
    EXPECT_EQ(network.get<std::string>("saturation_rate"), model.get<std::string>("saturation_rate")) << label;
    const auto ours = array_elements(network.get_child("points"));
    const auto theirs = array_elements(model.get_child("points"));
    ASSERT_EQ(ours.size(), theirs.size()) << label;
    for (std::size_t i = 0; i < ours.size(); ++i) EXPECT_EQ(as_json(ours[i]), as_json(theirs[i])) << label << " point " << i;
  }
}

INSTANTIATE_TEST_SUITE_P(
    Traffic, CompareModels,
    ::testing::Values(ModelCase{{"--nodes", "64"}, {}, "duato-uniform"},
                      ModelCase{{"--nodes", "64", "--constraint", "pinout", "--wires", "nonpipelined"},
                                {"--traffic", "hotspot", "--hotspot-fraction", "0.2"},
                                "hotspot-thesis"},
                      ModelCase{{"--nodes", "64", "--wires", "nonpipelined"}, {"--traffic", "transpose"}, "transpose"},
                      ModelCase{{"--nodes", "64", "--constraint", "pinout"},
                                {"--traffic", "digit-reversal", "--pattern-fraction", "0.5"},
                                "digit-reversal"}));

}  // namespace
}  // namespace kncube::cli::testing
