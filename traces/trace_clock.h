#pragma once
// The clock and cycle number as they appear in the VCD, only inside the trace window: tracing the
// network's sc_clock itself would add two value changes per cycle for the whole run, however short
// the window. The module wakes at the window's first cycle, follows both clock edges until the
// window ends and then sleeps for good, so it costs nothing outside the window.
//
// Cycle c is the clock's c-th rising edge, as in rtl::Node (the first rising edge is cycle 0).

#include <cstdint>
#include <functional>
#include <vector>
#include <systemc>

#include "traces/signal_tree.h"
#include "traces/trace_window.h"

namespace kncube::traces {

class TraceClock : public sc_core::sc_module {
 public:
  SC_HAS_PROCESS(TraceClock);
  // `period` and `first_edge`: the network clock's period and first rising edge.
  TraceClock(sc_core::sc_module_name name, TraceWindow window, sc_core::sc_time period,
             sc_core::sc_time first_edge = sc_core::SC_ZERO_TIME);

  // Called once, half a cycle after the window's end (the end cycle's values are recorded by
  // then): the recorder closes the VCD there, so the trace file stops being sampled.
  void on_window_closed(std::function<void()> action) { window_closed_ = std::move(action); }

  const bool& clock() const { return clock_; }
  const std::int64_t& cycle() const { return cycle_; }

 private:
  void follow();

  TraceWindow window_;
  sc_core::sc_time period_;
  sc_core::sc_time first_edge_;
  std::function<void()> window_closed_;
  bool clock_ = false;
  bool ended_ = false;
  std::int64_t cycle_ = -1;
};

// Registers the clock and cycle number with `file`: the ungrouped signals every trace lists first.
std::vector<TracedSignal> trace_clock_signals(sc_core::sc_trace_file* file, const TraceClock& clock);

}  // namespace kncube::traces
