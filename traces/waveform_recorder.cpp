#include "traces/waveform_recorder.h"

#include <stdexcept>

#include "traces/gtkw_writer.h"
#include "traces/traced_signal.h"
#include "traces/vcd_file.h"

namespace kncube::traces {


WaveformRecorder::WaveformRecorder(rtl::Network& network, const std::string& vcd_path,
                                   const std::vector<rtl::NodeId>& routers, TraceWindow window,
                                   sc_core::sc_time clock_period)
    : window_(window), clock_period_(clock_period) {
  // Every router has the same ports; the legend numbers them once.
  const rtl::Router& first = network.router(0);
  for (int p = 0; p < first.input_ports(); ++p) input_names_.push_back(first.input_port_name(p));
  for (int p = 0; p < first.output_ports(); ++p) output_names_.push_back(first.output_port_name(p));

  file_ = open_vcd_file(vcd_path, clock_period);

  clock_ = std::make_unique<TraceClock>("kncube_trace_clock", window, clock_period);
  // Sampling a trace file costs a comparison per signal and time step, window or not.
  clock_->on_window_closed([this] { close(); });
  top_ = trace_clock_signals(file_, *clock_);

  const int vc_alloc_delay = network.config().router.delays.vc_alloc;
  for (std::size_t i = 0; i < routers.size(); ++i) {
    const rtl::NodeId node = routers[i];
    if (node < 0 || node >= network.node_count())
      throw std::out_of_range("traced router " + std::to_string(node) + " is not in the network");
    auto probe = std::make_unique<RouterProbe>(network.router(node), vc_alloc_delay, window);
    // Graph networks with coordinates also name the position: r13_x1y3.
    const rtl::TopologyGraph& topology = network.topology();
    const bool placed = topology.graph() != nullptr && topology.graph()->node(node).placed;
    SignalGroup group = probe->signals().trace(file_, "r" + std::to_string(node) + (placed ? "_" + topology.router_name(node) : ""));
    // The first router opens expanded; the others start folded so the view stays short.
    group.open = i == 0;
    groups_.push_back(std::move(group));
    network.node(node).add_cycle_observer(probe.get());
    routers_.push_back(TracedRouter{node, std::move(probe)});
  }
}

WaveformRecorder::~WaveformRecorder() { close(); }

void WaveformRecorder::close() {
  if (file_ == nullptr) return;
  sc_core::sc_close_vcd_trace_file(file_);
  file_ = nullptr;
}

rtl::FlitObserver* WaveformRecorder::flit_observer(rtl::NodeId node) const {
  for (const TracedRouter& router : routers_)
    if (router.node == node) return router.probe.get();
  return nullptr;
}

std::vector<std::string> WaveformRecorder::legend() const {
  const auto numbered = [](const char* title, const std::vector<std::string>& names) {
    std::string line = title;
    for (std::size_t p = 0; p < names.size(); ++p) line += " " + std::to_string(p) + " " + names[p];
    return line;
  };
  return {"-1 = none",
          "state 0 idle 1 routing 2 vc_alloc 3 active",
          "kind 0 head 1 body 2 tail 3 head_tail",
          numbered("in ports", input_names_),
          numbered("out ports", output_names_)};
}

void WaveformRecorder::write_save_file(const std::string& gtkw_path, const std::string& vcd_reference) const {
  write_gtkw_file(gtkw_path, save_file_view(vcd_reference, window_, clock_period_, legend()), top_, groups_);
}

}  // namespace kncube::traces
