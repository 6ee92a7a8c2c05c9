#pragma once
// A VCD of some routers of a network over a window of cycles, with its GTKWave save file. Build
// it after the network is elaborated and before sc_start (it adds a module and opens the trace
// file); it sets itself as the cycle observer of the traced nodes. The routers' flit-observer
// slots are left to the caller, who may share them with a hop log: install flit_observer(node).
//
// Names in the VCD: clock, cycle, then r<node>.in_<port>.vc<v>.{occupancy, head_msg, head_kind,
// state, out_port, out_vc} and r<node>.out_<port>.{link.valid, link.msg, link.flit, link.vc,
// link.kind, sa.in_port, sa.in_vc, xbar_in, vc<v>.credits, vc<v>.credits_returned,
// vc<v>.va_in_port, vc<v>.va_in_vc}; codes in signal_codes.h. All values are those at the end of
// the cycle (after the node's units stepped), stamped at the cycle's rising edge.

#include <memory>
#include <string>
#include <systemc>
#include <vector>

#include "rtl_models/network.h"
#include "traces/followed_clock.h"
#include "traces/router_probe.h"
#include "traces/signal_tree.h"
#include "traces/trace_clock.h"
#include "traces/trace_request.h"
#include "traces/trace_window.h"

namespace kncube::traces {

// ConfigError (an --trace-open refusal) unless every group names a traced router and, if it has
// one, a port of it ("in_xp", "out_pe"). Call before building the recorder: a refused option
// leaves no trace file behind.
void check_open_groups(const rtl::Router& router, const std::vector<rtl::NodeId>& traced,
                       const std::vector<OpenGroup>& open);

class WaveformRecorder {
 public:
  // `vcd_path` must end in ".vcd"; `routers` must exist in the network. `clock_period` is the
  // network clock's (the simulation runner's is 1 ns).
  WaveformRecorder(rtl::Network& network, const std::string& vcd_path, const std::vector<rtl::NodeId>& routers,
                   TraceWindow window, sc_core::sc_time clock_period = sc_core::sc_time(1, sc_core::SC_NS));
  // A network clocked by `network_clock`, a clock that stops while the network is idle (the TLM
  // bridge's): the VCD's clock is that signal and its cycles the network's evaluated cycles
  // (followed_clock.h); `window` counts those. Its edges fall on multiples of `clock_period`.
  WaveformRecorder(rtl::Network& network, const std::string& vcd_path, const std::vector<rtl::NodeId>& routers,
                   TraceWindow window, const sc_core::sc_signal<bool>& network_clock, sc_core::sc_time clock_period);
  ~WaveformRecorder();
  WaveformRecorder(const WaveformRecorder&) = delete;
  WaveformRecorder& operator=(const WaveformRecorder&) = delete;

  // The probe's switch-traversal observer for a traced router, or nullptr.
  rtl::FlitObserver* flit_observer(rtl::NodeId node) const;

  // Writes the save file naming `vcd_reference` as its dump file, and beside it the translate
  // filter files it references ("<gtkw stem>.vc_state.txt", ...). Groups start folded but for
  // `open` (checked with check_open_groups); `markers` become GTKWave's markers A, B, ... The view
  // starts at the window (with a followed clock: where its first cycle was evaluated, so write the
  // file after the run; at time 0 if it never was).
  void write_save_file(const std::string& gtkw_path, const std::string& vcd_reference,
                       const std::vector<OpenGroup>& open = {}, const std::vector<TraceMarker>& markers = {}) const;
  // Flushes and closes the VCD. Happens by itself half a cycle after the window's end; otherwise
  // call it after the last sc_start (the destructor does it too).
  void close();
  // 0, or the errno of a write of the VCD text that failed (known once closed).
  int write_error() const { return write_error_; }

  const std::vector<SignalGroup>& groups() const { return groups_; }

 private:
  struct TracedRouter {
    rtl::NodeId node;
    std::unique_ptr<RouterProbe> probe;
  };


  std::vector<std::string> input_names_;   // input port p of every router
  std::vector<std::string> output_names_;
  TraceWindow window_;
  sc_core::sc_time clock_period_;
  void name_ports(const rtl::Router& router);
  void trace_routers(rtl::Network& network, const std::vector<rtl::NodeId>& routers);

  std::vector<TracedRouter> routers_;
  std::unique_ptr<TraceClock> clock_;             // free-running over the window, or
  std::unique_ptr<FollowedClock> followed_clock_;  // the network's own, stopping clock
  sc_core::sc_trace_file* file_ = nullptr;
  std::vector<TracedSignal> top_;
  std::vector<SignalGroup> groups_;
  int write_error_ = 0;
};

}  // namespace kncube::traces
