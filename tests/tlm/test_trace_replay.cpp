// The replay platform's latencies split by hop count (bench_tlm_contention --by-hops): every
// transaction counted once, under the minimal distance from its initiator's node to its target's.
#include <gtest/gtest.h>

#include <cstdint>
#include <numeric>

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

}  // namespace
