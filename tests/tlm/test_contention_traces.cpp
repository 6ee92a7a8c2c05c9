// The contention model against the cycle-level bridge on small hand-placed or delta-debugged
// traces, where each transaction's latency can be compared: the mechanisms found that way (a VC
// that comes free goes round robin, a last channel's VC held until the delayed tail has left, a
// holder's delay bounded by its channel, a later message's VC wait counted once per path).
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

// A newcomer reserved after a message it precedes in time, along the same path, with one VC per
// class (the torus with 2 VCs): in time order the later message waits for the newcomer's VC at the
// first channel and then follows it, waiting no more. The newcomer takes that wait on (the later
// one is answered), once: counted again at every hop the two share, as the model did, the pair
// read 42 cycles against time order's 30 on this 3-hop path (the 6-cycle wait three times; `lt`
// transpose with 2 VCs read +1.7% at 20% of saturation and +6.6% at 70%, where a node's requests
// and responses share a path: bench_tlm_contention --network 2-vcs --platform lt).
TEST(ContentionModel, CallOrderCountsALaterMessagesVcWaitOncePerPath) {
  const auto config = kncube::test::replay_config(kncube::rtl::RouterPreset::model, kncube::tlm2::NetworkModel::contention,
                                                  64, kncube::test::ReplayNetwork::two_vcs);
  kncube::rtl::validate(config.network);
  std::vector<kncube::tlm2::CompletedMessage> others;
  kncube::tlm2::ChannelReservations in_time(config.network);
  const auto first = in_time.reserve(0, 3, 9, 100, others);
  const auto second = in_time.reserve(0, 3, 9, 104, others);
  const kncube::rtl::Cycle time_order = (first.delivered - 100) + (second.delivered - 104);
  kncube::tlm2::ChannelReservations in_call(config.network);
  const auto later = in_call.reserve(0, 3, 9, 104, others);
  const auto earlier = in_call.reserve(0, 3, 9, 100, others);
  const kncube::rtl::Cycle call_order = (earlier.delivered - 100) + (later.delivered - 104);
  std::printf("time order %lld + %lld, call order %lld + %lld\n", static_cast<long long>(first.delivered - 100),
              static_cast<long long>(second.delivered - 104), static_cast<long long>(earlier.delivered - 100),
              static_cast<long long>(later.delivered - 104));
  EXPECT_GT(second.delivered - 104, first.delivered - 100);  // it waited
  EXPECT_LE(call_order, time_order + 2);
  EXPECT_GE(call_order, time_order - 2);
}

// Three 9-flit messages to node 3 along a row of the torus: A from node 0 at cycle 100, N from node 1
// at 102 (it joins A's path at node 1 and shares channel 1->2 with it), P from node 0 at 112, which
// asks for that channel after N's own nine flits would have crossed it, but while N, slowed by A's
// flits, still sends. In time order P shares the channel with N. Reserved in call order A, P, N,
// N is the newcomer and takes on P's share (P is answered): counted over N's own flits alone, P
// looked as if it came after N had finished, and the three read 51 cycles against time order's 63
// (over 360 placements, N 0 to 8 cycles after A, P after N up to cycle 124, P from node 0 or 16,
// the call order's sum matched time order's in 148 before and 275 now, and none moved away; the
// `lt` platform read low at 70% of saturation, the unidirectional torus -5.2% on transpose: README,
// issue 13, "The `lt` points at 70% and temporal decoupling").
TEST(ContentionModel, CallOrderCountsALaterHolderOverTheNewcomersSharedTimeOnTheChannel) {
  const auto config = kncube::test::replay_config(kncube::rtl::RouterPreset::model, kncube::tlm2::NetworkModel::contention);
  kncube::rtl::validate(config.network);
  std::vector<kncube::tlm2::CompletedMessage> others;
  kncube::tlm2::ChannelReservations in_time(config.network);
  const auto a = in_time.reserve(0, 3, 9, 100, others);
  const auto n = in_time.reserve(1, 3, 9, 102, others);
  const auto p = in_time.reserve(0, 3, 9, 112, others);
  const kncube::rtl::Cycle time_order = (a.delivered - 100) + (n.delivered - 102) + (p.delivered - 112);
  kncube::tlm2::ChannelReservations in_call(config.network);
  const auto a_call = in_call.reserve(0, 3, 9, 100, others);
  const auto p_call = in_call.reserve(0, 3, 9, 112, others);
  const auto n_call = in_call.reserve(1, 3, 9, 102, others);
  const kncube::rtl::Cycle call_order = (a_call.delivered - 100) + (n_call.delivered - 102) + (p_call.delivered - 112);
  std::printf("time order %lld + %lld + %lld, call order %lld + %lld + %lld\n", static_cast<long long>(a.delivered - 100),
              static_cast<long long>(n.delivered - 102), static_cast<long long>(p.delivered - 112),
              static_cast<long long>(a_call.delivered - 100), static_cast<long long>(n_call.delivered - 102),
              static_cast<long long>(p_call.delivered - 112));
  EXPECT_GT(p.delivered - 112, p_call.delivered - 112);  // in time order P was delayed by N: it shared
  EXPECT_LE(call_order, time_order + 2);
  EXPECT_GE(call_order, time_order - 2);
}

