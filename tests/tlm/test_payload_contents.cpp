// What the target sees of a transaction and what the initiator finds after it: byte enables, data
// and an initiator's own extension arrive at the target intact (with the target's address), and
// the initiator gets its address, its byte enables and its extension back, with what the target
// wrote into the extension, through the cycle-level bridge and the contention model, to a
// blocking target (the contention model's annotated path) and a non-blocking one.

#include <gtest/gtest.h>

#include <cstring>
#include <memory>

#include "tests/tlm/platform_fixture.h"
#include "tlm/bridge/network_bridge.h"
#include "tlm/protocol/network_receipt.h"

namespace kncube::test {
namespace {

// An initiator's extension: a tag it sets and a field the target fills in.
struct TagExtension : tlm::tlm_extension<TagExtension> {
  int tag = 0;
  int seen_by_target = 0;
  tlm::tlm_extension_base* clone() const override { return new TagExtension(*this); }
  void copy_from(const tlm::tlm_extension_base& other) override { *this = static_cast<const TagExtension&>(other); }
};

// A memory that records the last access as it saw it and answers through either interface at
// once (nb_transport_fw: early completion).
struct RecordingTarget : sc_core::sc_module, tlm::tlm_fw_transport_if<> {
  tlm::tlm_target_socket<32> socket;
  std::vector<unsigned char> bytes = std::vector<unsigned char>(0x100, 0xee);
  std::uint64_t address = 0;
  std::vector<unsigned char> data, byte_enables;
  int tag = -1;
  const TagExtension* extension = nullptr;

  explicit RecordingTarget(sc_core::sc_module_name name) : sc_core::sc_module(name), socket("socket") { socket.bind(*this); }

  void b_transport(tlm::tlm_generic_payload& payload, sc_core::sc_time& delay) override {
    execute(payload);
    delay += sc_core::sc_time(5, sc_core::SC_NS);
  }
  tlm::tlm_sync_enum nb_transport_fw(tlm::tlm_generic_payload& payload, tlm::tlm_phase& phase,
                                     sc_core::sc_time& delay) override {
    if (phase != tlm::BEGIN_REQ) return tlm::TLM_COMPLETED;
    execute(payload);
    delay += sc_core::sc_time(5, sc_core::SC_NS);
    return tlm::TLM_COMPLETED;
  }
  unsigned int transport_dbg(tlm::tlm_generic_payload&) override { return 0; }
  bool get_direct_mem_ptr(tlm::tlm_generic_payload&, tlm::tlm_dmi&) override { return false; }

 private:
  void execute(tlm::tlm_generic_payload& payload) {
    address = payload.get_address();
    data.assign(payload.get_data_ptr(), payload.get_data_ptr() + payload.get_data_length());
    const unsigned char* enables = payload.get_byte_enable_ptr();
    byte_enables.assign(enables, enables == nullptr ? enables : enables + payload.get_byte_enable_length());
    extension = payload.get_extension<TagExtension>();
    tag = extension != nullptr ? extension->tag : -1;
    if (auto* writable = payload.get_extension<TagExtension>()) writable->seen_by_target = 1;
    for (unsigned int i = 0; i < payload.get_data_length(); ++i) {
      if (enables != nullptr && enables[i % payload.get_byte_enable_length()] != TLM_BYTE_ENABLED) continue;
      if (payload.is_write()) bytes[address + i] = payload.get_data_ptr()[i];
      if (payload.is_read()) payload.get_data_ptr()[i] = bytes[address + i];
    }
    payload.set_response_status(tlm::TLM_OK_RESPONSE);
  }
};


class PayloadContents : public ::testing::TestWithParam<ModelAndTarget> {};

TEST_P(PayloadContents, ByteEnablesDataAndExtensionsArriveAndComeBack) {
  simulation::start_fresh_systemc_context();
  tlm2::TransportConfig config = torus(4);
  config.model = GetParam().model;
  const tlm2::PlatformMap map = platform({0}, {10}, 0x1000, GetParam().interface);
  tlm2::NetworkBridge<32> bridge("bridge", config, map);
  Initiators cpus("cpus", 1);
  auto& socket = *cpus.sockets[0];
  socket.bind(bridge.target_socket(0));
  RecordingTarget memory("memory");
  bridge.initiator_socket(0).bind(memory.socket);

  std::vector<unsigned char> data = pattern(12, 5);
  const std::vector<unsigned char> written = data;
  unsigned char enables[4] = {TLM_BYTE_ENABLED, TLM_BYTE_DISABLED, TLM_BYTE_ENABLED, TLM_BYTE_ENABLED};
  TagExtension tag;
  tag.tag = 42;
  tlm::tlm_generic_payload payload;
  tlm::tlm_response_status status = tlm::TLM_INCOMPLETE_RESPONSE;
  spawn([&] {
    payload.set_command(tlm::TLM_WRITE_COMMAND);
    payload.set_address(0x20);  // target 0's window starts at 0 with its own address 0
    payload.set_data_ptr(data.data());
    payload.set_data_length(12);
    payload.set_streaming_width(12);
    payload.set_byte_enable_ptr(enables);
    payload.set_byte_enable_length(4);  // repeats over the 12 bytes
    payload.set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
    const tlm2::ScopedExtension<TagExtension> attached(payload, tag);
    sc_core::sc_time delay = sc_core::SC_ZERO_TIME;
    socket->b_transport(payload, delay);
    status = payload.get_response_status();
    EXPECT_EQ(payload.get_extension<TagExtension>(), &tag) << "the initiator's own extension is back";
  });
  sc_core::sc_start();

  EXPECT_EQ(status, tlm::TLM_OK_RESPONSE);
  // At the target: its own address, the data and the byte enables as given, the initiator's
  // extension object itself (the target works on the initiator's payload).
  EXPECT_EQ(memory.address, 0x20u);
  EXPECT_EQ(memory.data, written);
  EXPECT_EQ(memory.byte_enables, std::vector<unsigned char>(enables, enables + 4));
  EXPECT_EQ(memory.tag, 42);
  EXPECT_EQ(memory.extension, &tag);
  // Back at the initiator: address, byte enables and data pointer as before, the target's mark in
  // the extension.
  EXPECT_EQ(payload.get_address(), 0x20u);
  EXPECT_EQ(payload.get_byte_enable_ptr(), enables);
  EXPECT_EQ(payload.get_byte_enable_length(), 4u);
  EXPECT_EQ(payload.get_data_ptr(), data.data());
  EXPECT_EQ(tag.seen_by_target, 1);
  // Only the enabled bytes were written.
  for (unsigned int i = 0; i < 12; ++i)
    EXPECT_EQ(memory.bytes[0x20 + i], i % 4 == 1 ? 0xee : written[i]) << "byte " << i;
}

INSTANTIATE_TEST_SUITE_P(ModelsAndTargets, PayloadContents, ::testing::ValuesIn(models_and_targets()),
                         model_and_target_name);

}  // namespace
}  // namespace kncube::test
