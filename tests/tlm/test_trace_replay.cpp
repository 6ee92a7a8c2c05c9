// The replay platform's latencies split by hop count (bench_tlm_contention --by-hops): every
// transaction counted once, under the minimal distance from its initiator's node to its target's;
// and its messages' latencies by length (--by-length).
#include <gtest/gtest.h>

#include <cstdint>
#include <numeric>
#include <sstream>
#include <tuple>

#include "tests/tlm/message_times.h"
#include "tests/tlm/trace_file.h"
#include "tests/tlm/trace_replay.h"

namespace {

using kncube::test::ReplayNetwork;
using kncube::test::TracePattern;

// Transpose on the 6-cube: node (a, b) (3 bits each) reads and writes node (b, a), so a
// transaction crosses 2 popcount(a ^ b) channels: 24 nodes at 2 hops, 24 at 4, 8 at 6, and the 8
// diagonal nodes send nothing.
TEST(TraceReplay, LatenciesByHopsCountEveryTransactionUnderItsDistance) {
  kncube::test::TraceSpec spec;
  spec.pattern = TracePattern::transpose;
  spec.rate = 0.002;  // nearly idle: latency grows with the distance
  spec.transactions = 20;
  const auto trace = kncube::test::make_trace(spec);
  for (const auto model : {kncube::tlm2::NetworkModel::cycle_level, kncube::tlm2::NetworkModel::contention}) {
    const auto result = kncube::test::run_replay(
        kncube::test::replay_config(kncube::rtl::RouterPreset::model, model, 64, ReplayNetwork::hypercube), trace,
        kncube::test::ReplayPlatformKind::light);
    ASSERT_EQ(result.errors, 0);
    ASSERT_EQ(result.transactions_by_hops.size(), 7u);
    const std::int64_t expected[] = {0, 0, 24 * 20, 0, 24 * 20, 0, 8 * 20};
    for (std::size_t hops = 0; hops < 7; ++hops) EXPECT_EQ(result.transactions_by_hops[hops], expected[hops]) << hops;
    EXPECT_EQ(std::accumulate(result.transactions_by_hops.begin(), result.transactions_by_hops.end(), std::int64_t{0}),
              result.transactions);
    const double sum = std::accumulate(result.latency_sum_by_hops.begin(), result.latency_sum_by_hops.end(), 0.0);
    EXPECT_NEAR(sum / static_cast<double>(result.transactions), result.mean_latency, 1e-9 * result.mean_latency);
    const auto mean = [&](std::size_t hops) {
      return result.latency_sum_by_hops[hops] / static_cast<double>(result.transactions_by_hops[hops]);
    };
    EXPECT_LT(mean(2), mean(4));
    EXPECT_LT(mean(4), mean(6));
  }
}

// --buffer-depth reaches both models: 1 KiB messages (129 flits) on the torus at 60% of
// saturation wait longer behind 2-flit buffers than behind 64-flit ones in each of them. In the
// contention model the difference is about a cycle in 200 (the back pressure's buffers between
// two channels), so the trace is long enough for that to stand out of the trace's own spread:
// with 10 transactions per initiator the two depths' order in the model turned with the own-share
// round (198.8 against 199.8 cycles), with 100 it reads 217.9 against 216.6.
TEST(TraceReplay, BufferDepthReachesBothModels) {
  kncube::test::TraceSpec spec;
  spec.pattern = TracePattern::uniform;
  spec.rate = 0.003;
  spec.transactions = 100;
  spec.bytes = 1024;
  const auto trace = kncube::test::make_trace(spec);
  for (const auto model : {kncube::tlm2::NetworkModel::cycle_level, kncube::tlm2::NetworkModel::contention}) {
    double latency[2] = {0.0, 0.0};
    for (int i = 0; i < 2; ++i) {
      const auto config =
          kncube::test::replay_config(kncube::rtl::RouterPreset::model, model, 1024, ReplayNetwork::torus, i == 0 ? 2 : 64);
      ASSERT_EQ(config.network.router.buffer_depth, i == 0 ? 2 : 64);
      const auto result = kncube::test::run_replay(config, trace, kncube::test::ReplayPlatformKind::light);
      ASSERT_EQ(result.errors, 0);
      latency[i] = result.mean_latency;
    }
    EXPECT_GT(latency[0], latency[1] + 0.5) << (model == kncube::tlm2::NetworkModel::contention ? "contention" : "cycle-level");
  }
}

// A plane's deliveries summed under their length: messages and cycles from generation to the tail.
TEST(MessageTimes, SumsEachLengthsDeliveries) {
  kncube::test::MessageTimes times;
  for (const auto& [length, generated, delivered] : {std::tuple{1, 10, 13}, {9, 0, 12}, {9, 5, 20}}) {
    kncube::rtl::DeliveredMessage message;
    message.length = length;
    message.generated = generated;
    message.delivered = delivered;
    times.on_delivered(message);
  }
  ASSERT_EQ(times.by_length().size(), 10u);
  EXPECT_EQ(times.by_length()[1].messages, 1);
  EXPECT_EQ(times.by_length()[1].cycles, 3.0);
  EXPECT_EQ(times.by_length()[9].messages, 2);
  EXPECT_EQ(times.by_length()[9].cycles, 27.0);
  EXPECT_EQ(times.by_length()[4].messages, 0);
}

// A READ from node 1 to node 3 of the mesh issued while node 0's WRITE to node 3 streams its 9
// flits past node 1. In the cycle-level network the READ's 1-flit request goes first at node 1
// (the output's round robin points past the input it served last) and the WRITE's stream takes a
// cycle more; on the response plane the WRITE's 1-flit response goes first at node 3 the same way
// (tlm/contention/DESIGN_RECORD.md, "The newcomer's first slot"). The split shows each message
// where it is: the 1-flit messages at their latencies alone (3 and 4 cycles), the 9-flit ones a
// cycle over theirs (13 and 12 against 12 and 11), the same 9-flit latencies in the contention
// model.
TEST(TraceReplay, MessageLatenciesByLengthShowWhichMessagesWait) {
  std::istringstream text("0 3 W 100 64\n1 3 R 104 64\n");
  std::vector<std::vector<kncube::test::TraceItem>> trace;
  int max_bytes = 0;
  kncube::test::TraceFileError error;
  ASSERT_TRUE(kncube::test::read_trace_file(text, kncube::test::kReplayNodes, trace, max_bytes, error));
  const auto run = [&](kncube::tlm2::NetworkModel model) {
    return kncube::test::run_replay(
        kncube::test::replay_config(kncube::rtl::RouterPreset::model, model, max_bytes, ReplayNetwork::mesh), trace,
        kncube::test::ReplayPlatformKind::light, kncube::test::kLooselyTimedQuantum, sc_core::SC_ZERO_TIME,
        kncube::test::ReplayObservations{/*by_length*/ true});
  };
  const auto cycle = run(kncube::tlm2::NetworkModel::cycle_level);
  const auto model = run(kncube::tlm2::NetworkModel::contention);
  for (const auto* result : {&cycle, &model}) {
    for (int plane = 0; plane < 2; ++plane) {
      ASSERT_EQ(result->message_times[plane].size(), 10u);
      EXPECT_EQ(result->message_times[plane][1].messages, 1);
      EXPECT_EQ(result->message_times[plane][9].messages, 1);
    }
  }
  EXPECT_EQ(cycle.message_times[0][1].cycles, 3.0);   // the READ's request, as alone
  EXPECT_EQ(cycle.message_times[0][9].cycles, 13.0);  // the WRITE's data, 12 alone
  EXPECT_EQ(cycle.message_times[1][1].cycles, 4.0);   // the WRITE's response, as alone
  EXPECT_EQ(cycle.message_times[1][9].cycles, 12.0);  // the READ's data, 11 alone
  EXPECT_EQ(model.message_times[0][9].cycles, cycle.message_times[0][9].cycles);
  EXPECT_EQ(model.message_times[1][9].cycles, cycle.message_times[1][9].cycles);
}

// Without the split the bridge has no observers and the result no message latencies.
TEST(TraceReplay, NoMessageLatenciesUnlessSplit) {
  kncube::test::TraceSpec spec;
  spec.transactions = 10;
  const auto result = kncube::test::run_replay(
      kncube::test::replay_config(kncube::rtl::RouterPreset::model, kncube::tlm2::NetworkModel::contention),
      kncube::test::make_trace(spec), kncube::test::ReplayPlatformKind::light);
  EXPECT_TRUE(result.message_times[0].empty());
  EXPECT_TRUE(result.message_times[1].empty());
}

}  // namespace
