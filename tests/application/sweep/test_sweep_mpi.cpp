// kncube sweep and compare under mpirun (testbenches/distributed/): the runs spread over the ranks
// give the local sweep's sweep.csv byte for byte, a run failing on a worker rank is reported as
// locally, and a whole rank that dies ends the job with every finished run kept for --resume.
// Skipped when kncube was built without MPI (CMake did not find libopenmpi-dev).
#include <gtest/gtest.h>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "application/background_kncube.h"
#include "application/kncube_process.h"
#include "application/test_sweep_folder.h"
#include "testbenches/distributed/mpi_session.h"

namespace kncube::cli::testing {
namespace {

// mpirun as these tests need it: allowed as root (containers), two ranks on whatever cores there
// are, bounded in time; "env" so that the environment assignment kncube_process adds stays one.
std::string mpirun(int ranks) {
  return "OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 timeout -k 5 300 mpirun --oversubscribe -np " +
         std::to_string(ranks) + " env";
}

std::vector<std::string> small_sweep(const std::string& folder, std::vector<std::string> extra) {
  std::vector<std::string> args = {"sweep", "--k", "4", "--n", "2", "--message-length", "8", "--warmup-messages", "300",
                                   "--measure-messages", "1000", "--output", folder};
  args.insert(args.end(), extra.begin(), extra.end());
  return args;
}

#define SKIP_WITHOUT_MPI()                                                                   \
  if (!kncube::sweep::MpiSession::available()) GTEST_SKIP() << "kncube was built without MPI"

TEST(SweepOnMpi, TwoRanksGiveTheLocalSweepCsv) {
  SKIP_WITHOUT_MPI();
  SweepFolder local, distributed;
  const std::vector<std::string> points = {"--rates", "0.004,0.008,0.012", "--replications", "2", "--seed", "5"};
  const ProcessResult alone = run_kncube(small_sweep(local.path(), points));
  ASSERT_EQ(alone.exit_code, 0) << alone.err;
  const ProcessResult ranks = run_kncube(small_sweep(distributed.path(), points), mpirun(2));
  ASSERT_EQ(ranks.exit_code, 0) << ranks.err;
  EXPECT_NE(ranks.err.find("MPI job of 2 ranks"), std::string::npos) << ranks.err;
  EXPECT_EQ(alone.err.find("MPI job"), std::string::npos) << "a sweep started alone is the local sweep";
  const std::string csv = local.read("sweep.csv");
  EXPECT_EQ(lines_of(csv).size(), 4u);
  EXPECT_EQ(distributed.read("sweep.csv"), csv);
  // Only rank 0 prints: one summary table, not one per rank.
  std::size_t wrote = 0;
  for (const auto& line : lines_of(ranks.out)) wrote += line.rfind("wrote ", 0) == 0;
  EXPECT_EQ(wrote, 1u) << ranks.out;
}

// One rank is the local sweep: no MPI job line, the local pool with its default -j, the same CSV.
TEST(SweepOnMpi, OneRankIsTheLocalSweep) {
  SKIP_WITHOUT_MPI();
  SweepFolder local, one_rank;
  const std::vector<std::string> points = {"--rates", "0.004,0.012", "--replications", "2"};
  ASSERT_EQ(run_kncube(small_sweep(local.path(), points)).exit_code, 0);
  const ProcessResult ranks = run_kncube(small_sweep(one_rank.path(), points), mpirun(1));
  ASSERT_EQ(ranks.exit_code, 0) << ranks.err;
  EXPECT_EQ(ranks.err.find("MPI job"), std::string::npos) << ranks.err;
  EXPECT_EQ(one_rank.read("sweep.csv"), local.read("sweep.csv"));
}

// Three ranks on two cores, one run at a time on each: every run is handed out and gathered.
TEST(SweepOnMpi, ThreeRanksWithMoreRunsThanSlotsGiveTheSameCsv) {
  SKIP_WITHOUT_MPI();
  SweepFolder local, distributed;
  const std::vector<std::string> points = {"--rates", "0.003,0.006,0.009,0.012,0.015", "--replications", "3"};
  ASSERT_EQ(run_kncube(small_sweep(local.path(), points)).exit_code, 0);
  const ProcessResult ranks = run_kncube(small_sweep(distributed.path(), points), mpirun(3));
  ASSERT_EQ(ranks.exit_code, 0) << ranks.err;
  EXPECT_EQ(distributed.read("sweep.csv"), local.read("sweep.csv"));
}

// compare's simulated points go through the same runner.
TEST(SweepOnMpi, CompareSimulateOnTwoRanksGivesTheLocalCsv) {
  SKIP_WITHOUT_MPI();
  SweepFolder local, distributed;
  auto args = [](const std::string& folder) {
    return std::vector<std::string>{"compare", "--nodes", "64", "--rates", "0.0002,0.0005", "--simulate",
                                    "--warmup-messages", "300", "--measure-messages", "1000", "--output", folder};
  };
  const ProcessResult alone = run_kncube(args(local.path()));
  ASSERT_EQ(alone.exit_code, 0) << alone.err;
  const ProcessResult ranks = run_kncube(args(distributed.path()), mpirun(2));
  ASSERT_EQ(ranks.exit_code, 0) << ranks.err;
  EXPECT_EQ(distributed.read("compare.csv"), local.read("compare.csv"));
}

// The second run goes to rank 1 (rank 0 takes the first, one slot each), whose CPU limit kills it:
// the failure comes back from the worker, is reported as a local one is, and the rest is written.
TEST(SweepOnMpi, ARunFailingOnAWorkerRankIsReported) {
  SKIP_WITHOUT_MPI();
  SweepFolder folder;
  const std::string sweep = " sweep --k 4 --n 2 --message-length 8 --warmup-messages 10 --measure-messages 1000 "
                            "--rates 0.01,0.000002 --output '" + folder.path() + "'";
  const auto [status, output] =
      run_shell("OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 timeout -k 5 300 mpirun --oversubscribe -np 1 env " +
                kncube_command() + sweep + " : -np 1 sh -c \"ulimit -t 1; exec env " + kncube_command() + sweep + "\"");
  EXPECT_EQ(status, 1) << output;
  EXPECT_NE(output.find("ended by signal"), std::string::npos) << output;
  const auto lines = lines_of(folder.read("sweep.csv"));
  ASSERT_EQ(lines.size(), 3u) << output;
  EXPECT_EQ(csv_fields(lines[1])[1], "ok");
  EXPECT_EQ(csv_fields(lines[2])[1], "error");
  EXPECT_NE(csv_fields(lines[2]).back().find("ended by signal"), std::string::npos);
}

// The parent's pid, 0 when the process is gone.
pid_t parent_of(pid_t pid) {
  const std::vector<std::string> fields = stat_fields("/proc/" + std::to_string(pid));
  return fields.size() > 1 ? static_cast<pid_t>(std::stol(fields[1])) : 0;
}

// The pid of the kncube sweep rank `rank` running with this seed, 0 if none (yet). A run the rank
// forks has its command line and environment until it executes `kncube run`, and with the pids
// wrapped it may come first in /proc: the rank is the match whose parent is not one.
pid_t sweep_rank(const std::string& seed, int rank) {
  std::vector<pid_t> matches;
  for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
    const std::string cmdline = read_process_file(entry.path() / "cmdline");
    if (cmdline.find(std::string("sweep") + '\0') == std::string::npos ||
        cmdline.find(std::string("--seed") + '\0' + seed + '\0') == std::string::npos)
      continue;
    const std::string environ = read_process_file(entry.path() / "environ");
    if (environ.find("OMPI_COMM_WORLD_RANK=" + std::to_string(rank) + '\0') != std::string::npos)
      matches.push_back(static_cast<pid_t>(std::stol(entry.path().filename().string())));
  }
  for (pid_t pid : matches)
    if (std::find(matches.begin(), matches.end(), parent_of(pid)) == matches.end()) return pid;
  return 0;
}

std::size_t runs_recorded(const SweepFolder& folder) {
  std::size_t count = 0;
  std::error_code ignored;
  for (const auto& entry : std::filesystem::directory_iterator(folder.file("runs"), ignored))
    count += entry.path().extension() == ".status";
  return count;
}

// Open MPI ends the whole job when a rank dies; the journal keeps what finished and --resume,
// without mpirun, finishes the sweep to the same sweep.csv as an uninterrupted one.
TEST(SweepOnMpi, AWholeRankThatDiesEndsTheJobAndResumeFinishesIt) {
  SKIP_WITHOUT_MPI();
  const std::string seed = unique_seed(48400, 9);
  SweepFolder interrupted, whole;
  auto args = [&](const SweepFolder& folder) {
    return std::vector<std::string>{"sweep", "--k", "4", "--n", "2", "--rates", "0.004,0.008,0.012,0.016",
                                    "--replications", "2", "--warmup-messages", "1000", "--measure-messages", "20000",
                                    "--seed", seed, "--output", folder.path()};
  };
  const std::string command_prefix = mpirun(2);
  std::string command = command_prefix + " " + kncube_command();
  for (const auto& arg : args(interrupted)) command += " '" + arg + "'";
  std::pair<int, std::string> job;
  std::thread launcher([&] { job = run_shell(command); });
  pid_t worker = 0;
  for (int i = 0; i < 600 && (worker == 0 || runs_recorded(interrupted) == 0); ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    if (worker == 0) worker = sweep_rank(seed, 1);
  }
  ASSERT_NE(worker, 0) << "rank 1 never started";
  EXPECT_GT(runs_recorded(interrupted), 0u) << "no run finished before the kill";
  kill(worker, SIGKILL);
  launcher.join();
  EXPECT_NE(job.first, 0) << job.second;
  EXPECT_LT(runs_recorded(interrupted), 8u) << "the job should have ended before all 8 runs";
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  EXPECT_EQ(runs_alive(seed), 0) << "no run outlives its rank";

  std::vector<std::string> resume = args(interrupted);
  resume.push_back("--resume");
  const ProcessResult resumed = run_kncube(resume);
  ASSERT_EQ(resumed.exit_code, 0) << resumed.err;
  const ProcessResult reference = run_kncube(args(whole));
  ASSERT_EQ(reference.exit_code, 0) << reference.err;
  EXPECT_EQ(interrupted.read("sweep.csv"), whole.read("sweep.csv"));
}

// A kncube started as several tasks that MPI does not join (here: told so by the launcher's
// variable without a launcher) refuses, rather than every task running the whole sweep.
TEST(SweepOnMpi, TasksThatMpiDoesNotJoinAreRefused) {
  SweepFolder folder;
  const ProcessResult refused = run_kncube(small_sweep(folder.path(), {"--rates", "0.004"}), "SLURM_STEP_NUM_TASKS=4");
  EXPECT_EQ(refused.exit_code, 2) << refused.err;
  EXPECT_NE(refused.err.find("SLURM_STEP_NUM_TASKS=4"), std::string::npos) << refused.err;
  EXPECT_FALSE(std::filesystem::exists(folder.file("sweep.csv")));
}

}  // namespace
}  // namespace kncube::cli::testing
