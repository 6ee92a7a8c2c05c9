// Graph networks in the cycle-level simulator (spec 04 A.2.4, A.3): built from a channel list,
// routed minimally with an up*/down* escape VC, or along TM's cut rings. Zero-load latency is
// exactly M + graph distance on the ideal pipeline; the scoreboard sees every message delivered
// once under saturated soak on tm, xftm and random graphs with V = 1, 2, 4.
#include <gtest/gtest.h>

#include <bitset>
#include <memory>
#include <ostream>
#include <string>

#include "../../analytical/graph/random_graphs.h"
#include "../network_fixture.h"
#include "../scoreboard.h"
#include "graph_config.h"
#include "analytical/graph/grid_generators.h"
#include "rtl_models/graph/graph_routing.h"
#include "rtl_models/graph/tm_ring_routing.h"
#include "testbenches/testbench/traffic/arrival_processes.h"
#include "testbenches/testbench/traffic/uniform_traffic.h"

namespace kncube::test {
namespace {

TEST(GraphTopology, ChannelsPortsAndNamesComeFromTheGraph) {
  const rtl::NetworkConfig config = graph_config(Topology::xftm, shared(graph::make_xftm_graph(8)), 8, 2);
  const rtl::TopologyGraph topology = rtl::make_topology(config.spec);
  EXPECT_EQ(topology.node_count(), 52);
  EXPECT_EQ(topology.network_ports(), 4);
  EXPECT_EQ(topology.local_port(), 4);
  EXPECT_EQ(topology.channels().size(), 168U);
  EXPECT_EQ(topology.port_name(0), "xp");
  EXPECT_EQ(topology.port_name(3), "ym");
  EXPECT_EQ(topology.port_name(4), "pe");
  EXPECT_EQ(topology.router_name(14), "x6y1");
  EXPECT_EQ(topology.distance(0, 51), 7 + 7);  // (0,0) to (7,7) around the wedge: the mesh distance
}

TEST(GraphRouting, ProfitablePortsAreThoseOneHopCloserByBruteForce) {
  for (unsigned seed = 1; seed <= 5; ++seed) {
    const auto g = shared(random_connected_graph(20, 12, seed));
    const rtl::NetworkConfig config = graph_config(Topology::graph, g, 8, 3);
    const rtl::TopologyGraph topology = rtl::make_topology(config.spec);
    const rtl::GraphRouting routing(topology, 3);
    const graph::DistanceTable& d = *topology.distances();
    for (int u = 0; u < g->node_count(); ++u)
      for (int t = 0; t < g->node_count(); ++t) {
        std::uint16_t expected = 0;
        for (const auto& c : g->channels())
          if (c.source == u && d.distance(c.sink, t) < d.distance(u, t)) expected |= static_cast<std::uint16_t>(1U << c.source_port);
        ASSERT_EQ(routing.profitable_ports(u, t), expected) << u << "->" << t;
      }
  }
}

TEST(GraphRouting, AdaptiveVcsOnProfitablePortsEscapeOnVcZero) {
  const auto g = shared(graph::make_xftm_graph(8));
  const rtl::NetworkConfig config = graph_config(Topology::xftm, g, 8, 4);
  const rtl::TopologyGraph topology = rtl::make_topology(config.spec);
  const rtl::GraphRouting routing(topology, 4);
  rtl::Flit head;
  head.destination = 51;
  rtl::RouteCandidates out;
  routing.route(0, topology.local_port(), head, out);  // at the source: adaptive +x and +y, escape on VC 0
  EXPECT_FALSE(out.eject);
  ASSERT_EQ(out.adaptive_count, 2);
  EXPECT_EQ(out.adaptive[0].first, 1);
  EXPECT_EQ(out.adaptive[0].end, 4);
  EXPECT_EQ(out.deterministic.first, 0);
  EXPECT_EQ(out.deterministic.end, 1);
  head.vc = 0;  // arrived on the escape VC from the network: escape only
  routing.route(1, 1, head, out);
  EXPECT_EQ(out.adaptive_count, 0);
  EXPECT_EQ(out.deterministic.end, 1);
  head.destination = 1;
  routing.route(1, 1, head, out);
  EXPECT_TRUE(out.eject);
}

TEST(TmRingRouting, FollowsTheCutRingsXThenY) {
  const int k = 6;
  const auto g = shared(graph::make_tm_graph(k));
  const rtl::NetworkConfig config = graph_config(Topology::tm, g, k, 1, Routing::dor);
  const rtl::TopologyGraph topology = rtl::make_topology(config.spec);
  const rtl::TmRingRouting routing(topology, 1);
  for (int s = 0; s < k * k; ++s)
    for (int t = 0; t < k * k; ++t) {
      rtl::Flit head;
      head.destination = t;
      int u = s;
      int hops = 0;
      bool turned = false;
      while (true) {
        rtl::RouteCandidates out;
        routing.route(u, 0, head, out);
        if (out.eject) break;
        const int port = out.deterministic.port;
        if (port >= 2) turned = true;
        ASSERT_FALSE(turned && port < 2) << "an X hop after a Y hop";
        int next = -1;
        for (const auto& c : g->channels())
          if (c.source == u && c.source_port == port) next = c.sink;
        ASSERT_GE(next, 0) << "the route uses a cut link at node " << u;
        u = next;
        ASSERT_LE(++hops, 2 * (k - 1));
      }
      EXPECT_EQ(u, t);
      // Along the paths: |row positions| + |column positions|, never shorter than the graph distance.
      const int cut_row = (2 * k - 1 - s / k) % k;
      const int cut_col = (2 * k - 1 - t % k) % k;
      const int along = std::abs(rtl::TmRingRouting::path_position(t % k, cut_row, k) - rtl::TmRingRouting::path_position(s % k, cut_row, k)) +
                        std::abs(rtl::TmRingRouting::path_position(t / k, cut_col, k) - rtl::TmRingRouting::path_position(s / k, cut_col, k));
      EXPECT_EQ(hops, along);
      EXPECT_GE(hops, topology.distance(s, t));
    }
}

// Zero-load on the ideal pipeline: latency M + graph distance for every destination (README, network_config.h).
void expect_zero_load(const rtl::NetworkConfig& config, rtl::NodeId source) {
  const rtl::TopologyGraph g = rtl::make_topology(config.spec);
  for (rtl::NodeId d = 0; d < g.node_count(); ++d) {
    if (d == source) continue;
    OneArrival arrivals(source, 5.0);
    FixedDestination traffic(d);
    RecordingObserver observer;
    SimulatedNetwork sim(config, arrivals, traffic, observer);
    sim.run(500);
    ASSERT_EQ(observer.delivered.size(), 1U);
    const auto& m = observer.delivered.front();
    EXPECT_EQ(m.hops, g.distance(source, d));
    EXPECT_EQ(m.delivered - m.generated, config.spec.message_length + g.distance(source, d)) << source << "->" << d;
  }
}

TEST(GraphZeroLoad, IsMessageLengthPlusGraphDistance) {
  expect_zero_load(graph_config(Topology::xftm, shared(graph::make_xftm_graph(8)), 8, 2, Routing::duato, 16), 0);
  expect_zero_load(graph_config(Topology::tm, shared(graph::make_tm_graph(5)), 5, 1, Routing::duato, 8), 7);
  expect_zero_load(graph_config(Topology::graph, shared(random_connected_graph(24, 10, 3)), 8, 4, Routing::duato, 8), 5);
}

struct SoakCase {
  std::string name;
  Topology topology;
  int k;
  int vcs;
  Routing routing;
};
void PrintTo(const SoakCase& c, std::ostream* out) { *out << c.name; }

class GraphSoak : public ::testing::TestWithParam<SoakCase> {};

TEST_P(GraphSoak, SaturatedTrafficKeepsDeliveringEveryMessageOnce) {
  const SoakCase& c = GetParam();
  std::shared_ptr<const graph::NetworkGraph> g;
  if (c.topology == Topology::tm) g = shared(graph::make_tm_graph(c.k));
  else if (c.topology == Topology::xftm) g = shared(graph::make_xftm_graph(c.k));
  else g = shared(random_connected_graph(c.k, c.k / 2, 11));
  const rtl::NetworkConfig config = graph_config(c.topology, g, c.k, c.vcs, c.routing, 6);
  traffic::PoissonArrivals arrivals(1.0);
  traffic::UniformTraffic pattern(g->node_count());
  Scoreboard scoreboard;
  SimulatedNetwork sim(config, arrivals, pattern, scoreboard);
  std::int64_t delivered = 0;
  for (int w = 0; w < 10; ++w) {
    sim.run(1000);
    ASSERT_GT(scoreboard.delivered(), delivered) << c.name << ": nothing delivered in window " << w << " (deadlock?)";
    delivered = scoreboard.delivered();
  }
}

TEST_P(GraphSoak, BelowSaturationEveryMessageArrivesOnceAfterDraining) {
  const SoakCase& c = GetParam();
  std::shared_ptr<const graph::NetworkGraph> g;
  if (c.topology == Topology::tm) g = shared(graph::make_tm_graph(c.k));
  else if (c.topology == Topology::xftm) g = shared(graph::make_xftm_graph(c.k));
  else g = shared(random_connected_graph(c.k, c.k / 2, 11));
  const rtl::NetworkConfig config = graph_config(c.topology, g, c.k, c.vcs, c.routing, 6);
  traffic::PoissonArrivals arrivals(0.01);
  traffic::UniformTraffic pattern(g->node_count());
  Scoreboard scoreboard;
  SimulatedNetwork sim(config, arrivals, pattern, scoreboard);
  sim.run(5000);
  sim.network.set_generating(false);
  for (int w = 0; w < 50 && scoreboard.outstanding() > 0; ++w) sim.run(1000);
  EXPECT_GT(scoreboard.generated(), 1000);
  EXPECT_EQ(scoreboard.outstanding(), 0U) << c.name;
  EXPECT_EQ(scoreboard.delivered(), scoreboard.generated());
}

INSTANTIATE_TEST_SUITE_P(Graphs, GraphSoak,
                         ::testing::Values(SoakCase{"tm6_v1", Topology::tm, 6, 1, Routing::duato},
                                           SoakCase{"tm6_v2", Topology::tm, 6, 2, Routing::duato},
                                           SoakCase{"tm6_v4", Topology::tm, 6, 4, Routing::duato},
                                           SoakCase{"tm6_dor_v1", Topology::tm, 6, 1, Routing::dor},
                                           SoakCase{"xftm8_v1", Topology::xftm, 8, 1, Routing::duato},
                                           SoakCase{"xftm8_v2", Topology::xftm, 8, 2, Routing::duato},
                                           SoakCase{"xftm8_v4", Topology::xftm, 8, 4, Routing::duato},
                                           SoakCase{"random30_v1", Topology::graph, 30, 1, Routing::duato},
                                           SoakCase{"random30_v2", Topology::graph, 30, 2, Routing::duato},
                                           SoakCase{"random30_v4", Topology::graph, 30, 4, Routing::duato}),
                         [](const ::testing::TestParamInfo<SoakCase>& info) { return info.param.name; });

}  // namespace
}  // namespace kncube::test

