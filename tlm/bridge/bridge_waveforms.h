#pragma once
// Waveforms of the cycle-level bridge's networks for GTKWave: requests and responses travel on two
// networks (transaction_network.h), each gets a VCD and a save file of the routers asked for, with
// the signals `kncube run --trace` writes (traces/waveform_recorder.h). The bridge's clock stops
// while nothing is in flight, so the window counts the cycles the bridge evaluated, the cycles its
// NetworkReceipt reports (generated, delivered), and the VCD's time is the platform's own
// simulation time, idle stretches included. Tracing adds no process of its own: a platform that
// ends by running out of events still ends.
//
//   kncube::tlm2::BridgeWaveforms waves(bridge, "platform", {0, 1, 9});  // after the bridge, before sc_start
//   sc_core::sc_start();
//   waves.close();  // platform.requests.vcd, .gtkw; platform.responses.vcd, .gtkw
//   // gtkwave platform.requests.gtkw

#include <memory>
#include <string>
#include <vector>

#include "rtl_models/flit.h"
#include "tlm/bridge/bridge_core.h"
#include "traces/trace_window.h"
#include "traces/waveform_recorder.h"

namespace kncube::tlm2 {

class BridgeWaveforms {
 public:
  // `path_stem`: the files are <stem>.requests.vcd / .gtkw and <stem>.responses.vcd / .gtkw (the
  // save files refer to the VCDs by absolute path). `routers`: node numbers, each once. Throws
  // ConfigError for a bridge running the contention model (no routers to trace), an empty or
  // repeated router list or a node outside the network, and a window that ends before it starts;
  // WriteError if a VCD cannot be created.
  BridgeWaveforms(BridgeCore& bridge, const std::string& path_stem, std::vector<rtl::NodeId> routers,
                  traces::TraceWindow window = {});
  ~BridgeWaveforms();
  BridgeWaveforms(const BridgeWaveforms&) = delete;
  BridgeWaveforms& operator=(const BridgeWaveforms&) = delete;

  // After the run: closes both VCDs and writes the save files, whose view starts where the window's
  // first cycle was evaluated. WriteError if any of them could not be written.
  void close();

  std::string vcd_path(Plane plane) const;
  std::string save_file_path(Plane plane) const;

 private:
  std::string stem_;
  std::unique_ptr<traces::WaveformRecorder> recorders_[2];  // by Plane
  bool closed_ = false;
};

}  // namespace kncube::tlm2
