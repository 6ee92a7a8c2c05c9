// The loosely-timed network model: it forwards each write to the destination's PE and annotates
// the documented latency, zero_load(s, d) + contention, which is the cycle-level network's own
// zero-load latency at load 0 and, averaged over uniform pairs, the analytical model's mean.
#include <gtest/gtest.h>

#include <map>

#include "analytical/uniform/duato_uniform_model.h"
#include "tlm/loosely_timed_network.h"
#include "tlm/network_bridge.h"
#include "tlm_fixture.h"

namespace kncube::test {
namespace {

using tlm2::AddressMap;

tlm2::LtNetworkConfig lt_config(const tlm2::TransportConfig& transport, double load) {
  tlm2::LtNetworkConfig config;
  config.transport = transport;
  config.offered_load = load;
  return config;
}

class LtZeroLoad : public ::testing::TestWithParam<rtl::PipelinePreset> {};

// At load 0 the annotation is what the bridge measures on the cycle-level network, pair by pair.
TEST_P(LtZeroLoad, AnnotationEqualsTheBridgesMeasuredLatencyForEveryDestination) {
  const tlm2::TransportConfig transport = torus(4, Directions::bi, 3, 6, 4, GetParam());
  const tlm2::AnalyticalLatency lt(lt_config(transport, 0.0));
  EXPECT_EQ(lt.contention(), 0.0);

  simulation::start_fresh_systemc_context();
  tlm2::NetworkBridge bridge("bridge", transport);
  TestInitiators cpus("cpus", bridge.node_count());
  const rtl::NodeId source = 6;
  cpus.socket(source).bind(bridge.target(source));
  std::map<rtl::NodeId, WriteResult> measured;
  TestInitiators::spawn([&] {
    for (rtl::NodeId d = 0; d < bridge.node_count(); ++d)
      if (d != source) measured[d] = send_write(cpus.socket(source), d);
  });
  sc_core::sc_start(sc_core::sc_time(2, sc_core::SC_US));
  ASSERT_EQ(measured.size(), static_cast<std::size_t>(bridge.node_count() - 1));
  for (const auto& [d, result] : measured) {
    EXPECT_EQ(lt.latency(source, d), result.record.latency) << "to " << d;
    EXPECT_EQ(lt.hops(source, d), result.record.hops);
    if (GetParam() == rtl::PipelinePreset::ideal) {
      EXPECT_EQ(lt.latency(source, d), 6 + lt.hops(source, d)) << "M + hops";
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Presets, LtZeroLoad, ::testing::Values(rtl::PipelinePreset::ideal, rtl::PipelinePreset::four_stage),
                         [](const ::testing::TestParamInfo<rtl::PipelinePreset>& info) { return rtl::to_string(info.param); });

struct MeanCase {
  std::string name;
  NetworkSpec spec;
};

void PrintTo(const MeanCase& c, std::ostream* out) { *out << c.name; }

NetworkSpec spec_of(Topology topology, int k, int n, Directions directions, int vcs, int length) {
  NetworkSpec spec;
  spec.topology = topology;
  spec.k = k;
  spec.n = n;
  spec.directions = directions;
  spec.vcs = vcs;
  spec.message_length = length;
  return spec;
}

class LtMeanLatency : public ::testing::TestWithParam<MeanCase> {};

// Per pair: M + hops + (model latency - model zero-load); over all N (N - 1) pairs, the model's
// mean latency at every load below saturation.
TEST_P(LtMeanLatency, PairLatenciesFollowTheModel) {
  tlm2::TransportConfig transport;
  transport.network.spec = GetParam().spec;
  const auto model = analytical::prepare_duato_uniform(GetParam().spec);
  const double saturation = model->saturation_rate();
  for (double fraction : {0.05, 0.3, 0.6, 0.9}) {
    const double load = fraction * saturation;
    const tlm2::AnalyticalLatency lt(lt_config(transport, load));
    EXPECT_EQ(lt.model_name(), "duato-uniform");
    const analytical::Prediction prediction = model->predict(load);
    const double contention = prediction.latency - model->zero_load_latency();
    EXPECT_NEAR(lt.contention(), contention, 1e-12);
    EXPECT_EQ(lt.prediction().latency, prediction.latency);
    double sum = 0.0;
    const rtl::NodeId nodes = lt.node_count();
    for (rtl::NodeId s = 0; s < nodes; ++s)
      for (rtl::NodeId d = 0; d < nodes; ++d) {
        if (s == d) continue;
        EXPECT_DOUBLE_EQ(lt.latency(s, d), GetParam().spec.message_length + lt.hops(s, d) + contention);
        sum += lt.latency(s, d);
      }
    const double mean = sum / (static_cast<double>(nodes) * (nodes - 1));
    EXPECT_NEAR(mean, prediction.latency, 1e-9 * prediction.latency) << "at " << fraction << " of saturation";
  }
}

INSTANTIATE_TEST_SUITE_P(
    Networks, LtMeanLatency,
    ::testing::Values(MeanCase{"uni_4ary_2cube", spec_of(Topology::torus, 4, 2, Directions::uni, 3, 16)},
                      MeanCase{"bi_5ary_2cube", spec_of(Topology::torus, 5, 2, Directions::bi, 4, 8)},
                      MeanCase{"hypercube_5", spec_of(Topology::hypercube, 2, 5, Directions::uni, 3, 32)}),
    [](const ::testing::TestParamInfo<MeanCase>& info) { return info.param.name; });

// A write forwarded to its destination: offset address and receipt for the PE, the latency in
// the delay annotation (after the incoming delay, before the PE's own), the address restored.
TEST(LtForwarding, WriteReachesTheDestinationWithTheAnnotatedLatency) {
  simulation::start_fresh_systemc_context();
  const tlm2::TransportConfig transport = torus(4, Directions::bi, 3, 16, 8);
  const auto model = analytical::prepare_duato_uniform(transport.network.spec);
  const double load = 0.3 * model->saturation_rate();
  tlm2::LooselyTimedNetwork network("network", lt_config(transport, load));
  TestInitiators cpus("cpus", network.node_count());
  std::vector<std::unique_ptr<RecordingTarget>> pes;
  for (rtl::NodeId node = 0; node < network.node_count(); ++node) {
    cpus.socket(node).bind(network.target(node));
    pes.push_back(std::make_unique<RecordingTarget>(("pe" + std::to_string(node)).c_str()));
    network.initiator(node).bind(pes.back()->socket);
  }
  pes[12]->added_delay = sc_core::sc_time(2, sc_core::SC_NS);
  WriteResult result;
  TestInitiators::spawn([&] {
    sc_core::wait(sc_core::sc_time(3, sc_core::SC_NS));
    WriteRequest request;
    request.address = AddressMap::address(12, 0x2a);
    request.data = bytes(100, 7);
    request.delay = sc_core::sc_time(5, sc_core::SC_NS);
    result = send_write(cpus.socket(3), request);
  });
  sc_core::sc_start(sc_core::sc_time(1, sc_core::SC_US));

  const int hops = 2;  // node 3 = (3, 0) to node 12 = (0, 3): one hop each way round
  const double latency = 16 + hops + model->predict(load).latency - model->zero_load_latency();
  const sc_core::sc_time network_time = transport.clock_period * latency;
  EXPECT_EQ(result.status, tlm::TLM_OK_RESPONSE);
  EXPECT_EQ(result.issued, sc_core::sc_time(8, sc_core::SC_NS));
  EXPECT_EQ(result.completed, result.issued + network_time + sc_core::sc_time(2, sc_core::SC_NS));
  EXPECT_EQ(result.record.source, 3);
  EXPECT_EQ(result.record.destination, 12);
  EXPECT_EQ(result.record.hops, hops);
  EXPECT_NEAR(result.record.latency, latency, 1e-9);
  for (rtl::NodeId node = 0; node < network.node_count(); ++node)
    EXPECT_EQ(pes[static_cast<std::size_t>(node)]->writes.size(), node == 12 ? 1u : 0u) << "node " << node;
  const auto& received = pes[12]->writes.front();
  EXPECT_EQ(received.address, 0x2au);
  EXPECT_EQ(received.data, bytes(100, 7));
  EXPECT_EQ(received.at, result.issued + network_time) << "the PE sees the write when the network delivers it";
  EXPECT_TRUE(received.has_receipt);
  EXPECT_EQ(received.record.source, 3);
  EXPECT_EQ(network.messages(), 1);
}

// Like any LT interconnect it returns the target's response; with no PE bound the write completes.
TEST(LtForwarding, PeResponseComesBackAndAnUnboundDestinationCompletes) {
  simulation::start_fresh_systemc_context();
  const tlm2::TransportConfig transport = torus(3, Directions::uni, 3, 4, 4);
  tlm2::LooselyTimedNetwork network("network", lt_config(transport, 0.0));
  TestInitiators cpus("cpus", 1);
  cpus.socket(0).bind(network.target(0));
  RecordingTarget failing("failing");
  failing.answer = tlm::TLM_ADDRESS_ERROR_RESPONSE;
  network.initiator(1).bind(failing.socket);
  WriteResult to_failing, to_unbound;
  TestInitiators::spawn([&] {
    to_failing = send_write(cpus.socket(0), 1);
    to_unbound = send_write(cpus.socket(0), 5);
  });
  sc_core::sc_start(sc_core::sc_time(1, sc_core::SC_US));
  EXPECT_EQ(to_failing.status, tlm::TLM_ADDRESS_ERROR_RESPONSE);
  EXPECT_EQ(to_unbound.status, tlm::TLM_OK_RESPONSE);
  EXPECT_EQ(to_unbound.completed - to_unbound.issued, transport.clock_period * (4.0 + 3.0)) << "M + 3 hops: node 5 = (2, 1), x the long way round";
  EXPECT_EQ(failing.writes.size(), 1u);
}

}  // namespace
}  // namespace kncube::test
