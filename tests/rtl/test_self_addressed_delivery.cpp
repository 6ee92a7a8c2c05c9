// A message addressed to its own node (BookSim's uniform with self-traffic, a fixed point under
// --fixed-points self, a hotspot-set member drawing itself) enters its router and is ejected
// there: route computation finds every digit equal. It must arrive whole, with 0 hops, after
// the zero-load latency of an empty path, and the interfaces' scoreboards must accept it, also
// among ordinary traffic under load.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <set>

#include "network_fixture.h"
#include "testbenches/testbench/traffic/traffic_factory.h"

namespace kncube::test {
namespace {

rtl::NetworkConfig torus_4x4(rtl::PipelinePreset preset) {
  rtl::NetworkConfig config;
  config.spec.k = 4;
  config.spec.n = 2;
  config.spec.routing = Routing::dor;
  config.spec.vcs = 2;
  config.spec.message_length = 8;
  config.router.preset = preset;
  config.router.delays = rtl::delays_for(preset);
  config.router.buffer_depth = 16;
  rtl::validate(config);
  return config;
}

TEST(SelfAddressedMessage, DeliveredAtItsOwnNodeWithZeroHopsAtZeroLoadLatency) {
  for (const auto preset : {rtl::PipelinePreset::ideal, rtl::PipelinePreset::four_stage}) {
    const rtl::NetworkConfig config = torus_4x4(preset);
    const rtl::NodeId node = 6;
    OneArrival arrivals(node, 5.0);
    FixedDestination traffic(node);
    RecordingObserver observer;
    SimulatedNetwork sim(config, arrivals, traffic, observer);
    sim.run(500);
    ASSERT_EQ(observer.generated, 1);
    ASSERT_EQ(observer.delivered.size(), 1u);
    const rtl::DeliveredMessage& m = observer.delivered.front();
    EXPECT_EQ(m.source, node);
    EXPECT_EQ(m.destination, node);
    EXPECT_EQ(m.length, 8);
    EXPECT_EQ(m.hops, 0);
    EXPECT_EQ(m.delivered - m.generated, rtl::zero_load_latency(config, {})) << rtl::to_string(preset);
  }
  // With the ideal pipeline an empty path costs the message length alone: M + |H| = 8 + 0.
  EXPECT_EQ(rtl::zero_load_latency(torus_4x4(rtl::PipelinePreset::ideal), {}), 8);
}

// Uniform traffic with self-traffic under load: every generated message is delivered once, the
// self-addressed ones (about 1/N of them) with 0 hops and the others with their distance.
TEST(SelfAddressedMessage, UniformSelfTrafficUnderLoadIsDeliveredWhole) {
  rtl::NetworkConfig config = torus_4x4(rtl::PipelinePreset::four_stage);
  config.spec.traffic.self_traffic = true;
  const rtl::TopologyGraph topology = rtl::make_topology(config.spec);
  const auto arrivals = traffic::make_arrival_process(ArrivalSpec{}, 0.01, topology.node_count(), config.seed);
  const auto pattern = traffic::make_traffic_pattern(config.spec, topology);
  RecordingObserver observer;
  SimulatedNetwork sim(config, *arrivals, *pattern, observer);
  sim.run(20000);
  ASSERT_GT(observer.generated, 2000);
  // Messages still in flight at the end are the last few generated.
  ASSERT_GE(static_cast<double>(observer.delivered.size()), 0.98 * static_cast<double>(observer.generated));
  std::set<std::uint64_t> seen;
  std::int64_t self = 0;
  for (const rtl::DeliveredMessage& m : observer.delivered) {
    ASSERT_TRUE(seen.insert(m.id).second) << "message " << m.id << " delivered twice";
    EXPECT_EQ(m.length, 8);
    EXPECT_EQ(m.hops, topology.distance(m.source, m.destination));
    if (m.source == m.destination) {
      ++self;
      EXPECT_EQ(m.hops, 0);
    }
  }
  const double delivered = static_cast<double>(observer.delivered.size());
  EXPECT_NEAR(static_cast<double>(self), delivered / 16.0, 5.0 * std::sqrt(delivered * (1.0 / 16) * (15.0 / 16)));
}

}  // namespace
}  // namespace kncube::test
