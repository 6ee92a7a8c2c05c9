// b_transport through the cycle-level bridge: reads return what was written across nodes, the
// target's status and delay reach the initiator, malformed payloads get the standard errors, and
// sc_start() returns once the platform runs out of work.

#include <gtest/gtest.h>

#include "tests/tlm/memory_target.h"
#include "tests/tlm/platform_fixture.h"
#include "analytical/vocabulary/config_error.h"
#include "tlm/bridge/network_bridge.h"

namespace kncube::test {
namespace {

using Bridge = tlm2::NetworkBridge<32>;

struct Access {
  tlm::tlm_response_status status = tlm::TLM_INCOMPLETE_RESPONSE;
  sc_core::sc_time start, end;
  tlm2::NetworkReceipt receipt;
};

template <typename Socket>
Access transport(Socket& socket, tlm::tlm_command command, std::uint64_t address, std::vector<unsigned char>& data,
                 sc_core::sc_time delay = sc_core::SC_ZERO_TIME) {
  tlm::tlm_generic_payload payload;
  tlm2::NetworkReceipt receipt;
  payload.set_command(command);
  payload.set_address(address);
  payload.set_data_ptr(data.empty() ? nullptr : data.data());
  payload.set_data_length(static_cast<unsigned int>(data.size()));
  payload.set_streaming_width(static_cast<unsigned int>(data.size()));
  payload.set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
  const tlm2::ScopedExtension<tlm2::NetworkReceipt> attached(payload, receipt);
  Access access;
  access.start = sc_core::sc_time_stamp() + delay;
  socket->b_transport(payload, delay);
  access.end = sc_core::sc_time_stamp() + delay;
  access.status = payload.get_response_status();
  access.receipt = receipt;
  EXPECT_EQ(payload.get_address(), address) << "the address was not restored";
  EXPECT_FALSE(payload.is_dmi_allowed());
  return access;
}

TEST(BridgeTransport, ReadReturnsWhatWasWrittenAcrossNodesAndSimulationEnds) {
  simulation::start_fresh_systemc_context();
  const tlm2::PlatformMap map = platform({0, 5}, {10, 15});
  Bridge bridge("bridge", torus(4), map);
  Initiators cpus("cpus", 2);
  MemoryTarget<32> mem0("mem0", 0x1000), mem1("mem1", 0x1000);
  cpus.sockets[0]->bind(bridge.target_socket(0));
  cpus.sockets[1]->bind(bridge.target_socket(1));
  bridge.initiator_socket(0).bind(mem0.socket);
  bridge.initiator_socket(1).bind(mem1.socket);

  std::vector<Access> accesses;
  std::vector<unsigned char> read_back(200);
  const std::vector<unsigned char> written = pattern(200, 3);
  spawn([&] {
    std::vector<unsigned char> data = written;
    accesses.push_back(transport(*cpus.sockets[0], tlm::TLM_WRITE_COMMAND, 0x1000 + 0x40, data));
  });
  spawn([&] {
    sc_core::wait(sc_core::sc_time(500, sc_core::SC_NS));
    accesses.push_back(transport(*cpus.sockets[1], tlm::TLM_READ_COMMAND, 0x1000 + 0x40, read_back));
  });
  sc_core::sc_start();  // no time limit: must return when the work is done
  ASSERT_EQ(accesses.size(), 2u);
  EXPECT_EQ(accesses[0].status, tlm::TLM_OK_RESPONSE);
  EXPECT_EQ(accesses[1].status, tlm::TLM_OK_RESPONSE);
  EXPECT_EQ(read_back, written);
  EXPECT_EQ(std::vector<unsigned char>(mem1.bytes.begin() + 0x40, mem1.bytes.begin() + 0x40 + 200), written);
  // 200 bytes in messages of 7 x 8 payload bytes: 4 write messages, one header-only response; the
  // read is the other way round.
  EXPECT_EQ(accesses[0].receipt.request.messages, 4);
  EXPECT_EQ(accesses[0].receipt.request.flits, 3 * 8 + 1 + 4);
  EXPECT_EQ(accesses[0].receipt.response.messages, 1);
  EXPECT_EQ(accesses[1].receipt.request.messages, 1);
  EXPECT_EQ(accesses[1].receipt.response.messages, 4);
  EXPECT_EQ(accesses[0].receipt.request.source, 0);
  EXPECT_EQ(accesses[0].receipt.request.destination, 15);
  // The target's 10 ns is part of the time the initiator waited.
  EXPECT_GT(accesses[0].end - accesses[0].start, sc_core::sc_time(10, sc_core::SC_NS));
  EXPECT_EQ(bridge.network().messages_in_flight(), 0u);
}

}  // namespace
}  // namespace kncube::test

