// The contention model against the cycle-level bridge on small hand-placed or delta-debugged
// traces, where each transaction's latency can be compared: the mechanisms found that way (a VC
// that comes free goes round robin, a last channel's VC held until the delayed tail has left, and
// any channel's, a holder's delay bounded by its channel). The call-order path against time order:
// test_call_order.cpp.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "rtl_models/network_config.h"
#include "tests/tlm/trace_file.h"
#include "tests/tlm/trace_replay.h"
#include "tlm/contention/channel_reservations.h"

namespace {

// Every transaction of tests/tlm/traces/`name`.trace (the file bench_tlm_contention --trace and
// BenchTrace.* replay) takes the same latency under the contention model as on the cycle-level
// bridge of `network`, to within `cycles`; `transactions` of them.
void expect_every_latency_the_bridges(const std::string& name, kncube::test::ReplayNetwork network, int transactions,
                                      double cycles = 0.0) {
  std::ifstream in(std::string(KNCUBE_SOURCE_DIR) + "/tests/tlm/traces/" + name + ".trace");
  ASSERT_TRUE(in) << name;
  std::vector<std::vector<kncube::test::TraceItem>> trace;
  int max_bytes = 0;
  kncube::test::TraceFileError error;
  ASSERT_TRUE(kncube::test::read_trace_file(in, kncube::test::kReplayNodes, trace, max_bytes, error)) << error.line;
  const auto run = [&](kncube::tlm2::NetworkModel model) {
    return kncube::test::run_replay(kncube::test::replay_config(kncube::rtl::RouterPreset::model, model, max_bytes, network),
                                    trace, kncube::test::ReplayPlatformKind::light);
  };
  const auto cycle = run(kncube::tlm2::NetworkModel::cycle_level);
  const auto model = run(kncube::tlm2::NetworkModel::contention);
  ASSERT_EQ(cycle.transactions, transactions);
  ASSERT_EQ(model.transactions, transactions);
  for (std::size_t source = 0; source < trace.size(); ++source) {
    for (std::size_t i = 0; i < trace[source].size(); ++i) {
      SCOPED_TRACE(::testing::Message() << "node " << source << " to node " << trace[source][i].target << ", item " << i);
      EXPECT_NEAR(model.latencies[source][i], cycle.latencies[source][i], cycles);
    }
  }
}

// Two streams of 8-byte reads into node 2 along a row of the torus with 2 VCs (one per class):
// six from node 0, passing through node 1, and six injected at node 1, all issued at once. Their
// 1-flit requests share channel 1->2's one VC of their class, and the cycle-level router's VC
// allocator serves the inputs asking for it round robin (node 1's requests come through several
// injection inputs, node 0's through one network input). Every transaction's latency is the
// cycle-level bridge's. Granting the VC to the oldest message instead, the model let node 0's
// stream take it six times running while node 1's waited (the same sum, other latencies), and
// the waits stayed at the sources rather than holding VCs upstream (WaitingHeads).
TEST(ContentionModel, AVcThatComesFreeGoesRoundRobinOverTheInputsAskingForIt) {
  expect_every_latency_the_bridges("merging_reads", kncube::test::ReplayNetwork::two_vcs, 12);
}

// Four 64-byte transactions on the reference torus, found by delta-debugging a 70%-load trace: a
// WRITE from node 34 and a READ from node 18 both to node 61, whose 9-flit and 1-flit requests
// share channel 60->61 with a WRITE from node 4 passing to node 63. The WRITE from node 4 slows
// node 34's request on that last channel after its ejection was computed; the cycle-level router
// holds that VC until the delayed tail has left, so node 18's read request waits for it. Freed at
// the ejection as first computed, the model let the read through: 26 cycles against 40, and the
// READ from node 11 23 against 30. Every latency is now the cycle-level bridge's
// (ChannelReservations::tail_delayed).
TEST(ContentionModel, ALastChannelsVcIsHeldUntilTheDelayedTailHasLeft) {
  expect_every_latency_the_bridges("last_channel", kncube::test::ReplayNetwork::torus, 4);
}

// Four 1 KiB transactions on the reference torus (tests/tlm/traces/delayed_channel.trace, found by
// delta-debugging a 70%-load trace): node 49's response delays the tail of node 16's on channel
// 56->63 by 45 cycles after node 16's head has crossed the next channels, and the 1-flit response
// to node 63's WRITE waits at node 56 until that tail has left the VC: 170 cycles on the bridge.
// Freed as first computed (only a last channel's VC followed a delayed tail), the model let it
// through 33 cycles early, 137; now 171, its head a slot behind the flits it shares the channel
// with (ChannelReservations::tail_delayed).
TEST(ContentionModel, ADelayedChannelsVcIsHeldUntilTheTailHasLeftItWhereverTheHeadIs) {
  expect_every_latency_the_bridges("delayed_channel", kncube::test::ReplayNetwork::torus, 4, 1.0);
}

// One initiator reading from the memory one hop away at 0.09 transactions a cycle: its 9-flit
// replies load that one channel 81% (on the mesh: one VC class of 4 VCs, each reply entering
// through its own injection port). The channel carries it; the model must not saturate below
// what the channel carries. Before a holder's delay was bounded by the channel (SharedChannels::
// cross) the model read 539 cycles against the cycle-level 39.
TEST(ContentionModel, OneChannelCarriesOneNodesRepliesUpToItsCapacity) {
  using kncube::test::ReplayNetwork;
  kncube::test::TraceSpec spec;
  spec.rate = 0.09;
  spec.transactions = 1000;
  auto trace = kncube::test::make_trace(spec);
  for (std::size_t node = 0; node < trace.size(); ++node) {
    if (node != 8) trace[node].clear();
    for (auto& item : trace[node]) {
      item.target = 0;
      item.write = false;
    }
  }
  const auto light = kncube::test::ReplayPlatformKind::light;
  const auto run = [&](kncube::tlm2::NetworkModel model) {
    return kncube::test::run_replay(
        kncube::test::replay_config(kncube::rtl::RouterPreset::model, model, 64, ReplayNetwork::mesh), trace, light);
  };
  const auto cycle = run(kncube::tlm2::NetworkModel::cycle_level);
  const auto model = run(kncube::tlm2::NetworkModel::contention);
  EXPECT_EQ(model.transactions, 1000);
  std::printf("one node's reads over one hop at 0.09: cycle-level %.2f, contention %.2f\n", cycle.mean_latency,
              model.mean_latency);
  EXPECT_LT(model.mean_latency, 1.3 * cycle.mean_latency);
}

}  // namespace
