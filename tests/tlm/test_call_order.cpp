// The contention model's call-order path (the loosely-timed b_transport: messages reserved in the
// order the calls come, CallOrderChannels) against its own time order on a few hand-placed
// messages: reserved in call order, a newcomer takes on the delays time order would have given the
// answered messages it meets, so the latencies summed over the messages should be time order's.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <random>
#include <vector>

#include "rtl_models/network_config.h"
#include "tests/tlm/trace_replay.h"
#include "tlm/contention/channel_reservations.h"

namespace {

using kncube::rtl::Cycle;

struct Sent {
  kncube::rtl::NodeId from;
  kncube::rtl::NodeId to;
  int flits;
  Cycle generated;
};

// The replay's network `network` (its router, 9-flit messages), validated.
kncube::rtl::NetworkConfig network_config(kncube::test::ReplayNetwork network) {
  auto config =
      kncube::test::replay_config(kncube::rtl::RouterPreset::model, kncube::tlm2::NetworkModel::contention, 64, network)
          .network;
  kncube::rtl::validate(config);
  return config;
}

// The same messages (indices into `messages`, in `order`) in time order on the timed path: submitted
// and advanced until every one is delivered, as the AT platforms run the model.
std::vector<Cycle> timed_latencies(kncube::test::ReplayNetwork network, const std::vector<Sent>& messages,
                                   const std::vector<int>& order) {
  kncube::tlm2::ChannelReservations model(network_config(network));
  for (const int i : order) {
    const Sent& m = messages[static_cast<std::size_t>(i)];
    model.submit(m.from, m.to, m.flits, m.generated, static_cast<std::uint64_t>(i));
  }
  std::vector<kncube::tlm2::CompletedMessage> delivered;
  while (model.in_flight() > 0) model.advance(model.next_request() + 1, delivered);
  std::vector<Cycle> latencies(messages.size());
  for (const auto& d : delivered) latencies[d.token] = d.timing.delivered - messages[d.token].generated;
  return latencies;
}

// The messages reserved one after the other in `order` (indices into `messages`) on the call-order
// path; each one's latency, by its index.
std::vector<Cycle> called_latencies(kncube::test::ReplayNetwork network, const std::vector<Sent>& messages,
                                    const std::vector<int>& order) {
  kncube::tlm2::ChannelReservations model(network_config(network));
  std::vector<kncube::tlm2::CompletedMessage> others;
  std::vector<Cycle> latencies(messages.size());
  for (const int i : order) {
    const Sent& m = messages[static_cast<std::size_t>(i)];
    latencies[static_cast<std::size_t>(i)] = model.reserve(m.from, m.to, m.flits, m.generated, others).delivered - m.generated;
  }
  return latencies;
}

Cycle sum(const std::vector<Cycle>& latencies) {
  Cycle total = 0;
  for (const Cycle latency : latencies) total += latency;
  return total;
}

// The call order's latencies (`in_call`, messages reserved as `order` says) sum to time order's
// within two cycles; both printed by message.
void expect_time_orders_sum(const std::vector<Cycle>& in_time, const std::vector<Cycle>& in_call, const char* order) {
  std::printf("time order, latencies by message:");
  for (const Cycle latency : in_time) std::printf(" %lld", static_cast<long long>(latency));
  std::printf("\ncall order (%s), latencies by message:", order);
  for (const Cycle latency : in_call) std::printf(" %lld", static_cast<long long>(latency));
  std::printf("\n");
  EXPECT_LE(sum(in_call), sum(in_time) + 2);
  EXPECT_GE(sum(in_call), sum(in_time) - 2);
}

// A newcomer reserved after a message it precedes in time, along the same path, with one VC per
// class (the torus with 2 VCs): in time order the later message waits for the newcomer's VC at the
// first channel and then follows it, waiting no more. The newcomer takes that wait on (the later
// one is answered), once: counted again at every hop the two share, as the model did, the pair
// read 42 cycles against time order's 30 on this 3-hop path (the 6-cycle wait three times; `lt`
// transpose with 2 VCs read +1.7% at 20% of saturation and +6.6% at 70%, where a node's requests
// and responses share a path: bench_tlm_contention --network 2-vcs --platform lt).
TEST(ContentionModel, CallOrderCountsALaterMessagesVcWaitOncePerPath) {
  const std::vector<Sent> messages{{0, 3, 9, 100}, {0, 3, 9, 104}};  // earlier, later
  const auto in_time = called_latencies(kncube::test::ReplayNetwork::two_vcs, messages, {0, 1});
  const auto in_call = called_latencies(kncube::test::ReplayNetwork::two_vcs, messages, {1, 0});
  EXPECT_GT(in_time[1], in_time[0]);  // it waited
  expect_time_orders_sum(in_time, in_call, "later, earlier");
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
  const std::vector<Sent> messages{{0, 3, 9, 100}, {1, 3, 9, 102}, {0, 3, 9, 112}};  // A, N, P
  const auto in_time = called_latencies(kncube::test::ReplayNetwork::torus, messages, {0, 1, 2});
  const auto in_call = called_latencies(kncube::test::ReplayNetwork::torus, messages, {0, 2, 1});
  EXPECT_GT(in_time[2], in_call[2]);  // in time order P was delayed by N: it shared
  expect_time_orders_sum(in_time, in_call, "A, P, N");
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
  const std::vector<Sent> messages{{2, 4, 9, 100}, {1, 4, 9, 101}, {0, 4, 9, 106}};  // N, P1, P2
  const auto in_time = called_latencies(kncube::test::ReplayNetwork::two_vcs, messages, {0, 1, 2});
  const auto in_call = called_latencies(kncube::test::ReplayNetwork::two_vcs, messages, {1, 2, 0});
  EXPECT_GT(in_time[2], in_call[2]);  // in time order P2 waited too
  expect_time_orders_sum(in_time, in_call, "P1, P2, N");
}

// With two VCs a class (the torus with 4 VCs): N from node 2 at cycle 100, P1 from node 1 at 101
// and P2 from node 0 at 102, all 9 flits to node 4 along a row. In time order P1 finds one VC of
// channel 2->3 free beside N's and takes it, and P2 finds both held and waits. Reserved in call
// order P1, P2, N, the newcomer N looked only at the first later holder of its class, P1, which
// does not wait, and took on no wait: 64 cycles summed against 71 with the calls in time order
// (70 for the model in time order); now the first that waits, P2, counts (README, issue 13, "The
// `lt` points at 70% and temporal decoupling").
TEST(ContentionModel, CallOrderCountsTheFirstLaterHolderThatFindsEveryVcHeld) {
  const std::vector<Sent> messages{{2, 4, 9, 100}, {1, 4, 9, 101}, {0, 4, 9, 102}};  // N, P1, P2
  const auto in_time = called_latencies(kncube::test::ReplayNetwork::torus, messages, {0, 1, 2});
  const auto in_call = called_latencies(kncube::test::ReplayNetwork::torus, messages, {1, 2, 0});
  EXPECT_GT(in_time[2], in_call[2]);  // in time order P2 waited
  expect_time_orders_sum(in_time, in_call, "P1, P2, N");
}

// Sets of 24 messages (9 flits or 1, random sources and destinations, generated within 40 cycles)
// reserved in a shuffled order, against the same messages in time order on the timed path: the
// latency the call order gives a set, per message, less time order's, averaged over 2 000 sets.
// The call-order path reads short most on the unidirectional torus (-0.218 cycles a message
// before the call-order span, queue and first-wait rounds of issue 13, -0.102 after them), the
// mesh (-0.053, -0.041) and the torus with 2 VCs (-0.027, -0.015; the torus -0.011, -0.003): what it
// cannot see of answered messages' later delays (README, issue 13, "The `lt` points at 70% and
// temporal decoupling"). The own-share round made the timed path hold a delayed channel's VC until
// the tail has left it, which the call-order path does not do (it frees VCs as first computed):
// -0.115 and -0.047 since on the unidirectional torus and the mesh (-0.126 and -0.048 with the
// round's records pressed back and stream shift as well), the mesh's bound 0.045 -> 0.05.
// 0.26 s.
TEST(ContentionModel, CallOrderAgreesWithTimeOrderOnRandomMessageSets) {
  using kncube::test::ReplayNetwork;
  struct Bound {
    ReplayNetwork network;
    const char* name;
    double cycles;  // per message, either way
  };
  const Bound bounds[] = {{ReplayNetwork::unidirectional, "unidirectional torus", 0.15},
                          {ReplayNetwork::mesh, "mesh", 0.05},
                          {ReplayNetwork::two_vcs, "torus with 2 VCs", 0.02},
                          {ReplayNetwork::torus, "torus", 0.02}};
  for (const auto& [network, name, bound] : bounds) {
    std::mt19937_64 random(7);
    constexpr int kSets = 2000;
    constexpr int kMessages = 24;
    double difference = 0.0;
    for (int set = 0; set < kSets; ++set) {
      std::vector<Sent> messages;
      for (int i = 0; i < kMessages; ++i) {
        const auto from = static_cast<kncube::rtl::NodeId>(random() % 64);
        auto to = static_cast<kncube::rtl::NodeId>(random() % 64);
        if (to == from) to = (to + 1) % 64;
        messages.push_back(Sent{from, to, random() % 2 ? 9 : 1, 100 + static_cast<Cycle>(random() % 40)});
      }
      std::vector<int> order(kMessages);
      for (int i = 0; i < kMessages; ++i) order[static_cast<std::size_t>(i)] = i;
      std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return messages[static_cast<std::size_t>(a)].generated < messages[static_cast<std::size_t>(b)].generated;
      });
      const auto in_time = timed_latencies(network, messages, order);
      std::shuffle(order.begin(), order.end(), random);
      const auto in_call = called_latencies(network, messages, order);
      difference += static_cast<double>(sum(in_call) - sum(in_time));
    }
    const double per_message = difference / (kSets * kMessages);
    std::printf("%s: call order less time order, %.3f cycles a message\n", name, per_message);
    EXPECT_LT(std::abs(per_message), bound) << name;
  }
}

}  // namespace
