// Bad input to kncube compare: exit status 2, one line on stderr naming the option, the value and
// what is allowed, nothing on stdout, nothing written and no simulation started.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "application/bad_input_case.h"
#include "application/kncube_process.h"
#include "application/test_sweep_folder.h"

namespace kncube::cli::testing {
namespace {

using BadCompare = BadInputCase;

class BadCompareInput : public ::testing::TestWithParam<BadCompare> {};

TEST_P(BadCompareInput, ExitsTwoWithOneLineNamingTheProblem) {
  SweepFolder folder;
  const ProcessResult result = run_kncube(with_output_folder(folder, {"compare"}, GetParam().args));
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_EQ(result.out, "");
  const auto lines = lines_of(result.err);
  ASSERT_EQ(lines.size(), 1u) << result.err;
  EXPECT_EQ(lines[0].rfind("kncube: error: ", 0), 0u) << lines[0];
  EXPECT_NE(lines[0].find(GetParam().expected), std::string::npos) << lines[0];
  EXPECT_FALSE(std::filesystem::exists(folder.file("out/compare.json")));
}

INSTANTIATE_TEST_SUITE_P(
    Cases, BadCompareInput,
    ::testing::Values(
        // N without its three networks: the nearest admissible N are named, and the A14 approximation.
        BadCompare{{"--nodes", "100"}, "--nodes: 100 is not allowed; N = 2^m with m a multiple of 3"},
        BadCompare{{"--nodes", "100"}, "nearest admissible: 64 and 512"},
        BadCompare{{"--nodes", "128"}, "512 -> 23x23 = 529 nodes"},
        BadCompare{{"--nodes", "64,1000"}, "--nodes: 1000 is not allowed"},
        BadCompare{{"--nodes", "64,,512"}, "--nodes: 64,,512 is not allowed; node counts N separated by commas"},
        BadCompare{{"--nodes", "lots"}, "--nodes: lots is not allowed"},
        BadCompare{{"--nodes", "8"}, "--nodes: 8 is not allowed"},
        // Budgets.
        BadCompare{{"--bisection-budget", "0"}, "--bisection-budget: 0 is not allowed; a finite number > 0"},
        BadCompare{{"--bisection-budget", "-64"}, "--bisection-budget: -64 is not allowed"},
        BadCompare{{"--constraint", "pinout", "--pinout-budget", "-1"}, "--pinout-budget: -1 is not allowed"},
        BadCompare{{"--constraint", "pinout", "--pinout-budget", "nan"}, "--pinout-budget: nan is not allowed"},
        BadCompare{{"--constraint", "pinout", "--bisection-budget", "64"},
                   "--bisection-budget is not allowed with --constraint pinout; that constraint holds the pin-out equal, "
                   "so give --pinout-budget P"},
        BadCompare{{"--pinout-budget", "24"}, "--pinout-budget is not allowed with --constraint bisection"},
        // Words.
        BadCompare{{"--constraint", "area"}, "--constraint: area is not allowed; one of bisection, pinout"},
        BadCompare{{"--wires", "optical"}, "--wires: optical is not allowed; one of pipelined, nonpipelined"},
        BadCompare{{"--study", "agarwal"}, "--study: agarwal is not allowed; one of dally"},
        BadCompare{{"--format", "xml"}, "--format: xml is not allowed"},
        // Traffic.
        BadCompare{{"--traffic", "locality"}, "--traffic: locality is not allowed; uniform, hotspot, transpose or digit-reversal"},
        BadCompare{{"--traffic", "hotspot", "--hotspot-fraction", "1"}, "--hotspot-fraction: 1 is not allowed"},
        BadCompare{{"--hotspot-fraction", "0.2"}, "--hotspot-fraction is not allowed with --traffic uniform"},
        BadCompare{{"--traffic", "hotspot", "--hotspot-node", "64"}, "--hotspot-node: 64 is not allowed"},
        // BookSim's patterns and settings have no chapter 3-5 model: refused as such, even tornado,
        // which is also undefined on the hypercube the sizes are checked against.
        BadCompare{{"--traffic", "bitrev"}, "--traffic: bitrev is not allowed; uniform, hotspot, transpose or digit-reversal"},
        BadCompare{{"--traffic", "tornado"}, "--traffic: tornado is not allowed; uniform, hotspot, transpose or digit-reversal"},
        BadCompare{{"--traffic", "hotspot-set", "--hotspot-nodes", "3"}, "--traffic: hotspot-set is not allowed; uniform, hotspot"},
        BadCompare{{"--self-traffic"}, "--self-traffic: on is not allowed; off with kncube compare"},
        BadCompare{{"--traffic", "transpose", "--fixed-points", "self"}, "--fixed-points: self is not allowed; uniform with kncube compare"},
        BadCompare{{"--conclusions", "--self-traffic"}, "--self-traffic is not allowed with --conclusions"},
        BadCompare{{"--conclusions", "--fixed-points", "uniform"}, "--fixed-points is not allowed with --conclusions"},
        BadCompare{{"--study", "dally", "--hotspot-nodes", "3"}, "--hotspot-nodes is not allowed with --study dally"},
        // Message length and rates.
        BadCompare{{"--message-length", "0"}, "--message-length: 0 is not allowed; an integer >= 1"},
        BadCompare{{"--rates", "0.001,0"}, "--rates: 0.001,0 is not allowed"},
        BadCompare{{"--points", "1"}, "--points: 1 is not allowed; an integer >= 2"},
        BadCompare{{"--points", "100000000"}, "--points: 100000000 is not allowed; an integer from 2 to 10000"},
        // Options that changed nothing, or whose failure named another option.
        BadCompare{{"--rates", "0.0001", "--points", "5"}, "--points is not allowed with --rates"},
        BadCompare{{"--router-ratio", "1e30"}, "--router-ratio: 1e+30 is not allowed; a ratio t_s / t_c,2D from 1e-06 to 1e+06"},
        BadCompare{{"--nodes", "16777216"}, "--nodes: 16777216 is not allowed; a size whose networks the models can evaluate"},
        BadCompare{{"--output", ""}, "--output: \"\" is not allowed; a folder name"},
        // Modes.
        BadCompare{{"--study", "dally", "--nodes", "64"}, "--nodes is not allowed with --study dally"},
        BadCompare{{"--study", "dally", "--simulate"}, "--simulate is not allowed with --study dally"},
        BadCompare{{"--study", "dally", "--traffic", "hotspot"}, "--traffic is not allowed with --study dally"},
        BadCompare{{"--study", "dally", "--conclusions"}, "--conclusions is not allowed together with --study"},
        BadCompare{{"--conclusions", "--constraint", "pinout"}, "--constraint is not allowed with --conclusions"},
        BadCompare{{"--conclusions", "--traffic", "uniform"}, "--traffic is not allowed with --conclusions"},
        BadCompare{{"--conclusions", "--rates", "0.001"}, "--rates is not allowed with --conclusions"},
        // Simulation.
        BadCompare{{"--measure-messages", "500"}, "--measure-messages is not allowed without --simulate"},
        BadCompare{{"-j", "2"}, "--jobs is not allowed without --simulate"},
        BadCompare{{"--simulate", "--measure-messages", "10"}, "--measure-messages: 10 is not allowed; an integer >= 20"},
        BadCompare{{"--simulate", "-j", "0"}, "--jobs: 0 is not allowed; an integer >= 1"},
        BadCompare{{"--simulate", "--buffer-depth", "0"}, "--buffer-depth: 0 is not allowed; an integer >= 1"},
        BadCompare{{"--simulate", "--nodes", "32768", "--max-memory", "2G"},
                   "--nodes: 32768 is not allowed; with --simulate, N whose networks fit in memory: the 2D torus 181x181: "
                   "the simulation needs about"},
        BadCompare{{"--simulate", "--nodes", "4096", "-j", "2", "--max-memory", "100M"}, "for 2 processes side by side"},
        BadCompare{{"--max-memory", "2G"}, "--max-memory is not allowed without --simulate"},
        BadCompare{{"--simulate", "--simulate-nodes", "64"}, "--simulate-nodes is not allowed without --conclusions"},
        BadCompare{{"--conclusions", "--simulate", "--nodes", "64", "--simulate-nodes", "512"},
                   "--simulate-nodes: 512 is not allowed; sizes that are also in --nodes"},
        BadCompare{{"--output", "/dev/null/compare"}, "--output: /dev/null/compare is not allowed; a folder kncube can create"},
        BadCompare{{"--bogus"}, "bogus"}));

TEST(CompareHelp, ListsTheOptionsAndTheSubcommand) {
  const ProcessResult help = run_kncube({"compare", "--help"});
  ASSERT_EQ(help.exit_code, 0);
  for (const char* option : {"--nodes", "--constraint", "--wires", "--bisection-budget", "--pinout-budget", "--study",
                             "--conclusions", "--simulate", "--measure-messages", "--buffer-depth", "--traffic", "--rates"})
    EXPECT_NE(help.out.find(option), std::string::npos) << option;
  const ProcessResult top = run_kncube({"--help"});
  EXPECT_NE(top.out.find("  compare  "), std::string::npos) << top.out;
}

}  // namespace
}  // namespace kncube::cli::testing
