#include "tlm/bridge/bridge_waveforms.h"

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "analytical/vocabulary/config_error.h"
#include "analytical/vocabulary/write_error.h"
#include "tlm/bridge/transaction_network.h"

namespace kncube::tlm2 {

namespace {

const char* plane_name(Plane plane) { return plane == Plane::request ? "requests" : "responses"; }

// `routers` ascending.
void check_routers(const std::vector<rtl::NodeId>& routers, rtl::NodeId nodes) {
  if (routers.empty()) throw ConfigError("waveform routers", "none", "at least one router to trace");
  for (rtl::NodeId node : routers)
    if (node < 0 || node >= nodes)
      throw ConfigError("waveform routers", std::to_string(node), "a node from 0 to " + std::to_string(nodes - 1));
  const auto repeated = std::adjacent_find(routers.begin(), routers.end());
  if (repeated != routers.end()) throw ConfigError("waveform routers", std::to_string(*repeated), "each router once");
}

}  // namespace

BridgeWaveforms::BridgeWaveforms(BridgeCore& bridge, const std::string& path_stem, std::vector<rtl::NodeId> routers,
                                 traces::TraceWindow window)
    : stem_(path_stem) {
  TransactionNetwork* networks = bridge.cycle_level_network();
  if (networks == nullptr)
    throw ConfigError("model", "contention", "the cycle-level network for waveforms (the contention model has no routers)");
  if (window.end < window.start)
    throw ConfigError("waveform window", std::to_string(window.start) + ".." + std::to_string(window.end),
                      "a window whose end is not before its start");
  std::sort(routers.begin(), routers.end());
  check_routers(routers, networks->network(Plane::request).node_count());
  for (Plane plane : {Plane::request, Plane::response}) {
    // SystemC opens the file only when the run starts, and fails it there: find out now.
    if (!std::ofstream(vcd_path(plane))) throw WriteError("the VCD file " + vcd_path(plane));
    rtl::Network& network = networks->network(plane);
    auto recorder = std::make_unique<traces::WaveformRecorder>(network, vcd_path(plane), routers, window,
                                                               networks->clock().signal, bridge.config().clock_period);
    for (rtl::NodeId node : routers) network.set_flit_observer(node, recorder->flit_observer(node));
    recorders_[static_cast<int>(plane)] = std::move(recorder);
  }
}

BridgeWaveforms::~BridgeWaveforms() {
  try {
    close();
  } catch (...) {
    // A destructor cannot report it; close() before does.
  }
}

void BridgeWaveforms::close() {
  if (closed_) return;
  closed_ = true;
  for (Plane plane : {Plane::request, Plane::response}) {
    traces::WaveformRecorder& recorder = *recorders_[static_cast<int>(plane)];
    recorder.close();
    if (recorder.write_error() != 0) throw WriteError("the VCD file " + vcd_path(plane), recorder.write_error());
    // An absolute dump-file path lets `gtkwave FILE.gtkw` find the VCD from any directory.
    recorder.write_save_file(save_file_path(plane), std::filesystem::absolute(vcd_path(plane)).string());
  }
}

std::string BridgeWaveforms::vcd_path(Plane plane) const { return stem_ + "." + plane_name(plane) + ".vcd"; }

std::string BridgeWaveforms::save_file_path(Plane plane) const { return stem_ + "." + plane_name(plane) + ".gtkw"; }

}  // namespace kncube::tlm2
