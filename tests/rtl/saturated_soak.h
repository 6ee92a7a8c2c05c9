#pragma once
// One saturated soak run with both checks of issue 12: the per-VC progress checker (no VC keeps a
// flit longer than the bound, so a partial deadlock fails) and the conservation scoreboard (every
// message generated is delivered exactly once, to its destination, intact; the network interfaces
// check flit order and destination per flit). Every source stays backlogged: every `period`
// cycles the test tops each source queue up to `backlog` messages (uniform destinations), which
// keeps the queues bounded however long the run, unlike an arrival process far above capacity.
// At the end generation stops and the network must drain completely.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <string>

#include "network_fixture.h"
#include "router_option_matrix.h"
#include "scoreboard.h"
#include "testbenches/testbench/traffic/uniform_traffic.h"
#include "vc_progress_checker.h"

namespace kncube::test {

// The longest a VC may hold a flit (the per-VC progress bound), in cycles. A VC in a deadlock never
// moves again, so any bound finds one that forms at least a bound before the run ends; what a
// bound must not do is fire on a legitimate wait. A flit waits for the messages ahead of it for
// the same output VC, served round robin, each holding that VC until its tail has left the buffer
// downstream, which in turn waits for the same thing one hop further: under saturation the wait
// compounds along a chain of congested hops, and no closed form bounds it tightly. So the bounds
// are measured ones with a margin (every run prints its `longest VC wait`; figures from the label
// soak, 1.08 x 10^9 flit-hops):
//  - k-ary n-cubes and TM's rings: at most 3 008 cycles; bound 10 000.
//  - Duato's routing on graph networks: its one escape VC class funnels every escaping packet up
//    the up*/down* tree toward the root, and a head on escape VC 0 next to the root (x-Folded TM,
//    router 19) waits while the whole network's escaping traffic is served before it; the longest
//    wait grows with the run (15 000 cycles in 300 000 saturated cycles, 53 568 in 400 000 to
//    550 000): starvation under saturation, not a deadlock (the flit moves, and the network
//    drains). Bound 200 000, checked in the long runs, which last at least twice that.
inline rtl::Cycle vc_progress_bound(const SoakNetwork& network) { return network.up_down_escape() ? 200000 : 10000; }

struct SoakFigures {
  std::int64_t cycles = 0;
  std::int64_t flit_hops = 0;  // flits delivered x channels crossed
  std::int64_t messages = 0;
  rtl::Cycle longest_wait = 0;
  std::string longest_wait_where;
};

// Messages that never arrive on their own: the test feeds the sources itself.
class NoArrivals final : public rtl::ArrivalProcess {
 public:
  double first_arrival(rtl::NodeId, rtl::Random&) const override { return std::numeric_limits<double>::infinity(); }
  double gap(rtl::NodeId, rtl::Random&) const override { return std::numeric_limits<double>::infinity(); }
};

// Counts flit-hops of what the scoreboard accepted.
class HopCountingScoreboard final : public rtl::MessageObserver {
 public:
  void on_generated(const rtl::GeneratedMessage& m) override { scoreboard.on_generated(m); }
  void on_delivered(const rtl::DeliveredMessage& m) override {
    scoreboard.on_delivered(m);
    flit_hops += static_cast<std::int64_t>(m.hops) * m.length;
  }
  Scoreboard scoreboard;
  std::int64_t flit_hops = 0;
};

// Runs `combination` saturated until `flit_hop_target` flit-hops were delivered and for at least
// `min_cycles` cycles, then drains it (at most 10 bounds).
// Adds a GoogleTest failure (and returns what was done so far) on any violation.
inline SoakFigures saturated_soak(const SoakCombination& combination, std::int64_t flit_hop_target,
                                  rtl::Cycle min_cycles, std::uint64_t seed = 7) {
  constexpr rtl::Cycle period = 64;
  constexpr std::size_t backlog = 64;  // more than a source can inject in one period (3 flits a cycle, M >= 4)
  const rtl::NetworkConfig config = soak_network_config(combination, seed);
  rtl::validate(config);
  NoArrivals arrivals;
  const auto nodes = static_cast<rtl::NodeId>(config.spec.nodes());
  traffic::UniformTraffic pattern(nodes);
  HopCountingScoreboard observer;
  SimulatedNetwork sim(config, arrivals, pattern, observer);
  const rtl::Cycle bound = vc_progress_bound(combination.network);
  VcProgressChecker checker(sim.network, bound);
  rtl::Random random(seed, 0xfeed);
  SoakFigures figures;
  rtl::Cycle now = 0;
  const auto advance = [&]() {
    sim.run(period);
    now += period;
    if (!checker.check(now)) ADD_FAILURE() << combination.name() << ": " << checker.failure();
    return checker.failure().empty();
  };
  while (observer.flit_hops < flit_hop_target || now < min_cycles) {
    for (rtl::NodeId node = 0; node < nodes; ++node) {
      rtl::NetworkInterface& source = sim.network.interface(node);
      while (source.source_queue_length() < backlog) source.submit(pattern.destination(node, random).node, 0, now);
    }
    if (!advance()) break;
  }
  for (rtl::Cycle drained = 0; checker.failure().empty() && (sim.network.flits_in_flight() > 0 || sim.network.source_backlog() > 0);
       drained += period) {
    if (drained >= 10 * bound) {
      ADD_FAILURE() << combination.name() << ": not drained after " << 10 * bound << " cycles";
      break;
    }
    advance();
  }
  figures.cycles = now;
  figures.flit_hops = observer.flit_hops;
  figures.messages = observer.scoreboard.delivered();
  figures.longest_wait = checker.longest_wait();
  figures.longest_wait_where = checker.longest_wait_where();
  if (checker.failure().empty()) {
    EXPECT_EQ(observer.scoreboard.outstanding(), 0u) << combination.name() << ": messages generated but never delivered";
    EXPECT_EQ(observer.scoreboard.generated(), observer.scoreboard.delivered()) << combination.name();
  }
  return figures;
}

}  // namespace kncube::test
