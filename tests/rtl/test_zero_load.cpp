// Zero-load latency of every pipeline preset and link kind, against the documented formula
//   L0 = injection latency + |H| * router latency + sum of wire latencies on the path
//        + router latency + (M - 1) * (largest channel period on the path),
// for single messages through an otherwise empty network, to every destination.
#include <gtest/gtest.h>

#include <algorithm>
#include <ostream>
#include <string>

#include "network_fixture.h"

namespace kncube::test {
namespace {

struct Case {
  std::string name;
  Topology topology;
  int k;
  int n;
  Directions directions;
  Routing routing;
  int vcs;
  int length;
  rtl::PipelinePreset preset;
  rtl::LinkConfig links;
};

rtl::NetworkConfig config_of(const Case& c) {
  rtl::NetworkConfig config;
  config.spec.topology = c.topology;
  config.spec.k = c.k;
  config.spec.n = c.n;
  config.spec.directions = c.directions;
  config.spec.routing = c.routing;
  config.spec.vcs = c.vcs;
  config.spec.message_length = c.length;
  config.router.preset = c.preset;
  config.router.delays = rtl::delays_for(c.preset);
  config.router.buffer_depth = 16;  // covers every credit round trip below
  config.links = c.links;
  rtl::validate(config);
  return config;
}

void PrintTo(const Case& c, std::ostream* out) { *out << c.name; }

class ZeroLoad : public ::testing::TestWithParam<Case> {};

TEST_P(ZeroLoad, EveryDestinationMatchesTheFormula) {
  const rtl::NetworkConfig config = config_of(GetParam());
  const rtl::TopologyGraph g = rtl::make_topology(config.spec);
  const rtl::NodeId source = g.node_count() / 3;
  for (rtl::NodeId d = 0; d < g.node_count(); ++d) {
    if (d == source) continue;
    OneArrival arrivals(source, 5.0);
    FixedDestination traffic(d);
    RecordingObserver observer;
    SimulatedNetwork sim(config, arrivals, traffic, observer);
    sim.run(2000);
    ASSERT_EQ(observer.delivered.size(), 1u) << "destination " << d;
    const auto& m = observer.delivered.front();
    EXPECT_EQ(m.generated, 5);
    EXPECT_EQ(m.injected, 5) << "no source wait at zero load";
    EXPECT_EQ(m.hops, g.distance(source, d));
    EXPECT_EQ(m.delivered - m.generated, rtl::zero_load_latency(config, g.route_dimensions(source, d)))
        << GetParam().name << " from " << source << " to " << d << " over " << m.hops << " hops";
  }
}

rtl::LinkConfig links(rtl::LinkKind kind, std::vector<int> wire, int mu = 1, int ts = 1) {
  rtl::LinkConfig l;
  l.kind = kind;
  l.wire_delay = std::move(wire);
  l.mu = mu;
  l.switch_time = ts;
  return l;
}

const auto kIdeal = rtl::PipelinePreset::ideal;
const auto kFour = rtl::PipelinePreset::four_stage;
const auto kPipe = rtl::LinkKind::pipelined;
const auto kSlow = rtl::LinkKind::nonpipelined;

INSTANTIATE_TEST_SUITE_P(
    Presets, ZeroLoad,
    ::testing::Values(
        Case{"ideal_uni_torus", Topology::torus, 5, 2, Directions::uni, Routing::duato, 3, 8, kIdeal, links(kPipe, {1})},
        Case{"ideal_bi_torus", Topology::torus, 4, 2, Directions::bi, Routing::duato, 3, 16, kIdeal, links(kPipe, {1})},
        Case{"ideal_hypercube", Topology::hypercube, 2, 4, Directions::uni, Routing::duato, 2, 5, kIdeal, links(kPipe, {1})},
        Case{"ideal_mesh_dor", Topology::mesh, 4, 2, Directions::bi, Routing::dor, 1, 6, kIdeal, links(kPipe, {1})},
        Case{"ideal_single_flit", Topology::torus, 4, 2, Directions::uni, Routing::dor, 2, 1, kIdeal, links(kPipe, {1})},
        Case{"fourstage_bi_torus", Topology::torus, 4, 2, Directions::bi, Routing::dor, 2, 16, kFour, links(kPipe, {1})},
        Case{"fourstage_uni_duato", Topology::torus, 3, 3, Directions::uni, Routing::duato, 3, 4, kFour, links(kPipe, {1})},
        Case{"pipelined_wire3", Topology::torus, 4, 2, Directions::bi, Routing::duato, 3, 8, kFour, links(kPipe, {3})},
        Case{"nonpipelined_wire3", Topology::torus, 4, 2, Directions::uni, Routing::dor, 2, 8, kIdeal, links(kSlow, {3})},
        Case{"per_dimension_wires", Topology::torus, 4, 3, Directions::uni, Routing::duato, 3, 6, kIdeal, links(kPipe, {1, 2, 4})},
        Case{"per_dimension_nonpipelined", Topology::mesh, 3, 2, Directions::bi, Routing::dor, 2, 6, kFour, links(kSlow, {1, 3})},
        Case{"thesis_mode", Topology::torus, 4, 2, Directions::uni, Routing::duato, 3, 8, kIdeal, links(rtl::LinkKind::thesis, {1}, 3, 1)}),
    [](const ::testing::TestParamInfo<Case>& info) { return info.param.name; });

// The closed forms documented in network_config.h, against the flit-by-flit computation.
TEST(ZeroLoadFormula, IdealPresetIsMessageLengthPlusHops) {
  rtl::NetworkConfig config;
  config.spec.message_length = 32;
  for (int hops = 0; hops < 10; ++hops) EXPECT_EQ(rtl::zero_load_latency(config, std::vector<int>(hops, 0)), 32 + hops);
}

TEST(ZeroLoadFormula, FourStagePresetAddsFiveCyclesPerHopAndFourAtTheEnd) {
  rtl::NetworkConfig config;
  config.spec.message_length = 16;
  config.router.delays = rtl::delays_for(rtl::PipelinePreset::four_stage);
  for (int hops = 0; hops < 10; ++hops) EXPECT_EQ(rtl::zero_load_latency(config, std::vector<int>(hops, 1)), 16 + 5 * hops + 4);
}

TEST(ZeroLoadFormula, UniformPeriodClosedForm) {
  rtl::NetworkConfig config;
  config.spec.message_length = 6;
  config.spec.n = 1;
  config.router.delays = rtl::delays_for(rtl::PipelinePreset::four_stage);
  config.links.kind = rtl::LinkKind::nonpipelined;
  for (int p : {1, 2, 3, 5}) {
    config.links.wire_delay = {p};
    for (int hops = 1; hops < 6; ++hops) {
      const std::int64_t expected = 1 + hops * (4 + p) + 2 + std::max<std::int64_t>(5 * p, 2 + 5);
      EXPECT_EQ(rtl::zero_load_latency(config, std::vector<int>(hops, 0)), expected) << "period " << p;
    }
  }
}

TEST(ZeroLoadFormula, ThesisModeIsHopsPlusLengthTimesChannelAndSwitchTime) {
  rtl::NetworkConfig config;
  config.spec.message_length = 64;
  config.links.kind = rtl::LinkKind::thesis;
  config.links.mu = 5;
  config.links.switch_time = 1;
  for (int hops = 0; hops < 10; ++hops) EXPECT_EQ(rtl::zero_load_latency(config, std::vector<int>(hops, 0)), (hops + 64) * 6);
}

}  // namespace
}  // namespace kncube::test
