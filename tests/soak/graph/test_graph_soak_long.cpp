// Long saturated soak runs on graph networks (label soak): 200 000 cycles with every source
// backlogged on TM, x-Folded TM and a random graph with V = 1, 2, 4 and on TM's cut rings; every
// 2000-cycle window must deliver (the up*/down* escape layer keeps the network deadlock-free).
#include <gtest/gtest.h>

#include <memory>
#include <ostream>
#include <string>

#include "../../analytical/graph/random_graphs.h"
#include "../../rtl/network_fixture.h"
#include "../../rtl/scoreboard.h"
#include "analytical/graph/grid_generators.h"
#include "testbenches/testbench/traffic/arrival_processes.h"
#include "testbenches/testbench/traffic/uniform_traffic.h"

namespace kncube::test {
namespace {

struct GraphSoakCase {
  std::string name;
  Topology topology;
  int k;
  int vcs;
  Routing routing;
};
void PrintTo(const GraphSoakCase& c, std::ostream* out) { *out << c.name; }

class GraphSoakLong : public ::testing::TestWithParam<GraphSoakCase> {};

TEST_P(GraphSoakLong, EveryWindowDelivers) {
  const GraphSoakCase& c = GetParam();
  rtl::NetworkConfig config;
  config.spec.topology = c.topology;
  config.spec.k = c.k;
  config.spec.n = c.topology == Topology::graph ? 1 : 2;
  config.spec.routing = c.routing;
  config.spec.vcs = c.vcs;
  config.spec.message_length = 8;
  if (c.topology == Topology::tm) config.spec.graph = std::make_shared<const graph::NetworkGraph>(graph::make_tm_graph(c.k));
  else if (c.topology == Topology::xftm) config.spec.graph = std::make_shared<const graph::NetworkGraph>(graph::make_xftm_graph(c.k));
  else config.spec.graph = std::make_shared<const graph::NetworkGraph>(random_connected_graph(c.k, c.k / 2, 17));
  config.router.buffer_depth = 2;
  config.seed = 9;
  rtl::validate(config);
  traffic::PoissonArrivals arrivals(1.0);
  traffic::UniformTraffic pattern(config.spec.graph->node_count());
  Scoreboard scoreboard;
  SimulatedNetwork sim(config, arrivals, pattern, scoreboard);
  std::int64_t delivered = 0;
  for (int w = 0; w < 100; ++w) {
    sim.run(2000);
    ASSERT_GT(scoreboard.delivered(), delivered) << c.name << ": nothing delivered in window " << w << " (deadlock?)";
    delivered = scoreboard.delivered();
  }
}

INSTANTIATE_TEST_SUITE_P(Graphs, GraphSoakLong,
                         ::testing::Values(GraphSoakCase{"tm8_v1", Topology::tm, 8, 1, Routing::duato},
                                           GraphSoakCase{"tm8_v2", Topology::tm, 8, 2, Routing::duato},
                                           GraphSoakCase{"tm8_v4", Topology::tm, 8, 4, Routing::duato},
                                           GraphSoakCase{"tm8_dor_v1", Topology::tm, 8, 1, Routing::dor},
                                           GraphSoakCase{"xftm8_v1", Topology::xftm, 8, 1, Routing::duato},
                                           GraphSoakCase{"xftm8_v2", Topology::xftm, 8, 2, Routing::duato},
                                           GraphSoakCase{"xftm8_v4", Topology::xftm, 8, 4, Routing::duato},
                                           GraphSoakCase{"random40_v1", Topology::graph, 40, 1, Routing::duato},
                                           GraphSoakCase{"random40_v2", Topology::graph, 40, 2, Routing::duato},
                                           GraphSoakCase{"random40_v4", Topology::graph, 40, 4, Routing::duato}),
                         [](const ::testing::TestParamInfo<GraphSoakCase>& info) { return info.param.name; });

}  // namespace
}  // namespace kncube::test
