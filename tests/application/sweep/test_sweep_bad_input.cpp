// Bad input to kncube sweep: exit status 2, one line on stderr naming the problem, nothing on
// stdout, and no simulation started.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "application/bad_input_case.h"
#include "application/kncube_process.h"
#include "application/test_sweep_folder.h"

namespace kncube::cli::testing {
namespace {

using BadSweep = BadInputCase;

class BadSweepInput : public ::testing::TestWithParam<BadSweep> {};

TEST_P(BadSweepInput, ExitsTwoWithOneLineNamingTheProblem) {
  SweepFolder folder;
  const ProcessResult result = run_kncube(with_output_folder(folder, {"sweep", "--message-length", "8"}, GetParam().args));
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_EQ(result.out, "");
  const auto lines = lines_of(result.err);
  ASSERT_EQ(lines.size(), 1u) << result.err;
  EXPECT_NE(lines[0].find(GetParam().expected), std::string::npos) << lines[0];
  EXPECT_FALSE(std::filesystem::exists(folder.file("out/sweep.csv")));
}

INSTANTIATE_TEST_SUITE_P(
    Cases, BadSweepInput,
    ::testing::Values(
        BadSweep{{"--replications", "0"}, "--replications: 0 is not allowed; an integer >= 1"},
        BadSweep{{"--replications", "two"}, "--replications: two is not allowed; an integer"},
        BadSweep{{"-j", "0"}, "--jobs: 0 is not allowed; an integer >= 1"},
        BadSweep{{"-j0"}, "--jobs: 0 is not allowed"},
        BadSweep{{"--jobs", "-3"}, "--jobs: -3 is not allowed"},
        BadSweep{{"-j"}, "--jobs: the value is missing"},
        BadSweep{{"--output", "/dev/null/sweep"}, "--output: /dev/null/sweep is not allowed; a folder kncube can create and write into"},
        BadSweep{{"--rates", ""}, "--rates:  is not allowed"},
        BadSweep{{"--rates", "0.01,,0.02"}, "--rates: 0.01,,0.02 is not allowed"},
        BadSweep{{"--rates", "0.01,-0.02"}, "--rates: 0.01,-0.02 is not allowed"},
        BadSweep{{"--rates", "1e-12"}, "--rates: 1e-12 is not allowed; rates at which the 110000 warm-up and measured messages"},
        BadSweep{{"--rate", "0"}, "--rate: 0 is not allowed"},
        BadSweep{{"--rate", "0.01", "--rates", "0.02"}, "--rate is not allowed together with --rates"},
        BadSweep{{"--rates", "0.5,2", "--arrivals", "bernoulli"}, "at most 1 message/node/cycle with --arrivals bernoulli"},
        BadSweep{{"--k", "2"}, "--k: 2 is not allowed"},
        BadSweep{{"--vcs", "2"}, "--vcs: 2 is not allowed"},
        BadSweep{{"--buffer-depth", "0"}, "--buffer-depth: 0 is not allowed"},
        BadSweep{{"--batches", "5"}, "--batches: 5 is not allowed"},
        BadSweep{{"--traffic", "transpose", "--n", "1"}, "--traffic: transpose is not allowed"},
        BadSweep{{"--model", "dally"}, "--model: dally does not apply"},
        BadSweep{{"--model", "nonsense"}, "--model: nonsense is not allowed"},
        BadSweep{{"--format", "xml"}, "--format: xml is not allowed"},
        BadSweep{{"--tolerance", "-0.1"}, "--tolerance: -0.1 is not allowed"},
        BadSweep{{"--trace", "points.vcd"}, "--trace is not allowed with kncube sweep"},
        BadSweep{{"--log-messages", "1,2"}, "--log-messages is not allowed with kncube sweep"},
        BadSweep{{"--bogus"}, "--bogus is not an option of kncube sweep"},
        BadSweep{{"--output", ""}, "--output: \"\" is not allowed; a folder name (leave --output out for the default)"},
        BadSweep{{"--rates", "0.001", "--replications", "3", "--seed", "18446744073709551615"},
                 "--seed: 18446744073709551615 is not allowed; at most 18446744073709551613 with --replications 3"},
        BadSweep{{"--self-traffic", "off", "--self-traffic"}, "--self-traffic: given more than once"},
        BadSweep{{"--rates", "2"}, "--rates: 2 is not allowed; at most 1 message/node/cycle in a simulation"},
        BadSweep{{"--rates", "0.001", "--topology", "mesh", "--dateline", "per-dimension"},
                 "--dateline is not allowed with --topology mesh"},
        BadSweep{{"--rates", "0.001", "--topology", "tm", "--k", "4", "--dateline", "per-dimension"},
                 "--dateline is not allowed with --topology tm: it chooses the dateline classes of a torus's rings"},
        BadSweep{{"-x"}, "unexpected argument '-x'"}));

// Both commands keep their runs in runs/: a sweep wrote into a comparison's folder (and a resumed
// sweep then counted the comparison's runs as its own), a comparison into a sweep's.
TEST(SweepFolders, SweepAndCompareRefuseEachOthersFolders) {
  SweepFolder folder;
  std::filesystem::create_directories(folder.file("cmp"));
  std::ofstream(folder.file("cmp/compare.json")) << "{}\n";
  const ProcessResult sweep = run_kncube({"sweep", "--k", "4", "--rates", "0.001", "--output", folder.file("cmp")});
  EXPECT_EQ(sweep.exit_code, 2);
  EXPECT_NE(sweep.err.find("a folder without kncube compare's results"), std::string::npos) << sweep.err;
  std::filesystem::create_directories(folder.file("swp"));
  std::ofstream(folder.file("swp/sweep.state")) << "\n";
  const ProcessResult compare = run_kncube({"compare", "--output", folder.file("swp")});
  EXPECT_EQ(compare.exit_code, 2);
  EXPECT_NE(compare.err.find("a folder without kncube sweep's results"), std::string::npos) << compare.err;
}

TEST(SweepHelp, ListsTheSweepOptions) {
  const ProcessResult result = run_kncube({"sweep", "--help"});
  EXPECT_EQ(result.exit_code, 0);
  for (const char* option : {"--replications", "--output", "--jobs", "--rates", "--pipeline", "--measure-messages", "--model"})
    EXPECT_NE(result.out.find(option), std::string::npos) << option;
  EXPECT_NE(run_kncube({"--help"}).out.find("sweep"), std::string::npos);
}

}  // namespace
}  // namespace kncube::cli::testing
