// The cost a sweep states before it starts (engine/sweep_cost.h): the model recovers the costs it
// is fitted to, and on a real small sweep the estimated CPU time is within a factor of 3 of the
// CPU time the sweep's whole process tree then used (measured by the kernel, wait4), the models'
// curves for the plot included.
#include <gtest/gtest.h>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <fcntl.h>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "application/kncube_process.h"
#include "application/test_sweep_folder.h"
#include "testbenches/application/sweep/engine/sweep_cost.h"

namespace kncube::sweep {
namespace {

// Runs built from known costs: p = 0.05 s, a = 2e-7 s per cycle, b = 4e-7 s per flit-hop, h = 40.
CalibrationRun synthetic_run(double rate, double cycles) {
  const double nodes = 64.0;
  CalibrationRun run;
  run.rate = rate;
  run.cycles = cycles;
  run.flit_hops = rate * nodes * cycles * 40.0;
  run.simulation_cpu = 2e-7 * run.cycles + 4e-7 * run.flit_hops;
  run.process_cpu = run.simulation_cpu + 0.05;
  return run;
}

TEST(SweepCost, TwoCalibrationRunsGiveTheCostsTheyWereMadeOf) {
  const RunCostModel model = fit_run_cost({synthetic_run(0.001, 50000), synthetic_run(0.01, 8000)}, 64);
  EXPECT_NEAR(model.per_process, 0.05, 1e-12);
  EXPECT_NEAR(model.per_cycle, 2e-7, 1e-15);
  EXPECT_NEAR(model.per_flit_hop, 4e-7, 1e-15);
  EXPECT_NEAR(model.flit_hops_per_message, 40.0, 1e-9);
  stats::MeasurementPlan plan;
  plan.warmup_messages = 1000;
  plan.measure_messages = 9000;
  // T = 10000 / (0.005 x 64) = 31250 cycles, F = 10000 x 40 flit-hops.
  EXPECT_NEAR(model.run_seconds(0.005, plan), 0.05 + 2e-7 * 31250 + 4e-7 * 400000, 1e-9);
}

TEST(SweepCost, OneRateGivesOneTermAndNeverANegativeCost) {
  const RunCostModel one = fit_run_cost({synthetic_run(0.004, 20000)}, 64);
  EXPECT_EQ(one.per_cycle, 0.0);
  EXPECT_GT(one.per_flit_hop, 0.0);
  CalibrationRun noisy = synthetic_run(0.01, 8000);
  noisy.simulation_cpu *= 0.2;  // faster at the higher rate than the lower: no positive a and b fit
  const RunCostModel fitted = fit_run_cost({synthetic_run(0.001, 50000), noisy}, 64);
  EXPECT_GE(fitted.per_cycle, 0.0);
  EXPECT_GE(fitted.per_flit_hop, 0.0);
  EXPECT_GT(fitted.per_cycle + fitted.per_flit_hop, 0.0);
}

TEST(SweepCost, TheCurvesAreExtrapolatedFromThePredictionsFinished) {
  const std::string head = "the models' curves for the plot: 59 predictions on 2 threads beside the runs, ";
  struct Case {
    std::size_t finished;
    double cpu_seconds;
    double estimate;  // -1: none
    std::string text;
  };
  const Case cases[] = {
      {0, 0.0, -1.0, "none finished during the calibration's 0:03 (the first is a curve's highest rate, its dearest); not estimated"},
      {10, 2.0, 11.8, "about 11.8 CPU-s (0:12) in all, from the 10 finished during the calibration (2 CPU-s)"},
      {59, 0.5, 0.5, "all finished during the calibration, in 0.5 CPU-s (0:01)"},
  };
  for (const Case& c : cases) {
    CurveProgress progress;
    progress.total = 59;
    progress.threads = 2;
    progress.wall_seconds = 3.0;
    progress.finished = c.finished;
    progress.cpu_seconds = c.cpu_seconds;
    const std::optional<double> estimate = estimate_curve_seconds(progress);
    EXPECT_EQ(estimate.has_value(), c.estimate >= 0.0) << c.finished;
    if (estimate) {
      EXPECT_DOUBLE_EQ(*estimate, c.estimate) << c.finished;
    }
    EXPECT_EQ(describe_curve_cost(progress), head + c.text);
  }
}

// The number before " CPU-s" after `marker` in `text`, or -1.
double cpu_seconds_after(const std::string& text, const std::string& marker) {
  const std::size_t at = text.find(marker);
  if (at == std::string::npos) return -1.0;
  return std::strtod(text.c_str() + at + marker.size(), nullptr);
}

struct MeasuredCommand {
  int exit_code = -1;
  std::string err;
  double cpu_seconds = 0.0;  // of the command and every process it waited for
};

MeasuredCommand run_measured(const std::vector<std::string>& args) {
  const cli::testing::TemporaryFile err_file("");
  const pid_t pid = fork();
  if (pid == 0) {
    std::vector<std::string> argv = {KNCUBE_BINARY};
    argv.insert(argv.end(), args.begin(), args.end());
    std::vector<char*> raw;
    for (auto& a : argv) raw.push_back(a.data());
    raw.push_back(nullptr);
    const int err = open(err_file.path().c_str(), O_WRONLY | O_TRUNC);
    const int null = open("/dev/null", O_WRONLY);
    dup2(null, STDOUT_FILENO);
    dup2(err, STDERR_FILENO);
    setenv("SC_COPYRIGHT_MESSAGE", "DISABLE", 1);
    execv(raw[0], raw.data());
    _exit(127);
  }
  MeasuredCommand measured;
  int status = 0;
  rusage usage{};
  wait4(pid, &status, 0, &usage);
  measured.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  measured.cpu_seconds = static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                         1e-6 * static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec);
  std::ifstream in(err_file.path());
  std::ostringstream text;
  text << in.rdbuf();
  measured.err = text.str();
  return measured;
}

TEST(SweepCost, TheStatedCpuTimeIsWithinThreeTimesTheCpuTimeUsed) {
  cli::testing::SweepFolder folder;
  const MeasuredCommand sweep =
      run_measured({"sweep", "--k", "8", "--n", "2", "--rates", "0.002,0.006,0.01", "--replications", "2",
                    "--warmup-messages", "500", "--measure-messages", "4000", "-j", "2", "--output", folder.path()});
  ASSERT_EQ(sweep.exit_code, 0) << sweep.err;
  const std::size_t line = sweep.err.find("kncube sweep: cost estimate: 6 runs, ");
  ASSERT_NE(line, std::string::npos) << sweep.err;
  EXPECT_LT(line, sweep.err.find(" seed 1: ")) << "stated before the first run finished";
  EXPECT_NE(sweep.err.find(" per run, ", line), std::string::npos) << "the memory per run";
  const double estimate = cpu_seconds_after(sweep.err, "cost estimate: 6 runs, ");
  const double runs = cpu_seconds_after(sweep.err, "CPU time of the runs this command ran: ");
  ASSERT_GT(estimate, 0.0) << sweep.err;
  ASSERT_GT(runs, 0.0) << sweep.err;
  EXPECT_LE(runs, sweep.cpu_seconds) << "the runs' own CPU is part of what the kernel counted";
  EXPECT_GT(sweep.cpu_seconds, estimate / 3) << sweep.err;
  EXPECT_LT(sweep.cpu_seconds, estimate * 3) << sweep.err;
  std::cerr << "estimated " << estimate << " CPU-s, runs " << runs << " CPU-s, whole sweep " << sweep.cpu_seconds << " CPU-s\n";
}

// The line of `text` that contains `marker`, or "".
std::string line_with(const std::string& text, const std::string& marker) {
  const std::size_t at = text.find(marker);
  if (at == std::string::npos) return "";
  const std::size_t start = text.rfind('\n', at);
  const std::size_t end = text.find('\n', at);
  return text.substr(start == std::string::npos ? 0 : start + 1, end == std::string::npos ? std::string::npos : end - (start + 1));
}

// A model whose curve for the plot costs several times the runs (circuit-mmpp at 2^6 phases:
// about 2.9 CPU-s of predictions beside 0.2 CPU-s of runs, each of which prepares the model too;
// 3.6 and 0.7 before the fixed point's secant steps). The curves' estimate is stated before the
// first run, and with the runs' it is within a factor of 3 of the CPU time the sweep used (the
// runs' alone are 7 to 20 times short).
TEST(SweepCost, ASlowModelsCurvesAreInTheEstimate) {
  cli::testing::SweepFolder folder;
  const MeasuredCommand sweep = run_measured(
      {"sweep", "--topology", "hypercube", "--n", "6", "--vcs", "5", "--switching", "circuit", "--arrivals", "mmpp",
       "--time-scales", "6", "--rates", "0.004,0.008", "--warmup-messages", "500", "--measure-messages", "2000", "-j",
       "2", "--output", folder.path()});
  ASSERT_EQ(sweep.exit_code, 0) << sweep.err;
  const std::size_t line =
      sweep.err.find("kncube sweep: cost estimate: the models' curves for the plot: 59 predictions on ");
  ASSERT_NE(line, std::string::npos) << sweep.err;
  EXPECT_LT(line, sweep.err.find(" seed 1: ")) << "stated before the first run finished";
  const double runs = cpu_seconds_after(sweep.err, "cost estimate: 2 runs, ");
  const std::string used = line_with(sweep.err, "CPU time of the models' curves: ");
  const double curves = cpu_seconds_after(used, ", estimated ");
  const double curves_used = cpu_seconds_after(used, "CPU time of the models' curves: ");
  ASSERT_GT(runs, 0.0) << sweep.err;
  ASSERT_GT(curves, 0.0) << sweep.err;
  ASSERT_GT(curves_used, 0.0) << sweep.err;
  EXPECT_LE(curves_used, sweep.cpu_seconds);
  EXPECT_GT(sweep.cpu_seconds, (runs + curves) / 3) << sweep.err;
  EXPECT_LT(sweep.cpu_seconds, (runs + curves) * 3) << sweep.err;
  EXPECT_GT(curves, runs) << "the case this test is for: the curves dearer than the runs";
  std::cerr << "estimated " << runs << " + " << curves << " CPU-s, curves used " << curves_used << " CPU-s, whole sweep "
            << sweep.cpu_seconds << " CPU-s\n";
}

}  // namespace
}  // namespace kncube::sweep
