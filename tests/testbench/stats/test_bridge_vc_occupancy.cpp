// The input VCs of the cycle-level bridge's networks over a window of the platform's time
// (BridgeStatistics::vcs, vcs.csv): a write and a read two hops away counted by hand from the
// router's documented pipeline, on the model's ideal router and on BookSim's four-stage one; the
// gated clock's skipped cycles are cycles of empty buffers (a window that goes on through an idle
// microsecond has the same flit-cycles over 1000 more cycles); windows split in the middle of a
// message add up to the whole; the files; none on the contention model.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "bridge_platforms.h"
#include "rtl_models/router_config.h"
#include "testbenches/testbench/stats/activity_tables.h"

namespace kncube::stats::testing {
namespace {

tlm2::TransportConfig with_router(rtl::RouterPreset preset) {
  tlm2::TransportConfig config = torus_on(8, tlm2::NetworkModel::cycle_level);
  config.network.router = rtl::router_preset(preset);
  return config;
}

// Flit-cycles and busy cycles (a VC's mean and busy fraction times the window's cycles), per VC.
struct VcCycles {
  std::vector<double> flits, busy;
};
VcCycles cycles_of(const BridgeStatistics& statistics, Plane plane) {
  const double points = static_cast<double>(statistics.window().cycles);
  VcCycles cycles;
  for (const VcMean& vc : statistics.vcs(plane)) {
    cycles.flits.push_back(vc.mean_flits * points);
    cycles.busy.push_back(vc.busy_fraction * points);
  }
  return cycles;
}

class OnEachRouter : public ::testing::TestWithParam<rtl::RouterPreset> {};

// Uncontended, a flit written into an input VC at cycle a is read at its switch grant, a + route +
// vc_alloc (router_config.h's timeline: the route known at a + route, the VC granted then, the
// switch requested vc_alloc later), and the flits of a message follow each other a cycle apart:
// counted as after every cycle, each flit is seen route + vc_alloc times at each router on its path,
// and the VC holds the message from its head's arrival to its tail's departure, F - 1 + route +
// vc_alloc cycles. The requests enter at router 0's injection port and cross routers 1 and 2; the
// responses the other way; nothing else is buffered anywhere.
TEST_P(OnEachRouter, AWriteAndAReadTwoHopsAwaySeenInTheBuffersAsThePipelineHoldsThem) {
  simulation::start_fresh_systemc_context();
  TwoHopPlatform platform(with_router(GetParam()));
  sc_core::sc_start();
  ASSERT_EQ(platform.receipts.size(), 2u);
  const rtl::PipelineDelays& delays = platform.bridge.config().network.router.delays;
  const double held = delays.route + delays.vc_alloc;
  const int local = platform.statistics.topology().local_port();
  const tlm2::NetworkReceipt& write = platform.receipts[0];
  const tlm2::NetworkReceipt& read = platform.receipts[1];
  const auto check = [&](Plane plane, const std::vector<rtl::NodeId>& path, const std::vector<int>& lengths) {
    double flit_cycles = 0, busy_cycles = 0;
    for (int flits : lengths) {
      flit_cycles += flits * held;
      busy_cycles += flits - 1 + held;
    }
    const std::vector<VcMean> vcs = platform.statistics.vcs(plane);
    const VcCycles cycles = cycles_of(platform.statistics, plane);
    ASSERT_FALSE(vcs.empty());
    ASSERT_EQ(vcs.size(), 64u * static_cast<std::size_t>(vcs[0].router_inputs) * 3u);  // 3 VCs per input port
    std::vector<double> router_flits(64, 0.0), router_busy(64, 0.0);
    for (std::size_t i = 0; i < vcs.size(); ++i) {
      const VcKey& key = vcs[i].key;
      router_flits[static_cast<std::size_t>(key.router)] += cycles.flits[i];
      router_busy[static_cast<std::size_t>(key.router)] += cycles.busy[i];
      const bool source = key.router == path.front();
      if (cycles.busy[i] > 0) {
        EXPECT_EQ(key.port >= local, source) << "router " << key.router << ", input port " << key.port;
      }
    }
    for (rtl::NodeId node = 0; node < 64; ++node) {
      const bool on_path = std::find(path.begin(), path.end(), node) != path.end();
      SCOPED_TRACE("router " + std::to_string(node));
      EXPECT_NEAR(router_flits[static_cast<std::size_t>(node)], on_path ? flit_cycles : 0.0, 1e-9);
      EXPECT_NEAR(router_busy[static_cast<std::size_t>(node)], on_path ? busy_cycles : 0.0, 1e-9);
    }
  };
  check(Plane::request, {0, 1, 2}, {write.request.flits, read.request.flits});
  check(Plane::response, {2, 1, 0}, {write.response.flits, read.response.flits});
}

INSTANTIATE_TEST_SUITE_P(BridgeVcOccupancy, OnEachRouter, ::testing::Values(rtl::RouterPreset::model, rtl::RouterPreset::booksim),
                         [](const auto& info) { return rtl::to_string(info.param); });

// A CPU at node 0 writing to the memory at node 2 at 100 ns on BookSim's router, with the
// statistics' window opened or closed at `split` by the platform (never when SC_ZERO_TIME), then
// an idle microsecond.
struct SplitWindow {
  VcCycles requests, responses;
  BridgeWindow window;
  VcCycles read_open;  // the requests as read at `split`, before closing the window there
};
SplitWindow write_with_window(sc_core::sc_time split, bool open_at_split) {
  simulation::start_fresh_systemc_context();
  TwoHopPlatform platform(with_router(rtl::RouterPreset::booksim), [](TwoHopPlatform& p) {
    std::vector<unsigned char> written = test::pattern(kBytes, 5);
    sc_core::wait(sc_core::sc_time(100, sc_core::SC_NS));
    p.receipts.push_back(transport(*p.cpus.sockets[0], tlm::TLM_WRITE_COMMAND, written));
    sc_core::wait(sc_core::sc_time(1000, sc_core::SC_NS));
  });
  BridgeStatistics& statistics = platform.statistics;
  SplitWindow seen;
  if (split != sc_core::SC_ZERO_TIME)
    test::spawn([&] {
      sc_core::wait(split);
      if (open_at_split) {
        statistics.start();
      } else {
        seen.read_open = cycles_of(statistics, Plane::request);
        statistics.stop();
      }
    });
  sc_core::sc_start();
  seen.requests = cycles_of(statistics, Plane::request);
  seen.responses = cycles_of(statistics, Plane::response);
  seen.window = statistics.window();
  return seen;
}

// Stopped at 200 ns, when the write is back, the window holds the write's flit-cycles; left open
// to the end, 1000 more cycles that the gated clock skipped (not evaluated) and the same flit-cycles and
// busy cycles: the skipped cycles are cycles of empty, idle VCs, and the means are over the
// platform's time.
TEST(BridgeVcOccupancy, TheCyclesTheClockSkippedAreCyclesOfEmptyBuffers) {
  const SplitWindow whole = write_with_window(sc_core::SC_ZERO_TIME, false);
  const SplitWindow stopped = write_with_window(sc_core::sc_time(200, sc_core::SC_NS), false);  // the write is back
  EXPECT_EQ(stopped.window.cycles, 200);
  EXPECT_GT(whole.window.cycles, 1100);  // the idle microsecond after the write returned
  EXPECT_LT(whole.window.evaluated_cycles.value_or(1000), 100);  // the microsecond was not evaluated
  double total = 0;
  for (auto VcCycles::*plane : {&VcCycles::flits, &VcCycles::busy}) {
    for (std::size_t i = 0; i < (whole.requests.*plane).size(); ++i) {
      EXPECT_NEAR((whole.requests.*plane)[i], (stopped.requests.*plane)[i], 1e-9) << i;
      EXPECT_NEAR((whole.responses.*plane)[i], (stopped.responses.*plane)[i], 1e-9) << i;
    }
  }
  for (std::size_t i = 0; i < whole.requests.flits.size(); ++i) total += whole.requests.flits[i] + whole.responses.flits[i];
  EXPECT_NEAR(total, 3 * (5 + 1) * 2.0, 1e-9);  // the write's 5 flits and its acknowledgement, 3 routers, 2 cycles each
}

// At 110 ns the write's request is in the routers' buffers: a window closed there and one opened
// there count, VC by VC, what the whole run counts, each a part of it; read while open, a window
// gives what it gives once closed at the same time.
TEST(BridgeVcOccupancy, WindowsSplitInTheMiddleOfAMessageAddUpToTheWhole) {
  const sc_core::sc_time split(110, sc_core::SC_NS);
  const SplitWindow whole = write_with_window(sc_core::SC_ZERO_TIME, false);
  const SplitWindow before = write_with_window(split, false);
  const SplitWindow after = write_with_window(split, true);
  double before_total = 0, after_total = 0;
  for (auto VcCycles::*part : {&VcCycles::flits, &VcCycles::busy}) {
    for (std::size_t i = 0; i < (whole.requests.*part).size(); ++i) {
      EXPECT_NEAR((before.requests.*part)[i] + (after.requests.*part)[i], (whole.requests.*part)[i], 1e-9) << i;
      EXPECT_NEAR((before.read_open.*part)[i], (before.requests.*part)[i], 1e-9) << i;
    }
  }
  for (std::size_t i = 0; i < whole.requests.flits.size(); ++i) {
    before_total += before.requests.flits[i];
    after_total += after.requests.flits[i];
  }
  EXPECT_GT(before_total, 0.0);
  EXPECT_GT(after_total, 0.0);
}

TEST(BridgeVcOccupancy, TheFilesHoldEachInputVcWithKncubeRunsColumns) {
  simulation::start_fresh_systemc_context();
  TwoHopPlatform platform(with_router(rtl::RouterPreset::booksim));
  sc_core::sc_start();
  const ScratchFolder scratch;
  platform.statistics.write(scratch.file("stats"));
  const BridgeWindow window = platform.statistics.window();
  const auto window_rows = read_csv(scratch.file("stats/window.csv"));
  ASSERT_EQ(window_rows.size(), 2u);
  EXPECT_EQ(window_rows[1][3], std::to_string(window.cycles));
  const auto rows = read_csv(scratch.file("stats/requests/vcs.csv"));
  EXPECT_EQ(rows[0], (std::vector<std::string>{"router", "port", "vc", "mean_flits", "busy_fraction"}));
  const std::vector<VcMean> vcs = platform.statistics.vcs(Plane::request);
  ASSERT_EQ(rows.size(), 1 + vcs.size());
  double flits = 0;
  for (std::size_t i = 0; i < vcs.size(); ++i) {
    const auto& row = rows[1 + i];
    ASSERT_EQ(row.size(), 5u);
    EXPECT_EQ(row[0], std::to_string(vcs[i].key.router));
    EXPECT_EQ(row[1], input_port_name(platform.statistics.topology(), vcs[i].router_inputs, vcs[i].key.port));
    EXPECT_DOUBLE_EQ(std::stod(row[3]), vcs[i].mean_flits);
    EXPECT_DOUBLE_EQ(std::stod(row[4]), vcs[i].busy_fraction);
    flits += std::stod(row[3]);
  }
  // The write's 5 request flits and the read's 1, 3 routers, 2 cycles each.
  EXPECT_NEAR(flits * static_cast<double>(window.cycles), 3 * (5 + 1) * 2.0, 1e-6);
  EXPECT_EQ(rows[1 + 4 * 3][1], "pe");  // router 0's injection port (BookSim's router has one), after 4 network ports of 3 VCs
}

TEST(BridgeVcOccupancy, NoneOnTheContentionModel) {
  simulation::start_fresh_systemc_context();
  TwoHopPlatform platform(tlm2::NetworkModel::contention);
  sc_core::sc_start();
  EXPECT_TRUE(platform.statistics.vcs(Plane::request).empty());
  const ScratchFolder scratch;
  for (const std::string& path : platform.statistics.write(scratch.file("stats")))
    EXPECT_EQ(path.find("vcs.csv"), std::string::npos) << path;
}

}  // namespace
}  // namespace kncube::stats::testing
