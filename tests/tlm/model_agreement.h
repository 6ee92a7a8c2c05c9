#pragma once
// The contention model against the cycle-level bridge on one generated trace, and on its own past
// saturation, for the tests that co-verify the two (test_contention_model.cpp,
// test_contention_graphs.cpp).

#include <gtest/gtest.h>

#include <cstdio>
#include <optional>

#include "tests/tlm/trace_replay.h"

namespace kncube::test {

// The contention model's mean latency less the cycle-level bridge's, relative to the latter.
// `buffer_depth`: flits per VC buffer in both (0: the router preset's).
inline double signed_error(TracePattern pattern, double rate, ReplayPlatformKind platform,
                           const sc_core::sc_time& quantum = kLooselyTimedQuantum,
                           const sc_core::sc_time& memory_latency = sc_core::SC_ZERO_TIME, int bytes = 64,
                           int transactions = 120, rtl::RouterPreset router = rtl::RouterPreset::model,
                           ReplayNetwork network = ReplayNetwork::torus,
                           std::optional<rtl::InjectionKind> injection = std::nullopt, int buffer_depth = 0) {
  TraceSpec spec;
  spec.pattern = pattern;
  spec.rate = rate;
  spec.transactions = transactions;
  spec.bytes = bytes;
  const auto trace = make_trace(spec);
  const auto cycle =
      run_replay(replay_config(router, tlm2::NetworkModel::cycle_level, bytes, network, buffer_depth, injection), trace,
                 platform, quantum, memory_latency);
  const auto model =
      run_replay(replay_config(router, tlm2::NetworkModel::contention, bytes, network, buffer_depth, injection), trace,
                 platform, quantum, memory_latency);
  EXPECT_EQ(cycle.errors, 0);
  EXPECT_EQ(model.errors, 0);
  EXPECT_EQ(cycle.transactions, model.transactions);
  std::printf("%s rate %.4f, %d bytes: cycle-level %.2f, contention %.2f\n",
              pattern == TracePattern::uniform ? "uniform" : pattern == TracePattern::hotspot ? "hotspot" : "transpose",
              rate, bytes, cycle.mean_latency, model.mean_latency);
  return (model.mean_latency - cycle.mean_latency) / cycle.mean_latency;
}

// Replays 100 transactions per initiator of uniform traffic at `rate` on the contention model
// (`light`): every one must complete without error, however far past saturation.
inline void expect_every_transaction_completes(ReplayNetwork network, double rate) {
  TraceSpec spec;
  spec.pattern = TracePattern::uniform;
  spec.rate = rate;
  spec.transactions = 100;
  const auto result = run_replay(replay_config(rtl::RouterPreset::model, tlm2::NetworkModel::contention, 64, network),
                                 make_trace(spec), ReplayPlatformKind::light);
  EXPECT_EQ(result.errors, 0);
  EXPECT_EQ(result.transactions, kReplayNodes * spec.transactions);
}

}  // namespace kncube::test