namespace kncube::test {
namespace {

TEST(GraphWireDelay, ALinksOwnDelayAddsToZeroLoadLatency) {
  // A path a - b - c whose second link has wire delay 3: the message from a to c takes the ideal
  // M + 2 plus the 2 extra cycles of that wire.
  graph::NetworkGraph path("path");
  for (const char* name : {"a", "b", "c"}) path.add_node(graph::GraphNode{name, false, 0, 0});
  path.add_link(0, 1);
  path.add_link(1, 2, 3);
  const rtl::NetworkConfig config = graph_config(Topology::graph, shared(std::move(path)), 8, 2, Routing::duato, 8);
  OneArrival arrivals(0, 5.0);
  FixedDestination traffic(2);
  RecordingObserver observer;
  SimulatedNetwork sim(config, arrivals, traffic, observer);
  sim.run(200);
  ASSERT_EQ(observer.delivered.size(), 1U);
  EXPECT_EQ(observer.delivered.front().delivered - observer.delivered.front().generated, 8 + 2 + 2);
}

}  // namespace
}  // namespace kncube::test

namespace kncube::test {
namespace {

// The negative control of the escape layer: minimal routing that always takes the lowest
// profitable port on the single VC (no up*/down* restriction) has cyclic channel dependencies
// around the torus's rings and deadlocks under saturation, where GraphSoak's up*/down* does not.
class LowestProfitablePort final : public rtl::RoutingFunction {
 public:
  explicit LowestProfitablePort(const rtl::GraphRouting& graph) : graph_(graph) {}
  void route(rtl::NodeId current, int, const rtl::Flit& head, rtl::RouteCandidates& out) const override {
    out.adaptive_count = 0;
    out.eject = current == head.destination;
    if (out.eject) return;
    out.deterministic = rtl::VcRange{static_cast<std::uint8_t>(__builtin_ctz(graph_.profitable_ports(current, head.destination))), 0, 1};
  }
  std::string name() const override { return "lowest-profitable-port"; }

