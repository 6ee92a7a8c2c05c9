// A sweep survives interruption: SIGINT or SIGTERM stops its runs and keeps every finished run on
// disk, SIGKILL of the sweep takes its runs with it (no orphan), --resume finishes the sweep to
// the same sweep.csv as an uninterrupted one, and a folder holding a sweep is refused without
// --resume or --overwrite.
#include <gtest/gtest.h>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "application/background_kncube.h"
#include "application/kncube_process.h"
#include "application/test_sweep_folder.h"

namespace {

using kncube::cli::testing::runs_alive;
using kncube::cli::testing::start_kncube;
using kncube::cli::testing::SweepFolder;
using kncube::cli::testing::unique_seed;
using kncube::cli::testing::wait_exit;
using kncube::cli::testing::wait_for_runs;

// A seed no other process uses (one per signal and test process), so the sweep's runs can be
// found among the machine's processes.
std::string seed_for(int signal) { return unique_seed(48200, signal); }

// An argument of the measured runs that the short calibration runs before them lack.
const std::string kMeasuredRun = "--measure-messages=60000";

std::vector<std::string> sweep_args(const std::string& folder, const std::string& seed) {
  return {"sweep", "--k", "4", "--n", "2", "--rates", "0.004,0.008,0.012,0.016", "--warmup-messages", "1000",
          "--measure-messages", "60000", "-j", "2", "--seed", seed, "--output", folder};
}

class SweepInterruption : public ::testing::TestWithParam<int> {};

TEST_P(SweepInterruption, StopsItsRunsAndResumesToTheSameResults) {
  const int signal = GetParam();
  const std::string seed = seed_for(signal);
  SweepFolder interrupted, whole;
  const pid_t sweep = start_kncube(sweep_args(interrupted.path(), seed));
  wait_for_runs(seed, kMeasuredRun);
  ASSERT_GT(runs_alive(seed, kMeasuredRun), 0) << "the sweep never started its runs";
  kill(sweep, signal);
  const int status = wait_exit(sweep);
  EXPECT_EQ(status, 128 + signal) << "128 + the signal's number";
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  EXPECT_EQ(runs_alive(seed), 0) << "no run outlives its sweep";

  if (signal != SIGKILL) {
    std::ifstream state(interrupted.file("sweep.state"));
    std::string header, status_line;
    std::getline(state, header);
    std::getline(state, status_line);
    EXPECT_EQ(status_line, "status partial");
  }
  const auto refused = kncube::cli::testing::run_kncube(sweep_args(interrupted.path(), seed));
  EXPECT_EQ(refused.exit_code, 2) << "a folder holding a sweep needs --resume or --overwrite";

  std::vector<std::string> resume = sweep_args(interrupted.path(), seed);
  resume.push_back("--resume");
  const auto resumed = kncube::cli::testing::run_kncube(resume);
  ASSERT_EQ(resumed.exit_code, 0) << resumed.err;
  const auto reference = kncube::cli::testing::run_kncube(sweep_args(whole.path(), seed));
  ASSERT_EQ(reference.exit_code, 0) << reference.err;
  EXPECT_EQ(interrupted.read("sweep.csv"), whole.read("sweep.csv"));
}

INSTANTIATE_TEST_SUITE_P(Signals, SweepInterruption, ::testing::Values(SIGINT, SIGTERM, SIGKILL));

TEST(SweepFolderGuard, OverwriteReplacesAndResumeNeedsAnInterruptedSweep) {
  SweepFolder folder;
  const std::vector<std::string> small = {"sweep", "--k", "4", "--n", "2", "--rates", "0.005", "--warmup-messages",
                                          "200", "--measure-messages", "1000", "-j", "1", "--output", folder.path()};
  std::vector<std::string> resume = small;
  resume.push_back("--resume");
  const auto nothing_to_resume = kncube::cli::testing::run_kncube(resume);
  EXPECT_EQ(nothing_to_resume.exit_code, 2);
  EXPECT_NE(nothing_to_resume.err.find("--resume"), std::string::npos) << nothing_to_resume.err;
  ASSERT_EQ(kncube::cli::testing::run_kncube(small).exit_code, 0);
  std::vector<std::string> overwrite = small;
  overwrite.push_back("--overwrite");
  EXPECT_EQ(kncube::cli::testing::run_kncube(overwrite).exit_code, 0);
  std::vector<std::string> both = overwrite;
  both.push_back("--resume");
  EXPECT_EQ(kncube::cli::testing::run_kncube(both).exit_code, 2);
}

}  // namespace
