#pragma once
// A VCD of some nodes of a circuit-switched network over a window of cycles, with its GTKWave save
// file: the control plane (probes, blocks, backtracking, acknowledgements) per injection VC and the
// VCs held per channel (see circuit_node_probe.h). Build it after the network is elaborated and
// before sc_start; it observes the network's cycles and control-plane events.

#include <memory>
#include <string>
#include <systemc>
#include <vector>

#include "rtl_models/circuit/circuit_network.h"
#include "traces/circuit_node_probe.h"
#include "traces/signal_tree.h"
#include "traces/trace_clock.h"
#include "traces/trace_request.h"
#include "traces/trace_window.h"

namespace kncube::traces {

class CircuitWaveformRecorder final : public rtl::CycleObserver, public rtl::CircuitEventObserver {
 public:
  // `vcd_path` must end in ".vcd"; `nodes` must exist in the network. Every node's group starts
  // folded but those `open` names (a circuit node has one group: rN, no port groups; ConfigError
  // for a port or an untraced node).
  CircuitWaveformRecorder(rtl::CircuitNetwork& network, const std::string& vcd_path, const std::vector<rtl::NodeId>& nodes,
                          TraceWindow window, sc_core::sc_time clock_period = sc_core::sc_time(1, sc_core::SC_NS),
                          const std::vector<OpenGroup>& open = {});
  ~CircuitWaveformRecorder() override;
  CircuitWaveformRecorder(const CircuitWaveformRecorder&) = delete;
  CircuitWaveformRecorder& operator=(const CircuitWaveformRecorder&) = delete;

  void after_cycle(rtl::Cycle now) override;
  void on_circuit_event(rtl::Cycle now, rtl::CircuitEvent event, int slot, rtl::NodeId node, int channel, int vc) override;

  void write_save_file(const std::string& gtkw_path, const std::string& vcd_reference) const;
  void close();
  // 0, or the errno of a write of the VCD text that failed (known once closed).
  int write_error() const { return write_error_; }

 private:
  int vcs_;
  TraceWindow window_;
  sc_core::sc_time clock_period_;
  std::vector<int> probe_of_node_;  // node -> index into probes_, or -1
  std::vector<std::unique_ptr<CircuitNodeProbe>> probes_;
  std::unique_ptr<TraceClock> clock_;
  sc_core::sc_trace_file* file_ = nullptr;
  std::vector<TracedSignal> top_;
  std::vector<SignalGroup> groups_;
  int write_error_ = 0;
};

}  // namespace kncube::traces
