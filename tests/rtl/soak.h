#pragma once
// Saturated soak runs: every source permanently backlogged, the network must keep delivering in
// every window of cycles (no deadlock, no livelock of the whole network).

#include <gtest/gtest.h>

#include <ostream>
#include <string>

#include "network_fixture.h"
#include "scoreboard.h"
#include "testbenches/testbench/traffic/arrival_processes.h"
#include "testbenches/testbench/traffic/uniform_traffic.h"

namespace kncube::test {

struct SoakCase {
  std::string name;
  Topology topology;
  int k;
  int n;
  Directions directions;
  Routing routing;
  int vcs;
  int length;
  int depth;
  rtl::DatelineRule dateline = rtl::DatelineRule::per_hop;
  bool booksim = false;  // --router booksim (Duato's routing with tail-credit release)
};

inline void PrintTo(const SoakCase& c, std::ostream* out) { *out << c.name; }

inline rtl::NetworkConfig soak_config(const SoakCase& c) {
  rtl::NetworkConfig config;
  if (c.booksim) config.router = rtl::router_preset(rtl::RouterPreset::booksim);
  if (c.booksim && c.routing == Routing::duato) config.router.vc_release = rtl::VcRelease::tail_credit;
  config.router.dateline = c.dateline;
  config.spec.topology = c.topology;
  config.spec.k = c.k;
  config.spec.n = c.n;
  config.spec.directions = c.directions;
  config.spec.routing = c.routing;
  config.spec.vcs = c.vcs;
  config.spec.message_length = c.length;
  config.router.buffer_depth = c.depth;
  config.seed = 3;
  rtl::validate(config);
  return config;
}

// Runs `windows` windows of `window` cycles with all sources saturated; each window must deliver.
inline void soak(const SoakCase& c, int windows, int window) {
  const rtl::NetworkConfig config = soak_config(c);
  const rtl::TopologyGraph topology = rtl::make_topology(config.spec);
  traffic::PoissonArrivals arrivals(1.0);  // far above any network's capacity: sources always backlogged
  traffic::UniformTraffic pattern(topology.node_count());
  Scoreboard scoreboard;
  SimulatedNetwork sim(config, arrivals, pattern, scoreboard);
  std::int64_t delivered = 0;
  for (int w = 0; w < windows; ++w) {
    sim.run(window);
    ASSERT_GT(scoreboard.delivered(), delivered) << c.name << ": nothing delivered in window " << w << " (deadlock?)";
    delivered = scoreboard.delivered();
  }
  EXPECT_GT(sim.network.flits_in_flight(), 0) << "sources were meant to stay backlogged";
}

inline std::vector<SoakCase> soak_cases() {
  return {
      {"uni_torus_duato", Topology::torus, 4, 2, Directions::uni, Routing::duato, 3, 8, 1},
      {"uni_torus_dor", Topology::torus, 5, 2, Directions::uni, Routing::dor, 2, 8, 1},
      {"uni_torus3d_duato", Topology::torus, 3, 3, Directions::uni, Routing::duato, 3, 4, 2},
      {"bi_torus_duato", Topology::torus, 4, 2, Directions::bi, Routing::duato, 3, 8, 1},
      {"bi_torus_dor", Topology::torus, 6, 2, Directions::bi, Routing::dor, 2, 8, 1},
      {"bi_odd_torus_duato", Topology::torus, 5, 2, Directions::bi, Routing::duato, 3, 6, 1},
      {"hypercube_duato", Topology::hypercube, 2, 4, Directions::uni, Routing::duato, 2, 8, 1},
      {"hypercube_dor", Topology::hypercube, 2, 5, Directions::uni, Routing::dor, 1, 8, 1},
      {"mesh_duato", Topology::mesh, 4, 2, Directions::bi, Routing::duato, 2, 8, 1},
      {"mesh_dor", Topology::mesh, 4, 2, Directions::bi, Routing::dor, 1, 8, 1},
      {"per_dimension_uni_dor", Topology::torus, 5, 2, Directions::uni, Routing::dor, 2, 8, 1, rtl::DatelineRule::per_dimension},
      {"per_dimension_bi_dor", Topology::torus, 6, 2, Directions::bi, Routing::dor, 2, 8, 1, rtl::DatelineRule::per_dimension},
      {"per_dimension_uni_duato", Topology::torus, 4, 2, Directions::uni, Routing::duato, 3, 8, 1, rtl::DatelineRule::per_dimension},
      {"per_dimension_bi_duato", Topology::torus, 4, 2, Directions::bi, Routing::duato, 3, 8, 1, rtl::DatelineRule::per_dimension},
      {"booksim_bi_dor", Topology::torus, 6, 2, Directions::bi, Routing::dor, 2, 16, 2, rtl::DatelineRule::per_dimension, true},
      {"booksim_uni_dor", Topology::torus, 5, 2, Directions::uni, Routing::dor, 2, 8, 2, rtl::DatelineRule::per_dimension, true},
      {"booksim_bi_duato", Topology::torus, 4, 2, Directions::bi, Routing::duato, 3, 8, 2, rtl::DatelineRule::per_dimension, true},
      {"booksim_uni_duato", Topology::torus, 4, 2, Directions::uni, Routing::duato, 3, 8, 2, rtl::DatelineRule::per_dimension, true},
      {"booksim_mesh_dor", Topology::mesh, 4, 2, Directions::bi, Routing::dor, 1, 8, 2, rtl::DatelineRule::per_dimension, true},
  };
}

}  // namespace kncube::test
