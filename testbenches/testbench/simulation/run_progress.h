#pragma once
// A line on stderr every few seconds of a long run, so that a user watching a 65 000-node network
// simulate for minutes knows it advances and roughly when it ends: the phase (warm-up, measuring,
// draining), the simulated cycle, the measured messages delivered, and an estimate of the time left
// from the share of the planned cycles done.

#include <chrono>
#include <cstdint>
#include <ostream>
#include <string>

#include "rtl_models/flit.h"
#include "testbenches/testbench/stats/run_statistics.h"

namespace kncube::simulation {

class RunProgress {
 public:
  // `interval_seconds` > 0: wall time between lines. `planned_cycles`: the cycles the plan needs
  // before draining (its window end, or the cycles to generate its messages at the offered rate).
  // `label` starts each line ("kncube run"; the first pass of --trace-message says so).
  RunProgress(std::ostream& out, double interval_seconds, double planned_cycles, std::int64_t planned_messages,
              std::string label = "kncube run");

  // Called at every check of the run (every 1024 cycles): prints when the interval has passed.
  void on_check(rtl::Cycle now, const stats::RunStatistics& statistics);

  int lines() const { return lines_; }

 private:
  using Clock = std::chrono::steady_clock;

  std::ostream& out_;
  std::string label_;
  std::chrono::duration<double> interval_;
  double planned_cycles_;
  std::int64_t planned_messages_;  // measured messages the plan waits for; 0 with a window in cycles
  Clock::time_point start_;
  Clock::time_point next_;
  int lines_ = 0;
};

}  // namespace kncube::simulation