// A queue of later holders behind a newcomer's VC, on the torus with 2 VCs (one per class): three
// 9-flit messages to node 4 along a row, N from node 2 at cycle 100, P1 from node 1 at 101 and P2
// from node 0 at 106. In time order P1 waits for N's VC on channel 2->3 and P2 for P1's, which
// P1 now holds later. Reserved in call order P1, P2, N, the newcomer takes on both waits (they
// are answered): with only the first one's, the three read 48 cycles against time order's 56; over
// 590 placements (P1 1 to 20 cycles after N, P2 up to 20 after P1) the call order's sum matched in
// 490 before and in all 590 now (README, issue 13, "The `lt` points at 70% and temporal
// decoupling").
TEST(ContentionModel, CallOrderPushesBackTheQueueBehindTheNewcomersVc) {
  const auto config = kncube::test::replay_config(kncube::rtl::RouterPreset::model, kncube::tlm2::NetworkModel::contention,
                                                  64, kncube::test::ReplayNetwork::two_vcs);
  kncube::rtl::validate(config.network);
  std::vector<kncube::tlm2::CompletedMessage> others;
  kncube::tlm2::ChannelReservations in_time(config.network);
  const auto n = in_time.reserve(2, 4, 9, 100, others);
  const auto p1 = in_time.reserve(1, 4, 9, 101, others);
  const auto p2 = in_time.reserve(0, 4, 9, 106, others);
  const kncube::rtl::Cycle time_order = (n.delivered - 100) + (p1.delivered - 101) + (p2.delivered - 106);
  kncube::tlm2::ChannelReservations in_call(config.network);
  const auto p1_call = in_call.reserve(1, 4, 9, 101, others);
  const auto p2_call = in_call.reserve(0, 4, 9, 106, others);
  const auto n_call = in_call.reserve(2, 4, 9, 100, others);
  const kncube::rtl::Cycle call_order = (n_call.delivered - 100) + (p1_call.delivered - 101) + (p2_call.delivered - 106);
  std::printf("time order %lld + %lld + %lld, call order %lld + %lld + %lld\n", static_cast<long long>(n.delivered - 100),
              static_cast<long long>(p1.delivered - 101), static_cast<long long>(p2.delivered - 106),
              static_cast<long long>(n_call.delivered - 100), static_cast<long long>(p1_call.delivered - 101),
              static_cast<long long>(p2_call.delivered - 106));
  EXPECT_GT(p2.delivered - 106, p2_call.delivered - 106);  // in time order P2 waited too
  EXPECT_LE(call_order, time_order + 2);
  EXPECT_GE(call_order, time_order - 2);
}

// Every transaction of tests/tlm/traces/`name`.trace (the file bench_tlm_contention --trace and
// BenchTrace.* replay) takes the same latency under the contention model as on the cycle-level
// bridge of `network`; `transactions` of them.
void expect_every_latency_the_bridges(const std::string& name, kncube::test::ReplayNetwork network, int transactions) {
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
      EXPECT_EQ(model.latencies[source][i], cycle.latencies[source][i]);
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
