// Where the contention model puts the traffic, channel by channel, against the cycle-level bridge
// on the same trace (BridgeStatistics' flits per channel). With dimension-order routes both put
// every request on the same channels (the k/2 ties drawn alike). With Duato's adaptive routing
// each network draws a productive dimension among the free ones, so the loads differ by chance
// even between the cycle-level network and itself with another seed; the model must differ from
// it by no more than that (the model's choice is then as good as the hardware's, channel by
// channel), while routing Duato's traffic along its escape path (dimension order, what the model
// did before it routed adaptively) differs by several times more: the check can fail.

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "tests/tlm/channel_loads.h"
#include "tests/tlm/trace_replay.h"

namespace kncube::test {
namespace {

struct Loads {
  ReplayResult cycle_level;
  ReplayResult contention;
  ReplayResult reseeded;  // the cycle-level network with another seed
};

Loads loads(TracePattern pattern, double rate, ReplayNetwork network, Routing routing_of_contention = Routing::duato,
            ReplayPlatformKind platform = ReplayPlatformKind::light) {
  TraceSpec spec;
  spec.pattern = pattern;
  spec.rate = rate;
  spec.transactions = 300;
  const auto trace = make_trace(spec);
  const ReplayObservations channels{/*by_length*/ false, /*channels*/ true};
  const auto config = [&](tlm2::NetworkModel model) { return replay_config(rtl::RouterPreset::model, model, 64, network); };
  Loads out;
  out.cycle_level = run_replay(config(tlm2::NetworkModel::cycle_level), trace, platform, kLooselyTimedQuantum,
                               sc_core::SC_ZERO_TIME, channels);
  tlm2::TransportConfig contention = config(tlm2::NetworkModel::contention);
  if (contention.network.spec.routing == Routing::duato) contention.network.spec.routing = routing_of_contention;
  out.contention = run_replay(contention, trace, platform, kLooselyTimedQuantum, sc_core::SC_ZERO_TIME, channels);
  tlm2::TransportConfig reseeded = config(tlm2::NetworkModel::cycle_level);
  reseeded.network.seed += 1;
  out.reseeded = run_replay(reseeded, trace, platform, kLooselyTimedQuantum, sc_core::SC_ZERO_TIME, channels);
  for (const ReplayResult* r : {&out.cycle_level, &out.contention, &out.reseeded}) {
    EXPECT_EQ(r->errors, 0);
    EXPECT_FALSE(r->channel_flits[0].empty());
  }
  return out;
}

TEST(ContentionChannelLoads, DimensionOrderRequestsCrossTheSameChannelsInBothModels) {
  const Loads l = loads(TracePattern::uniform, 0.7 * 0.09, ReplayNetwork::torus);
  EXPECT_EQ(l.contention.channel_flits[0], l.cycle_level.channel_flits[0]);
  // Responses leave a memory in the order its requests arrived, which the models may differ in, and
  // each draws its k/2 tie in that order: a few go the other way round, fewer than with another seed.
  EXPECT_LT(misplaced_share(l.cycle_level.channel_flits[1], l.contention.channel_flits[1]),
            misplaced_share(l.cycle_level.channel_flits[1], l.reseeded.channel_flits[1]));
}

// 70% of each network's cycle-level saturation (bench_tlm_contention's kSaturationLoads).
TEST(ContentionChannelLoads, DuatosTrafficGoesWhereTheCycleLevelNetworkPutsIt) {
  struct Point {
    const char* name;
    TracePattern pattern;
    double rate;
    ReplayNetwork network;
  };
  for (const Point& p : {Point{"torus transpose", TracePattern::transpose, 0.7 * 0.0984, ReplayNetwork::duato},
                         Point{"mesh uniform", TracePattern::uniform, 0.7 * 0.0666, ReplayNetwork::duato_mesh},
                         Point{"6-cube uniform", TracePattern::uniform, 0.7 * 0.2523, ReplayNetwork::duato_hypercube}}) {
    SCOPED_TRACE(p.name);
    const Loads l = loads(p.pattern, p.rate, p.network);
    for (int plane = 0; plane < 2; ++plane) {
      const double model = misplaced_share(l.cycle_level.channel_flits[plane], l.contention.channel_flits[plane]);
      const double noise = misplaced_share(l.cycle_level.channel_flits[plane], l.reseeded.channel_flits[plane]);
      EXPECT_GT(noise, 0.01) << "plane " << plane;  // adaptive: the draws do move traffic
      EXPECT_LT(model, 1.25 * noise) << "plane " << plane;
    }
  }
  // The control: the model routing the torus's transpose along the escape path puts many times
  // more of it elsewhere than chance does.
  const Loads escape = loads(TracePattern::transpose, 0.7 * 0.0984, ReplayNetwork::duato, Routing::dor);
  const double misrouted = misplaced_share(escape.cycle_level.channel_flits[0], escape.contention.channel_flits[0]);
  const double noise = misplaced_share(escape.cycle_level.channel_flits[0], escape.reseeded.channel_flits[0]);
  EXPECT_GT(misrouted, 3.0 * noise);
}

// How long the buffers at each channel's far end held messages (channels.csv's busy_vcs), at 70% of
// saturation: the contention model's VC-cycles within 4% of the cycle-level network's in all on
// the AT platform (6% on `lt`, whose call-order path cannot move a tail once counted), and, scaled
// to the same total, spread over the channels as it spreads them: at most 3% of them elsewhere, and
// on the AT platform fewer than the control puts elsewhere, each channel's flits scaled to that
// total (how long a buffer holds a message is not its length alone: where heads wait, tails stay).
// Before the model counted a tail's delay upstream in the buffers after it, it read 10% low on
// uniform traffic; before it counted the tail as the latency does, 13 to 14% low on `lt`.
TEST(ContentionChannelLoads, TheBuffersHoldTheMessagesAsLongAndWhereTheCycleLevelNetworkDoes) {
  struct Point {
    const char* name;
    TracePattern pattern;
    double rate;
    ReplayPlatformKind platform;
    double total;  // |difference| allowed in all
  };
  for (const Point& p : {Point{"uniform", TracePattern::uniform, 0.7 * 0.09, ReplayPlatformKind::light, 0.04},
                         Point{"transpose", TracePattern::transpose, 0.7 * 0.045, ReplayPlatformKind::light, 0.04},
                         Point{"uniform on lt", TracePattern::uniform, 0.7 * 0.035, ReplayPlatformKind::lt, 0.06}}) {
    SCOPED_TRACE(p.name);
    const Loads l = loads(p.pattern, p.rate, ReplayNetwork::torus, Routing::duato, p.platform);
    for (int plane = 0; plane < 2; ++plane) {
      const std::vector<std::uint64_t>& cycle_level = l.cycle_level.channel_busy[plane];
      EXPECT_LT(std::abs(total_difference(cycle_level, l.contention.channel_busy[plane])), p.total) << "plane " << plane;
      // Spread: each scaled to the cycle-level network's VC-cycles in all (the total is checked above).
      const double busy = total_of(cycle_level);
      const double spread = misplaced_share(cycle_level, scaled_to(l.contention.channel_busy[plane], busy));
      const double control = misplaced_share(cycle_level, scaled_to(l.contention.channel_flits[plane], busy));
      // On `lt` the responses' spread is about the control's (2.2% against 2.3%).
      if (p.platform != ReplayPlatformKind::lt) {
        EXPECT_LT(spread, control) << "plane " << plane;
      }
      EXPECT_LT(spread, 0.03) << "plane " << plane;
      // The model's router holds a message F - 1 cycles a buffer uncontended, and the waits on top.
      EXPECT_GT(busy, total_of(l.contention.channel_flits[plane])) << "plane " << plane;
    }
  }
}

}  // namespace
}  // namespace kncube::test
