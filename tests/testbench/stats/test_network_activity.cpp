// The routers' activity counters (NetworkActivity): a single message counted by hand, the
// conservation laws a loaded network must obey once drained (every flit written into a buffer is
// read out, every channel flit is one hop of a delivered message, grants never exceed requests),
// stalls that appear under congestion, and counting that leaves the simulation unchanged.
#include <gtest/gtest.h>

#include <cstdint>
#include <numeric>

#include "rtl/network_fixture.h"
#include "rtl_models/router_config.h"
#include "testbenches/testbench/stats/input_vcs.h"
#include "testbenches/testbench/stats/network_activity.h"
#include "testbenches/testbench/traffic/arrival_processes.h"
#include "testbenches/testbench/traffic/uniform_traffic.h"

namespace kncube::stats {
namespace {

rtl::NetworkConfig small_torus(int message_length, int buffer_depth) {
  rtl::NetworkConfig config;
  config.spec.k = 4;
  config.spec.n = 2;
  config.spec.directions = Directions::bi;
  config.spec.vcs = 3;
  config.spec.message_length = message_length;
  config.router.buffer_depth = buffer_depth;
  rtl::validate(config);
  return config;
}

std::uint64_t sum(const std::vector<std::uint64_t>& counts) { return std::accumulate(counts.begin(), counts.end(), std::uint64_t{0}); }

// One 4-flit message from router 0 to router 2, two hops along x+ (x = node mod 4), alone in the
// network: each router on the path writes and reads its 4 flits once, routers 0 and 1 grant the
// head one output VC after one request, router 2 ejects (an unlimited ejection port has no VCs),
// every flit asks for the switch once and gets it, nothing stalls, no other router does anything.
TEST(NetworkActivity, OneMessageCountedByHand) {
  const rtl::NetworkConfig config = small_torus(4, 4);
  test::OneArrival arrival(0, 3.0);
  test::FixedDestination destination(2);
  test::RecordingObserver observer;
  test::SimulatedNetwork sim(config, arrival, destination, observer);
  NetworkActivity activity(sim.network);
  sim.run(100);
  ASSERT_EQ(observer.delivered.size(), 1u);
  ASSERT_EQ(observer.delivered[0].hops, 2);
  const int xp = sim.network.topology().port_of(0, +1);
  const int local = sim.network.topology().local_port();
  for (rtl::NodeId node = 0; node < 16; ++node) {
    const RouterCounts c = activity.counts(node);
    const rtl::RouterActivity& a = c.totals;
    const bool on_path = node <= 2;
    SCOPED_TRACE("router " + std::to_string(node));
    EXPECT_EQ(a.buffer_writes, on_path ? 4u : 0u);
    EXPECT_EQ(a.buffer_reads, on_path ? 4u : 0u);
    EXPECT_EQ(a.crossbar_traversals, on_path ? 4u : 0u);
    EXPECT_EQ(a.sa_requests, on_path ? 4u : 0u);
    EXPECT_EQ(a.sa_grants, on_path ? 4u : 0u);
    EXPECT_EQ(a.vc_requests, node < 2 ? 1u : 0u);
    EXPECT_EQ(a.vc_grants, node < 2 ? 1u : 0u);
    EXPECT_EQ(a.stall_no_credit, 0u);
    EXPECT_EQ(a.stall_link_busy, 0u);
    EXPECT_EQ(c.flits_out[static_cast<std::size_t>(xp)], node < 2 ? 4u : 0u);
    EXPECT_EQ(c.flits_out[static_cast<std::size_t>(local)], node == 2 ? 4u : 0u);
    EXPECT_EQ(c.injected(), node == 0 ? 4u : 0u);
    EXPECT_EQ(sum(c.flits_out), on_path ? 4u : 0u);
  }
  // Router 1 received on its x+ input (the port named for the direction the flits travel).
  EXPECT_EQ(activity.counts(1).flits_in[static_cast<std::size_t>(xp)], 4u);
}

struct Totals {
  std::uint64_t channel_flits = 0, ejected = 0, injected = 0, no_credit = 0;
};

Totals check_conservation(const NetworkActivity& activity, const rtl::Network& network) {
  Totals t;
  for (rtl::NodeId node = 0; node < network.node_count(); ++node) {
    SCOPED_TRACE("router " + std::to_string(node));
    const RouterCounts c = activity.counts(node);
    const rtl::RouterActivity& a = c.totals;
    EXPECT_EQ(a.buffer_writes, a.buffer_reads);  // drained: nothing left in the buffers
    EXPECT_EQ(a.buffer_writes, sum(c.flits_in));
    EXPECT_EQ(a.crossbar_traversals, sum(c.flits_out));
    EXPECT_EQ(a.crossbar_traversals, a.sa_grants);
    EXPECT_LE(a.vc_grants, a.vc_requests);
    EXPECT_LE(a.sa_grants, a.sa_requests);
    for (int port = 0; port < network.topology().local_port(); ++port) t.channel_flits += c.flits_out[static_cast<std::size_t>(port)];
    t.ejected += c.flits_out.back();
    t.injected += c.injected();
    t.no_credit += a.stall_no_credit;
  }
  return t;
}

void expect_messages_match(const Totals& t, const test::RecordingObserver& observer) {
  std::uint64_t flit_hops = 0, flits = 0;
  for (const auto& m : observer.delivered) {
    flit_hops += static_cast<std::uint64_t>(m.length) * static_cast<std::uint64_t>(m.hops);
    flits += static_cast<std::uint64_t>(m.length);
  }
  EXPECT_EQ(t.channel_flits, flit_hops);  // every channel flit is one hop of a delivered flit
  EXPECT_EQ(t.ejected, flits);
  EXPECT_EQ(t.injected, flits);
}

// Uniform traffic at `rate` messages/node/cycle for `loaded` cycles, then drained; checks the
// conservation laws and returns the network-wide totals and per-router counts.
struct DrainedRun {
  Totals totals;
  std::vector<RouterCounts> routers;
  std::size_t delivered = 0;
};

DrainedRun run_drained(const rtl::NetworkConfig& config, double rate, std::int64_t loaded, std::int64_t drain) {
  traffic::PoissonArrivals arrivals(rate);
  traffic::UniformTraffic traffic(16);
  test::RecordingObserver observer;
  test::SimulatedNetwork sim(config, arrivals, traffic, observer);
  NetworkActivity activity(sim.network);
  sim.run(loaded);
  sim.network.set_generating(false);
  sim.run(drain);
  DrainedRun run;
  EXPECT_EQ(sim.network.flits_in_flight(), 0);
  run.totals = check_conservation(activity, sim.network);
  expect_messages_match(run.totals, observer);
  run.routers = activity.counts();
  run.delivered = observer.delivered.size();
  return run;
}

TEST(NetworkActivity, ConservedOverADrainedLoadedRun) {
  const DrainedRun run = run_drained(small_torus(8, 4), 0.03, 5000, 3000);  // about half the saturation load
  EXPECT_GT(run.delivered, 1000u);
}

TEST(NetworkActivity, CongestionShowsStallsAndLostAllocations) {
  const DrainedRun run = run_drained(small_torus(16, 2), 0.05, 3000, 40000);  // past saturation with 2-flit buffers
  EXPECT_GT(run.totals.no_credit, 0u);
  std::uint64_t lost_vc = 0, lost_sa = 0;
  for (const RouterCounts& c : run.routers) {
    lost_vc += c.totals.vc_requests - c.totals.vc_grants;
    lost_sa += c.totals.sa_requests - c.totals.sa_grants;
  }
  EXPECT_GT(lost_vc, 0u);
  EXPECT_GT(lost_sa, 0u);
}

// Counting reads router state and never changes it: the same seed delivers the same messages at
// the same cycles with and without it.
TEST(NetworkActivity, CountingLeavesTheSimulationUnchanged) {
  const rtl::NetworkConfig config = small_torus(8, 4);
  traffic::PoissonArrivals arrivals(0.03);
  traffic::UniformTraffic traffic(16);
  std::vector<rtl::DeliveredMessage> runs[2];
  for (int counting = 0; counting < 2; ++counting) {
    test::RecordingObserver observer;
    test::SimulatedNetwork sim(config, arrivals, traffic, observer);
    std::unique_ptr<NetworkActivity> activity;
    if (counting == 1) activity = std::make_unique<NetworkActivity>(sim.network);
    sim.run(3000);
    runs[counting] = observer.delivered;
  }
  ASSERT_EQ(runs[0].size(), runs[1].size());
  ASSERT_GT(runs[0].size(), 500u);
  for (std::size_t i = 0; i < runs[0].size(); ++i) {
    EXPECT_EQ(runs[0][i].id, runs[1][i].id);
    EXPECT_EQ(runs[0][i].delivered, runs[1][i].delivered);
  }
}

// Every input VC's buffer occupancy and busy cycles, counted as running sums by the routers, are
// what reading every VC after every cycle of the window finds, VC by VC, whichever way the window
// is taken: snapshots while counting all along (BridgeStatistics), or counting switched on and
// off around it with snapshots outside (ActivityRecorder), messages in the buffers at both ends;
// on the model's router (a VC given to the next message only once empty) and on BookSim's (given
// as the tail leaves: the next message's head buffered behind the tail, the VC never idle between).
class VcOccupancy : public ::testing::TestWithParam<rtl::RouterPreset> {};

TEST_P(VcOccupancy, IsWhatReadingEveryVcAfterEveryCycleFinds) {
  rtl::NetworkConfig config = small_torus(GetParam() == rtl::RouterPreset::booksim ? 4 : 8, 4);
  if (GetParam() == rtl::RouterPreset::booksim) {
    config.router = rtl::router_preset(rtl::RouterPreset::booksim);
    config.spec.routing = Routing::dor;  // its VC release is deadlock-free for dimension order only
    rtl::validate(config);
  }
  traffic::PoissonArrivals arrivals(GetParam() == rtl::RouterPreset::booksim ? 0.1 : 0.05);
  traffic::UniformTraffic traffic(16);
  struct EveryCycle final : rtl::CycleObserver {
    const rtl::Network* network = nullptr;
    bool on = false;
    std::vector<std::int64_t> flits, busy;  // per router, its VCs in RouterCounts' order
    void after_cycle(rtl::Cycle) override {
      if (!on) return;
      std::size_t i = 0;
      for (rtl::NodeId node = 0; node < network->node_count(); ++node)
        visit_input_vcs(network->router(node), [&](std::uint32_t buffered, bool held) {
          flits[i] += buffered;
          busy[i++] += held ? 1 : 0;
        });
    }
  };
  for (bool switched : {false, true}) {
    SCOPED_TRACE(switched ? "counting switched on and off" : "counting all along");
    test::RecordingObserver observer;
    test::SimulatedNetwork sim(config, arrivals, traffic, observer);
    EveryCycle reading;
    reading.network = &sim.network;
    sim.network.node(15).add_cycle_observer(&reading);  // after every router stepped
    NetworkActivity activity(sim.network, !switched);
    sim.run(1000);
    std::vector<RouterCounts> before = activity.counts();
    if (switched)
      for (rtl::NodeId node = 0; node < 16; ++node) activity.count(node, true);
    reading.on = true;
    for (const RouterCounts& c : before) {
      reading.flits.resize(reading.flits.size() + c.vc_flit_cycles.size(), 0);
      reading.busy.resize(reading.busy.size() + c.vc_busy_cycles.size(), 0);
    }
    std::int64_t buffered_at_start = 0;
    for (rtl::NodeId node = 0; node < 16; ++node)
      visit_input_vcs(sim.network.router(node), [&](std::uint32_t flits, bool) { buffered_at_start += flits; });
    sim.run(2000);
    reading.on = false;
    if (switched)
      for (rtl::NodeId node = 0; node < 16; ++node) activity.count(node, false);
    std::int64_t buffered_at_end = 0, total = 0;
    for (rtl::NodeId node = 0; node < 16; ++node)
      visit_input_vcs(sim.network.router(node), [&](std::uint32_t flits, bool) { buffered_at_end += flits; });
    EXPECT_GT(buffered_at_start, 0);
    EXPECT_GT(buffered_at_end, 0);
    std::size_t i = 0;
    for (rtl::NodeId node = 0; node < 16; ++node) {
      const RouterCounts window = activity.counts(node).since(before[static_cast<std::size_t>(node)]);
      ASSERT_EQ(window.vc_flit_cycles.size(), static_cast<std::size_t>(sim.network.router(node).input_ports() * 3));
      for (std::size_t vc = 0; vc < window.vc_flit_cycles.size(); ++vc, ++i) {
        EXPECT_EQ(window.vc_flit_cycles[vc], reading.flits[i]) << "router " << node << ", VC " << vc;
        EXPECT_EQ(window.vc_busy_cycles[vc], reading.busy[i]) << "router " << node << ", VC " << vc;
        total += reading.flits[i];
      }
    }
    EXPECT_GT(total, 2000);
  }
}

INSTANTIATE_TEST_SUITE_P(NetworkActivity, VcOccupancy, ::testing::Values(rtl::RouterPreset::model, rtl::RouterPreset::booksim),
                         [](const auto& info) { return rtl::to_string(info.param); });

}  // namespace
}  // namespace kncube::stats
