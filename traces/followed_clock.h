#pragma once
// The clock and cycle number in the VCD of a network whose clock stops while it is idle (the TLM
// bridge's GatedClock): the clock is that signal itself, and the cycle number the one the network
// gives each cycle it evaluates, written after the cycle. Such a network counts evaluated cycles,
// not elapsed time (tlm/bridge/gated_clock.h), so the window is in those cycles, as the bridge's
// NetworkReceipt reports them, and the VCD's time axis is the platform's simulation time with the
// idle stretches in it. Unlike TraceClock nothing here runs by itself: a platform that runs out of
// events still ends, whatever the window.

#include <cstdint>
#include <functional>
#include <optional>
#include <systemc>
#include <vector>

#include "rtl_models/observers.h"
#include "traces/signal_tree.h"
#include "traces/trace_window.h"

namespace kncube::traces {

class FollowedClock final : public rtl::CycleObserver {
 public:
  // `clock`: the network's clock signal; it must outlive the trace file.
  FollowedClock(const sc_core::sc_signal<bool>& clock, TraceWindow window);

  // Called once, at the first evaluated cycle past the window (the window's last values have
  // been sampled by then); never if the network stops before.
  void on_window_closed(std::function<void()> action) { window_closed_ = std::move(action); }

  // A cycle observer of one of the network's nodes: the network calls it after every cycle.
  void after_cycle(rtl::Cycle now) override;

  // When the window's first evaluated cycle happened (its rising edge), once it has.
  std::optional<sc_core::sc_time> window_start_time() const { return window_start_time_; }

  // Registers the clock and cycle number with `file`, the ungrouped signals listed first.
  std::vector<TracedSignal> trace(sc_core::sc_trace_file* file) const;

 private:
  const sc_core::sc_signal<bool>& clock_;
  TraceWindow window_;
  std::function<void()> window_closed_;
  std::optional<sc_core::sc_time> window_start_time_;
  bool closed_ = false;
  std::int64_t cycle_ = -1;
};

}  // namespace kncube::traces
