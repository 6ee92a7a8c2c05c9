// Router and channel statistics of the TLM bridge's networks (BridgeStatistics): a write and a
// read two hops away counted by hand on both networks, with the window on the platform's time
// axis and the idle microsecond between them not evaluated; under many AT initiators the channel
// flits equal flits x hops of every delivered message (seen by the bridge's own message
// observers) and buffers drain; the contention model's channels carry the same flits as the
// cycle-level network's, channel by channel; a window opened and closed by the platform counts only
// what it saw; counting changes no message's timing; the CSV files; a second counter of the same
// routers and a folder that cannot be made are refused.

#include <gtest/gtest.h>

#include <array>
#include <filesystem>
#include <fstream>
#include <functional>
#include <numeric>
#include <sstream>
#include <string>
#include <vector>

#include "analytical/vocabulary/config_error.h"
#include "analytical/vocabulary/write_error.h"
#include "rtl_models/message_observer.h"
#include "testbenches/testbench/stats/bridge_statistics.h"
#include "tests/tlm/at_traffic_initiator.h"
#include "tests/tlm/memory_target.h"
#include "tests/tlm/platform_fixture.h"
#include "tlm/bridge/network_bridge.h"

namespace kncube::stats {
namespace {

using tlm2::Plane;

constexpr unsigned kBytes = 32;  // one message of 1 + 4 flits (8-byte flits)

std::uint64_t sum(const std::vector<std::uint64_t>& counts) { return std::accumulate(counts.begin(), counts.end(), std::uint64_t{0}); }

// Every delivered message of one network: how many flit-hops, flits and messages it carried.
struct DeliveredTally final : rtl::MessageObserver {
  std::uint64_t flit_hops = 0;
  std::uint64_t flits = 0;
  std::vector<rtl::DeliveredMessage> messages;
  void on_generated(const rtl::GeneratedMessage&) override {}
  void on_delivered(const rtl::DeliveredMessage& message) override {
    flit_hops += static_cast<std::uint64_t>(message.length) * static_cast<std::uint64_t>(message.hops);
    flits += static_cast<std::uint64_t>(message.length);
    messages.push_back(message);
  }
};

class ScratchFolder {
 public:
  ScratchFolder() {
    path_ = std::filesystem::temp_directory_path() /
            ("kncube-bridge-stats-" + std::to_string(::getpid()) + "-" + std::to_string(next_++));
    std::filesystem::create_directories(path_);
  }
  ~ScratchFolder() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  std::string file(const std::string& name) const { return (path_ / name).string(); }

 private:
  static inline int next_ = 0;
  std::filesystem::path path_;
};

std::vector<std::vector<std::string>> read_csv(const std::string& path) {
  std::ifstream in(path);
  EXPECT_TRUE(in) << path;
  std::vector<std::vector<std::string>> rows;
  for (std::string line; std::getline(in, line);) {
    std::vector<std::string> fields;
    std::stringstream fields_in(line);
    for (std::string field; std::getline(fields_in, field, ',');) fields.push_back(field);
    if (!line.empty() && line.back() == ',') fields.emplace_back();
    rows.push_back(fields);
  }
  return rows;
}

tlm2::NetworkReceipt transport(tlm_utils::simple_initiator_socket<test::Initiators>& socket, tlm::tlm_command command,
                               std::vector<unsigned char>& data) {
  return test::transport_with_receipt(socket, command, 0x80, data);
}

// A CPU at node 0 and a memory at node 2 of an 8x8 torus (two hops along x+): a write at 100 ns,
// a read a microsecond after it returned.
// Dimension-order routing: a message's route is its source's and destination's alone.
tlm2::TransportConfig torus_on(int k, tlm2::NetworkModel model) {
  tlm2::TransportConfig config = test::torus(k);
  config.network.spec.routing = Routing::dor;
  config.model = model;
  return config;
}

struct TwoHopPlatform {
  tlm2::NetworkBridge<32> bridge;
  test::Initiators cpus{"cpus", 1};
  test::MemoryTarget<32> memory{"memory", 0x1000};
  BridgeStatistics statistics;
  std::vector<tlm2::NetworkReceipt> receipts;

