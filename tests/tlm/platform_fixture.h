#pragma once
// Helpers for the TLM tests: small network configurations, platform maps, a memory target with
// both interfaces, and test threads.

#define SC_INCLUDE_DYNAMIC_PROCESSES  // sc_spawn for the test threads
#include <cstdint>
#include <cstring>
#include <functional>
#include <gtest/gtest.h>
#include <string>
#include <systemc>
#include <memory>
#include <tlm>
#include <tlm_utils/simple_initiator_socket.h>
#include <vector>

#include "testbenches/testbench/simulation/systemc_kernel.h"
#include "tlm/platform/platform_map.h"
#include "tlm/protocol/network_receipt.h"
#include "tlm/platform/transport_config.h"

namespace kncube::test {

// A k x k torus with dimension-order routing and the ideal router unless told otherwise.
inline tlm2::TransportConfig torus(int k, int vcs = 3, int message_length = 8, int flit_bytes = 8) {
  tlm2::TransportConfig config;
  config.network.spec.topology = Topology::torus;
  config.network.spec.k = k;
  config.network.spec.n = 2;
  config.network.spec.directions = Directions::bi;
  config.network.spec.vcs = vcs;
  config.network.spec.message_length = message_length;
  config.network.router.buffer_depth = 4;
  config.flit_bytes = flit_bytes;
  config.clock_period = sc_core::sc_time(1.0, sc_core::SC_NS);
  return config;
}

// Initiator i at node initiator_nodes[i]; target t at target_nodes[t] with the window
// [t * window, (t + 1) * window - 1] seen by the target from 0.
inline tlm2::PlatformMap platform(const std::vector<int>& initiator_nodes, const std::vector<int>& target_nodes,
                                  std::uint64_t window = 0x1000,
                                  tlm2::TargetInterface interface = tlm2::TargetInterface::blocking) {
  tlm2::PlatformMap map;
  for (std::size_t i = 0; i < initiator_nodes.size(); ++i)
    map.initiators.push_back({"cpu" + std::to_string(i), initiator_nodes[i]});
  for (std::size_t t = 0; t < target_nodes.size(); ++t) {
    map.targets.push_back({"mem" + std::to_string(t), target_nodes[t], interface});
    map.ranges.push_back({t * window, (t + 1) * window - 1, static_cast<int>(t), 0});
  }
  return map;
}

// One test initiator socket per map initiator (b_transport from test threads).
struct Initiators : sc_core::sc_module {
  std::vector<std::unique_ptr<tlm_utils::simple_initiator_socket<Initiators>>> sockets;
  Initiators(sc_core::sc_module_name name, int count) : sc_core::sc_module(name) {
    for (int i = 0; i < count; ++i)
      sockets.push_back(std::make_unique<tlm_utils::simple_initiator_socket<Initiators>>(("s" + std::to_string(i)).c_str()));
  }
};

// The ways through the bridge a payload-level test takes: each network model, to a blocking target
// (with the contention model: the annotated b_transport path) and to a non-blocking one.
struct ModelAndTarget {
  tlm2::NetworkModel model;
  tlm2::TargetInterface interface;
  const char* name;
};
inline std::vector<ModelAndTarget> models_and_targets() {
  return {{tlm2::NetworkModel::cycle_level, tlm2::TargetInterface::blocking, "CycleLevelBlocking"},
          {tlm2::NetworkModel::cycle_level, tlm2::TargetInterface::non_blocking, "CycleLevelNonBlocking"},
          {tlm2::NetworkModel::contention, tlm2::TargetInterface::blocking, "ContentionAnnotated"},
          {tlm2::NetworkModel::contention, tlm2::TargetInterface::non_blocking, "ContentionTimed"}};
}
// How gtest prints the parameter (in CTest's test names too): its name, not its bytes.
inline void PrintTo(const ModelAndTarget& m, std::ostream* os) { *os << m.name; }
inline std::string model_and_target_name(const ::testing::TestParamInfo<ModelAndTarget>& info) {
  return info.param.name;
}

// Runs `body` in a thread of its own.
inline void spawn(std::function<void()> body) {
  sc_core::sc_spawn_options options;
  options.set_stack_size(0x20000);
  sc_core::sc_spawn(std::move(body), sc_core::sc_gen_unique_name("driver"), &options);
}

// A READ or WRITE of `length` bytes at `address` from `data`, streaming width its length, no byte
// enables, status INCOMPLETE: a payload ready for its first call.
inline void prepare_access(tlm::tlm_generic_payload& payload, tlm::tlm_command command, std::uint64_t address,
                           unsigned char* data, unsigned int length) {
  payload.set_command(command);
  payload.set_address(address);
  payload.set_data_ptr(data);
  payload.set_data_length(length);
  payload.set_streaming_width(length);
  payload.set_byte_enable_ptr(nullptr);
  payload.set_byte_enable_length(0);
  payload.set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
}

// A READ or WRITE of all of `data` at `address` through `socket`'s b_transport, from a test thread,
// with a NetworkReceipt attached: waits out the annotated delay, expects TLM_OK_RESPONSE, returns
// what the network reported.
inline tlm2::NetworkReceipt transport_with_receipt(tlm_utils::simple_initiator_socket<Initiators>& socket,
                                                   tlm::tlm_command command, std::uint64_t address,
                                                   std::vector<unsigned char>& data) {
  tlm::tlm_generic_payload payload;
  prepare_access(payload, command, address, data.data(), static_cast<unsigned int>(data.size()));
  tlm2::NetworkReceipt receipt;
  const tlm2::ScopedExtension<tlm2::NetworkReceipt> attached(payload, receipt);
  sc_core::sc_time delay = sc_core::SC_ZERO_TIME;
  socket->b_transport(payload, delay);
  sc_core::wait(delay);
  EXPECT_TRUE(payload.is_response_ok());
  return receipt;
}

inline std::vector<unsigned char> pattern(std::size_t length, unsigned seed) {
  std::vector<unsigned char> data(length);
  for (std::size_t i = 0; i < length; ++i) data[i] = static_cast<unsigned char>(seed * 131 + i * 7 + 1);
  return data;
}

}  // namespace kncube::test
