// Graph networks on the command line: --topology graph --edges FILE, tm and xftm; bad edge files
// and bad combinations exit 2 with one line naming the file and line (or the option).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "application/kncube_process.h"

namespace kncube::cli::testing {
namespace {

void expect_bad_input(const std::vector<std::string>& args, const std::string& expected) {
  const ProcessResult result = run_kncube(args);
  EXPECT_EQ(result.exit_code, 2) << result.err;
  EXPECT_EQ(result.out, "");
  const auto lines = lines_of(result.err);
  ASSERT_EQ(lines.size(), 1U) << result.err;
  EXPECT_EQ(lines[0].rfind("kncube: error: ", 0), 0U) << lines[0];
  EXPECT_NE(lines[0].find(expected), std::string::npos) << lines[0];
}

TEST(GraphCli, BadEdgeFilesExitTwoNamingFileAndLine) {
  const TemporaryFile unknown("node a\nnode b\nlink a b\nlink b zz\n");
  expect_bad_input({"run", "--rate", "0.001", "--topology", "graph", "--edges", unknown.path()},
                   "--edges " + unknown.path() + " line 4: unknown node zz is not allowed");
  const TemporaryFile loop("node a\nnode b\nlink a b\nlink b b\n");
  expect_bad_input({"model", "--rate", "0.001", "--topology", "graph", "--edges", loop.path()},
                   "--edges " + loop.path() + " line 4: a self-loop at node b");
  const TemporaryFile duplicate("node a\nnode b\nlink a b\nlink a b\n");
  expect_bad_input({"sweep", "--rates", "0.001", "--topology", "graph", "--edges", duplicate.path()},
                   "--edges " + duplicate.path() + " line 4: a second link between a and b");
  const TemporaryFile lonely("node a\nnode b\nnode c\nlink a b\n");
  expect_bad_input({"run", "--rate", "0.001", "--topology", "graph", "--edges", lonely.path()},
                   "--edges " + lonely.path() + " line 3: node c has no links");
  expect_bad_input({"run", "--rate", "0.001", "--topology", "graph", "--edges", "/nonexistent.edges"},
                   "--edges /nonexistent.edges: a file that cannot be opened");
}

TEST(GraphCli, BadCombinationsExitTwoNamingTheOption) {
  expect_bad_input({"run", "--rate", "0.001", "--topology", "graph"}, "--topology graph needs --edges FILE");
  const TemporaryFile pair("node a\nnode b\nlink a b\n");
  expect_bad_input({"run", "--rate", "0.001", "--edges", pair.path()}, "--edges: " + pair.path() + " is not allowed");
  expect_bad_input({"run", "--rate", "0.001", "--topology", "graph", "--edges", pair.path(), "--k", "4"}, "--k: 4 is not allowed");
  expect_bad_input({"run", "--rate", "0.001", "--topology", "xftm", "--k", "2"}, "--k: 2 is not allowed; an integer from 3 to 64");
  expect_bad_input({"run", "--rate", "0.001", "--topology", "xftm", "--n", "3"}, "--n: 3 is not allowed");
  expect_bad_input({"run", "--rate", "0.001", "--topology", "xftm", "--routing", "dor"}, "--routing: dor is not allowed");
  expect_bad_input({"run", "--rate", "0.001", "--topology", "tm", "--traffic", "tornado"}, "--traffic: tornado is not allowed");
  const TemporaryFile arcs("node a\nnode b\nnode c\narc a b\narc b c\narc c a\n");
  expect_bad_input({"run", "--rate", "0.001", "--topology", "graph", "--edges", arcs.path()}, "up*/down* escape routes");
}

TEST(GraphCli, ModelPrintsXftmRAndRunsCompareWithIt) {
  const ProcessResult model = run_kncube({"model", "--topology", "xftm", "--k", "8", "--vcs", "2", "--rates", "0.001", "--format", "csv"});
  ASSERT_EQ(model.exit_code, 0) << model.err;
  EXPECT_NE(model.out.find("41.96"), std::string::npos) << model.out;  // spec 04 A.7: 41.962
  const ProcessResult paper = run_kncube({"model", "--topology", "xftm", "--model", "xftm-p", "--vcs", "8", "--rates", "0.008"});
  ASSERT_EQ(paper.exit_code, 0) << paper.err;
  EXPECT_NE(paper.out.find("43.969"), std::string::npos) << paper.out;  // spec 04 A.7: 43.969
  const TemporaryFile square("node a 0 0\nnode b 1 0\nnode c 1 1\nnode d 0 1\nlink a b\nlink b c\nlink c d\nlink d a\n");
  const ProcessResult run = run_kncube({"run", "--topology", "graph", "--edges", square.path(), "--vcs", "2", "--rate", "0.005",
                                        "--warmup-messages", "100", "--measure-messages", "500"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("xftm-r: "), std::string::npos) << run.out;
  // The monitor compares the x-Folded TM with XFTM-R (README: within 2% at 0.064 flits/node/cycle, V = 2).
  const ProcessResult xftm = run_kncube({"run", "--topology", "xftm", "--vcs", "2", "--rate", "0.002", "--warmup-messages", "1000",
                                         "--measure-messages", "5000"});
  EXPECT_EQ(xftm.exit_code, 0) << xftm.err;
  EXPECT_NE(xftm.out.find("xftm-r: agree, predicted 46.4295"), std::string::npos) << xftm.out;
}

}  // namespace
}  // namespace kncube::cli::testing
