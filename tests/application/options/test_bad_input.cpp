// Bad input never crashes or falls back to a default: exit 2, nothing on stdout, and exactly one
// line on stderr, "kncube: error: ...", naming the option and the value.
#include <gtest/gtest.h>

#include <ostream>
#include <string>
#include <vector>

#include "analytical/catalog/model_catalog.h"
#include "application/bad_input_case.h"
#include "application/kncube_process.h"

namespace kncube::cli::testing {
namespace {

using BadInput = BadInputCase;

void expect_one_error_line(const ProcessResult& result, const std::string& expected) {
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_EQ(result.out, "") << "nothing on stdout";
  const auto lines = lines_of(result.err);
  ASSERT_EQ(lines.size(), 1u) << result.err;
  EXPECT_EQ(lines[0].rfind("kncube: error: ", 0), 0u) << lines[0];
  EXPECT_NE(lines[0].find(expected), std::string::npos) << lines[0];
}

class BadInputTest : public ::testing::TestWithParam<BadInput> {};

TEST_P(BadInputTest, ExitsTwoWithOneLineNamingOptionAndValue) {
  expect_one_error_line(run_kncube(GetParam().args), GetParam().expected);
}

std::vector<std::string> model(std::vector<std::string> options) {
  options.insert(options.begin(), "model");
  return options;
}

INSTANTIATE_TEST_SUITE_P(
    Subcommands, BadInputTest,
    ::testing::Values(BadInput{{}, "subcommand is missing; give one of model"},
                      BadInput{{"frobnicate"}, "subcommand frobnicate is not allowed; give one of model"},
                      BadInput{{"--k", "4"}, "subcommand --k is not allowed"}));

INSTANTIATE_TEST_SUITE_P(
    Syntax, BadInputTest,
    ::testing::Values(BadInput{model({"--bogus", "1"}), "--bogus is not an option of kncube model"},
                      BadInput{model({"--ra", "0.1"}), "--ra is not an option"},  // no guessing from prefixes
                      BadInput{model({"-k", "4"}), "unexpected argument '-k'"},
                      BadInput{model({"extra"}), "unexpected argument 'extra'"},
                      BadInput{model({"--k"}), "--k: the value is missing"},
                      // Issue 12: the missing value of --k is the fault, not the stray 3.
                      BadInput{model({"--k", "--n", "3"}), "--k: the value is missing (--n that follows is an option); an integer"},
                      BadInput{model({"--k", "4", "--k", "5"}), "--k: given more than once"},
                      BadInput{model({"--help=yes"}), "--help: takes no value"}));

INSTANTIATE_TEST_SUITE_P(
    Network, BadInputTest,
    ::testing::Values(BadInput{model({"--topology", "ring"}), "--topology: ring is not allowed; one of torus, hypercube, mesh"},
                      BadInput{model({"--k", "abc"}), "--k: abc is not allowed; an integer"},
                      BadInput{model({"--k", "8.5"}), "--k: 8.5 is not allowed; an integer"},
                      BadInput{model({"--k", "99999999999"}), "--k: 99999999999 is not allowed; an integer"},
                      BadInput{model({"--k", "1"}), "--k: 1 is not allowed; an integer >= 2"},
                      BadInput{model({"--k", "-3"}), "--k: -3 is not allowed; an integer >= 2"},
                      BadInput{model({"--n", "0"}), "--n: 0 is not allowed; an integer >= 1"},
                      BadInput{model({"--n", "41"}), "--n: 41 is not allowed"},
                      BadInput{model({"--directions", "both"}), "--directions: both is not allowed; one of uni, bi"},
                      BadInput{model({"--routing", "xy"}), "--routing: xy is not allowed; one of duato, dor"},
                      BadInput{model({"--vcs", "0", "--routing", "dor"}), "--vcs: 0 is not allowed; an integer >= 1"},
                      // Per-VC tables in the models: 2 x 10^9 VCs took 9.8 GB and ran for hours.
                      BadInput{model({"--vcs", "2000000000"}), "--vcs: 2000000000 is not allowed; an integer from 1 to 4096"},
                      BadInput{model({"--vcs", "4097", "--traffic", "hotspot"}), "--vcs: 4097 is not allowed; an integer from 1 to 4096"},
                      BadInput{model({"--vcs", "2"}), "--vcs: 2 is not allowed; Duato's routing on a torus needs at least 3"},
                      BadInput{model({"--vcs", "1", "--topology", "hypercube", "--n", "4"}),
                               "--vcs: 1 is not allowed; Duato's routing on a hypercube needs at least 2"},
                      BadInput{model({"--message-length", "0"}), "--message-length: 0 is not allowed; an integer >= 1"},
                      BadInput{model({"--topology", "hypercube", "--k", "4"}), "--k: 4 is not allowed; the hypercube has k = 2"}));

INSTANTIATE_TEST_SUITE_P(
    Traffic, BadInputTest,
    ::testing::Values(
        BadInput{model({"--traffic", "bursty"}), "--traffic: bursty is not allowed; one of uniform, locality, hotspot"},
        BadInput{model({"--traffic", "locality", "--locality", "0"}), "--locality: 0 is not allowed; a number in (0, 1]"},
        BadInput{model({"--traffic", "locality", "--locality", "1.5"}), "--locality: 1.5 is not allowed"},
        BadInput{model({"--traffic", "locality", "--locality", "nan"}), "--locality: nan is not allowed"},
        BadInput{model({"--traffic", "hotspot", "--hotspot-fraction", "1"}),
                 "--hotspot-fraction: 1 is not allowed; a number in [0, 1)"},
        BadInput{model({"--traffic", "hotspot", "--hotspot-fraction", "-0.1"}), "--hotspot-fraction: -0.1 is not allowed"},
        BadInput{model({"--traffic", "hotspot", "--hotspot-node", "64"}),
                 "--hotspot-node: 64 is not allowed; a node id in [0, 63]"},
        BadInput{model({"--traffic", "hotspot", "--hotspot-node", "-1"}), "--hotspot-node: -1 is not allowed"},
        BadInput{model({"--traffic", "transpose", "--pattern-fraction", "1.5"}),
                 "--pattern-fraction: 1.5 is not allowed; a number in [0, 1]"},
        BadInput{model({"--locality", "0.5"}), "--locality is not allowed with --traffic uniform"},
        BadInput{model({"--traffic", "transpose", "--hotspot-fraction", "0.1"}),
                 "--hotspot-fraction is not allowed with --traffic transpose"}));

INSTANTIATE_TEST_SUITE_P(
    Rates, BadInputTest,
    ::testing::Values(BadInput{model({"--rate", "0"}), "--rate: 0 is not allowed; a finite number > 0"},
                      BadInput{model({"--rate", "-1"}), "--rate: -1 is not allowed"},
                      BadInput{model({"--rate", "inf"}), "--rate: inf is not allowed"},
                      BadInput{model({"--rate", "nan"}), "--rate: nan is not allowed"},
                      BadInput{model({"--rate", "fast"}), "--rate: fast is not allowed; a number"},
                      BadInput{model({"--rates", "0.1,0"}), "--rates: 0.1,0 is not allowed"},
                      BadInput{model({"--rates", "0.1,,0.2"}), "--rates: 0.1,,0.2 is not allowed"},
                      BadInput{model({"--rates", "0.1,x"}), "--rates: 0.1,x is not allowed"},
                      BadInput{model({"--rates", "1e999"}), "--rates: 1e999 is not allowed"},
                      BadInput{model({"--rates", ""}), "--rates:  is not allowed"},
                      BadInput{model({"--rate", "0.001", "--rates", "0.002"}), "--rate is not allowed together with --rates"},
                      // Read as 0 and as infinity before, and reported or run as those.
                      BadInput{model({"--rate", "1e-400"}), "--rate: 1e-400 is not allowed; a number a double holds"},
                      BadInput{model({"--rate", "0.001", "--switch-time", "1e400"}),
                               "--switch-time: 1e400 is not allowed; a number a double holds"}));

INSTANTIATE_TEST_SUITE_P(
    ModelAndTiming, BadInputTest,
    ::testing::Values(BadInput{model({"--model", "nope"}), "--model: nope is not allowed; one of"},
                      BadInput{model({"--format", "xml"}), "--format: xml is not allowed; one of table, json, csv"},
                      BadInput{model({"--hop-index", "middle"}), "--hop-index: middle is not allowed; one of before, after"},
                      BadInput{model({"--escape-weight", "3"}), "--escape-weight: 3 is not allowed; one of 2, 1"},
                      BadInput{model({"--channel-distance", "fuzzy"}), "--channel-distance: fuzzy is not allowed"},
                      BadInput{model({"--hotspot-index", "both"}), "--hotspot-index: both is not allowed"},
                      BadInput{model({"--hotspot-away", "maybe"}), "--hotspot-away: maybe is not allowed; one of off, on"},
                      BadInput{model({"--permutation-hops", "many"}), "--permutation-hops: many is not allowed"},
                      BadInput{model({"--lattice-scale", "yes"}), "--lattice-scale: yes is not allowed; one of on, off"},
                      // A switch that the model evaluated does not read would change nothing.
                      BadInput{model({"--routing", "dor", "--vcs", "2", "--rate", "0.001", "--model", "dally", "--hop-index",
                                      "after"}),
                               "--hop-index is not allowed here: the model evaluated (dally) does not read it"},
                      BadInput{model({"--rate", "0.001", "--hold", "T"}),
                               "--hold is not allowed here: the model evaluated (duato-uniform) does not read it, and it "
                               "would change nothing; it is a switch of circuit-mmpp"},
                      BadInput{{"run", "--topology", "mesh", "--k", "4", "--rate", "0.001", "--escape-weight", "1"},
                               "--escape-weight is not allowed here: no model applies to this network"},
                      // R belongs to the cost comparison; the latency models never read it.
                      BadInput{model({"--router-ratio", "2"}), "--router-ratio is not an option of kncube model"},
                      BadInput{{"run", "--router-ratio", "2", "--rate", "0.01"}, "--router-ratio is not an option of kncube run"},
                      BadInput{{"compare", "--router-ratio", "0"}, "--router-ratio: 0 is not allowed"},
                      BadInput{{"compare", "--conclusions", "--router-ratio", "2"},
                               "--router-ratio is not allowed with --conclusions"},
                      BadInput{{"run", "--topology", "mesh", "--directions", "uni", "--rate", "0.01"},
                               "--directions: uni is not allowed; bi with --topology mesh"},
                      BadInput{model({"--topology", "hypercube", "--directions", "bi"}),
                               "--directions: bi is not allowed; uni with --topology hypercube"},
                      BadInput{model({"--topology", "tm", "--k", "4", "--directions", "bi"}),
                               "--directions is not allowed with --topology tm"},
                      BadInput{model({"--channel-time", "0"}), "--channel-time: 0 is not allowed"},
                      BadInput{model({"--switch-time", "-1"}), "--switch-time: -1 is not allowed"},
                      BadInput{model({"--switch-time", "inf"}), "--switch-time: inf is not allowed"}));

TEST(BadModel, UnknownModelListsTheKnownNames) {
  const ProcessResult result = run_kncube({"model", "--model", "nope"});
  expect_one_error_line(result, "--model: nope is not allowed");
  for (const auto& name : analytical::ModelCatalog().names()) EXPECT_NE(result.err.find(name), std::string::npos) << name;
}

TEST(BadModel, ModelThatDoesNotApplyGivesItsReason) {
  if (!model_registered("dally")) GTEST_SKIP() << "dally not registered yet";
  const NetworkSpec defaults;  // Duato's routing, which Dally's model does not cover
  const analytical::Applicability applicability =
      analytical::ModelCatalog().find("dally")->applies_to(defaults, analytical::ModelSwitches{});
  ASSERT_FALSE(applicability.applies);
  expect_one_error_line(run_kncube({"model", "--model", "dally"}),
                        "--model: dally does not apply to " + describe(defaults) + ": " + applicability.reason);
}

TEST(BadModel, NoApplicableModelListsEveryRefusal) {
  NetworkSpec mesh;
  mesh.topology = Topology::mesh;
  const analytical::ModelCatalog catalog;
  if (!catalog.applicable(mesh, analytical::ModelSwitches{}).empty()) GTEST_SKIP() << "a model covers the mesh now";
  const ProcessResult result = run_kncube({"model", "--topology", "mesh"});
  expect_one_error_line(result, "no model applies to " + describe(mesh));
  for (const auto& refusal : catalog.refusals(mesh, analytical::ModelSwitches{}))
    EXPECT_NE(result.err.find(refusal), std::string::npos) << refusal;
}

}  // namespace
}  // namespace kncube::cli::testing
