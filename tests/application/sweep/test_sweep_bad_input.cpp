// Bad input to kncube sweep: exit status 2, one line on stderr naming the problem, nothing on
// stdout, and no simulation started.
#include <gtest/gtest.h>

#include <filesystem>
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
        BadSweep{{"-x"}, "unexpected argument '-x'"}));

TEST(SweepHelp, ListsTheSweepOptions) {
  const ProcessResult result = run_kncube({"sweep", "--help"});
  EXPECT_EQ(result.exit_code, 0);
  for (const char* option : {"--replications", "--output", "--jobs", "--rates", "--pipeline", "--measure-messages", "--model"})
    EXPECT_NE(result.out.find(option), std::string::npos) << option;
  EXPECT_NE(run_kncube({"--help"}).out.find("sweep"), std::string::npos);
}

}  // namespace
}  // namespace kncube::cli::testing
