// The memory estimate that decides whether a network may be elaborated, against what elaborating
// it really takes: the heap's growth (glibc's mallinfo2, bytes in use, mapped blocks included) from
// before the network is built to after SystemC has elaborated it. The kernel and the allocator are what we compare
// with, not our own arithmetic.
#include <gtest/gtest.h>

#include <malloc.h>

#include <cstdio>
#include <string>

#include "rtl_models/network_footprint.h"
#include "network_fixture.h"

namespace kncube::test {
namespace {

struct FootprintCase {
  const char* name;
  rtl::NetworkConfig config;
};

rtl::NetworkConfig cube(Topology topology, int k, int n, int vcs, Directions directions = Directions::uni) {
  rtl::NetworkConfig config;
  config.spec.topology = topology;
  config.spec.k = k;
  config.spec.n = n;
  config.spec.vcs = vcs;
  config.spec.directions = directions;
  return config;
}

// Blocks from the heap's arenas and those glibc maps on their own (a block above the mmap threshold,
// 128 KiB at first: a large network's array of channels).
double heap_in_use() {
  const struct mallinfo2 info = mallinfo2();
  return static_cast<double>(info.uordblks + info.hblkhd);
}

double measured_bytes(const rtl::NetworkConfig& config) {
  const OneArrival arrivals(0, 1e18);
  const FixedDestination traffic(1);
  RecordingObserver observer;
  simulation::start_fresh_systemc_context();
  const double before = heap_in_use();
  {
    SimulatedNetwork simulated(config, arrivals, traffic, observer);
    simulated.run(1);  // elaboration happens at the first sc_start
    const double after = heap_in_use();
    return after - before;
  }
}

std::vector<FootprintCase> cases() {
  std::vector<FootprintCase> all;
  all.push_back({"16x16 uni torus V3", cube(Topology::torus, 16, 2, 3)});
  all.push_back({"32x32 uni torus V3", cube(Topology::torus, 32, 2, 3)});
  all.push_back({"16x16 bi torus V4", cube(Topology::torus, 16, 2, 4, Directions::bi)});
  all.push_back({"16x16 uni torus V12", cube(Topology::torus, 16, 2, 12)});
  all.push_back({"8-ary 4-cube V3", cube(Topology::torus, 8, 4, 3)});
  all.push_back({"10-cube V2", cube(Topology::hypercube, 2, 10, 2)});
  all.push_back({"16x16 mesh V2", cube(Topology::mesh, 16, 2, 2, Directions::bi)});
  auto deep = cube(Topology::torus, 16, 2, 3);
  deep.router.buffer_depth = 64;
  all.push_back({"16x16 uni torus V3, 64-flit buffers", deep});
  auto wires = cube(Topology::torus, 16, 2, 3);
  wires.links.wire_delay = {200};
  all.push_back({"16x16 uni torus V3, wire delay 200", wires});
  auto booksim = cube(Topology::torus, 16, 2, 4, Directions::bi);
  booksim.router = rtl::router_preset(rtl::RouterPreset::booksim);
  booksim.spec.routing = Routing::dor;
  all.push_back({"16x16 bi torus, BookSim router", booksim});
  auto islip = cube(Topology::torus, 16, 2, 12);
  islip.router.vc_allocator = rtl::AllocatorKind::islip;
  islip.router.sw_allocator = rtl::AllocatorKind::islip;
  islip.router.arbiter = rtl::ArbiterKind::matrix;
  all.push_back({"16x16 uni torus V12, iSLIP, matrix arbiters", islip});
  return all;
}

// Within 15% either way (6% at worst when written): enough to refuse a network that does not fit
// the machine, and to tell a user close to the limit.
TEST(NetworkFootprint, EstimateIsWithinFifteenPercentOfTheHeapElaborationTakes) {
  for (auto& [name, config] : cases()) {
    rtl::validate(config);
    const double estimate = rtl::estimated_footprint(config).total();
    const double measured = measured_bytes(config);
    std::printf("%-40s estimate %9.0f KiB  measured %9.0f KiB  ratio %.2f\n", name, estimate / 1024, measured / 1024,
                estimate / measured);
    EXPECT_GT(estimate, 0.85 * measured) << name;
    EXPECT_LT(estimate, 1.15 * measured) << name;
  }
}

}  // namespace
}  // namespace kncube::test
