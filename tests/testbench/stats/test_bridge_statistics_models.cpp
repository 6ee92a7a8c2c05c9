// BridgeStatistics beyond the cycle-level routers: the contention model's channel counts against
// the cycle-level network's, channel by channel, and its files; the bridge's ports (initiators
// held back, targets with every slot in use) against what the initiators and memories saw
// themselves, on both models.

#include <gtest/gtest.h>

#include <array>
#include <filesystem>
#include <string>
#include <vector>

#include "bridge_platforms.h"

namespace kncube::stats::testing {
namespace {

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
    // The files say the same: one row per initiator and target, in map order.
    const ScratchFolder scratch;
    statistics.write(scratch.file("stats"));
    const auto initiator_rows = read_csv(scratch.file("stats/initiators.csv"));
    ASSERT_EQ(initiator_rows.size(), 1 + initiators.size());
    EXPECT_EQ(initiator_rows[0], (std::vector<std::string>{"initiator", "name", "node", "transactions", "refused",
                                                           "held_back", "held_back_ns"}));
    for (std::size_t i = 0; i < initiators.size(); ++i) {
      const auto& row = initiator_rows[1 + i];
      ASSERT_EQ(row.size(), 7u) << i;
      EXPECT_EQ(row[1], "cpu" + std::to_string(i));
      EXPECT_EQ(row[2], std::to_string(platform.bridge->map().initiators[i].node));
      EXPECT_EQ(row[3], std::to_string(initiators[i].transactions));
      EXPECT_EQ(row[5], std::to_string(initiators[i].held_back));
      EXPECT_DOUBLE_EQ(std::stod(row[6]), initiators[i].held_back_time.to_seconds() * 1e9);
    }
    const auto target_rows = read_csv(scratch.file("stats/targets.csv"));
    ASSERT_EQ(target_rows.size(), 1 + targets.size());
    EXPECT_EQ(target_rows[0], (std::vector<std::string>{"target", "name", "node", "queue_depth", "served", "full_ns",
                                                        "full_fraction"}));
    for (std::size_t t = 0; t < targets.size(); ++t) {
      const auto& row = target_rows[1 + t];
      ASSERT_EQ(row.size(), 7u) << t;
      EXPECT_EQ(row[3], "1");
      EXPECT_EQ(row[4], std::to_string(targets[t].served));
      EXPECT_DOUBLE_EQ(std::stod(row[5]), targets[t].full_time.to_seconds() * 1e9);
      EXPECT_DOUBLE_EQ(std::stod(row[6]), targets[t].full_time / (window.end - window.begin));
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
  const std::vector<RouterCounts> routers = platform.statistics.routers(Plane::request);
  const int xp = platform.statistics.topology().port_of(0, +1);
  const double cycles = static_cast<double>(platform.statistics.window().cycles);
  for (std::size_t row = 1; row < channels.size(); ++row) {
    EXPECT_EQ(channels[row][7].empty(), channels[row][2] == "ejection") << row;  // busy_vcs
    if (channels[row][2] == "network") {
      const std::uint64_t flits = std::stoull(channels[row][5]);
      network_flits += flits;
      if (flits > 0) {
        EXPECT_TRUE(channels[row][0] == "0" || channels[row][0] == "1") << channels[row][0];
        EXPECT_EQ(channels[row][1], "xp");
        // The VCs of router 1's or 2's x+ input, where the link ends (BridgeBusyVcs counts them).
        const RouterCounts& next = routers[static_cast<std::size_t>(std::stoi(channels[row][0]) + 1)];
        EXPECT_GT(next.input_busy_cycles[static_cast<std::size_t>(xp)], 0);
        EXPECT_DOUBLE_EQ(std::stod(channels[row][7]),
                         static_cast<double>(next.input_busy_cycles[static_cast<std::size_t>(xp)]) / cycles);
      } else {
        EXPECT_EQ(std::stod(channels[row][7]), 0.0) << row;
      }
    }
  }
  EXPECT_EQ(network_flits, 2u * 6u);
}

}  // namespace
}  // namespace kncube::stats::testing
