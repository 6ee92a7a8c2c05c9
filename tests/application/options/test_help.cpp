// --help documents every option and exits 0.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "analytical/catalog/model_catalog.h"
#include "application/kncube_process.h"

namespace kncube::cli::testing {
namespace {

TEST(Help, ModelHelpListsEveryOptionAndExitsZero) {
  const ProcessResult result = run_kncube({"model", "--help"});
  EXPECT_EQ(result.exit_code, 0);
  EXPECT_EQ(result.err, "");
  for (const char* option :
       {"--help", "--config FILE", "--format", "--topology", "--k", "--n", "--directions", "--routing", "--vcs",
        "--message-length", "--traffic", "--locality", "--hotspot-fraction", "--hotspot-node", "--pattern-fraction",
        "--rate", "--rates", "--model", "--hop-index", "--escape-weight", "--channel-distance", "--hotspot-index",
        "--hotspot-away", "--permutation-hops", "--lattice-scale", "--channel-time", "--switch-time"})
    EXPECT_NE(result.out.find(std::string("  ") + option + " "), std::string::npos) << option;
  // Allowed values, defaults and units are part of the documentation.
  for (const char* text : {"torus|hypercube|mesh", "table|json|csv", "uni|bi", "duato|dor", "before|after", "(=8)",
                           "(=torus)", "(=32)", "flits", "messages/node/cycle", "base cycles", "2^40"})
    EXPECT_NE(result.out.find(text), std::string::npos) << text;
  for (const auto& name : analytical::ModelCatalog().names()) EXPECT_NE(result.out.find(name), std::string::npos) << name;
}

// A subcommand's --help lists what it takes: options of a shared group that it always refuses
// (each with its own message) are left out.
TEST(Help, OptionsASubcommandAlwaysRefusesAreNotListed) {
  const struct {
    std::vector<std::string> help;
    std::vector<std::string> absent;
    std::vector<std::string> present;
  } cases[] = {{{"run", "--help"}, {"  --rates "}, {"  --rate ", "  --trace "}},
               {{"sweep", "--help"}, {"  --trace ", "  --trace-window ", "  --log-messages ", "  --log-file "}, {"  --rates "}},
               {{"compare", "--help"}, {"  --locality ", "  --hotspot-nodes ", "  --hotspot-weights ", "  --self-traffic ", "  --fixed-points "},
                {"  --traffic ", "  --hotspot-fraction "}}};
  for (const auto& c : cases) {
    const ProcessResult result = run_kncube(c.help);
    EXPECT_EQ(result.exit_code, 0) << c.help[0];
    for (const std::string& option : c.absent) EXPECT_EQ(result.out.find(option), std::string::npos) << c.help[0] << option;
    for (const std::string& option : c.present) EXPECT_NE(result.out.find(option), std::string::npos) << c.help[0] << option;
  }
}

// compare takes the traffic kinds that have a model; its --help names those and no other.
TEST(Help, CompareListsOnlyTheTrafficKindsItTakes) {
  const ProcessResult result = run_kncube({"compare", "--help"});
  ASSERT_EQ(result.exit_code, 0);
  for (const char* kind : {"uniform", "hotspot", "transpose", "digit-reversal"}) EXPECT_NE(result.out.find(kind), std::string::npos) << kind;
  for (const char* kind : {"bitrev", "tornado", "randperm", "hotspot-set", "locality:"})
    EXPECT_EQ(result.out.find(kind), std::string::npos) << kind;
  for (const char* kind : {"bitrev", "tornado", "randperm", "hotspot-set"}) {
    const ProcessResult refused = run_kncube({"compare", "--traffic", kind});
    EXPECT_EQ(refused.exit_code, 2) << kind;
  }
}

TEST(Help, HelpIsPrintedWhateverElseIsWrong) {
  const ProcessResult result = run_kncube({"model", "--config", "/nonexistent/kncube.ini", "--format", "xml", "--help"});
  EXPECT_EQ(result.exit_code, 0) << result.err;
  EXPECT_NE(result.out.find("usage: kncube model"), std::string::npos);
}

TEST(Help, TopLevelHelpListsSubcommands) {
  const ProcessResult result = run_kncube({"--help"});
  EXPECT_EQ(result.exit_code, 0);
  EXPECT_EQ(result.err, "");
  EXPECT_NE(result.out.find("usage: kncube <subcommand>"), std::string::npos);
  EXPECT_NE(result.out.find("  model  "), std::string::npos);
}

}  // namespace
}  // namespace kncube::cli::testing