 private:
  const rtl::GraphRouting& graph_;
};

TEST(GraphDeadlockControl, MinimalRoutingWithoutEscapeDeadlocksOnTheTorus) {
  const rtl::NetworkConfig config = graph_config(Topology::graph, shared(graph::make_torus_graph(4)), 4, 1, Routing::duato, 16);
  const rtl::TopologyGraph topology = rtl::make_topology(config.spec);
  const rtl::GraphRouting tables(topology, 1);
  traffic::PoissonArrivals arrivals(1.0);
  traffic::UniformTraffic pattern(16);
  Scoreboard scoreboard;
  simulation::start_fresh_systemc_context();
  sc_core::sc_clock clock("clock", 1, sc_core::SC_NS);
  rtl::Network network("network", config, arrivals, pattern, scoreboard, std::make_unique<LowestProfitablePort>(tables));
  network.clock(clock);
  sc_core::sc_start(sc_core::sc_time(20000, sc_core::SC_NS));
  ASSERT_GT(network.flits_in_flight(), 0);
  EXPECT_LT(network.last_progress(), 19000) << "minimal routing without an escape layer was expected to deadlock";
}

TEST(GraphDeadlockControl, TheSameTorusWithUpDownKeepsDelivering) {
  const rtl::NetworkConfig config = graph_config(Topology::graph, shared(graph::make_torus_graph(4)), 4, 1, Routing::duato, 16);
  traffic::PoissonArrivals arrivals(1.0);
  traffic::UniformTraffic pattern(16);
  Scoreboard scoreboard;
  SimulatedNetwork sim(config, arrivals, pattern, scoreboard);
  sim.run(20000);
  EXPECT_GT(sim.network.last_progress(), 19900);
}

}  // namespace
}  // namespace kncube::test

