// Router and channel statistics of the cycle-level bridge's networks (BridgeStatistics): a write
// and a read two hops away counted by hand on both networks, with the window on the platform's
// time axis and the idle microsecond between them not evaluated; under many AT initiators the
// channel flits equal flits x hops of every delivered message (seen by the bridge's own message
// observers) and buffers drain; a window opened and closed by the platform counts only what it
// saw; counting changes no message's timing; the CSV files and the heat map; a second counter of
// the same routers and a folder that cannot be made are refused. The contention model and the
// bridge's ports: test_bridge_statistics_models.cpp.

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "analytical/vocabulary/config_error.h"
#include "analytical/vocabulary/write_error.h"
#include "bridge_platforms.h"

namespace kncube::stats::testing {
namespace {

TEST(BridgeStatistics, AWriteAndAReadTwoHopsAwayCountedByHandOnBothNetworks) {
  simulation::start_fresh_systemc_context();
  TwoHopPlatform platform;
  sc_core::sc_start();
  ASSERT_EQ(platform.receipts.size(), 2u);
  const tlm2::NetworkReceipt& write = platform.receipts[0];
  const tlm2::NetworkReceipt& read = platform.receipts[1];
  ASSERT_EQ(write.request.hops, 2);
  const std::uint64_t request_flits = static_cast<std::uint64_t>(write.request.flits + read.request.flits);
  const std::uint64_t response_flits = static_cast<std::uint64_t>(write.response.flits + read.response.flits);
  EXPECT_EQ(request_flits, 5u + 1u);   // the write's data, the read's header
  EXPECT_EQ(response_flits, 1u + 5u);  // the write's acknowledgement, the read's data

  // Requests leave router 0 and cross router 1 on x+ and are ejected at router 2; responses go
  // back on x-. No other channel, injection or ejection port carries a flit.
  const rtl::TopologyGraph& topology = platform.statistics.topology();
  const int xp = topology.port_of(0, +1), xm = topology.port_of(0, -1);
  const auto check = [&](Plane plane, std::vector<rtl::NodeId> path, int port, std::uint64_t flits) {
    const std::vector<RouterCounts> routers = platform.statistics.routers(plane);
    ASSERT_EQ(routers.size(), 64u);
    for (rtl::NodeId node = 0; node < 64; ++node) {
      SCOPED_TRACE(std::string(plane == Plane::request ? "requests" : "responses") + ", router " + std::to_string(node));
      const RouterCounts& c = routers[static_cast<std::size_t>(node)];
      const bool source = node == path.front(), sink = node == path.back();
      const bool through = std::find(path.begin(), path.end(), node) != path.end() && !sink;
      EXPECT_EQ(c.flits_out[static_cast<std::size_t>(port)], through ? flits : 0u);
      EXPECT_EQ(c.flits_out.back(), sink ? flits : 0u);  // ejection
      EXPECT_EQ(c.injected(), source ? flits : 0u);
      EXPECT_EQ(sum(c.flits_out), through || sink ? flits : 0u);
      EXPECT_EQ(c.totals.buffer_writes, c.totals.buffer_reads);
      EXPECT_EQ(c.totals.buffer_writes, through || sink ? flits : 0u);
      EXPECT_EQ(c.totals.sa_grants, c.totals.buffer_reads);
      EXPECT_EQ(c.totals.vc_grants, through ? 2u : 0u);  // one output VC per message; ejection needs none
      EXPECT_EQ(c.totals.stall_no_credit + c.totals.stall_link_busy, 0u);
    }
  };
  check(Plane::request, {0, 1, 2}, xp, request_flits);
  check(Plane::response, {2, 1, 0}, xm, response_flits);

  // The window is the platform's time: the idle microsecond between the two transactions is in
  // its cycles, not in the cycles the bridge evaluated.
  const BridgeWindow window = platform.statistics.window();
  EXPECT_EQ(window.begin, sc_core::SC_ZERO_TIME);
  EXPECT_EQ(window.end, sc_core::sc_time_stamp());
  EXPECT_GE(window.cycles, 1100);
  EXPECT_GT(window.evaluated_cycles.value_or(-1), read.response.delivered - write.request.generated);
  EXPECT_LT(window.evaluated_cycles.value_or(1000), 200);
}

// Several AT initiators with many transactions outstanding, all-to-many on a 4x4 torus.
TEST(BridgeStatistics, UnderLoadEveryChannelFlitIsAHopOfADeliveredMessageAndTheBuffersDrain) {
  simulation::start_fresh_systemc_context();
  LoadedPlatform platform;
  BridgeStatistics statistics(*platform.bridge);
  sc_core::sc_start();
  for (const auto& cpu : platform.cpus) ASSERT_EQ(cpu->mismatches + cpu->errors, 0) << cpu->name();
  const int local = statistics.topology().local_port();
  std::uint64_t stalls = 0;
  for (Plane plane : {Plane::request, Plane::response}) {
    const DeliveredTally& tally = plane == Plane::request ? platform.requests : platform.responses;
    ASSERT_GT(tally.messages.size(), 100u);
    std::uint64_t channel_flits = 0, injected = 0, ejected = 0;
    for (const RouterCounts& c : statistics.routers(plane)) {
      for (int port = 0; port < local; ++port) channel_flits += c.flits_out[static_cast<std::size_t>(port)];
      injected += c.injected();
      ejected += c.flits_out.back();
      EXPECT_EQ(c.totals.buffer_writes, c.totals.buffer_reads);
      EXPECT_LE(c.totals.vc_grants, c.totals.vc_requests);
      EXPECT_LE(c.totals.sa_grants, c.totals.sa_requests);
      stalls += c.totals.vc_requests - c.totals.vc_grants + c.totals.sa_requests - c.totals.sa_grants;
    }
    EXPECT_EQ(channel_flits, tally.flit_hops);
    EXPECT_EQ(injected, tally.flits);
    EXPECT_EQ(ejected, tally.flits);
  }
  EXPECT_GT(stalls, 0u);  // the traffic contends: the counters see it
}

TEST(BridgeStatistics, CountingChangesNoMessagesTiming) {
  std::vector<rtl::DeliveredMessage> counted, uncounted;
  for (bool with_statistics : {true, false}) {
    simulation::start_fresh_systemc_context();
    LoadedPlatform platform;
    std::unique_ptr<BridgeStatistics> statistics;
    if (with_statistics) statistics = std::make_unique<BridgeStatistics>(*platform.bridge);
    sc_core::sc_start();
    (with_statistics ? counted : uncounted) = platform.responses.messages;
  }
  ASSERT_EQ(counted.size(), uncounted.size());
  for (std::size_t i = 0; i < counted.size(); ++i) {
    EXPECT_EQ(counted[i].id, uncounted[i].id) << i;
    EXPECT_EQ(counted[i].generated, uncounted[i].generated) << i;
    EXPECT_EQ(counted[i].delivered, uncounted[i].delivered) << i;
  }
}

// The platform opens the window after the write has returned and closes it after the read; a
// second read after that is not counted either: only the first read's messages are.
TEST(BridgeStatistics, AWindowOpenedAndClosedByThePlatformCountsOnlyWhatCrossedInIt) {
  simulation::start_fresh_systemc_context();
  TwoHopPlatform platform;
  sc_core::sc_time opened, closed;
  test::spawn([&] {
    sc_core::wait(sc_core::sc_time(600, sc_core::SC_NS));  // the write is done, the read not begun
    platform.statistics.start();
    opened = sc_core::sc_time_stamp();
    sc_core::wait(sc_core::sc_time(1200, sc_core::SC_NS));  // the read is done
    platform.statistics.stop();
    closed = sc_core::sc_time_stamp();
    std::vector<unsigned char> again(kBytes);
    platform.receipts.push_back(transport(*platform.cpus.sockets[0], tlm::TLM_READ_COMMAND, again));
  });
  sc_core::sc_start();
  ASSERT_EQ(platform.receipts.size(), 3u);
  const tlm2::NetworkReceipt& read = platform.receipts[1];
  ASSERT_LT(read.response.delivered, platform.receipts[2].request.generated);
  const BridgeWindow window = platform.statistics.window();
  EXPECT_EQ(window.begin, opened);
  EXPECT_EQ(window.end, closed);
  EXPECT_EQ(window.cycles, 1200);
  EXPECT_LT(window.evaluated_cycles.value_or(1000), 100);
  for (Plane plane : {Plane::request, Plane::response}) {
    std::uint64_t injected = 0;
    for (const RouterCounts& c : platform.statistics.routers(plane)) injected += c.injected();
    EXPECT_EQ(injected, static_cast<std::uint64_t>(plane == Plane::request ? read.request.flits : read.response.flits));
  }
}

TEST(BridgeStatistics, TheFilesHoldTheCountsWithKncubeRunsColumnsAndTheWindow) {
  simulation::start_fresh_systemc_context();
  TwoHopPlatform platform;
  sc_core::sc_start();
  const ScratchFolder scratch;
  const std::string folder = scratch.file("noc/stats");  // created with its parent
  const std::vector<std::string> paths = platform.statistics.write(folder);
  ASSERT_EQ(paths.size(), 9u);
  const BridgeWindow window = platform.statistics.window();
  for (Plane plane : {Plane::request, Plane::response}) {
    const std::string sub = folder + (plane == Plane::request ? "/requests" : "/responses");
    const auto channels = read_csv(sub + "/channels.csv");
    ASSERT_FALSE(channels.empty());
    EXPECT_EQ(channels[0], (std::vector<std::string>{"router", "port", "kind", "dimension", "direction", "flits", "utilisation", "busy_vcs"}));
    // 64 routers: 4 network channels, an injection port per VC (the bridge injects in parallel)
    // and one ejection port each.
    const std::vector<RouterCounts> routers = platform.statistics.routers(plane);
    const std::size_t injection_ports = routers[0].flits_in.size() - 4;
    EXPECT_EQ(injection_ports, 3u);
    ASSERT_EQ(channels.size(), 1u + 64u * (4u + injection_ports + 1u));
    std::uint64_t listed = 0;
    for (std::size_t row = 1; row < channels.size(); ++row) {
      const auto& r = channels[row];
      ASSERT_EQ(r.size(), 8u) << row;
      EXPECT_EQ(r[7].empty(), r[2] == "ejection") << row;
      const std::uint64_t flits = std::stoull(r[5]);
      EXPECT_DOUBLE_EQ(std::stod(r[6]), static_cast<double>(flits) / static_cast<double>(window.cycles)) << row;
      if (r[2] == "network") listed += flits;
    }
    std::uint64_t counted = 0;
    for (const RouterCounts& c : routers)
      for (int port = 0; port < platform.statistics.topology().local_port(); ++port) counted += c.flits_out[static_cast<std::size_t>(port)];
    EXPECT_EQ(listed, counted);
    EXPECT_EQ(listed, 2u * 6u);  // two hops of six flits
    const auto router_rows = read_csv(sub + "/routers.csv");
    ASSERT_EQ(router_rows.size(), 65u);
    EXPECT_EQ(router_rows[0][0], "router");
    EXPECT_EQ(router_rows[0].size(), 12u);
    EXPECT_EQ(router_rows[2][1], std::to_string(routers[1].totals.buffer_writes));  // router 1: buffer_writes
  }
  const auto window_rows = read_csv(folder + "/window.csv");
  ASSERT_EQ(window_rows.size(), 2u);
  EXPECT_EQ(window_rows[0], (std::vector<std::string>{"model", "begin_ns", "end_ns", "cycles", "evaluated_cycles"}));
  EXPECT_EQ(window_rows[1][0], "cycle-level");
  EXPECT_EQ(window_rows[1][3], std::to_string(window.cycles));
  ASSERT_TRUE(window.evaluated_cycles.has_value());
  EXPECT_EQ(window_rows[1][4], std::to_string(*window.evaluated_cycles));
  EXPECT_DOUBLE_EQ(std::stod(window_rows[1][2]), window.end.to_seconds() * 1e9);
}

// The heat map of the requests: the x+ panel's bottom row (y = 0) holds the two links the write's
// and the read's requests crossed, 6 flits each over the window's cycles, and nothing else.
TEST(BridgeStatistics, TheHeatMapShowsTheTwoLinksTheRequestsCrossed) {
  simulation::start_fresh_systemc_context();
  TwoHopPlatform platform;
  sc_core::sc_start();
  const ScratchFolder scratch;
  const std::vector<std::string> paths = platform.statistics.plot(scratch.file("plots"));
  ASSERT_GE(paths.size(), 2u);  // the two scripts; the pictures too where gnuplot is installed
  const std::string script_path = scratch.file("plots/requests/channel-utilisation.gp");
  std::ifstream in(script_path);
  ASSERT_TRUE(in) << script_path;
  const int xp = platform.statistics.topology().port_of(0, +1);
  const std::string panel = "$panel" + std::to_string(xp) + " << EOD";
  std::vector<std::string> bottom_row;
  std::string heading;
  for (std::string line; std::getline(in, line);) {
    if (line.find("Channel utilisation (flits/cycle) from") != std::string::npos) heading = line;
    if (line == panel && std::getline(in, line)) {
      std::istringstream cells(line);
      for (std::string cell; cells >> cell;) bottom_row.push_back(cell);
    }
  }
  EXPECT_NE(heading.find("8-ary 2-cube"), std::string::npos) << heading;
  EXPECT_NE(heading.find("requests"), std::string::npos) << heading;
  EXPECT_EQ(heading.find("uniform"), std::string::npos) << heading;  // a platform's traffic is its own
  ASSERT_EQ(bottom_row.size(), 8u) << panel;
  const double expected = 6.0 / static_cast<double>(platform.statistics.window().cycles);
  for (std::size_t x = 0; x < 8; ++x) EXPECT_DOUBLE_EQ(std::stod(bottom_row[x]), x < 2 ? expected : 0.0) << "x = " << x;
  if (paths.size() == 6u) {  // gnuplot drew them
    std::ifstream png(scratch.file("plots/responses/channel-utilisation.png"), std::ios::binary);
    std::string magic(4, '\0');
    png.read(magic.data(), 4);
    EXPECT_EQ(magic.substr(1, 3), "PNG");
  }
}

TEST(BridgeStatistics, WhatCannotBeCountedOrWrittenIsRefusedNamingIt) {
  simulation::start_fresh_systemc_context();
  TwoHopPlatform platform;
  // The routers count into one place at a time: a second one while the first counts would stop
  // the first's counts without a word.
  const auto refused = [](const std::function<void()>& attempt) {
    try {
      attempt();
      ADD_FAILURE() << "a second BridgeStatistics counting the same routers was accepted";
    } catch (const ConfigError& error) {
      EXPECT_NE(std::string(error.what()).find("second BridgeStatistics"), std::string::npos) << error.what();
    }
  };
  refused([&] { BridgeStatistics second(platform.bridge); });
  platform.statistics.stop();
  {
    BridgeStatistics second(platform.bridge);  // the first stopped: allowed
    refused([&] { platform.statistics.start(); });
  }
  platform.statistics.start();  // the second is gone
  // Nothing is run: an exception thrown after SystemC switched to its coroutine stacks is one that
  // AddressSanitizer misreads (README, "Under AddressSanitizer"), and none of this needs a run.
  const ScratchFolder scratch;
  { std::ofstream(scratch.file("a-file")) << "x"; }
  try {
    platform.statistics.write(scratch.file("a-file/stats"));
    FAIL() << "a folder under a file was accepted";
  } catch (const WriteError& error) {
    EXPECT_NE(std::string(error.what()).find("a-file/stats"), std::string::npos) << error.what();
  }
}

// The bridge's ports against what the platform saw itself: six AT initiators, two transactions
// outstanding each, to four memories of one slot each that answer 20 ns after BEGIN_REQ. Every
// request an initiator saw wait for END_REQ is one its port held back, for exactly as long; every
// access a memory saw is one its port served, and its one slot was in use at least 20 ns for each.
}  // namespace
}  // namespace kncube::stats::testing
