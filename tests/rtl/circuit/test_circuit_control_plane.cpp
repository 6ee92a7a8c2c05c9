// The control plane of spec 04 B.1 on hand-built contention, cycle by cycle: a probe blocked at
// the source retries in the next cycle; one blocked after i hops backtracks one hop per cycle,
// releasing each VC as it passes back over it, and retries in the cycle it reaches the source; an
// arrival is acknowledged h cycles later and the data phase follows in the next cycle.
#include <gtest/gtest.h>

#include <vector>

#include "rtl_models/circuit/circuit_control_plane.h"

namespace kncube::test {
namespace {

using rtl::Circuit;
using rtl::CircuitPhase;

constexpr int other = 99;  // a slot that holds VCs for the scenario

struct ControlScenario {
  rtl::CircuitVcTable table;
  std::vector<Circuit> slots;
  rtl::CircuitCounters counters;
  rtl::CircuitControlPlane control;
  ControlScenario(int n, int vcs)
      : table(rtl::NodeId{1} << n, n, vcs), slots(4), control(table, slots, counters, 1) {}
  int channel(rtl::NodeId from, int dimension) const { return table.channel(from, dimension); }
  Circuit& start(rtl::NodeId source, rtl::NodeId destination, rtl::Cycle now) {
    Circuit& c = slots[0];
    c.source = source;
    c.destination = destination;
    control.launch(0, now);
    return c;
  }
};

TEST(CircuitControlPlane, BlockedAtTheSourceRetriesEveryCycle) {
  ControlScenario s(2, 1);
  s.table.reserve(s.channel(0, 0), 0, other);
  s.table.reserve(s.channel(0, 1), 0, other);
  Circuit& c = s.start(0, 3, 0);
  s.control.step(0);
  s.control.step(1);
  EXPECT_EQ(c.phase, CircuitPhase::probing);
  EXPECT_EQ(c.at, 0);
  EXPECT_EQ(s.counters.failures, (std::vector<std::int64_t>{2, 0}));
  EXPECT_EQ(c.attempts, 3) << "the first and two retries";
  s.table.release(s.channel(0, 1), 0);
  s.control.step(2);  // reserves (0, d1)
  EXPECT_EQ(c.at, 2);
  EXPECT_EQ(s.table.owner(s.channel(0, 1), 0), 0);
  s.control.step(3);  // reserves (2, d0)
  EXPECT_EQ(c.at, 3);
  s.control.step(4);  // arrives after 2 hops: acknowledged at 6, data from 7
  EXPECT_EQ(c.phase, CircuitPhase::acknowledging);
  EXPECT_EQ(c.data_from, 7);
  s.control.step(5);
  EXPECT_TRUE(s.control.started().empty());
  s.control.step(6);
  EXPECT_EQ(s.control.started(), std::vector<int>{0});
  EXPECT_EQ(c.phase, CircuitPhase::transferring);
  EXPECT_EQ(s.counters.setup_cycles, 6) << "two blocked cycles, two probe hops, two acknowledgement hops";
  EXPECT_TRUE(s.control.idle());
}

TEST(CircuitControlPlane, BlockedAfterOneHopBacktracksAndRetriesAtTheSource) {
  ControlScenario s(2, 1);
  s.table.reserve(s.channel(0, 1), 0, other);  // forces the first hop over d0, to node 1
  s.table.reserve(s.channel(1, 1), 0, other);  // blocks node 1's only profitable channel
  Circuit& c = s.start(0, 3, 10);
  s.control.step(10);
  EXPECT_EQ(c.at, 1);
  EXPECT_EQ(s.table.owner(s.channel(0, 0), 0), 0);
  s.control.step(11);  // blocked after 1 hop
  EXPECT_EQ(c.phase, CircuitPhase::backtracking);
  EXPECT_EQ(s.counters.failures, (std::vector<std::int64_t>{0, 1}));
  EXPECT_EQ(s.table.owner(s.channel(0, 0), 0), 0) << "held until the probe passes back over it";
  s.table.release(s.channel(1, 1), 0);
  s.control.step(12);  // back at the source, releasing (0, d0), and the new attempt reserves it again
  EXPECT_EQ(s.counters.backtrack_hops, 1);
  EXPECT_EQ(c.attempts, 2);
  EXPECT_EQ(c.at, 1) << "retry in the cycle the probe is back: failure after 1 hop cost 2 cycles";
  s.control.step(13);
  EXPECT_EQ(c.at, 3);
  s.control.step(14);
  EXPECT_EQ(c.data_from, 17);
}

TEST(CircuitControlPlane, BacktrackReleasesEachVcAsItPassesBackOverIt) {
  ControlScenario s(3, 1);
  s.table.reserve(s.channel(0, 1), 0, other);
  s.table.reserve(s.channel(0, 2), 0, other);  // 0 -> 1 over d0
  s.table.reserve(s.channel(1, 2), 0, other);  // 1 -> 3 over d1
  s.table.reserve(s.channel(3, 2), 0, other);  // blocked at node 3
  Circuit& c = s.start(0, 7, 0);
  s.control.step(0);
  s.control.step(1);
  ASSERT_EQ(c.at, 3);
  s.control.step(2);  // blocked after 2 hops
  EXPECT_EQ(s.counters.failures, (std::vector<std::int64_t>{0, 0, 1}));
  EXPECT_EQ(s.table.total_busy(), 4 + 2);
  s.control.step(3);  // at node 1: (1, d1) released, (0, d0) still held
  EXPECT_EQ(c.at, 1);
  EXPECT_EQ(s.table.owner(s.channel(1, 1), 0), -1);
  EXPECT_EQ(s.table.owner(s.channel(0, 0), 0), 0);
  s.control.step(4);  // back at the source: (0, d0) released, and the new attempt takes it again
  EXPECT_EQ(s.counters.backtrack_hops, 2);
  EXPECT_EQ(c.attempts, 2) << "failure after 2 hops cost 4 cycles: the retry is cycle 4's";
  EXPECT_EQ(c.at, 1);
  EXPECT_EQ(s.table.total_busy(), 4 + 1);
}

}  // namespace
}  // namespace kncube::test
