// Posted writes (TransportConfig::posted_writes) through the cycle-level bridge and the contention
// model: a WRITE is answered OK when it has reached the target's node, before the slow target has
// executed it; a read issued afterwards still returns the written data, even though the initiator
// scribbled over its buffer as soon as the write was answered (the target works on the bridge's
// copy); a target's error for a posted write is not seen by the initiator but counted.

#include <gtest/gtest.h>

#include "tests/tlm/memory_target.h"
#include "tests/tlm/platform_fixture.h"
#include "tlm/bridge/network_bridge.h"
#include "tlm/protocol/network_receipt.h"

namespace kncube::test {
namespace {


class PostedWrites : public ::testing::TestWithParam<ModelAndTarget> {};

struct Outcome {
  tlm::tlm_response_status status = tlm::TLM_INCOMPLETE_RESPONSE;
  sc_core::sc_time took;
  int response_messages = -1;
};

Outcome transport(tlm_utils::simple_initiator_socket<Initiators>& socket, tlm::tlm_command command,
                  std::uint64_t address, std::vector<unsigned char>& data) {
  tlm::tlm_generic_payload payload;
  tlm2::NetworkReceipt receipt;
  payload.set_command(command);
  payload.set_address(address);
  payload.set_data_ptr(data.data());
  payload.set_data_length(static_cast<unsigned int>(data.size()));
  payload.set_streaming_width(static_cast<unsigned int>(data.size()));
  payload.set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
  const tlm2::ScopedExtension<tlm2::NetworkReceipt> attached(payload, receipt);
  sc_core::sc_time delay = sc_core::SC_ZERO_TIME;
  const sc_core::sc_time start = sc_core::sc_time_stamp();
  socket->b_transport(payload, delay);
  sc_core::wait(delay);  // the contention model's annotated path returns the completion as a delay
  Outcome outcome;
  outcome.status = payload.get_response_status();
  outcome.took = sc_core::sc_time_stamp() - start;
  outcome.response_messages = receipt.response.messages;
  return outcome;
}

TEST_P(PostedWrites, AnsweredOnArrivalOrderedBeforeLaterReadsTargetErrorsCounted) {
  simulation::start_fresh_systemc_context();
  tlm2::TransportConfig config = torus(4);
  config.model = GetParam().model;
  config.posted_writes = true;
  const tlm2::PlatformMap map = platform({0}, {10, 15}, 0x1000, GetParam().interface);
  tlm2::NetworkBridge<32> bridge("bridge", config, map);
  Initiators cpus("cpus", 1);
  cpus.sockets[0]->bind(bridge.target_socket(0));
  MemoryTarget<32> slow("slow", 0x1000), failing("failing", 0x1000);
  slow.latency = failing.latency = sc_core::sc_time(200, sc_core::SC_NS);
  failing.forced_status = tlm::TLM_ADDRESS_ERROR_RESPONSE;
  bridge.initiator_socket(0).bind(slow.socket);
  bridge.initiator_socket(1).bind(failing.socket);

  const std::vector<unsigned char> written = pattern(40, 9);
  std::vector<unsigned char> read_back(40);
  Outcome write, read, lost;
  spawn([&] {
    std::vector<unsigned char> buffer = written;
    write = transport(*cpus.sockets[0], tlm::TLM_WRITE_COMMAND, 0x80, buffer);
    std::fill(buffer.begin(), buffer.end(), 0);  // the initiator's buffer is its own again
    read = transport(*cpus.sockets[0], tlm::TLM_READ_COMMAND, 0x80, read_back);
    std::vector<unsigned char> more = written;
    lost = transport(*cpus.sockets[0], tlm::TLM_WRITE_COMMAND, 0x1000 + 0x80, more);
  });
  sc_core::sc_start();

  EXPECT_EQ(write.status, tlm::TLM_OK_RESPONSE);
  EXPECT_LT(write.took, slow.latency) << "a posted write does not wait for the target";
  EXPECT_EQ(write.response_messages, 0);
  EXPECT_EQ(read.status, tlm::TLM_OK_RESPONSE);
  EXPECT_GT(read.took, slow.latency) << "a read is never posted";
  EXPECT_EQ(read_back, written) << "the read saw the posted write, with the data as it was given";
  EXPECT_EQ(lost.status, tlm::TLM_OK_RESPONSE) << "the target's error of a posted write is not the initiator's";
  EXPECT_EQ(failing.accesses, 1);
  EXPECT_EQ(bridge.target_port(1).posted_write_errors(), 1);
  EXPECT_EQ(bridge.target_port(0).posted_write_errors(), 0);
  EXPECT_EQ(bridge.network().messages_in_flight(), 0u);
  EXPECT_EQ(bridge.initiator_port(0).outstanding(), 0u);
}

INSTANTIATE_TEST_SUITE_P(ModelsAndTargets, PostedWrites, ::testing::ValuesIn(models_and_targets()),
                         model_and_target_name);

}  // namespace
}  // namespace kncube::test
