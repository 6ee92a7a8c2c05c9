#pragma once
// How long a simulation runs and when it gives up, with units.

#include <cstdint>

#include "testbenches/testbench/stats/run_statistics.h"

namespace kncube::simulation {

// The arrival process is part of the network's description (NetworkSpec::arrivals), which the
// models read as well.
struct RunControl {
  double rate = 0.001;                         // messages/node/cycle
  stats::MeasurementPlan plan;                 // warm-up, measured messages, batches
  std::int64_t watchdog_cycles = 20000;        // no flit moved this long with flits in flight: deadlock
  double saturation_backlog = 50.0;            // mean source-queue messages per node that means saturation
  double min_accepted_fraction = 0.95;         // accepted/offered flits in the window below this: saturated
  std::int64_t drain_cycles = 0;               // limit on draining the measured messages; 0 = max(2 x window, 20000)
  std::int64_t max_cycles = 0;                 // hard limit on simulated cycles; 0 = derived from the plan and rate
  std::int64_t check_interval = 1024;          // cycles between checks of progress and backlog
  double max_memory = 0.0;                     // bytes the run may use (memory_budget.h); 0 = what the machine allows
};

// Cycles the plan needs before its measured messages drain: the window's end, or the cycles that
// generate the warm-up and measured messages at the offered rate over `nodes` sources.
inline double planned_generation_cycles(const RunControl& control, double nodes) {
  const stats::MeasurementPlan& plan = control.plan;
  return plan.by_cycles() ? static_cast<double>(plan.warmup_cycles + plan.measure_cycles)
                          : static_cast<double>(plan.warmup_messages + plan.measure_messages) / (control.rate * nodes);
}

}  // namespace kncube::simulation
