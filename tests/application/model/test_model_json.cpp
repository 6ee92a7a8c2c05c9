// `kncube model --format json`: one JSON object whose fields match the model evaluated directly.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <ostream>
#include <string>
#include <vector>

#include "analytical/catalog/model_catalog.h"
#include "application/json_output.h"
#include "application/kncube_process.h"

namespace kncube::cli::testing {
namespace {

using boost::property_tree::ptree;

// The number exactly as printed, read back as a double.
double exact(const ptree& tree, const std::string& path) { return std::strtod(tree.get<std::string>(path).c_str(), nullptr); }

// The model as the command line should have used it, for comparison.
std::unique_ptr<analytical::PreparedModel> prepared(const std::string& name, const NetworkSpec& spec) {
  const analytical::ModelCatalog catalog;
  return catalog.find(name)->prepare(spec, analytical::ModelSwitches{});
}

TEST(ModelJson, DefaultRunIsTenAutomaticRatesOfTheDuatoModel) {
  if (!model_registered("duato-uniform")) GTEST_SKIP() << "duato-uniform not registered yet";
  const ProcessResult result = run_kncube({"model", "--format", "json"});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_EQ(result.err, "");
  EXPECT_EQ(lines_of(result.out).size(), 1u) << "one JSON object on one line";
  const ptree json = parse_json(result.out);

  EXPECT_EQ(json.get<std::string>("model"), "duato-uniform");
  const NetworkSpec defaults;  // torus, k 8, n 2, uni, duato, V 3, M 32, uniform
  EXPECT_EQ(json.get<std::string>("configuration"), describe(defaults));
  const auto model = prepared("duato-uniform", defaults);
  const double saturation = exact(json, "saturation_rate");
  EXPECT_NEAR(saturation, model->saturation_rate(), 1e-6 * saturation);

  const auto points = array_elements(json.get_child("points"));
  ASSERT_EQ(points.size(), 10u);
  for (std::size_t i = 0; i < points.size(); ++i) {
    SCOPED_TRACE("point " + std::to_string(i));
    const double rate = exact(points[i], "rate");
    EXPECT_NEAR(rate, saturation * (0.05 + 0.1 * i), 1e-12 * saturation);  // 5%, 15%, ..., 95%
    EXPECT_EQ(points[i].get<std::string>("saturated"), "false");
    const analytical::Prediction expected = model->predict(rate);
    EXPECT_DOUBLE_EQ(exact(points[i], "latency"), expected.latency);
    EXPECT_DOUBLE_EQ(exact(points[i], "network_latency"), expected.network_latency);
    EXPECT_DOUBLE_EQ(exact(points[i], "source_wait"), expected.source_wait);
    EXPECT_DOUBLE_EQ(exact(points[i], "multiplexing"), expected.multiplexing);
    EXPECT_DOUBLE_EQ(exact(points[i], "rho"), expected.rho);
    EXPECT_EQ(points[i].get<int>("iterations"), expected.iterations);
    EXPECT_FALSE(points[i].get_child_optional("reason")) << "only saturated points carry a reason";
    EXPECT_FALSE(points[i].get_child_optional("classes")) << "duato-uniform has one message class";
  }
}

TEST(ModelJson, OneRateGivesOnePointAtExactlyThatRate) {
  if (!model_registered("duato-uniform")) GTEST_SKIP() << "duato-uniform not registered yet";
  // 17 significant digits: the output must carry enough of them to give back the same double.
  const std::string rate = "0.0012345678901234567";
  const ProcessResult result = run_kncube({"model", "--format", "json", "--rate", rate});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const auto points = array_elements(parse_json(result.out).get_child("points"));
  ASSERT_EQ(points.size(), 1u);
  EXPECT_EQ(exact(points[0], "rate"), std::strtod(rate.c_str(), nullptr));
  const analytical::Prediction expected = prepared("duato-uniform", NetworkSpec{})->predict(std::strtod(rate.c_str(), nullptr));
  EXPECT_EQ(exact(points[0], "latency"), expected.latency) << "latency must round-trip exactly";
}

TEST(ModelJson, RateListKeepsItsOrder) {
  if (!model_registered("duato-uniform")) GTEST_SKIP() << "duato-uniform not registered yet";
  const ProcessResult result = run_kncube({"model", "--format", "json", "--rates", "0.002,0.0005,0.001"});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const auto points = array_elements(parse_json(result.out).get_child("points"));
  ASSERT_EQ(points.size(), 3u);
  EXPECT_EQ(exact(points[0], "rate"), 0.002);
  EXPECT_EQ(exact(points[1], "rate"), 0.0005);
  EXPECT_EQ(exact(points[2], "rate"), 0.001);
  // Latency grows with the rate, whatever the order asked for.
  EXPECT_LT(exact(points[1], "latency"), exact(points[2], "latency"));
  EXPECT_LT(exact(points[2], "latency"), exact(points[0], "latency"));
}

TEST(ModelJson, SaturatedPointCarriesReasonInsteadOfNumbers) {
  if (!model_registered("duato-uniform")) GTEST_SKIP() << "duato-uniform not registered yet";
  const ProcessResult result = run_kncube({"model", "--format", "json", "--rates", "0.001,0.5"});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const ptree json = parse_json(result.out);
  const auto points = array_elements(json.get_child("points"));
  ASSERT_EQ(points.size(), 2u);
  EXPECT_EQ(points[0].get<std::string>("saturated"), "false");
  EXPECT_EQ(points[1].get<std::string>("saturated"), "true");
  EXPECT_EQ(exact(points[1], "rate"), 0.5);
  EXPECT_FALSE(points[1].get<std::string>("reason").empty());
  EXPECT_FALSE(points[1].get_child_optional("latency"));
  EXPECT_FALSE(points[1].get_child_optional("network_latency"));
  EXPECT_GT(0.5, exact(json, "saturation_rate"));
}

TEST(ModelJson, HotSpotModelGivesPerClassLatencies) {
  if (!model_registered("hotspot-thesis")) GTEST_SKIP() << "hotspot-thesis not registered yet";
  const ProcessResult result = run_kncube({"model", "--format", "json", "--model", "hotspot-thesis", "--traffic",
                                           "hotspot", "--hotspot-fraction", "0.1", "--hotspot-node", "9", "--rate",
                                           "0.001"});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const ptree json = parse_json(result.out);
  EXPECT_EQ(json.get<std::string>("model"), "hotspot-thesis");
  NetworkSpec spec;
  spec.traffic.kind = TrafficKind::hotspot;
  spec.traffic.hotspot_fraction = 0.1;
  spec.traffic.hotspot_node = 9;
  EXPECT_EQ(json.get<std::string>("configuration"), describe(spec));
  const analytical::Prediction expected = prepared("hotspot-thesis", spec)->predict(0.001);
  ASSERT_FALSE(expected.classes.empty());
  const ptree point = array_elements(json.get_child("points")).at(0);
  const ptree& classes = point.get_child("classes");
  ASSERT_EQ(classes.size(), expected.classes.size());
  for (const auto& cls : expected.classes) {
    SCOPED_TRACE(cls.name);
    const ptree& got = classes.get_child(boost::property_tree::ptree::path_type(cls.name, '\0'));
    EXPECT_DOUBLE_EQ(exact(got, "latency"), cls.latency);
    EXPECT_DOUBLE_EQ(exact(got, "network_latency"), cls.network_latency);
  }
}

TEST(ModelJson, WithoutModelTheFirstApplicableModelOfTheCatalogIsUsed) {
  if (!model_registered("dally")) GTEST_SKIP() << "dally not registered yet";
  const ProcessResult result = run_kncube({"model", "--format", "json", "--routing", "dor", "--vcs", "1", "--rate", "0.001"});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  NetworkSpec spec;
  spec.routing = Routing::dor;
  spec.vcs = 1;
  const analytical::ModelCatalog catalog;
  const auto applicable = catalog.applicable(spec, analytical::ModelSwitches{});
  ASSERT_FALSE(applicable.empty());
  EXPECT_EQ(parse_json(result.out).get<std::string>("model"), std::string(applicable.front()->name()));
  EXPECT_NE(parse_json(result.out).get<std::string>("model"), "duato-uniform") << "it models Duato's routing only";
}

TEST(ModelJson, NamedModelAndSwitchesAreUsed) {
  if (!model_registered("duato-uniform")) GTEST_SKIP() << "duato-uniform not registered yet";
  const ProcessResult result = run_kncube({"model", "--format", "json", "--model", "duato-uniform", "--rate", "0.002",
                                           "--escape-weight", "1", "--hop-index", "after"});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  analytical::ModelSwitches switches;
  switches.escape_weight = 1;
  switches.hop_index = analytical::HopIndex::after_hop;
  const analytical::ModelCatalog catalog;
  const double expected = catalog.find("duato-uniform")->prepare(NetworkSpec{}, switches)->predict(0.002).latency;
  const double normative = catalog.find("duato-uniform")->prepare(NetworkSpec{}, {})->predict(0.002).latency;
  ASSERT_NE(expected, normative) << "the switches should change the prediction, or this test proves nothing";
  const ptree point = array_elements(parse_json(result.out).get_child("points")).at(0);
  EXPECT_DOUBLE_EQ(exact(point, "latency"), expected);
}

struct ModelOnItsTraffic {
  const char* model;
  std::vector<std::string> options;  // after "model --format json --rate 0.0005"
  NetworkSpec spec;                  // what those options describe
};

void PrintTo(const ModelOnItsTraffic& c, std::ostream* out) { *out << c.model; }

NetworkSpec with_traffic(TrafficKind kind, double pattern_fraction) {
  NetworkSpec spec;
  spec.traffic.kind = kind;
  spec.traffic.pattern_fraction = pattern_fraction;
  return spec;
}

NetworkSpec hot_spot(double fraction, std::int64_t node) {
  NetworkSpec spec;
  spec.traffic.kind = TrafficKind::hotspot;
  spec.traffic.hotspot_fraction = fraction;
  spec.traffic.hotspot_node = node;
  return spec;
}

NetworkSpec dally_network() {
  NetworkSpec spec;
  spec.routing = Routing::dor;
  spec.vcs = 1;
  return spec;
}

class EveryModel : public ::testing::TestWithParam<ModelOnItsTraffic> {};

// Each catalog model, named with --model on a configuration it covers, gives exactly what the
// library gives for the same configuration.
TEST_P(EveryModel, JsonMatchesTheLibrary) {
  const ModelOnItsTraffic& c = GetParam();
  if (!model_registered(c.model)) GTEST_SKIP() << c.model << " not registered yet";
  std::vector<std::string> args = {"model", "--format", "json", "--rate", "0.0005", "--model", c.model};
  args.insert(args.end(), c.options.begin(), c.options.end());
  const ProcessResult result = run_kncube(args);
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const ptree json = parse_json(result.out);
  EXPECT_EQ(json.get<std::string>("model"), c.model);
  EXPECT_EQ(json.get<std::string>("configuration"), describe(c.spec));
  const analytical::Prediction expected = prepared(c.model, c.spec)->predict(0.0005);
  ASSERT_FALSE(expected.saturated) << expected.reason;
  const ptree point = array_elements(json.get_child("points")).at(0);
  EXPECT_EQ(point.get<std::string>("saturated"), "false");
  EXPECT_DOUBLE_EQ(exact(point, "latency"), expected.latency);
  EXPECT_DOUBLE_EQ(exact(point, "network_latency"), expected.network_latency);
  EXPECT_EQ(point.get_child("classes", ptree()).size(), expected.classes.size());
}

INSTANTIATE_TEST_SUITE_P(
    Catalog, EveryModel,
    ::testing::Values(
        ModelOnItsTraffic{"duato-uniform", {}, NetworkSpec{}},
        ModelOnItsTraffic{"dally", {"--routing", "dor", "--vcs", "1"}, dally_network()},
        ModelOnItsTraffic{"dally-queued", {"--routing", "dor", "--vcs", "1"}, dally_network()},
        ModelOnItsTraffic{"hotspot-thesis", {"--traffic", "hotspot", "--hotspot-fraction", "0.05", "--hotspot-node", "27"},
                          hot_spot(0.05, 27)},
        ModelOnItsTraffic{"hotspot-paper", {"--traffic", "hotspot", "--hotspot-fraction", "0.05", "--hotspot-node", "27"},
                          hot_spot(0.05, 27)},
        ModelOnItsTraffic{"transpose", {"--traffic", "transpose", "--pattern-fraction", "0.5"},
                          with_traffic(TrafficKind::transpose, 0.5)},
        ModelOnItsTraffic{"digit-reversal", {"--traffic", "digit-reversal", "--pattern-fraction", "0.5"},
                          with_traffic(TrafficKind::digit_reversal, 0.5)}),
    [](const ::testing::TestParamInfo<ModelOnItsTraffic>& info) {
      std::string name = info.param.model;
      for (char& ch : name)
        if (ch == '-') ch = '_';
      return name;
    });

}  // namespace
}  // namespace kncube::cli::testing
