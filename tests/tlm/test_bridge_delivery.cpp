// The bridge on small tori: single messages at zero load take exactly the cycle-level network's
// zero-load latency (M + hops with the ideal pipeline), and concurrent writes from every node
// arrive at the right processing element with their payload, offset and source, with the
// latency the network measured for the same message.
#include <gtest/gtest.h>

#include <map>

#include "rtl_models/topology.h"
#include "tlm/network_bridge.h"
#include "tlm_fixture.h"

namespace kncube::test {
namespace {

using tlm2::AddressMap;

struct ZeroLoadCase {
  std::string name;
  rtl::PipelinePreset preset;
};

void PrintTo(const ZeroLoadCase& c, std::ostream* out) { *out << c.name; }

class BridgeZeroLoad : public ::testing::TestWithParam<ZeroLoadCase> {};

// One thread writes to every other node in turn, so each message is alone in the network.
TEST_P(BridgeZeroLoad, EveryDestinationTakesTheNetworksZeroLoadLatency) {
  simulation::start_fresh_systemc_context();
  const tlm2::TransportConfig config = torus(4, Directions::bi, 3, 4, 4, GetParam().preset);
  MessageLog log;
  tlm2::NetworkBridge bridge("bridge", config, {&log});
  TestInitiators cpus("cpus", bridge.node_count());
  const rtl::NodeId source = 5;
  cpus.socket(source).bind(bridge.target(source));
  std::vector<std::unique_ptr<RecordingTarget>> pes;
  for (rtl::NodeId node = 0; node < bridge.node_count(); ++node) {
    pes.push_back(std::make_unique<RecordingTarget>(("pe" + std::to_string(node)).c_str()));
    bridge.initiator(node).bind(pes.back()->socket);
  }
  const rtl::TopologyGraph topology = rtl::make_topology(config.network.spec);
  const sc_core::sc_time period = config.clock_period;

  std::map<rtl::NodeId, WriteResult> results;
  TestInitiators::spawn([&] {
    sc_core::wait(10 * period);  // on an edge, before the node evaluates it
    for (rtl::NodeId d = 0; d < bridge.node_count(); ++d) {
      if (d == source) continue;
      WriteRequest request;
      request.address = AddressMap::address(d, 0x100 + static_cast<std::uint32_t>(d));
      request.data = bytes(16, static_cast<unsigned>(d));
      results[d] = send_write(cpus.socket(source), request);
      sc_core::wait(period);
    }
  });
  sc_core::sc_start(2000 * period);

  ASSERT_EQ(results.size(), static_cast<std::size_t>(bridge.node_count() - 1));
  for (const auto& [d, result] : results) {
    const double expected = static_cast<double>(rtl::zero_load_latency(config.network, topology.route_dimensions(source, d)));
    const int hops = topology.distance(source, d);
    EXPECT_EQ(result.status, tlm::TLM_OK_RESPONSE);
    EXPECT_EQ(result.record.hops, hops);
    EXPECT_EQ(result.record.latency, expected) << "to " << d;
    if (GetParam().preset == rtl::PipelinePreset::ideal) {
      EXPECT_EQ(result.record.latency, 4 + hops) << "M + hops";
    }
    EXPECT_EQ(result.record.injected, result.record.generated) << "no source wait at zero load";
    // Written on an edge the node had not evaluated: generated in that very cycle.
    EXPECT_EQ(static_cast<double>(result.record.generated), cycles(result.issued, period));
    EXPECT_EQ(cycles(result.completed - result.issued, period), expected) << "to " << d;
    ASSERT_EQ(pes[static_cast<std::size_t>(d)]->writes.size(), 1u);
    const auto& received = pes[static_cast<std::size_t>(d)]->writes.front();
    EXPECT_EQ(received.address, 0x100u + static_cast<unsigned>(d)) << "the PE sees the offset";
    EXPECT_EQ(received.data, bytes(16, static_cast<unsigned>(d)));
    EXPECT_TRUE(received.has_receipt);
    EXPECT_EQ(received.record.source, source);
    EXPECT_EQ(received.record.latency, expected);
    EXPECT_EQ(received.at, result.completed) << "the PE receives it when the sender returns";
  }
  EXPECT_EQ(log.delivered.size(), results.size());
  EXPECT_EQ(bridge.messages_in_flight(), 0u);
  EXPECT_EQ(bridge.port(source).messages_sent(), bridge.node_count() - 1);
}

INSTANTIATE_TEST_SUITE_P(Presets, BridgeZeroLoad,
                         ::testing::Values(ZeroLoadCase{"ideal", rtl::PipelinePreset::ideal},
                                           ZeroLoadCase{"four_stage", rtl::PipelinePreset::four_stage}),
                         [](const ::testing::TestParamInfo<ZeroLoadCase>& info) { return info.param.name; });

// Every node writes three messages at once (the writes start in the same cycle, staggered only
// by their delay annotations), so they contend; each must reach its PE intact and the sender's
// receipt must be the network's own record of that message.
TEST(BridgeDelivery, ConcurrentWritesArriveIntactWithTheNetworksLatency) {
  simulation::start_fresh_systemc_context();
  const tlm2::TransportConfig config = torus(4, Directions::uni, 3, 8, 8);
  MessageLog log;
  tlm2::NetworkBridge bridge("bridge", config, {&log});
  const rtl::NodeId nodes = bridge.node_count();
  TestInitiators cpus("cpus", nodes);
  std::vector<std::unique_ptr<RecordingTarget>> pes;
  for (rtl::NodeId node = 0; node < nodes; ++node) {
    cpus.socket(node).bind(bridge.target(node));
    pes.push_back(std::make_unique<RecordingTarget>(("pe" + std::to_string(node)).c_str()));
    bridge.initiator(node).bind(pes.back()->socket);
  }
  const sc_core::sc_time period = config.clock_period;

  struct Sent {
    rtl::NodeId source, destination;
    std::uint32_t offset;
    std::vector<unsigned char> data;
    WriteResult result;
  };
  std::vector<Sent> sent;
  for (rtl::NodeId s = 0; s < nodes; ++s)
    for (int j = 1; j <= 3; ++j) {
      const auto d = static_cast<rtl::NodeId>((s + 5 * j) % nodes);
      const auto tag = static_cast<unsigned>(s * 3 + j);
      sent.push_back(Sent{s, d, 0x1000u * static_cast<unsigned>(j) + static_cast<unsigned>(s), bytes(1 + tag % 64, tag), {}});
    }
  for (auto& message : sent) {
    TestInitiators::spawn([&cpus, period, m = &message] {
      WriteRequest request;
      request.address = AddressMap::address(m->destination, m->offset);
      request.data = m->data;
      // Local times a fraction of a cycle apart: the message leaves at the next edge.
      request.delay = period * (0.3 * (m->offset % 7));
      m->result = send_write(cpus.socket(m->source), request);
    });
  }
  sc_core::sc_start(3000 * period);

  ASSERT_EQ(log.delivered.size(), sent.size());
  std::map<std::uint64_t, rtl::DeliveredMessage> by_id;
  for (const auto& m : log.delivered) by_id[m.id] = m;
  for (const auto& message : sent) {
    const WriteResult& r = message.result;
    ASSERT_EQ(r.status, tlm::TLM_OK_RESPONSE);
    ASSERT_EQ(by_id.count(r.record.message_id), 1u);
    const rtl::DeliveredMessage& network = by_id[r.record.message_id];
    EXPECT_EQ(network.source, message.source);
    EXPECT_EQ(network.destination, message.destination);
    EXPECT_EQ(r.record.latency, static_cast<double>(network.delivered - network.generated));
    EXPECT_EQ(r.record.delivered, network.delivered);
    // Generated at the first edge at or after the write's local time.
    const double generated_at = static_cast<double>(network.generated);
    EXPECT_GE(generated_at, cycles(r.issued, period));
    EXPECT_LT(generated_at, cycles(r.issued, period) + 1.0);
    EXPECT_EQ(cycles(r.completed, period), static_cast<double>(network.delivered));

    const auto& received = pes[static_cast<std::size_t>(message.destination)]->writes;
    int matches = 0;
    for (const auto& w : received)
      if (w.record.message_id == r.record.message_id) {
        ++matches;
        EXPECT_EQ(w.address, message.offset);
        EXPECT_EQ(w.data, message.data);
        EXPECT_EQ(w.record.source, message.source);
        EXPECT_EQ(w.at, r.completed);
      }
    EXPECT_EQ(matches, 1) << "message " << r.record.message_id;
  }
  std::size_t received = 0;
  for (rtl::NodeId node = 0; node < nodes; ++node) {
    received += pes[static_cast<std::size_t>(node)]->writes.size();
    EXPECT_EQ(bridge.port(node).delivered_to_pe(), static_cast<std::int64_t>(pes[static_cast<std::size_t>(node)]->writes.size()));
    EXPECT_EQ(bridge.port(node).messages_sent(), 3);
  }
  EXPECT_EQ(received, sent.size()) << "no PE received a message twice or one meant for another";
  EXPECT_EQ(bridge.messages_in_flight(), 0u);
}

// The PE's initiator binding is optional: messages to a node without one still complete.
TEST(BridgeDelivery, UnboundProcessingElementStillCompletesTheWrite) {
  simulation::start_fresh_systemc_context();
  const tlm2::TransportConfig config = torus(3, Directions::uni, 3, 2, 4);
  tlm2::NetworkBridge bridge("bridge", config);
  TestInitiators cpus("cpus", bridge.node_count());
  cpus.socket(0).bind(bridge.target(0));
  RecordingTarget pe4("pe4");
  bridge.initiator(4).bind(pe4.socket);
  WriteResult to_bound, to_unbound;
  TestInitiators::spawn([&] {
    to_unbound = send_write(cpus.socket(0), WriteRequest{tlm::TLM_WRITE_COMMAND, AddressMap::address(7, 0), bytes(8, 1)});
    to_bound = send_write(cpus.socket(0), WriteRequest{tlm::TLM_WRITE_COMMAND, AddressMap::address(4, 0), bytes(8, 2)});
  });
  sc_core::sc_start(sc_core::sc_time(200, sc_core::SC_NS));
  EXPECT_EQ(to_unbound.status, tlm::TLM_OK_RESPONSE);
  EXPECT_EQ(to_bound.status, tlm::TLM_OK_RESPONSE);
  EXPECT_EQ(bridge.port(7).unclaimed(), 1);
  EXPECT_EQ(bridge.port(4).delivered_to_pe(), 1);
  ASSERT_EQ(pe4.writes.size(), 1u);
  EXPECT_EQ(pe4.writes.front().data, bytes(8, 2));
}

// A PE error is the PE's business: the sender's write completed when the network delivered it.
// A delay the PE annotates holds back the next hand-over to that PE.
TEST(BridgeDelivery, ProcessingElementErrorsAreCountedAndItsDelaysPaceHandOvers) {
  simulation::start_fresh_systemc_context();
  const tlm2::TransportConfig config = torus(3, Directions::uni, 3, 2, 4);
  tlm2::NetworkBridge bridge("bridge", config);
  TestInitiators cpus("cpus", bridge.node_count());
  RecordingTarget pe("pe");
  pe.answer = tlm::TLM_GENERIC_ERROR_RESPONSE;
  pe.added_delay = sc_core::sc_time(50, sc_core::SC_NS);
  bridge.initiator(8).bind(pe.socket);
  std::vector<WriteResult> results(2);
  for (int s = 0; s < 2; ++s) {
    cpus.socket(s).bind(bridge.target(s));
    TestInitiators::spawn([&, s] {
      results[static_cast<std::size_t>(s)] =
          send_write(cpus.socket(s), WriteRequest{tlm::TLM_WRITE_COMMAND, AddressMap::address(8, 0), bytes(4, 1)});
    });
  }
  sc_core::sc_start(sc_core::sc_time(300, sc_core::SC_NS));
  for (const auto& r : results) EXPECT_EQ(r.status, tlm::TLM_OK_RESPONSE);
  EXPECT_EQ(bridge.port(8).pe_errors(), 2);
  ASSERT_EQ(pe.writes.size(), 2u);
  EXPECT_GE(pe.writes[1].at - pe.writes[0].at, sc_core::sc_time(50, sc_core::SC_NS));
}

}  // namespace
}  // namespace kncube::test
