// How kncube sweep treats its points: replications (seeds s, s+1, ...) pooled into one mean and
// CI, saturated points kept and marked, the same numbers whatever -j, and a run that fails
// reported while the rest is still written.
#include <gtest/gtest.h>

#include <boost/math/distributions/students_t.hpp>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <utility>
#include <string>
#include <vector>

#include <sys/wait.h>

#include "application/json_output.h"
#include "application/kncube_process.h"
#include "application/test_sweep_folder.h"

namespace kncube::cli::testing {
namespace {

std::vector<std::string> small_sweep(const SweepFolder& folder, std::vector<std::string> extra) {
  std::vector<std::string> args = {"sweep", "--k", "4", "--n", "2", "--message-length", "8", "--warmup-messages", "300",
                                   "--measure-messages", "1000", "--output", folder.path()};
  args.insert(args.end(), extra.begin(), extra.end());
  return args;
}

double t975(int degrees) { return boost::math::quantile(boost::math::students_t(degrees), 0.975); }

TEST(SweepPoints, ReplicationsArePooledIntoOneMeanAndInterval) {
  SweepFolder folder;
  const ProcessResult result = run_kncube(small_sweep(folder, {"--rates", "0.01", "--replications", "3", "--seed", "7"}));
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_NE(result.err.find("1/1 points (3/3 runs)"), std::string::npos) << result.err;
  const auto json = parse_json(folder.read("sweep.json"));
  const auto point = array_elements(json.get_child("points")).front();
  const auto seeds = array_elements(point.get_child("seeds"));
  ASSERT_EQ(seeds.size(), 3u);
  const auto runs = array_elements(point.get_child("runs"));
  ASSERT_EQ(runs.size(), 3u);
  const int batches = runs[0].get<int>("config.batches");
  double mean = 0.0;
  for (std::size_t r = 0; r < runs.size(); ++r) {
    EXPECT_EQ(seeds[r].get_value<int>(), 7 + static_cast<int>(r));
    EXPECT_EQ(runs[r].get<int>("config.seed"), 7 + static_cast<int>(r));
    mean += runs[r].get<double>("measured.latency.mean") / 3.0;
  }
  EXPECT_NE(runs[0].get<double>("measured.latency.mean"), runs[1].get<double>("measured.latency.mean"));
  // Pooled batch means: every run's batch standard deviation recovered from its half-width.
  double squares = 0.0;
  for (const auto& run : runs) {
    const double m = run.get<double>("measured.latency.mean");
    const double s = run.get<double>("measured.latency.ci95") * std::sqrt(batches) / t975(batches - 1);
    squares += (batches - 1) * s * s + batches * (m - mean) * (m - mean);
  }
  const int samples = 3 * batches;
  const double half_width = t975(samples - 1) * std::sqrt(squares / (samples - 1)) / std::sqrt(samples);
  EXPECT_NEAR(point.get<double>("measured.latency.mean"), mean, 1e-9 * mean);
  EXPECT_NEAR(point.get<double>("measured.latency.ci95"), half_width, 1e-9 * half_width);

  const auto fields = csv_fields(lines_of(folder.read("sweep.csv"))[1]);
  EXPECT_EQ(fields[2], "3");
  EXPECT_NEAR(std::stod(fields[5]), mean, 1e-9 * mean);
}

TEST(SweepPoints, SaturatedPointsAreKeptAndMarked) {
  SweepFolder folder;
  const ProcessResult result = run_kncube(small_sweep(folder, {"--rates", "0.01,0.2"}));
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const auto lines = lines_of(folder.read("sweep.csv"));
  ASSERT_EQ(lines.size(), 3u);
  const auto ok = csv_fields(lines[1]);
  const auto saturated = csv_fields(lines[2]);
  EXPECT_EQ(ok[1], "ok");
  EXPECT_EQ(saturated[1], "saturated");
  EXPECT_EQ(saturated[12], "saturated");  // the verdict
  EXPECT_FALSE(saturated.back().empty());  // the reason
  EXPECT_LT(std::stod(saturated[4]), std::stod(saturated[3]));  // accepted below offered
  const auto points = array_elements(parse_json(folder.read("sweep.json")).get_child("points"));
  EXPECT_EQ(points[1].get<std::string>("status"), "saturated");
  EXPECT_EQ(array_elements(points[1].get_child("runs")).front().get<std::string>("verdict"), "saturated");
  EXPECT_NE(folder.read("plot.gp").find("simulation, saturated"), std::string::npos);
  // The saturated point is labelled with what it measured, not left at the edge without a value.
  EXPECT_NE(folder.read("plot.gp").find("\"saturated, "), std::string::npos);
  EXPECT_NE(result.out.find("saturated"), std::string::npos);
}

// --tolerance reaches the runs' monitors and the sweep's own verdicts alike.
TEST(SweepPoints, ToleranceWidensTheVerdictsOfRunsAndPoints) {
  SweepFolder strict;
  SweepFolder lenient;
  ASSERT_EQ(run_kncube(small_sweep(strict, {"--rates", "0.01", "--tolerance", "0"})).exit_code, 0);
  ASSERT_EQ(run_kncube(small_sweep(lenient, {"--rates", "0.01", "--tolerance", "10"})).exit_code, 0);
  EXPECT_EQ(csv_fields(lines_of(lenient.read("sweep.csv"))[1])[12], "agree");
  const auto json = parse_json(lenient.read("sweep.json"));
  EXPECT_EQ(json.get<double>("configuration.tolerance"), 10.0);
  EXPECT_EQ(json.get<std::string>("configuration.run_options.tolerance"), "10");
  const auto point = array_elements(json.get_child("points")).front();
  const auto run = array_elements(point.get_child("runs")).front();
  EXPECT_EQ(run.get<std::string>("verdicts.duato-uniform.verdict"), "agree");
  EXPECT_EQ(point.get<std::string>("verdicts.duato-uniform.mode"), run.get<std::string>("verdicts.duato-uniform.mode"));
  // Zero tolerance: agreement only inside the confidence interval, which this model misses on a 4x4 torus.
  EXPECT_EQ(csv_fields(lines_of(strict.read("sweep.csv"))[1])[12], "differ");
}

// The CSV holds no timings, so it must match byte for byte.
TEST(SweepPoints, OneOrTwoParallelProcessesGiveTheSameNumbers) {
  SweepFolder serial;
  SweepFolder parallel;
  const std::vector<std::string> sweep = {"--rates", "0.004,0.008,0.012", "--replications", "2"};
  auto with_jobs = [&](const SweepFolder& folder, const std::string& jobs) {
    std::vector<std::string> args = sweep;
    args.insert(args.end(), {"-j", jobs});
    return small_sweep(folder, args);
  };
  const ProcessResult one = run_kncube(with_jobs(serial, "1"));
  const ProcessResult two = run_kncube(with_jobs(parallel, "2"));
  ASSERT_EQ(one.exit_code, 0) << one.err;
  ASSERT_EQ(two.exit_code, 0) << two.err;
  EXPECT_EQ(serial.read("sweep.csv"), parallel.read("sweep.csv"));
  EXPECT_EQ(lines_of(serial.read("sweep.csv")).size(), 4u);
}

// A run killed by its CPU limit (ulimit -t 1 on a rate so low that it takes seconds) is an error
// of that point: the sweep still writes the other point and exits non-zero.
TEST(SweepPoints, AFailedRunIsReportedAndTheRestStillWritten) {
  SweepFolder folder;
  const auto [status, output] = run_shell("ulimit -t 1; " + kncube_command() +
                                          " sweep --k 4 --n 2 --message-length 8 --warmup-messages 10 --measure-messages 1000 "
                                          "--rates 0.01,0.000002 -j 2 --output '" + folder.path() + "'");
  EXPECT_EQ(status, 1) << output;
  EXPECT_NE(output.find("ended by signal"), std::string::npos) << output;
  const auto lines = lines_of(folder.read("sweep.csv"));
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(csv_fields(lines[1])[1], "ok");
  const auto failed = csv_fields(lines[2]);
  EXPECT_EQ(failed[1], "error");
  EXPECT_EQ(failed[5], "");  // no latency
  EXPECT_NE(failed.back().find("ended by signal"), std::string::npos);
  const auto points = array_elements(parse_json(folder.read("sweep.json")).get_child("points"));
  EXPECT_EQ(points[1].get<std::string>("status"), "error");
}

// Without gnuplot the data and the script are still written, one line says so, and the exit status is 0.
TEST(SweepPoints, WithoutGnuplotTheDataAndTheScriptAreStillWritten) {
  SweepFolder folder;
  const auto [status, output] = run_shell("PATH=/nonexistent " + kncube_command() +
                                          " sweep --k 4 --n 2 --message-length 8 --warmup-messages 100 --measure-messages 300 "
                                          "--rates 0.01 --output '" + folder.path() + "'");
  EXPECT_EQ(status, 0) << output;
  EXPECT_NE(output.find("gnuplot is not on PATH"), std::string::npos) << output;
  EXPECT_EQ(lines_of(folder.read("sweep.csv")).size(), 2u);
  EXPECT_FALSE(folder.read("sweep.json").empty());
  EXPECT_FALSE(folder.read("plot.gp").empty());
  EXPECT_FALSE(std::filesystem::exists(folder.file("plot.png")));
}

}  // namespace
}  // namespace kncube::cli::testing
