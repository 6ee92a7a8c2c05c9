// Many AT initiators with many outstanding transactions through the cycle-level bridge: reads
// return what was written, END_REQ pushes back when windows and target slots are full, requests
// and responses do not deadlock at saturation, and the protocol holds on both sides.

#include <gtest/gtest.h>

#include "tests/tlm/at_traffic_initiator.h"
#include "tests/tlm/memory_target.h"
#include "tests/tlm/platform_fixture.h"
#include "tlm/bridge/network_bridge.h"
#include "tlm/protocol/protocol_checker.h"

namespace kncube::test {
namespace {

template <unsigned int W>
struct TrafficPlatform {
  std::vector<std::unique_ptr<AtTrafficInitiator<W>>> cpus;
  std::vector<std::unique_ptr<MemoryTarget<W>>> memories;
  std::vector<std::unique_ptr<tlm2::ProtocolChecker<W>>> checkers;
  std::unique_ptr<tlm2::NetworkBridge<W>> bridge;

  // Initiator i at node initiator_nodes[i], memory t at target_nodes[t], every other memory
  // non-blocking; initiator i owns bytes [i * 0x100, (i + 1) * 0x100) of every memory.
  TrafficPlatform(const tlm2::TransportConfig& config, const std::vector<int>& initiator_nodes,
                  const std::vector<int>& target_nodes, int window, int queue_depth, int blocks, unsigned block_bytes) {
    tlm2::PlatformMap map = platform(initiator_nodes, target_nodes, 0x10000);
    for (auto& initiator : map.initiators) initiator.window = window;
    for (std::size_t t = 0; t < map.targets.size(); ++t) {
      map.targets[t].queue_depth = queue_depth;
      map.targets[t].interface = t % 2 == 0 ? tlm2::TargetInterface::blocking : tlm2::TargetInterface::non_blocking;
    }
    bridge = std::make_unique<tlm2::NetworkBridge<W>>("bridge", config, map);
    for (std::size_t i = 0; i < initiator_nodes.size(); ++i) {
      cpus.push_back(std::make_unique<AtTrafficInitiator<W>>(("cpu" + std::to_string(i)).c_str(), 17 + static_cast<unsigned>(i)));
      auto& cpu = *cpus.back();
      cpu.targets = static_cast<int>(target_nodes.size());
      cpu.window = 0x10000;
      cpu.region_offset = 0x100 * i;
      cpu.blocks = blocks;
      cpu.block_bytes = block_bytes;
      checkers.push_back(std::make_unique<tlm2::ProtocolChecker<W>>(("cpu_side" + std::to_string(i)).c_str()));
      cpu.socket.bind(checkers.back()->target);
      checkers.back()->initiator.bind(bridge->target_socket(static_cast<int>(i)));
    }
    for (std::size_t t = 0; t < target_nodes.size(); ++t) {
      memories.push_back(std::make_unique<MemoryTarget<W>>(("mem" + std::to_string(t)).c_str(), 0x10000));
      checkers.push_back(std::make_unique<tlm2::ProtocolChecker<W>>(("mem_side" + std::to_string(t)).c_str()));
      bridge->initiator_socket(static_cast<int>(t)).bind(checkers.back()->target);
      checkers.back()->initiator.bind(memories.back()->socket);
    }
  }