namespace kncube::test {
namespace {

struct SmallPlatform {
  Bridge bridge;
  Initiators cpus;
  MemoryTarget<32> mem0, mem1;
  explicit SmallPlatform(const tlm2::PlatformMap& map = platform({0}, {10, 15}))
      : bridge("bridge", torus(4), map), cpus("cpus", 1), mem0("mem0", 0x1000), mem1("mem1", 0x1000) {
    cpus.sockets[0]->bind(bridge.target_socket(0));
    bridge.initiator_socket(0).bind(mem0.socket);
    bridge.initiator_socket(1).bind(mem1.socket);
  }
};

TEST(BridgeTransport, TargetStatusReachesTheInitiatorAndMalformedPayloadsGetStandardErrors) {
  simulation::start_fresh_systemc_context();
  SmallPlatform p;
  p.mem1.forced_status = tlm::TLM_COMMAND_ERROR_RESPONSE;
  std::vector<tlm::tlm_response_status> statuses;
  spawn([&] {
    auto& socket = *p.cpus.sockets[0];
    std::vector<unsigned char> data(8), none;
    statuses.push_back(transport(socket, tlm::TLM_WRITE_COMMAND, 0x1000, data).status);   // target's error
    statuses.push_back(transport(socket, tlm::TLM_READ_COMMAND, 0x2000, data).status);    // unmapped
    statuses.push_back(transport(socket, tlm::TLM_WRITE_COMMAND, 0xffc, data).status);    // crosses a range end
    statuses.push_back(transport(socket, tlm::TLM_WRITE_COMMAND, 0x0, none).status);      // zero length
    tlm::tlm_generic_payload payload;
    payload.set_command(tlm::TLM_WRITE_COMMAND);
    payload.set_address(0);
    payload.set_data_ptr(data.data());
    payload.set_data_length(8);
    payload.set_streaming_width(0);
    payload.set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
    sc_core::sc_time delay;
    socket->b_transport(payload, delay);
    statuses.push_back(payload.get_response_status());  // streaming width 0
    unsigned char enable = 0xff;
    payload.set_streaming_width(8);
    payload.set_byte_enable_ptr(&enable);
    payload.set_byte_enable_length(0);
    payload.set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
    socket->b_transport(payload, delay);
    statuses.push_back(payload.get_response_status());  // byte enables without a length
    payload.set_data_ptr(nullptr);
    payload.set_byte_enable_ptr(nullptr);
    payload.set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
    socket->b_transport(payload, delay);
    statuses.push_back(payload.get_response_status());  // no data pointer
  });
  sc_core::sc_start();
  const std::vector<tlm::tlm_response_status> expected = {
      tlm::TLM_COMMAND_ERROR_RESPONSE, tlm::TLM_ADDRESS_ERROR_RESPONSE, tlm::TLM_ADDRESS_ERROR_RESPONSE,
      tlm::TLM_GENERIC_ERROR_RESPONSE, tlm::TLM_BURST_ERROR_RESPONSE,   tlm::TLM_BYTE_ENABLE_ERROR_RESPONSE,
      tlm::TLM_GENERIC_ERROR_RESPONSE};
  EXPECT_EQ(statuses, expected);
  EXPECT_EQ(p.mem1.accesses, 1);  // only the well-formed one reached a target
  EXPECT_EQ(p.bridge.initiator_port(0).refused(), 6);
}

TEST(BridgeTransport, IdleNetworkLetsSimulationEndAndCostsNoClockEdges) {
  simulation::start_fresh_systemc_context();
  SmallPlatform p;
  sc_core::sc_start();  // nothing to do: returns at once
  EXPECT_EQ(sc_core::sc_time_stamp(), sc_core::SC_ZERO_TIME);
  EXPECT_EQ(p.bridge.cycle_level_network()->clock().edges(), 0);
  // One read after 1 ms of idleness: the clock runs only around it.
  std::vector<unsigned char> data(8);
  Access access;
  spawn([&] {
    sc_core::wait(sc_core::sc_time(1, sc_core::SC_MS));
    access = transport(*p.cpus.sockets[0], tlm::TLM_READ_COMMAND, 0x10, data);
  });
  sc_core::sc_start();
  EXPECT_EQ(access.status, tlm::TLM_OK_RESPONSE);
  const long long edges = p.bridge.cycle_level_network()->clock().edges();
  // Two messages of a few hops plus the drain after each, not the 10^6 edges of a free clock.
  EXPECT_LT(edges, 4 * p.bridge.cycle_level_network()->drain_cycles() + 40);
  EXPECT_GT(edges, 0);
  EXPECT_FALSE(p.bridge.cycle_level_network()->clock().running());
}

TEST(BridgeTransport, DebugAccessReachesTheTargetInZeroTimeAndDmiIsRefused) {
  simulation::start_fresh_systemc_context();
  SmallPlatform p;
  p.mem1.bytes[0x20] = 0x5a;
  unsigned int count = 0;
  unsigned char byte = 0;
  bool granted = true;
  tlm::tlm_dmi dmi;
  spawn([&] {
    tlm::tlm_generic_payload payload;
    payload.set_command(tlm::TLM_READ_COMMAND);
    payload.set_address(0x1020);
    payload.set_data_ptr(&byte);
    payload.set_data_length(1);
    count = (*p.cpus.sockets[0])->transport_dbg(payload);
    EXPECT_EQ(payload.get_address(), 0x1020u);
    EXPECT_EQ(sc_core::sc_time_stamp(), sc_core::SC_ZERO_TIME);
    payload.set_dmi_allowed(true);
    granted = (*p.cpus.sockets[0])->get_direct_mem_ptr(payload, dmi);
    EXPECT_FALSE(payload.is_dmi_allowed());
  });
  sc_core::sc_start();
  EXPECT_EQ(count, 1u);
  EXPECT_EQ(byte, 0x5a);
  EXPECT_EQ(p.mem1.debug_accesses, 1);
  EXPECT_FALSE(granted);
  EXPECT_EQ(dmi.get_start_address(), 0u);
  EXPECT_EQ(dmi.get_end_address(), ~sc_dt::uint64{0});
  EXPECT_EQ(p.bridge.cycle_level_network()->clock().edges(), 0);  // the network was not involved
}

TEST(BridgeTransport, OverlappingRangesAndBadNodesAreRefusedAtElaboration) {
  simulation::start_fresh_systemc_context();
  tlm2::PlatformMap map = platform({0}, {10, 15});
  map.ranges[1].start = 0xff0;  // overlaps target 0's 0x0..0xfff
  EXPECT_THROW(Bridge("overlap", torus(4), map), kncube::ConfigError);
  map = platform({0}, {10, 16});  // a 4x4 torus has nodes 0..15
  EXPECT_THROW(Bridge("node", torus(4), map), kncube::ConfigError);
}

}  // namespace
}  // namespace kncube::test
