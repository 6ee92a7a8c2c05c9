#pragma once
// Helpers for the TLM tests: small network configurations, a processing element that records
// the writes it receives, initiator sockets driven by test threads, and a write helper that
// reports status, timing and receipt.

#define SC_INCLUDE_DYNAMIC_PROCESSES  // sc_spawn for the test threads
#include <cstdint>
#include <functional>
#include <gtest/gtest.h>
#include <memory>
#include <string>
#include <systemc>
#include <tlm>
#include <tlm_utils/simple_initiator_socket.h>
#include <tlm_utils/simple_target_socket.h>
#include <vector>

#include "rtl_models/message_observer.h"
#include "testbenches/testbench/simulation/systemc_kernel.h"
#include "tlm/address_map.h"
#include "tlm/network_receipt.h"
#include "tlm/transport_config.h"

namespace kncube::test {

// A k-ary 2-cube with Duato's routing and the ideal router unless told otherwise.
inline tlm2::TransportConfig torus(int k, Directions directions, int vcs, int message_length, int flit_bytes,
                                   rtl::PipelinePreset preset = rtl::PipelinePreset::ideal) {
  tlm2::TransportConfig config;
  config.network.spec.topology = Topology::torus;
  config.network.spec.k = k;
  config.network.spec.n = 2;
  config.network.spec.directions = directions;
  config.network.spec.vcs = vcs;
  config.network.spec.message_length = message_length;
  config.network.router.preset = preset;
  config.network.router.delays = rtl::delays_for(preset);
  config.network.router.buffer_depth = 16;  // covers the four-stage credit round trip
  config.flit_bytes = flit_bytes;
  config.clock_period = sc_core::sc_time(1.0, sc_core::SC_NS);
  return config;
}

inline double cycles(const sc_core::sc_time& t, const sc_core::sc_time& period) { return t / period; }

// A processing element's target: records every write it receives, answers with `answer` and
// adds `added_delay` to the annotation.
class RecordingTarget : public sc_core::sc_module {
 public:
  struct Write {
    sc_core::sc_time at;      // sc_time_stamp() + incoming delay
    std::uint64_t address = 0;
    std::vector<unsigned char> data;
    bool has_receipt = false;
    tlm2::MessageRecord record;
  };

  tlm_utils::simple_target_socket<RecordingTarget> socket;
  std::vector<Write> writes;
  tlm::tlm_response_status answer = tlm::TLM_OK_RESPONSE;
  sc_core::sc_time added_delay = sc_core::SC_ZERO_TIME;

  explicit RecordingTarget(sc_core::sc_module_name name) : sc_core::sc_module(name), socket("socket") {
    socket.register_b_transport(this, &RecordingTarget::b_transport);
  }

 private:
  void b_transport(tlm::tlm_generic_payload& payload, sc_core::sc_time& delay) {
    Write write;
    write.at = sc_core::sc_time_stamp() + delay;
    write.address = payload.get_address();
    write.data.assign(payload.get_data_ptr(), payload.get_data_ptr() + payload.get_data_length());
    const auto* receipt = payload.get_extension<tlm2::NetworkReceipt>();
    write.has_receipt = receipt != nullptr;
    if (receipt != nullptr) write.record = receipt->record;
    writes.push_back(std::move(write));
    payload.set_response_status(answer);
    delay += added_delay;
  }
};

// One initiator socket per node, driven by test threads.
class TestInitiators : public sc_core::sc_module {
 public:
  using Socket = tlm_utils::simple_initiator_socket_optional<TestInitiators>;  // bind only those used

  TestInitiators(sc_core::sc_module_name name, int nodes) : sc_core::sc_module(name) {
    for (int node = 0; node < nodes; ++node)
      sockets_.push_back(std::make_unique<Socket>(("socket" + std::to_string(node)).c_str()));
  }
  Socket& socket(int node) { return *sockets_.at(static_cast<std::size_t>(node)); }
  // Runs `body` in a thread of its own, from time 0 (or from now, during the simulation).
  static void spawn(std::function<void()> body) {
    sc_core::sc_spawn_options options;
    options.set_stack_size(0x20000);
    sc_core::sc_spawn(std::move(body), sc_core::sc_gen_unique_name("writer"), &options);
  }

 private:
  std::vector<std::unique_ptr<Socket>> sockets_;
};

inline std::vector<unsigned char> bytes(std::size_t length, unsigned seed) {
  std::vector<unsigned char> data(length);
  for (std::size_t i = 0; i < length; ++i) data[i] = static_cast<unsigned char>(seed * 31 + i * 7 + 1);
  return data;
}

struct WriteResult {
  tlm::tlm_response_status status = tlm::TLM_INCOMPLETE_RESPONSE;
  sc_core::sc_time issued;     // local time of the write: sc_time_stamp() + delay at the call
  sc_core::sc_time completed;  // sc_time_stamp() + delay on return
  tlm2::MessageRecord record;  // from the receipt the write carried
};

struct WriteRequest {
  tlm::tlm_command command = tlm::TLM_WRITE_COMMAND;
  std::uint64_t address = 0;
  std::vector<unsigned char> data;
  sc_core::sc_time delay = sc_core::SC_ZERO_TIME;  // incoming annotation
  unsigned int streaming_width = 0;                // 0: the data length
  bool byte_enables = false;
};

// One blocking transport with a NetworkReceipt attached; call from a thread.
inline WriteResult send_write(TestInitiators::Socket& socket, const WriteRequest& request) {
  std::vector<unsigned char> data = request.data;
  std::vector<unsigned char> enables(data.size(), 0xff);
  tlm::tlm_generic_payload payload;
  tlm2::NetworkReceipt receipt;
  payload.set_command(request.command);
  payload.set_address(request.address);
  payload.set_data_ptr(data.empty() ? nullptr : data.data());
  payload.set_data_length(static_cast<unsigned int>(data.size()));
  payload.set_streaming_width(request.streaming_width != 0 ? request.streaming_width : static_cast<unsigned int>(data.size()));
  if (request.byte_enables) {
    payload.set_byte_enable_ptr(enables.data());
    payload.set_byte_enable_length(static_cast<unsigned int>(enables.size()));
  }
  payload.set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
  const tlm2::ScopedExtension<tlm2::NetworkReceipt> attached(payload, receipt);
  WriteResult result;
  sc_core::sc_time delay = request.delay;
  result.issued = sc_core::sc_time_stamp() + delay;
  socket->b_transport(payload, delay);
  result.completed = sc_core::sc_time_stamp() + delay;
  result.status = payload.get_response_status();
  result.record = receipt.record;
  if (payload.get_address() != request.address) ADD_FAILURE() << "the address was not restored";
  return result;
}

// A write of 8 bytes to offset 0 of `destination`.
inline WriteResult send_write(TestInitiators::Socket& socket, rtl::NodeId destination) {
  WriteRequest request;
  request.address = tlm2::AddressMap::address(destination, 0);
  request.data = bytes(8, static_cast<unsigned>(destination));
  return send_write(socket, request);
}

// Records every message event the network reports.
struct MessageLog final : rtl::MessageObserver {
  std::vector<rtl::GeneratedMessage> generated;
  std::vector<rtl::DeliveredMessage> delivered;
  void on_generated(const rtl::GeneratedMessage& m) override { generated.push_back(m); }
  void on_delivered(const rtl::DeliveredMessage& m) override { delivered.push_back(m); }
};

}  // namespace kncube::test
