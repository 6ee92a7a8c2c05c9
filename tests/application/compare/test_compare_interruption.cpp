// compare --simulate survives interruption as a sweep does (issue 12): SIGINT or SIGTERM stops its
// runs and keeps every finished one in DIR/runs, SIGKILL takes its runs with it (no orphan),
// --resume finishes to the same compare.csv as an uninterrupted comparison, and a folder holding
// a simulated comparison is refused without --resume or --overwrite.
#include <gtest/gtest.h>

#include <algorithm>

#include <signal.h>

#include <chrono>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "application/background_kncube.h"
#include "application/kncube_process.h"
#include "application/test_sweep_folder.h"

namespace kncube::cli::testing {
namespace {

// A seed no other process uses (one per signal and test process).
std::string seed_for(int signal) { return unique_seed(48300, signal); }

// An argument of the measured runs that the short calibration runs before them lack.
const std::string kMeasuredRun = "--measure-messages=10000";

std::vector<std::string> compare_args(const std::string& folder, const std::string& seed) {
  return {"compare", "--nodes", "64", "--simulate", "--rates", "0.001,0.003", "--warmup-messages", "500",
          "--measure-messages", "10000", "-j", "2", "--seed", seed, "--format", "csv", "--output", folder};
}

class CompareInterruption : public ::testing::TestWithParam<int> {};

TEST_P(CompareInterruption, StopsItsRunsAndResumesToTheSameResults) {
  const int signal = GetParam();
  const std::string seed = seed_for(signal);
  SweepFolder interrupted, whole;
  const pid_t compare = start_kncube(compare_args(interrupted.path(), seed));
  wait_for_runs(seed, kMeasuredRun);
  ASSERT_GT(runs_alive(seed, kMeasuredRun), 0) << "the comparison never started its runs";
  kill(compare, signal);
  EXPECT_EQ(wait_exit(compare), 128 + signal);
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  EXPECT_EQ(runs_alive(seed), 0) << "no run outlives its comparison";
  if (signal != SIGKILL) {
    std::ifstream state(interrupted.file("compare.state"));
    std::string header, status_line;
    std::getline(state, header);
    std::getline(state, status_line);
    EXPECT_EQ(header, "kncube compare");
    EXPECT_EQ(status_line, "status partial");
  }
  EXPECT_EQ(run_kncube(compare_args(interrupted.path(), seed)).exit_code, 2) << "needs --resume or --overwrite";

  std::vector<std::string> resume = compare_args(interrupted.path(), seed);
  resume.push_back("--resume");
  const auto resumed = run_kncube(resume);
  ASSERT_EQ(resumed.exit_code, 0) << resumed.err;
  const auto reference = run_kncube(compare_args(whole.path(), seed));
  ASSERT_EQ(reference.exit_code, 0) << reference.err;
  EXPECT_EQ(interrupted.read("compare.csv"), whole.read("compare.csv"));
  EXPECT_EQ(resumed.out, reference.out);
}

INSTANTIATE_TEST_SUITE_P(Signals, CompareInterruption, ::testing::Values(SIGINT, SIGKILL));

TEST(CompareFolderGuard, OverwriteReplacesAndResumeNeedsAnInterruptedComparison) {
  SweepFolder folder;
  const std::vector<std::string> small = {"compare", "--nodes", "64", "--simulate", "--rates", "0.001", "--warmup-messages",
                                          "200", "--measure-messages", "1000", "-j", "1", "--output", folder.path()};
  std::vector<std::string> resume = small;
  resume.push_back("--resume");
  const auto nothing_to_resume = run_kncube(resume);
  EXPECT_EQ(nothing_to_resume.exit_code, 2);
  EXPECT_NE(nothing_to_resume.err.find("--resume, a folder an interrupted kncube compare"), std::string::npos)
      << nothing_to_resume.err;
  ASSERT_EQ(run_kncube(small).exit_code, 0);
  std::vector<std::string> overwrite = small;
  overwrite.push_back("--overwrite");
  EXPECT_EQ(run_kncube(overwrite).exit_code, 0);
  std::vector<std::string> both = overwrite;
  both.push_back("--resume");
  EXPECT_EQ(run_kncube(both).exit_code, 2);
  // A complete comparison resumes to itself without running anything.
  const auto again = run_kncube(resume);
  EXPECT_EQ(again.exit_code, 0) << again.err;
  EXPECT_NE(again.err.find("3 runs were recorded"), std::string::npos) << again.err;
  // With other options it is another comparison: refused, as a sweep's resume is, instead of
  // replacing this one's results.
  std::vector<std::string> other = resume;
  other.insert(other.end(), {"--measure-messages", "2000"});
  other.erase(std::find(other.begin(), other.end(), "1000") - 1, std::find(other.begin(), other.end(), "1000") + 1);
  const auto refused = run_kncube(other);
  EXPECT_EQ(refused.exit_code, 2) << refused.err;
  EXPECT_NE(refused.err.find("holds another compare (the folder's compare has 'option measure-messages=1000'"),
            std::string::npos)
      << refused.err;
}

}  // namespace
}  // namespace kncube::cli::testing
