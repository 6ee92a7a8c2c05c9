// The lines a silent step (a reference model being prepared) prints while it lasts: none for a
// step shorter than the interval, then one per interval, and none once it is over.
#include <gtest/gtest.h>

#include <chrono>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>

#include "testbenches/testbench/simulation/elapsed_ticker.h"

namespace kncube::simulation {
namespace {

using Clock = std::chrono::steady_clock;

TEST(ElapsedTicker, AStepShorterThanTheIntervalPrintsNothing) {
  std::ostringstream out;
  {
    ElapsedTicker ticker(out, 0.2, "kncube run: reference model m: computing");
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    EXPECT_EQ(ticker.lines(), 0);
  }
  EXPECT_EQ(out.str(), "");
}

TEST(ElapsedTicker, OneLinePerIntervalWhileTheStepLasts) {
  std::ostringstream out;
  int lines = 0;
  {
    ElapsedTicker ticker(out, 0.05, "kncube run: reference model m: computing");
    std::this_thread::sleep_for(std::chrono::milliseconds(185));
    lines = ticker.lines();
  }
  // 3 intervals have passed (a loaded machine may wake the ticker late, never early).
  EXPECT_GE(lines, 2);
  EXPECT_LE(lines, 3);
  std::istringstream text(out.str());
  int counted = 0;
  for (std::string line; std::getline(text, line); ++counted)
    EXPECT_EQ(line, "kncube run: reference model m: computing, 0:00 elapsed");
  EXPECT_EQ(counted, lines);
}

TEST(ElapsedTicker, ADetailSaysHowFarTheStepIs) {
  std::ostringstream out;
  {
    int asked = 0;
    ElapsedTicker ticker(out, 0.05, "kncube sweep: waiting", [&asked] { return std::to_string(++asked) + " of 9"; });
    std::this_thread::sleep_for(std::chrono::milliseconds(80));
  }
  EXPECT_EQ(out.str().rfind("kncube sweep: waiting (1 of 9), 0:00 elapsed\n", 0), 0u) << out.str();
}

TEST(ElapsedTicker, StopsAtOnceWhenTheStepEndsOrThrows) {
  std::ostringstream out;
  const Clock::time_point start = Clock::now();
  try {
    ElapsedTicker ticker(out, 60.0, "never printed");
    throw std::runtime_error("the step failed");
  } catch (const std::runtime_error&) {
  }
  // Not a minute's wait for the interval to end.
  EXPECT_LT(std::chrono::duration<double>(Clock::now() - start).count(), 5.0);
  EXPECT_EQ(out.str(), "");
}

}  // namespace
}  // namespace kncube::simulation