  void expect_clean() {
    for (const auto& checker : checkers) {
      EXPECT_TRUE(checker->rules.violations().empty()) << checker->rules.violations().front();
      EXPECT_EQ(checker->rules.open(), 0u) << checker->name();
    }
    for (const auto& cpu : cpus) {
      EXPECT_EQ(cpu->mismatches, 0) << cpu->name();
      EXPECT_EQ(cpu->errors, 0) << cpu->name();
    }
    EXPECT_EQ(bridge->network().messages_in_flight(), 0u);
  }
};

TEST(BridgeTraffic, ManyInitiatorsManyOutstandingReadBackWhatTheyWrote64BitSockets) {
  simulation::start_fresh_systemc_context();
  TrafficPlatform<64> platform(torus(4), {0, 3, 5, 6, 9, 12}, {1, 7, 10, 15}, 8, 4, 6, 32);
  sc_core::sc_start();
  platform.expect_clean();
  int most = 0;
  for (const auto& cpu : platform.cpus) {
    EXPECT_EQ(cpu->completed, 2 * 2 * 4 * 6) << cpu->name();  // rounds x (write, read) x targets x blocks
    most = std::max(most, cpu->most_outstanding);
  }
  EXPECT_GT(most, 4);  // many transactions in flight per initiator
  for (const auto& memory : platform.memories) EXPECT_EQ(memory->accesses, 6 * 2 * 2 * 6);
}

TEST(BridgeTraffic, SaturatedRequestsAndResponsesDoNotDeadlockAndEndReqPushesBack) {
  simulation::start_fresh_systemc_context();
  // Every node both an initiator and a memory; split writes (256 bytes = 5 messages of up to 7
  // flits) and reads from 16 initiators keep both networks saturated.
  std::vector<int> nodes;
  for (int node = 0; node < 16; ++node) nodes.push_back(node);
  TrafficPlatform<128> platform(torus(4), nodes, nodes, 16, 2, 1, 256);
  sc_core::sc_start();
  platform.expect_clean();
  sc_core::sc_time longest;
  for (const auto& cpu : platform.cpus) {
    EXPECT_EQ(cpu->completed, 2 * 2 * 16) << cpu->name();
    longest = std::max(longest, cpu->longest_end_req_wait);
  }
  EXPECT_GT(longest, sc_core::sc_time(20, sc_core::SC_NS));  // END_REQ waited for slots
}

}  // namespace
}  // namespace kncube::test

namespace kncube::test {
namespace {

// Posted writes under AT traffic with many outstanding: every initiator reads its blocks back
// after its writes were answered (on arrival) and finds what it wrote, with either model.
TEST(BridgeTraffic, PostedWritesReadBackWhatTheyWroteWithEitherModel) {
  for (auto model : {tlm2::NetworkModel::cycle_level, tlm2::NetworkModel::contention}) {
    simulation::start_fresh_systemc_context();
    tlm2::TransportConfig config = torus(4);
    config.model = model;
    config.posted_writes = true;
    TrafficPlatform<64> platform(config, {0, 3, 5, 6, 9, 12}, {1, 7, 10, 15}, 8, 4, 6, 32);
    sc_core::sc_start();
    platform.expect_clean();
    for (const auto& cpu : platform.cpus) EXPECT_EQ(cpu->completed, 2 * 2 * 4 * 6) << cpu->name();
    for (std::size_t t = 0; t < platform.memories.size(); ++t) {
      EXPECT_EQ(platform.memories[t]->accesses, 6 * 2 * 2 * 6);
      EXPECT_EQ(platform.bridge->target_port(static_cast<int>(t)).posted_write_errors(), 0);
    }
  }
}

}  // namespace
}  // namespace kncube::test

namespace kncube::test {
namespace {

// gem5's TLM bridge, the reference for a drop-in network, takes sockets of 32 to 512 bits: the
// widest two carry the same split reads and writes, on both models.
template <unsigned int W>
void expect_wide_sockets_read_back_what_they_wrote() {
  for (auto model : {tlm2::NetworkModel::cycle_level, tlm2::NetworkModel::contention}) {
    simulation::start_fresh_systemc_context();
    tlm2::TransportConfig config = torus(4);
    config.model = model;
    // 96-byte blocks, each split into two messages (56 and 40 bytes) and reassembled.
    TrafficPlatform<W> platform(config, {0, 5, 10, 15}, {2, 7, 8, 13}, 8, 4, 2, 96);
    sc_core::sc_start();
    platform.expect_clean();
    for (const auto& cpu : platform.cpus) EXPECT_EQ(cpu->completed, 2 * 2 * 4 * 2) << W << " bits, " << cpu->name();
    for (const auto& memory : platform.memories) EXPECT_EQ(memory->accesses, 4 * 2 * 2 * 2) << W << " bits";
  }
}

TEST(BridgeTraffic, SocketsOf256And512BitsReadBackWhatTheyWroteWithEitherModel) {
  expect_wide_sockets_read_back_what_they_wrote<256>();
  expect_wide_sockets_read_back_what_they_wrote<512>();
}

}  // namespace
}  // namespace kncube::test
