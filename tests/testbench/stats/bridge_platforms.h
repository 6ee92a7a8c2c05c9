#pragma once
// Small platforms around the TLM bridge for the BridgeStatistics tests, and what they check against:
// a CPU and a memory two hops apart on an 8x8 torus (a write, then a read a microsecond later),
// six AT initiators and four memories on a k x k torus, the bridge's own message observers
// tallying every delivered message, a scratch folder and a CSV reader.

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <fstream>
#include <memory>
#include <numeric>
#include <sstream>
#include <string>
#include <vector>

#include "rtl_models/message_observer.h"
#include "testbenches/testbench/stats/bridge_statistics.h"
#include "tests/tlm/at_traffic_initiator.h"
#include "tests/tlm/memory_target.h"
#include "tests/tlm/platform_fixture.h"
#include "tlm/bridge/network_bridge.h"

namespace kncube::stats::testing {

using tlm2::Plane;

constexpr unsigned kBytes = 32;  // one message of 1 + 4 flits (8-byte flits)

inline std::uint64_t sum(const std::vector<std::uint64_t>& counts) { return std::accumulate(counts.begin(), counts.end(), std::uint64_t{0}); }

// Every delivered message of one network: how many flit-hops, flits and messages it carried.
struct DeliveredTally final : rtl::MessageObserver {
  std::uint64_t flit_hops = 0;
  std::uint64_t flits = 0;
  std::vector<rtl::DeliveredMessage> messages;
  void on_generated(const rtl::GeneratedMessage&) override {}
  void on_delivered(const rtl::DeliveredMessage& message) override {
    flit_hops += static_cast<std::uint64_t>(message.length) * static_cast<std::uint64_t>(message.hops);
    flits += static_cast<std::uint64_t>(message.length);
    messages.push_back(message);
  }
};

class ScratchFolder {
 public:
  ScratchFolder() {
    path_ = std::filesystem::temp_directory_path() /
            ("kncube-bridge-stats-" + std::to_string(::getpid()) + "-" + std::to_string(next_++));
    std::filesystem::create_directories(path_);
  }
  ~ScratchFolder() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  std::string file(const std::string& name) const { return (path_ / name).string(); }

 private:
  static inline int next_ = 0;
  std::filesystem::path path_;
};

inline std::vector<std::vector<std::string>> read_csv(const std::string& path) {
  std::ifstream in(path);
  EXPECT_TRUE(in) << path;
  std::vector<std::vector<std::string>> rows;
  for (std::string line; std::getline(in, line);) {
    std::vector<std::string> fields;
    std::stringstream fields_in(line);
    for (std::string field; std::getline(fields_in, field, ',');) fields.push_back(field);
    if (!line.empty() && line.back() == ',') fields.emplace_back();
    rows.push_back(fields);
  }
  return rows;
}

inline tlm2::NetworkReceipt transport(tlm_utils::simple_initiator_socket<test::Initiators>& socket, tlm::tlm_command command,
                               std::vector<unsigned char>& data) {
  return test::transport_with_receipt(socket, command, 0x80, data);
}

// Dimension-order routing: a message's route is its source's and destination's alone.
inline tlm2::TransportConfig torus_on(int k, tlm2::NetworkModel model) {
  tlm2::TransportConfig config = test::torus(k);
  config.network.spec.routing = Routing::dor;
  config.model = model;
  return config;
}

// A CPU at node 0 and a memory at node 2 of an 8x8 torus (two hops along x+), counted from the
// start, its CPU driven by `drive` in a thread of its own: by default a write at 100 ns and a read
// a microsecond after it returned.
struct TwoHopPlatform {
  using Driver = std::function<void(TwoHopPlatform&)>;

  tlm2::NetworkBridge<32> bridge;
  test::Initiators cpus{"cpus", 1};
  test::MemoryTarget<32> memory{"memory", 0x1000};
  BridgeStatistics statistics;
  std::vector<tlm2::NetworkReceipt> receipts;