namespace kncube::test {
namespace {

TEST(GraphTopology, TorusAndMeshAsGraphsHaveTheNativeDistancesAndChannelCounts) {
  for (int k : {3, 4, 5, 8}) {
    NetworkSpec torus;
    torus.k = k;
    torus.directions = Directions::bi;
    NetworkSpec mesh = torus;
    mesh.topology = Topology::mesh;
    const rtl::TopologyGraph native_torus = rtl::make_topology(torus);
    const rtl::TopologyGraph native_mesh = rtl::make_topology(mesh);
    const rtl::TopologyGraph graph_torus(shared(graph::make_torus_graph(k)), Topology::graph, k);
    const rtl::TopologyGraph graph_mesh(shared(graph::make_mesh_graph(k)), Topology::graph, k);
    EXPECT_EQ(graph_torus.channels().size(), native_torus.channels().size());
    EXPECT_EQ(graph_mesh.channels().size(), native_mesh.channels().size());
    // Same node numbering (x + k y) and the same hop distances for every pair.
    for (rtl::NodeId a = 0; a < k * k; ++a)
      for (rtl::NodeId b = 0; b < k * k; ++b) {
        ASSERT_EQ(graph_torus.distance(a, b), native_torus.distance(a, b)) << k << ": " << a << "->" << b;
        ASSERT_EQ(graph_mesh.distance(a, b), native_mesh.distance(a, b)) << k << ": " << a << "->" << b;
      }
  }
}

}  // namespace
}  // namespace kncube::test
