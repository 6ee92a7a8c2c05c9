#include "traces/trace_clock.h"

#include "traces/traced_signal.h"

namespace kncube::traces {

TraceClock::TraceClock(sc_core::sc_module_name name, TraceWindow window, sc_core::sc_time period,
                       sc_core::sc_time first_edge)
    : sc_core::sc_module(name), window_(window), period_(period), first_edge_(first_edge) {
  // No static sensitivity: the process times itself with next_trigger and starts at time 0.
  SC_METHOD(follow);
}

void TraceClock::follow() {
  const sc_core::sc_time now = sc_core::sc_time_stamp();
  const sc_core::sc_time half = period_ / 2.0;
  if (now < first_edge_) {
    next_trigger(first_edge_ - now);
    return;
  }
  const auto halves = static_cast<std::int64_t>((now - first_edge_) / half);
  const std::int64_t cycle = halves / 2;
  if (cycle < window_.start) {
    // Sleep until the window's first rising edge.
    next_trigger(first_edge_ + period_ * static_cast<double>(window_.start) - now);
    return;
  }
  if (cycle >= window_.end) {
    if (!ended_) {
      ended_ = true;
      clock_ = false;
      next_trigger(half);
      return;
    }
    if (window_closed_) window_closed_();
    return;  // no static sensitivity and no next_trigger: never runs again
  }
  clock_ = halves % 2 == 0;
  cycle_ = cycle;
  next_trigger(half);
}

std::vector<TracedSignal> trace_clock_signals(sc_core::sc_trace_file* file, const TraceClock& clock) {
  SignalGroup top{"", true, {}, {}};
  trace_signal(file, top, clock.clock(), "clock");
  trace_signal(file, top, clock.cycle(), "cycle");
  return top.signals;
}

}  // namespace kncube::traces
