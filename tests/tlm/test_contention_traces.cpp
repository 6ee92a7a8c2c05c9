// The contention model against the cycle-level bridge on small hand-placed or delta-debugged
// traces, where each transaction's latency can be compared: the mechanisms found that way (a VC
// that comes free goes round robin, a last channel's VC held until the delayed tail has left, and
// any channel's, a holder's delay bounded by its channel). The call-order path against time order:
// test_call_order.cpp.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "rtl_models/network_config.h"
#include "tests/tlm/trace_file.h"
#include "tests/tlm/trace_replay.h"
#include "tlm/contention/channel_reservations.h"

namespace {

// Both models' replays of tests/tlm/traces/`name`.trace (the file bench_tlm_contention --trace and
// BenchTrace.* replay) on `network` of `router`'s routers with `buffer_depth` flits per VC buffer
// (0: the preset's).
struct BothReplays {
  std::vector<std::vector<kncube::test::TraceItem>> trace;
  kncube::test::ReplayResult cycle;
  kncube::test::ReplayResult model;
};

void replay_both(const std::string& name, kncube::test::ReplayNetwork network, BothReplays& out,
                 kncube::rtl::RouterPreset router = kncube::rtl::RouterPreset::model, int buffer_depth = 0,
                 std::optional<kncube::rtl::InjectionKind> injection = std::nullopt) {
  std::ifstream in(std::string(KNCUBE_SOURCE_DIR) + "/tests/tlm/traces/" + name + ".trace");
  ASSERT_TRUE(in) << name;
  int max_bytes = 0;
  kncube::test::TraceFileError error;
  ASSERT_TRUE(kncube::test::read_trace_file(in, kncube::test::kReplayNodes, out.trace, max_bytes, error)) << error.line;
  const auto run = [&](kncube::tlm2::NetworkModel model) {
    const auto config = kncube::test::replay_config(router, model, max_bytes, network, buffer_depth, injection);
    return kncube::test::run_replay(config, out.trace, kncube::test::ReplayPlatformKind::light);
  };
  out.cycle = run(kncube::tlm2::NetworkModel::cycle_level);
  out.model = run(kncube::tlm2::NetworkModel::contention);
}

// Each transaction of node `source` within `each` cycles of the bridge's latency under the
// contention model, and their mean within `mean` cycles of the bridge's.
void expect_node_near_the_bridge(const BothReplays& both, std::size_t source, double each, double mean) {
  double model_sum = 0;
  double cycle_sum = 0;
  const std::size_t items = both.trace[source].size();
  for (std::size_t i = 0; i < items; ++i) {
    SCOPED_TRACE(::testing::Message() << "node " << source << ", item " << i);
    EXPECT_NEAR(both.model.latencies[source][i], both.cycle.latencies[source][i], each);
    model_sum += both.model.latencies[source][i];
    cycle_sum += both.cycle.latencies[source][i];
  }
  EXPECT_NEAR(model_sum / static_cast<double>(items), cycle_sum / static_cast<double>(items), mean);
}

// Every transaction of tests/tlm/traces/`name`.trace takes the same latency under the contention
// model as on the cycle-level bridge of `network` (of `router`'s routers, `buffer_depth` flits per
// VC buffer, 0: the preset's); `transactions` of them.
void expect_every_latency_the_bridges(const std::string& name, kncube::test::ReplayNetwork network, int transactions,
                                      kncube::rtl::RouterPreset router = kncube::rtl::RouterPreset::model,
                                      int buffer_depth = 0) {
  BothReplays both;
  ASSERT_NO_FATAL_FAILURE(replay_both(name, network, both, router, buffer_depth));
  ASSERT_EQ(both.cycle.transactions, transactions);
  ASSERT_EQ(both.model.transactions, transactions);
  for (std::size_t source = 0; source < both.trace.size(); ++source) {
    for (std::size_t i = 0; i < both.trace[source].size(); ++i) {
      SCOPED_TRACE(::testing::Message() << "node " << source << " to node " << both.trace[source][i].target << ", item "
                                        << i);
      EXPECT_EQ(both.model.latencies[source][i], both.cycle.latencies[source][i]);
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
// to node 63's WRITE (its fourth transaction) waits at node 56 until that tail has left the VC: 170
// cycles on the bridge. Freed as first computed (only a last channel's VC followed a delayed
// tail), the model let it through 33 cycles early, 137; now 171, its head a slot behind the flits
// it shares the channel with (ChannelReservations::tail_delayed). The other three as on the
// bridge but node 42's response to node 63's first READ: 251 cycles against 224 since the own-share
// round pressed holders' tails back onto their channels (SharedChannels::tail_pressed). There node
// 49's response, which waits at node 56 for a VC, is counted as sharing channel 57->56 with it
// meanwhile, which the bridge's does not (it stops once the buffer at node 56 is full), and node
// 42's response, slowed at node 56, now holds 57->56 long enough for that to delay it.
TEST(ContentionModel, ADelayedChannelsVcIsHeldUntilTheTailHasLeftItWhereverTheHeadIs) {
  BothReplays both;
  ASSERT_NO_FATAL_FAILURE(replay_both("delayed_channel", kncube::test::ReplayNetwork::torus, both));
  ASSERT_EQ(both.model.transactions, 4);
  const auto& cycle = both.cycle.latencies;
  const auto& model = both.model.latencies;
  EXPECT_NEAR(cycle[63][2], 170.0, 1e-6);
  EXPECT_NEAR(model[63][2], cycle[63][2], 1.0);  // the WRITE: traces are sorted by issue per node
  EXPECT_NEAR(model[61][0], cycle[61][0], 1e-6);
  EXPECT_NEAR(model[63][1], cycle[63][1], 1e-6);
  EXPECT_LT(model[63][0], cycle[63][0] + 30.0);
}

// BookSim's router with 2-flit buffers, whose credits pace a 9-flit message (a round trip of 5
// cycles per 2 flits): tests/tlm/traces/credit_cascade.trace's five WRITEs from node 0, a cycle
// apart. A group of a message's flits waits for the credit of the group before, which waited at
// the next router for the head's route and VC allocation, or for the group before it, which waited
// at the router after that; so the g-th group waits for the head g routers ahead (the destination's
// included) and the serial interface sends a tail the later, the longer the route. The model waited
// for the head at the next router only: every latency right alone, but the next request injected
// up to 2 cycles early per router beyond the first (113, 126, 159 cycles against 114, 131, 166), and
// with 2-flit buffers uniform traffic read -10% at 70% of saturation (ChannelReservations::credit_paced).
TEST(ContentionModel, CreditsPaceAMessageByTheHeadsAheadOfItsGroups) {
  expect_every_latency_the_bridges("credit_cascade", kncube::test::ReplayNetwork::torus, 5,
                                   kncube::rtl::RouterPreset::booksim, 2);
}

// The same router: tests/tlm/traces/credit_gaps.trace, node 61's 1-flit READ request reaching
// router 63 behind node 62's 9-flit WRITE request on the same input, both to take channel 63->55.
// Flits that came interleaved through one input stay one stream, the later tail a head's route and
// VC allocation behind (SharedChannels::cross); not where credits paced the stream: the read's head
// goes in a gap the write's credits leave. Shifted, the write read 58 cycles and the read 77 once
// the write's tail arrived as late as its credits let it; the bridge reads 57 and 76. The write's
// last cycle is its last flit ejected at 55 while the read's head leaves that router from the same
// input (one flit a cycle per input), a conflict the model does not have.
TEST(ContentionModel, ACreditPacedStreamTakesAnotherHeadInItsGaps) {
  BothReplays both;
  ASSERT_NO_FATAL_FAILURE(
      replay_both("credit_gaps", kncube::test::ReplayNetwork::torus, both, kncube::rtl::RouterPreset::booksim, 2));
  ASSERT_EQ(both.model.transactions, 2);
  EXPECT_NEAR(both.cycle.latencies[61][0], 76.0, 1e-6);
  EXPECT_NEAR(both.model.latencies[61][0], both.cycle.latencies[61][0], 1e-6);
  EXPECT_NEAR(both.model.latencies[62][0], both.cycle.latencies[62][0], 1.0);
}

// The model's router with 1-flit buffers: tests/tlm/traces/paced_streams.trace, two 9-flit write
// requests from one node on the same route 7 cycles apart, each paced by its credits to a flit per
// 2 cycles, so the channels carry both side by side. Counted as sharing the channels (the newcomer
// a slot behind, the holder delayed by the newcomer's flits beyond its gaps), each read 25 cycles
// against the bridge's 24, and transpose traffic +26% at 70% of saturation (PacedStreams).
TEST(ContentionModel, ACreditPacedChannelCarriesAsManyStreamsAsItsRoundTripLeavesRoomFor) {
  expect_every_latency_the_bridges("paced_streams", kncube::test::ReplayNetwork::torus, 2,
                                   kncube::rtl::RouterPreset::model, 1);
}

// The model's router with 1-flit buffers and shared injection: tests/tlm/traces/streams_past_room.trace,
// three 9-flit write requests from node 63 within 9 cycles. The injection link's credits leave room
// for two paced streams side by side; with three, a flit log of the cycle-level bridge shows each
// going a flit every third cycle, and the second's head taking the slot of the first's fifth flit.
// Taken as filling the holders' gaps, the writes read 32, 32 and 34 cycles against the bridge's 36,
// 35 and 33 (share_paced_channel; SharedChannels::take_colliding_slots): now 35, 35 and 34.
TEST(ContentionModel, MoreStreamsThanAPacedChannelCarriesShareItsSlots) {
  BothReplays both;
  ASSERT_NO_FATAL_FAILURE(replay_both("streams_past_room", kncube::test::ReplayNetwork::torus, both,
                                      kncube::rtl::RouterPreset::model, 1, kncube::rtl::InjectionKind::shared));
  ASSERT_EQ(both.cycle.transactions, 3);
  ASSERT_EQ(both.model.transactions, 3);
  expect_node_near_the_bridge(both, 63, 1.001, 0.5 / 3);
}

// BookSim's router with 2-flit buffers: tests/tlm/traces/node_queue.trace, node 56's
// sixteen transactions of a uniform trace at 70% of saturation (`--minimize -20`), queued at its
// serial injection. The model drained the node's queue early: its last five transactions 1 to 4
// cycles short, the mean 109.13 cycles against the bridge's 110.50. The flit log shows two things
// it did not have: a head from the router's one injection input never leaves in the cycle another
// message's tail does (InjectionInputTurns), and a head that waits holds the flits behind it back
// to the source (ChannelReservations::stalled). On such credit-paced routes the second alone holds
// the queue (110.63); counted with the first as well it read 112.06, so the turns apply where
// credits do not pace (injection_input_turns.h).
TEST(ContentionModel, ANodesQueueAtItsSerialInjectionDrainsAsTheBridges) {
  BothReplays both;
  ASSERT_NO_FATAL_FAILURE(replay_both("node_queue", kncube::test::ReplayNetwork::torus, both,
                                      kncube::rtl::RouterPreset::booksim, 2));
  ASSERT_EQ(both.cycle.transactions, 16);
  ASSERT_EQ(both.model.transactions, 16);
  expect_node_near_the_bridge(both, 56, 2.001, 0.25);
}

// BookSim's router with 2-flit buffers: tests/tlm/traces/stalled_stream.trace, node 48's writes
// queued at its serial injection (`--minimize -20` of a uniform trace at 70% of saturation). One
// write's head waits 11 cycles at its fourth router behind another write's tail; its flits stand
// still behind it, and the source's tail leaves 11 cycles later than the buffers' even spread
// said. The node's next three writes read 7, 10 and 8 cycles short (ChannelReservations::stalled).
TEST(ContentionModel, AStalledHeadHoldsItsStreamBackToTheSource) {
  BothReplays both;
  ASSERT_NO_FATAL_FAILURE(
      replay_both("stalled_stream", kncube::test::ReplayNetwork::torus, both, kncube::rtl::RouterPreset::booksim, 2));
  ASSERT_EQ(both.cycle.transactions, 14);
  ASSERT_EQ(both.model.transactions, 14);
  expect_node_near_the_bridge(both, 48, 3.001, 0.5);
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
