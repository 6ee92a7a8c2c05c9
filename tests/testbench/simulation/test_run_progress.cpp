// The progress line of a long run: its phase, cycle, measured messages and the time left, at most
// once per interval of wall time.
#include <gtest/gtest.h>

#include <chrono>
#include <sstream>
#include <string>
#include <thread>

#include "testbenches/testbench/simulation/run_progress.h"
#include "testbenches/utilities/progress_bar.h"

namespace kncube::simulation {
namespace {

TEST(RunProgress, ClockTextIsMinutesSecondsOrHours) {
  EXPECT_EQ(sweep::clock_text(0.0), "0:00");
  EXPECT_EQ(sweep::clock_text(59.6), "1:00");
  EXPECT_EQ(sweep::clock_text(754.0), "12:34");
  EXPECT_EQ(sweep::clock_text(3725.0), "1:02:05");
  EXPECT_EQ(sweep::clock_text(-3.0), "0:00");
}

TEST(RunProgress, OneLinePerIntervalWithPhaseCountsAndTimeLeft) {
  stats::MeasurementPlan plan;
  plan.warmup_messages = 10;
  plan.measure_messages = 100;
  const stats::RunStatistics statistics(plan, 4, {"all"});
  std::ostringstream out;
  RunProgress progress(out, 0.05, 4000.0, plan.measure_messages);
  progress.on_check(1024, statistics);  // before the first interval has passed
  EXPECT_EQ(out.str(), "");
  std::this_thread::sleep_for(std::chrono::milliseconds(80));
  progress.on_check(1024, statistics);
  progress.on_check(2048, statistics);  // within the next interval: nothing
  ASSERT_EQ(progress.lines(), 1);
  const std::string line = out.str();
  EXPECT_EQ(line.rfind("kncube run: warm-up, cycle 1024 of about 4000, 0 of 100 measured messages delivered, 0:00 elapsed, "
                       "about ",
                       0),
            0u)
      << line;
  EXPECT_NE(line.find(" left\n"), std::string::npos) << line;
}

TEST(RunProgress, AWindowInCyclesMeasuresOnlyFromItsFirstCycle) {
  stats::MeasurementPlan plan;
  plan.warmup_cycles = 2048;
  plan.measure_cycles = 2048;
  stats::RunStatistics statistics(plan, 4, {"all"});
  std::ostringstream out;
  RunProgress progress(out, 1e-6, 4096.0, 0);
  std::this_thread::sleep_for(std::chrono::milliseconds(2));
  statistics.reached(1024);
  progress.on_check(1024, statistics);
  std::this_thread::sleep_for(std::chrono::milliseconds(2));
  statistics.reached(3072);
  progress.on_check(3072, statistics);
  std::this_thread::sleep_for(std::chrono::milliseconds(2));
  statistics.reached(5120);
  progress.on_check(5120, statistics);
  std::istringstream lines(out.str());
  std::string warmup, measuring, draining;
  std::getline(lines, warmup);
  std::getline(lines, measuring);
  std::getline(lines, draining);
  EXPECT_EQ(warmup.rfind("kncube run: warm-up, cycle 1024 of about 4096, 0 measured messages delivered", 0), 0u) << warmup;
  EXPECT_EQ(measuring.rfind("kncube run: measuring, cycle 3072 of about 4096", 0), 0u) << measuring;
  // Draining has no plan left to estimate from.
  EXPECT_EQ(draining.rfind("kncube run: draining, cycle 5120, 0 measured messages delivered (0 in flight), ", 0), 0u) << draining;
  EXPECT_EQ(draining.find("left"), std::string::npos) << draining;
}

}  // namespace
}  // namespace kncube::simulation
