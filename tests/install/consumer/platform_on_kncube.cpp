// A small virtual platform of a user's own, compiled against an installed kncube: four loosely
// timed CPUs on a 4x4 torus write blocks to the memories at the other corners and read them back.
// Exits 0 when every read returns what was written and sc_start() returned, 1 otherwise;
// `platform_on_kncube contention` runs the contention model instead of the cycle-level network,
// `platform_on_kncube cycle-level STEM` also records the networks' waveforms (STEM.requests.vcd, ...)
// and writes their router and channel statistics, and heat maps of them, into the folder STEM.stats.

#include <systemc>
#include <tlm>
#include <tlm_utils/simple_initiator_socket.h>
#include <tlm_utils/simple_target_socket.h>

#include <array>
#include <cstdint>
#include <cstring>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "testbenches/testbench/stats/bridge_statistics.h"
#include "tlm/bridge/bridge_waveforms.h"
#include "tlm/bridge/network_bridge.h"

namespace {

constexpr int kCorners[4] = {0, 3, 12, 15};
constexpr std::uint64_t kWindow = 0x1000;  // each memory's share of the address space
constexpr unsigned kBlock = 64;            // bytes per transaction

struct Memory : sc_core::sc_module {
  tlm_utils::simple_target_socket<Memory, 64> socket;
  std::vector<unsigned char> bytes = std::vector<unsigned char>(kWindow, 0);

  explicit Memory(sc_core::sc_module_name name) : sc_core::sc_module(name), socket("socket") {
    socket.register_b_transport(this, &Memory::b_transport);
  }
  void b_transport(tlm::tlm_generic_payload& payload, sc_core::sc_time& delay) {
    const std::uint64_t address = payload.get_address();
    if (address + payload.get_data_length() > bytes.size()) {
      payload.set_response_status(tlm::TLM_ADDRESS_ERROR_RESPONSE);
      return;
    }
    if (payload.is_write()) std::memcpy(&bytes[address], payload.get_data_ptr(), payload.get_data_length());
    else std::memcpy(payload.get_data_ptr(), &bytes[address], payload.get_data_length());
    delay += sc_core::sc_time(5, sc_core::SC_NS);
    payload.set_response_status(tlm::TLM_OK_RESPONSE);
  }
};

struct Cpu : sc_core::sc_module {
  tlm_utils::simple_initiator_socket<Cpu, 64> socket;
  int id;
  int mismatches = 0;
  int completed = 0;

  SC_HAS_PROCESS(Cpu);
  Cpu(sc_core::sc_module_name name, int cpu) : sc_core::sc_module(name), socket("socket"), id(cpu) { SC_THREAD(run); }

  bool transport(tlm::tlm_command command, std::uint64_t address, unsigned char* data) {
    tlm::tlm_generic_payload payload;
    payload.set_command(command);
    payload.set_address(address);
    payload.set_data_ptr(data);
    payload.set_data_length(kBlock);
    payload.set_streaming_width(kBlock);
    payload.set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
    sc_core::sc_time delay = sc_core::SC_ZERO_TIME;
    socket->b_transport(payload, delay);
    wait(delay);
    ++completed;
    return payload.is_response_ok();
  }

  // Its own 4 blocks of every other memory: written with a pattern of its own, then read back.
  void run() {
    std::array<unsigned char, kBlock> written{}, read{};
    for (int pass = 0; pass < 2; ++pass)
      for (int memory = 0; memory < 4; ++memory) {
        if (memory == id) continue;
        for (int block = 0; block < 4; ++block) {
          const std::uint64_t address = memory * kWindow + (id * 4 + block) * kBlock;
          for (unsigned i = 0; i < kBlock; ++i) written[i] = static_cast<unsigned char>(address + i * 7 + id);
          if (pass == 0) {
            if (!transport(tlm::TLM_WRITE_COMMAND, address, written.data())) ++mismatches;
          } else if (!transport(tlm::TLM_READ_COMMAND, address, read.data()) || read != written) {
            ++mismatches;
          }
        }
      }
  }
};

}  // namespace

int sc_main(int argc, char* argv[]) {
  namespace tlm2 = kncube::tlm2;
  tlm2::TransportConfig config;
  config.network.spec.k = 4;
  config.network.spec.routing = kncube::Routing::dor;
  config.network.spec.message_length = 9;  // 1 header + 8 payload flits: one 64-byte block
  if (argc > 1 && std::string(argv[1]) == "contention") config.model = tlm2::NetworkModel::contention;

  tlm2::PlatformMap map;
  for (int i = 0; i < 4; ++i) {
    map.initiators.push_back({"cpu" + std::to_string(i), kCorners[i]});
    // Each memory one node beside a corner, so that every access crosses the network.
    map.targets.push_back({"mem" + std::to_string(i), kCorners[i] + (i % 2 == 0 ? 1 : -1)});
    map.ranges.push_back({i * kWindow, (i + 1) * kWindow - 1, i, 0});
  }
  tlm2::NetworkBridge<64> bridge("bridge", config, map);
  std::vector<std::unique_ptr<Cpu>> cpus;
  std::vector<std::unique_ptr<Memory>> memories;
  for (int i = 0; i < 4; ++i) {
    cpus.push_back(std::make_unique<Cpu>(("cpu" + std::to_string(i)).c_str(), i));
    memories.push_back(std::make_unique<Memory>(("mem" + std::to_string(i)).c_str()));
    cpus.back()->socket.bind(bridge.target_socket(i));
    bridge.initiator_socket(i).bind(memories.back()->socket);
  }
  std::unique_ptr<tlm2::BridgeWaveforms> waves;
  std::unique_ptr<kncube::stats::BridgeStatistics> statistics;
  if (argc > 2) {
    waves = std::make_unique<tlm2::BridgeWaveforms>(bridge, argv[2], std::vector<kncube::rtl::NodeId>{0, 1, 3});
    statistics = std::make_unique<kncube::stats::BridgeStatistics>(bridge);
  }
  sc_core::sc_start();
  if (waves) waves->close();
  if (statistics) {
    statistics->write(std::string(argv[2]) + ".stats");
    statistics->plot(std::string(argv[2]) + ".stats");
  }

  int mismatches = 0, completed = 0;
  for (const auto& cpu : cpus) {
    mismatches += cpu->mismatches;
    completed += cpu->completed;
  }
  std::cout << "platform_on_kncube: " << completed << " transactions, " << mismatches << " wrong, ended at "
            << sc_core::sc_time_stamp() << "\n";
  return mismatches == 0 && completed == 4 * 3 * 4 * 2 ? 0 : 1;
}
