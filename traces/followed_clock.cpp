#include "traces/followed_clock.h"

#include "traces/traced_signal.h"

namespace kncube::traces {

FollowedClock::FollowedClock(const sc_core::sc_signal<bool>& clock, TraceWindow window) : clock_(clock), window_(window) {}

void FollowedClock::after_cycle(rtl::Cycle now) {
  if (closed_ || now < window_.start) return;
  if (now >= window_.end) {
    closed_ = true;
    if (window_closed_) window_closed_();
    return;
  }
  // The network evaluates a rising edge in the time step of the edge itself.
  if (!window_start_time_) window_start_time_ = sc_core::sc_time_stamp();
  cycle_ = now;
}

std::vector<TracedSignal> FollowedClock::trace(sc_core::sc_trace_file* file) const {
  SignalGroup top{"", true, {}, {}};
  sc_core::sc_trace(file, clock_, "clock");
  top.signals.push_back(TracedSignal{"clock", 1, SignalFormat::bit});
  trace_signal(file, top, cycle_, "cycle");
  return top.signals;
}

}  // namespace kncube::traces