  explicit TwoHopPlatform(tlm2::NetworkModel model = tlm2::NetworkModel::cycle_level)
      : TwoHopPlatform(torus_on(8, model)) {}
  // On `config`'s network (an 8x8 torus or larger).
  explicit TwoHopPlatform(const tlm2::TransportConfig& config, Driver drive = write_then_read)
      : bridge("bridge", config, test::platform({0}, {2})), statistics(bridge) {
    cpus.sockets[0]->bind(bridge.target_socket(0));
    bridge.initiator_socket(0).bind(memory.socket);
    test::spawn([this, drive] { drive(*this); });
  }

  static void write_then_read(TwoHopPlatform& platform) {
    std::vector<unsigned char> written = test::pattern(kBytes, 3), read(kBytes);
    sc_core::wait(sc_core::sc_time(100, sc_core::SC_NS));
    platform.receipts.push_back(transport(*platform.cpus.sockets[0], tlm::TLM_WRITE_COMMAND, written));
    sc_core::wait(sc_core::sc_time(1000, sc_core::SC_NS));
    platform.receipts.push_back(transport(*platform.cpus.sockets[0], tlm::TLM_READ_COMMAND, read));
    EXPECT_EQ(read, written);
  }
};

struct LoadedPlatform {
  DeliveredTally requests, responses;
  std::unique_ptr<tlm2::NetworkBridge<64>> bridge;
  std::vector<std::unique_ptr<test::AtTrafficInitiator<64>>> cpus;
  std::vector<std::unique_ptr<test::MemoryTarget<64>>> memories;

  // `window`: each initiator's outstanding transactions; `queue_depth`: each target's slots (the
  // map's default without one); `memory_latency`: each memory's BEGIN_RESP after BEGIN_REQ.
  explicit LoadedPlatform(tlm2::NetworkModel model = tlm2::NetworkModel::cycle_level, int k = 4, int window = 8,
                          int queue_depth = 0, sc_core::sc_time memory_latency = sc_core::sc_time(10, sc_core::SC_NS)) {
    const std::vector<int> cpu_nodes{0, 3, 5, 6, 9, 12}, memory_nodes{1, 7, 10, 15};
    const tlm2::TransportConfig config = torus_on(k, model);
    tlm2::PlatformMap map = test::platform(cpu_nodes, memory_nodes, 0x10000, tlm2::TargetInterface::non_blocking);
    for (auto& initiator : map.initiators) initiator.window = window;
    if (queue_depth > 0)
      for (auto& target : map.targets) target.queue_depth = queue_depth;
    bridge = std::make_unique<tlm2::NetworkBridge<64>>("bridge", config, map, std::vector<rtl::MessageObserver*>{&requests},
                                                       std::vector<rtl::MessageObserver*>{&responses});
    for (std::size_t i = 0; i < cpu_nodes.size(); ++i) {
      cpus.push_back(std::make_unique<test::AtTrafficInitiator<64>>(("cpu" + std::to_string(i)).c_str(), 17 + static_cast<unsigned>(i)));
      test::AtTrafficInitiator<64>& cpu = *cpus.back();
      cpu.targets = static_cast<int>(memory_nodes.size());
      cpu.window = 0x10000;
      cpu.region_offset = 0x100 * i;
      cpu.blocks = 5;
      cpu.block_bytes = 48;
      cpu.socket.bind(bridge->target_socket(static_cast<int>(i)));
    }
    for (std::size_t t = 0; t < memory_nodes.size(); ++t) {
      memories.push_back(std::make_unique<test::MemoryTarget<64>>(("mem" + std::to_string(t)).c_str(), 0x10000));
      memories.back()->latency = memory_latency;
      bridge->initiator_socket(static_cast<int>(t)).bind(memories.back()->socket);
    }
  }
};

}  // namespace kncube::stats::testing
