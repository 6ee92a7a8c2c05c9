#pragma once
// Fills one router's RouterSignals from the router's public state after each cycle of the trace
// window. The node calls after_cycle(); the router calls on_switch() for every flit it switches,
// which gives the flit on each output (the ejection port has no channel to look at) and tells the
// probe which input VCs sent a flit in this cycle.
//
// Some state the router keeps is only refreshed when a stage runs (the VC allocator's last grants
// survive cycles in which it had nothing to do), so the probe also remembers the cycle before:
// which input VCs were active and each output VC's credit count. It starts sampling one cycle
// before the window for that reason.

#include <cstdint>
#include <vector>

#include "rtl_models/observers.h"
#include "rtl_models/router.h"
#include "traces/router_signals.h"
#include "traces/trace_window.h"

namespace kncube::traces {

class RouterProbe final : public rtl::CycleObserver, public rtl::FlitObserver {
 public:
  // `vc_alloc_delay` is the router's VA stage latency (RouterConfig::delays.vc_alloc).
  RouterProbe(const rtl::Router& router, int vc_alloc_delay, TraceWindow window);

  RouterSignals& signals() { return signals_; }
  const RouterSignals& signals() const { return signals_; }

  void after_cycle(rtl::Cycle now) override;
  void on_switch(rtl::Cycle now, rtl::NodeId node, const rtl::Flit& flit, int in_port, int in_vc, int out_port,
                 int out_vc) override;

 private:
  // What happened on one output in the cycle `at` (from on_switch).
  struct OutputEvent {
    rtl::Cycle at = -1;
    rtl::Flit flit;
    int out_vc = -1;
  };

  bool vc_grants_are_fresh(rtl::Cycle now) const;
  void sample_inputs();
  void sample_vc_grants(rtl::Cycle now);
  void sample_outputs(rtl::Cycle now);
  void remember();
  bool switched(int port, int vc, rtl::Cycle now) const;

  const rtl::Router& router_;
  int vcs_;
  int vc_alloc_delay_;
  TraceWindow window_;
  RouterSignals signals_;
  bool cleared_ = false;

  std::vector<int> output_slot_;                  // output port -> index into signals_.outputs, or -1
  std::vector<OutputEvent> output_events_;        // per output port
  std::vector<rtl::Cycle> output_vc_sent_;        // output port * vcs + vc -> cycle a flit last went out on it
  std::vector<std::int16_t> previous_credits_;    // output port * vcs + vc
  std::vector<rtl::Cycle> input_vc_switched_;     // input port * vcs + vc -> cycle it last sent a flit
  std::vector<std::uint8_t> was_active_;          // input port * vcs + vc: active at the end of the previous cycle
};

}  // namespace kncube::traces
