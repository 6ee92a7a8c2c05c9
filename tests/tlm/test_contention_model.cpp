// The contention model against the cycle-level bridge and against the cycle-level network's
// zero-load latency.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "rtl_models/network_config.h"
#include "rtl_models/topology.h"
#include "tests/tlm/trace_replay.h"
#include "tlm/contention/channel_reservations.h"

namespace {

using kncube::test::TracePattern;

// An uncontended message takes exactly the cycle-level network's zero-load latency
// (rtl::zero_load_latency, itself checked against the simulated network and BookSim's 5H + 6 + M).
TEST(ContentionModel, UncontendedMessagesTakeTheZeroLoadLatency) {
  for (auto preset : {kncube::rtl::RouterPreset::model, kncube::rtl::RouterPreset::booksim}) {
    const kncube::tlm2::TransportConfig config =
        kncube::test::replay_config(preset, kncube::tlm2::NetworkModel::contention);
    kncube::rtl::validate(config.network);
    const kncube::rtl::TopologyGraph topology = kncube::rtl::make_topology(config.network.spec);
    for (int destination = 1; destination < 64; ++destination) {
      kncube::tlm2::ChannelReservations model(config.network);  // empty network each time
      std::vector<kncube::tlm2::CompletedMessage> others;
      const auto timing = model.reserve(0, destination, config.network.spec.message_length, 100, others);
      EXPECT_TRUE(others.empty());
      EXPECT_EQ(timing.delivered - 100,
                kncube::rtl::zero_load_latency(config.network, topology.route_dimensions(0, destination)))
          << "destination " << destination;
      EXPECT_EQ(timing.hops, topology.distance(0, destination));
    }
  }
}

// A second message behind the first on the same route waits for it channel by channel: its tail
// arrives one message length later.
TEST(ContentionModel, SameRouteMessagesSerialise) {
  const auto config = kncube::test::replay_config(kncube::rtl::RouterPreset::model, kncube::tlm2::NetworkModel::contention);
  kncube::tlm2::ChannelReservations model(config.network);
  std::vector<kncube::tlm2::CompletedMessage> others;
  const auto first = model.reserve(0, 3, 9, 0, others);
  const auto second = model.reserve(8, 3 + 8, 9, 0, others);  // disjoint route: no waiting
  const auto third = model.reserve(0, 3, 9, 0, others);
  EXPECT_EQ(second.delivered, first.delivered);
  EXPECT_EQ(third.delivered, first.delivered + 9);
}

double relative_error(TracePattern pattern, double rate) {
  kncube::test::TraceSpec spec;
  spec.pattern = pattern;
  spec.rate = rate;
  spec.transactions = 120;
  const auto trace = kncube::test::make_trace(spec);
  const auto cycle = kncube::test::run_replay(
      kncube::test::replay_config(kncube::rtl::RouterPreset::model, kncube::tlm2::NetworkModel::cycle_level), trace);
  const auto model = kncube::test::run_replay(
      kncube::test::replay_config(kncube::rtl::RouterPreset::model, kncube::tlm2::NetworkModel::contention), trace);
  EXPECT_EQ(cycle.errors, 0);
  EXPECT_EQ(model.errors, 0);
  EXPECT_EQ(cycle.transactions, model.transactions);
  return std::abs(model.mean_latency - cycle.mean_latency) / cycle.mean_latency;
}

// Mean transaction latency within 5% of the cycle-level bridge on the same trace, at 20% of the
// cycle-level saturation on uniform traffic and 70% on hot-spot and transpose traffic (saturation
// rates: tests/bench/bench_tlm_contention.cpp). Uniform traffic from 40% of saturation up is not
// within 5% yet: the model overestimates (README).
TEST(ContentionModel, AgreesWithTheCycleLevelBridge) {
  EXPECT_LT(relative_error(TracePattern::uniform, 0.018), 0.05);
  EXPECT_LT(relative_error(TracePattern::hotspot, 0.031), 0.05);
  EXPECT_LT(relative_error(TracePattern::transpose, 0.031), 0.05);
}

}  // namespace
