// Scoreboard tests under random load: every message delivered once, in order, to the right node,
// on uni/bidirectional tori, hypercubes and meshes with both routings and a spread of router
// options; afterwards the network drains completely.
#include <gtest/gtest.h>

#include <ostream>
#include <string>

#include "network_fixture.h"
#include "scoreboard.h"
#include "testbenches/testbench/traffic/arrival_processes.h"
#include "testbenches/testbench/traffic/uniform_traffic.h"

namespace kncube::test {
namespace {

struct ScoreboardCase {
  std::string name;
  Topology topology;
  int k;
  int n;
  Directions directions;
  Routing routing;
  int vcs;
  int length;
  int depth;
  rtl::PipelinePreset preset;
  rtl::LinkKind link;
  int wire;
  rtl::VcRelease release;
  rtl::ArbiterKind arbiter;
  rtl::EjectionKind ejection;
  double load;  // flits/node/cycle offered
  rtl::InjectionKind injection = rtl::InjectionKind::parallel;
  rtl::DatelineRule dateline = rtl::DatelineRule::per_hop;
  bool booksim = false;  // start from --router booksim (then release, dateline and the pipeline as given)
};

void PrintTo(const ScoreboardCase& c, std::ostream* out) { *out << c.name; }

class ScoreboardUnderLoad : public ::testing::TestWithParam<ScoreboardCase> {};

TEST_P(ScoreboardUnderLoad, EveryMessageDeliveredOnceAndTheNetworkDrains) {
  const ScoreboardCase& c = GetParam();
  rtl::NetworkConfig config;
  config.spec.topology = c.topology;
  config.spec.k = c.k;
  config.spec.n = c.n;
  config.spec.directions = c.directions;
  config.spec.routing = c.routing;
  config.spec.vcs = c.vcs;
  config.spec.message_length = c.length;
  if (c.booksim) config.router = rtl::router_preset(rtl::RouterPreset::booksim);
  config.router.dateline = c.dateline;
  config.router.buffer_depth = c.depth;
  config.router.preset = c.preset;
  config.router.delays = rtl::delays_for(c.preset);
  if (c.booksim) config.router.delays.credit = 2;
  config.router.vc_release = c.release;
  config.router.arbiter = c.arbiter;
  config.router.ejection = c.ejection;
  if (!c.booksim) config.router.injection = c.injection;
  config.links.kind = c.link;
  config.links.wire_delay = {c.wire};
  config.seed = 7;
  rtl::validate(config);
  const rtl::TopologyGraph topology = rtl::make_topology(config.spec);

  traffic::PoissonArrivals arrivals(c.load / c.length);
  traffic::UniformTraffic pattern(topology.node_count());
  Scoreboard scoreboard;
  SimulatedNetwork sim(config, arrivals, pattern, scoreboard);
  sim.run(6000);
  ASSERT_GT(scoreboard.generated(), 200) << "too little traffic to test anything";
  EXPECT_GT(scoreboard.delivered(), scoreboard.generated() / 2);
  sim.network.set_generating(false);
  sim.run(20000);
  EXPECT_EQ(scoreboard.outstanding(), 0u) << "messages lost or stuck";
  EXPECT_EQ(scoreboard.delivered(), scoreboard.generated());
  EXPECT_EQ(sim.network.flits_in_flight(), 0);
  EXPECT_EQ(sim.network.source_backlog(), 0);
  for (rtl::NodeId node = 0; node < topology.node_count(); ++node) {
    const rtl::Router& router = sim.network.router(node);
    EXPECT_EQ(router.buffered_flits(), 0);
    for (int port = 0; port < router.output_ports(); ++port) {
      if (router.output(port).channel == nullptr) continue;
      for (const rtl::OutputVc& vc : router.output(port).vcs) {
        EXPECT_EQ(vc.credits, c.depth) << "credits not all returned at r" << node << " port " << port;
        EXPECT_FALSE(vc.allocated) << "VC still allocated at r" << node << " port " << port;
      }
    }
  }
}

using rtl::ArbiterKind;
using rtl::EjectionKind;
using rtl::LinkKind;
using rtl::PipelinePreset;
using rtl::VcRelease;
constexpr auto kRR = ArbiterKind::round_robin;
constexpr auto kMx = ArbiterKind::matrix;
constexpr auto kSent = VcRelease::tail_sent;
constexpr auto kCredit = VcRelease::tail_credit;
constexpr auto kUnl = EjectionKind::unlimited;
constexpr auto kOne = EjectionKind::single_port;
constexpr auto kIdeal = PipelinePreset::ideal;
constexpr auto kFour = PipelinePreset::four_stage;
constexpr auto kPipe = LinkKind::pipelined;
constexpr auto kSlow = LinkKind::nonpipelined;
constexpr auto kPerDim = rtl::DatelineRule::per_dimension;

INSTANTIATE_TEST_SUITE_P(
    Configurations, ScoreboardUnderLoad,
    ::testing::Values(
        ScoreboardCase{"uni_torus_duato", Topology::torus, 5, 2, Directions::uni, Routing::duato, 3, 8, 2, kIdeal, kPipe, 1, kCredit, kRR, kUnl, 0.2},
        ScoreboardCase{"uni_torus_dor", Topology::torus, 4, 3, Directions::uni, Routing::dor, 2, 6, 3, kFour, kPipe, 1, kCredit, kMx, kOne, 0.15},
        ScoreboardCase{"bi_torus_duato", Topology::torus, 6, 2, Directions::bi, Routing::duato, 4, 16, 4, kFour, kPipe, 2, kCredit, kMx, kOne, 0.3},
        ScoreboardCase{"bi_torus_dor", Topology::torus, 4, 2, Directions::bi, Routing::dor, 2, 1, 1, kIdeal, kSlow, 2, kCredit, kRR, kUnl, 0.2},
        ScoreboardCase{"odd_bi_torus_duato", Topology::torus, 5, 2, Directions::bi, Routing::duato, 3, 5, 2, kIdeal, kSlow, 3, kCredit, kRR, kOne, 0.1},
        ScoreboardCase{"hypercube_duato", Topology::hypercube, 2, 5, Directions::uni, Routing::duato, 2, 8, 2, kIdeal, kPipe, 1, kCredit, kRR, kUnl, 0.4},
        ScoreboardCase{"hypercube_dor", Topology::hypercube, 2, 4, Directions::uni, Routing::dor, 1, 4, 1, kFour, kPipe, 1, kSent, kMx, kOne, 0.2},
        ScoreboardCase{"mesh_duato", Topology::mesh, 4, 2, Directions::bi, Routing::duato, 2, 8, 2, kIdeal, kPipe, 1, kCredit, kRR, kUnl, 0.3},
        ScoreboardCase{"mesh_dor", Topology::mesh, 5, 2, Directions::bi, Routing::dor, 1, 12, 4, kFour, kSlow, 2, kSent, kMx, kOne, 0.1},
        ScoreboardCase{"mesh_3d_duato", Topology::mesh, 3, 3, Directions::bi, Routing::duato, 3, 4, 2, kIdeal, kPipe, 1, kCredit, kRR, kUnl, 0.3},
        ScoreboardCase{"shared_injection_torus", Topology::torus, 4, 2, Directions::bi, Routing::duato, 3, 8, 2, kFour, kPipe, 1, kCredit, kRR, kOne, 0.25, rtl::InjectionKind::shared},
        ScoreboardCase{"shared_injection_hypercube", Topology::hypercube, 2, 4, Directions::uni, Routing::dor, 2, 6, 2, kIdeal, kPipe, 1, kSent, kMx, kUnl, 0.4, rtl::InjectionKind::shared},
        // Dateline classes per dimension, on the model router and on the BookSim router.
        ScoreboardCase{"per_dimension_bi_dor", Topology::torus, 6, 2, Directions::bi, Routing::dor, 2, 8, 2, kIdeal, kPipe, 1, kCredit, kRR, kUnl, 0.3, rtl::InjectionKind::parallel, kPerDim},
        ScoreboardCase{"per_dimension_bi_duato", Topology::torus, 6, 2, Directions::bi, Routing::duato, 3, 8, 2, kIdeal, kPipe, 1, kCredit, kMx, kUnl, 0.4, rtl::InjectionKind::parallel, kPerDim},
        ScoreboardCase{"per_dimension_uni_duato", Topology::torus, 5, 2, Directions::uni, Routing::duato, 3, 8, 2, kIdeal, kPipe, 1, kCredit, kRR, kUnl, 0.2, rtl::InjectionKind::parallel, kPerDim},
        ScoreboardCase{"booksim_bi_dor", Topology::torus, 8, 2, Directions::bi, Routing::dor, 2, 16, 8, kFour, kPipe, 1, kSent, kRR, kOne, 0.3, rtl::InjectionKind::serial, kPerDim, true},
        ScoreboardCase{"booksim_uni_dor", Topology::torus, 5, 2, Directions::uni, Routing::dor, 2, 8, 4, kFour, kPipe, 1, kSent, kRR, kOne, 0.1, rtl::InjectionKind::serial, kPerDim, true},
        ScoreboardCase{"booksim_bi_duato", Topology::torus, 6, 2, Directions::bi, Routing::duato, 4, 8, 4, kFour, kPipe, 1, kCredit, kRR, kOne, 0.4, rtl::InjectionKind::serial, kPerDim, true},
        ScoreboardCase{"booksim_hypercube_dor", Topology::hypercube, 2, 5, Directions::uni, Routing::dor, 2, 16, 8, kFour, kPipe, 1, kSent, kRR, kOne, 0.5, rtl::InjectionKind::serial, kPerDim, true}),
    [](const ::testing::TestParamInfo<ScoreboardCase>& info) { return info.param.name; });

}  // namespace
}  // namespace kncube::test