  explicit TwoHopPlatform(tlm2::NetworkModel model = tlm2::NetworkModel::cycle_level)
      : bridge("bridge", torus_on(8, model), test::platform({0}, {2})), statistics(bridge) {
    cpus.sockets[0]->bind(bridge.target_socket(0));
    bridge.initiator_socket(0).bind(memory.socket);
    test::spawn([this] {
      std::vector<unsigned char> written = test::pattern(kBytes, 3), read(kBytes);
      sc_core::wait(sc_core::sc_time(100, sc_core::SC_NS));
      receipts.push_back(transport(*cpus.sockets[0], tlm::TLM_WRITE_COMMAND, written));
      sc_core::wait(sc_core::sc_time(1000, sc_core::SC_NS));
      receipts.push_back(transport(*cpus.sockets[0], tlm::TLM_READ_COMMAND, read));
      EXPECT_EQ(read, written);
    });
  }
};

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
struct LoadedPlatform {
  DeliveredTally requests, responses;
  std::unique_ptr<tlm2::NetworkBridge<64>> bridge;
  std::vector<std::unique_ptr<test::AtTrafficInitiator<64>>> cpus;
  std::vector<std::unique_ptr<test::MemoryTarget<64>>> memories;

  // `window`: each initiator's outstanding transactions; `queue_depth`: each target's slots (the
  // map's default without one); `memory_latency`: each memory's BEGIN_RESP after BEGIN_REQ.
  explicit LoadedPlatform(tlm2::NetworkModel model = tlm2::NetworkModel::cycle_level, int k = 4, int window = 8,
                          int queue_depth = 0, sc_core::sc_time memory_latency = sc_core::sc_time(10, sc_core::SC_NS)) {
    const std::vector<int> cpu_nodes{0, 3, 5, 6, 9, 12}, memory_nodes{1, 7, 10, 15};
    const tlm2::TransportConfig config = torus_on(k, model);
    tlm2::PlatformMap map = test::platform(cpu_nodes, memory_nodes, 0x10000, tlm2::TargetInterface::non_blocking);
    for (auto& initiator : map.initiators) initiator.window = window;
    if (queue_depth > 0)
      for (auto& target : map.targets) target.queue_depth = queue_depth;
    bridge = std::make_unique<tlm2::NetworkBridge<64>>("bridge", config, map, std::vector<rtl::MessageObserver*>{&requests},
                                                       std::vector<rtl::MessageObserver*>{&responses});
    for (std::size_t i = 0; i < cpu_nodes.size(); ++i) {
      cpus.push_back(std::make_unique<test::AtTrafficInitiator<64>>(("cpu" + std::to_string(i)).c_str(), 17 + static_cast<unsigned>(i)));
      test::AtTrafficInitiator<64>& cpu = *cpus.back();
      cpu.targets = static_cast<int>(memory_nodes.size());
      cpu.window = 0x10000;
      cpu.region_offset = 0x100 * i;
      cpu.blocks = 5;
      cpu.block_bytes = 48;
      cpu.socket.bind(bridge->target_socket(static_cast<int>(i)));
    }
    for (std::size_t t = 0; t < memory_nodes.size(); ++t) {
      memories.push_back(std::make_unique<test::MemoryTarget<64>>(("mem" + std::to_string(t)).c_str(), 0x10000));
      memories.back()->latency = memory_latency;
      bridge->initiator_socket(static_cast<int>(t)).bind(memories.back()->socket);
    }
  }
};

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
  ASSERT_EQ(paths.size(), 7u);
  const BridgeWindow window = platform.statistics.window();
  for (Plane plane : {Plane::request, Plane::response}) {
    const std::string sub = folder + (plane == Plane::request ? "/requests" : "/responses");
    const auto channels = read_csv(sub + "/channels.csv");
    ASSERT_FALSE(channels.empty());
    EXPECT_EQ(channels[0], (std::vector<std::string>{"router", "port", "kind", "dimension", "direction", "flits", "utilisation"}));
    // 64 routers: 4 network channels, an injection port per VC (the bridge injects in parallel)
    // and one ejection port each.
    const std::vector<RouterCounts> routers = platform.statistics.routers(plane);
    const std::size_t injection_ports = routers[0].flits_in.size() - 4;
    EXPECT_EQ(injection_ports, 3u);
    ASSERT_EQ(channels.size(), 1u + 64u * (4u + injection_ports + 1u));
    std::uint64_t listed = 0;
    for (std::size_t row = 1; row < channels.size(); ++row) {
      const auto& r = channels[row];
      ASSERT_EQ(r.size(), 7u) << row;
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
TEST(BridgeStatistics, HeldBackInitiatorsAndFullTargetsAreWhatTheInitiatorsAndMemoriesSaw) {
  const sc_core::sc_time memory_latency(20, sc_core::SC_NS);
  for (tlm2::NetworkModel model : {tlm2::NetworkModel::cycle_level, tlm2::NetworkModel::contention}) {
    SCOPED_TRACE(model == tlm2::NetworkModel::contention ? "contention" : "cycle-level");
    simulation::start_fresh_systemc_context();
    LoadedPlatform platform(model, 4, /*window*/ 2, /*queue_depth*/ 1, memory_latency);
    BridgeStatistics statistics(*platform.bridge);
    sc_core::sc_start();
    const std::vector<InitiatorCounts> initiators = statistics.initiators();
    ASSERT_EQ(initiators.size(), platform.cpus.size());
    std::int64_t held_back = 0;
    for (std::size_t i = 0; i < initiators.size(); ++i) {
      const test::AtTrafficInitiator<64>& cpu = *platform.cpus[i];
      ASSERT_EQ(cpu.mismatches + cpu.errors, 0) << cpu.name();
      EXPECT_EQ(initiators[i].transactions, cpu.completed) << cpu.name();
      EXPECT_EQ(initiators[i].refused, 0) << cpu.name();
      EXPECT_EQ(initiators[i].held_back, cpu.end_req_waits) << cpu.name();
      EXPECT_EQ(initiators[i].held_back_time, cpu.end_req_wait_sum) << cpu.name();
      held_back += initiators[i].held_back;
    }
    EXPECT_GT(held_back, 100);  // one slot per target for six initiators: most requests wait
    const std::vector<TargetCounts> targets = statistics.targets();
    const BridgeWindow window = statistics.window();
    ASSERT_EQ(targets.size(), platform.memories.size());
    for (std::size_t t = 0; t < targets.size(); ++t) {
      EXPECT_EQ(targets[t].served, platform.memories[t]->accesses) << t;
      EXPECT_GE(targets[t].full_time, static_cast<double>(targets[t].served) * memory_latency) << t;
      EXPECT_LE(targets[t].full_time, window.end - window.begin) << t;
    }
  }
}

// Routes are the same in both models (dimension order; a 5x5 torus has no k/2 tie to draw), so every
// channel, injection and ejection port must carry the same flits whatever the timing: the contention
// model's counts land on the cycle-level network's routers and ports.
TEST(BridgeStatistics, TheContentionModelsChannelsCarryTheCycleLevelNetworksFlitsChannelByChannel) {
  std::array<std::array<std::vector<RouterCounts>, 2>, 2> counts;  // [model][plane]
  std::array<std::uint64_t, 2> flit_hops{};                          // per model, both planes
  for (tlm2::NetworkModel model : {tlm2::NetworkModel::cycle_level, tlm2::NetworkModel::contention}) {
    simulation::start_fresh_systemc_context();
    LoadedPlatform platform(model, 5);
    BridgeStatistics statistics(*platform.bridge);
    sc_core::sc_start();
    for (const auto& cpu : platform.cpus) ASSERT_EQ(cpu->mismatches + cpu->errors, 0) << cpu->name();
    const auto m = static_cast<std::size_t>(model == tlm2::NetworkModel::contention);
    EXPECT_EQ(statistics.counts_routers(), m == 0);
    EXPECT_EQ(statistics.window().evaluated_cycles.has_value(), m == 0);
    for (Plane plane : {Plane::request, Plane::response}) counts[m][static_cast<std::size_t>(plane)] = statistics.routers(plane);
    flit_hops[m] = platform.requests.flit_hops + platform.responses.flit_hops;
  }
  EXPECT_EQ(flit_hops[0], flit_hops[1]);
  for (std::size_t plane = 0; plane < 2; ++plane) {
    const std::vector<RouterCounts>& cycle_level = counts[0][plane];
    const std::vector<RouterCounts>& contention = counts[1][plane];
    ASSERT_EQ(cycle_level.size(), 25u);
    ASSERT_EQ(contention.size(), 25u);
    std::uint64_t channel_flits = 0;
    for (std::size_t router = 0; router < 25; ++router) {
      SCOPED_TRACE("plane " + std::to_string(plane) + ", router " + std::to_string(router));
      EXPECT_EQ(contention[router].flits_out, cycle_level[router].flits_out);  // network ports, then ejection
      EXPECT_EQ(contention[router].flits_in.size(), cycle_level[router].flits_in.size());
      EXPECT_EQ(contention[router].injected(), cycle_level[router].injected());
      EXPECT_EQ(contention[router].totals.buffer_writes, 0u);  // no routers in the contention model
      for (std::size_t port = 0; port + 1 < contention[router].flits_out.size(); ++port)
        channel_flits += contention[router].flits_out[port];
    }
    EXPECT_GT(channel_flits, 1000u);
  }
}

TEST(BridgeStatistics, OnTheContentionModelTheFilesAreTheChannelsAndTheWindowWithoutAClock) {
  simulation::start_fresh_systemc_context();
  TwoHopPlatform platform(tlm2::NetworkModel::contention);
  sc_core::sc_start();
  ASSERT_EQ(platform.receipts.size(), 2u);
  const ScratchFolder scratch;
  const std::vector<std::string> paths = platform.statistics.write(scratch.file("stats"));
  EXPECT_EQ(paths.size(), 5u);  // two channels.csv, initiators.csv, targets.csv and window.csv: no routers.csv
  EXPECT_FALSE(std::filesystem::exists(scratch.file("stats/requests/routers.csv")));
  const auto window_rows = read_csv(scratch.file("stats/window.csv"));
  ASSERT_EQ(window_rows.size(), 2u);
  EXPECT_EQ(window_rows[0], (std::vector<std::string>{"model", "begin_ns", "end_ns", "cycles", "evaluated_cycles"}));
  EXPECT_EQ(window_rows[1][0], "contention");
  EXPECT_EQ(window_rows[1][4], "");
  EXPECT_GE(std::stoll(window_rows[1][3]), 1100);
  // The same two hops as on the cycle-level network: 0 -> 1 -> 2 on x+ for the requests.
  const auto channels = read_csv(scratch.file("stats/requests/channels.csv"));
  std::uint64_t network_flits = 0;
  for (std::size_t row = 1; row < channels.size(); ++row)
    if (channels[row][2] == "network") {
      const std::uint64_t flits = std::stoull(channels[row][5]);
      network_flits += flits;
      if (flits > 0) {
        EXPECT_TRUE(channels[row][0] == "0" || channels[row][0] == "1") << channels[row][0];
        EXPECT_EQ(channels[row][1], "xp");
      }
    }
  EXPECT_EQ(network_flits, 2u * 6u);
}

}  // namespace
}  // namespace kncube::stats
