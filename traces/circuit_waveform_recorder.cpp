#include "traces/circuit_waveform_recorder.h"

#include <algorithm>
#include <stdexcept>

#include "analytical/vocabulary/config_error.h"

#include "traces/gtkw_writer.h"
#include "traces/traced_signal.h"
#include "traces/vcd_file.h"

namespace kncube::traces {

CircuitWaveformRecorder::CircuitWaveformRecorder(rtl::CircuitNetwork& network, const std::string& vcd_path,
                                                 const std::vector<rtl::NodeId>& nodes, TraceWindow window,
                                                 sc_core::sc_time clock_period, const std::vector<OpenGroup>& open)
    : vcs_(network.vcs()), window_(window), clock_period_(clock_period),
      probe_of_node_(static_cast<std::size_t>(network.node_count()), -1) {
  for (const OpenGroup& group : open) {
    const std::string name = "r" + std::to_string(group.node) + (group.port.empty() ? "" : "." + group.port);
    if (!group.port.empty())
      throw ConfigError("trace-open", name, "rN with circuit switching (a node's control plane is one group, without port groups)");
    if (std::find(nodes.begin(), nodes.end(), group.node) == nodes.end())
      throw ConfigError("trace-open", name, "a traced node (--trace-routers)");
  }
  file_ = open_vcd_file(vcd_path, clock_period);
  clock_ = std::make_unique<TraceClock>("kncube_trace_clock", window, clock_period);
  clock_->on_window_closed([this] { close(); });
  top_ = trace_clock_signals(file_, *clock_);
  for (const rtl::NodeId node : nodes) {
    if (node < 0 || node >= network.node_count())
      throw std::out_of_range("traced node " + std::to_string(node) + " is not in the network");
    probe_of_node_[static_cast<std::size_t>(node)] = static_cast<int>(probes_.size());
    probes_.push_back(std::make_unique<CircuitNodeProbe>(network, node));
    SignalGroup group = probes_.back()->trace(file_, "r" + std::to_string(node));
    group.open = std::any_of(open.begin(), open.end(), [&](const OpenGroup& g) { return g.node == node; });
    groups_.push_back(std::move(group));
  }
  network.add_cycle_observer(this);
  network.set_event_observer(this);
}

CircuitWaveformRecorder::~CircuitWaveformRecorder() { close(); }

void CircuitWaveformRecorder::close() {
  if (file_ == nullptr) return;
  write_error_ = close_vcd_file(file_);
  file_ = nullptr;
}

void CircuitWaveformRecorder::after_cycle(rtl::Cycle now) {
  if (!window_.contains(now)) return;
  for (auto& probe : probes_) probe->after_cycle();
}

void CircuitWaveformRecorder::on_circuit_event(rtl::Cycle now, rtl::CircuitEvent event, int slot, rtl::NodeId, int, int) {
  if (!window_.contains(now)) return;
  const int probe = probe_of_node_[static_cast<std::size_t>(slot / vcs_)];
  if (probe >= 0) probes_[static_cast<std::size_t>(probe)]->on_event(event, slot % vcs_);
}

void CircuitWaveformRecorder::write_save_file(const std::string& gtkw_path, const std::string& vcd_reference) const {
  const std::vector<std::string> legend = {
      "events of the cycle: launch (probe leaves the source), reserve (a VC taken, one hop on), block (no free VC on "
      "any profitable channel), backtrack (a VC released, one hop back), arrive, ack (data next cycle), deliver"};
  // Phases by name and -1 as "-" through translate filter files beside the save file.
  std::vector<TranslateFilter> filters = circuit_translate_filters(save_file_stem(gtkw_path));
  write_translate_filters(filters);
  write_gtkw_file(gtkw_path, save_file_view(vcd_reference, window_, clock_period_, legend, std::move(filters)), top_,
                  groups_);
}

}  // namespace kncube::traces
