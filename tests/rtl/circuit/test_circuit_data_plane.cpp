// The data plane of spec 04 B.1, cycle-exact: circuits sharing a physical channel are served
// round-robin flit by flit, a busy injection VC keeps the next message queued until the tail is
// delivered, and a VC freed behind a tail is reserved by the next probe.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "circuit_fixture.h"

namespace kncube::test {
namespace {

std::vector<rtl::Cycle> latencies(const RecordingObserver& observer) {
  std::vector<rtl::Cycle> out;
  for (const auto& m : observer.delivered) out.push_back(m.delivered - m.generated);
  std::sort(out.begin(), out.end());
  return out;
}

TEST(CircuitDataPlane, TwoCircuitsOnOneChannelAlternateFlitByFlit) {
  // V = 2: both circuits 0 -> 1 hold one VC each of channel (0, d0), set up in cycles 0-2.
  // From cycle 3 the channel alternates: the first circuit's flits cross at 3, 5, 7, 9 and the
  // second's at 4, 6, 8, 10; each is ejected the cycle after it crossed.
  ScriptedCircuitNetwork sim(circuit_cube(2, 2, 4));
  sim.network.submit(0, 1, 0);
  sim.network.submit(0, 1, 1);
  sim.run(20);
  EXPECT_EQ(latencies(sim.observer), (std::vector<rtl::Cycle>{10, 11})) << "alone: 3 + 4 = 7";
}

TEST(CircuitDataPlane, CircuitsOnDifferentChannelsDoNotSlowEachOther) {
  ScriptedCircuitNetwork sim(circuit_cube(2, 2, 4));
  sim.network.submit(0, 1, 0);  // over (0, d0)
  sim.network.submit(0, 2, 1);  // over (0, d1)
  sim.run(20);
  EXPECT_EQ(latencies(sim.observer), (std::vector<rtl::Cycle>{7, 7}));
}

TEST(CircuitDataPlane, QueuedMessageWaitsForItsInjectionVc) {
  // V = 1: the second message at node 0 waits in the FIFO until the first tail is delivered
  // (cycle 7), and launches in cycle 8.
  ScriptedCircuitNetwork sim(circuit_cube(2, 1, 4));
  sim.network.submit(0, 1);
  sim.network.submit(0, 2);
  sim.run(30);
  ASSERT_EQ(sim.observer.delivered.size(), 2u);
  EXPECT_EQ(sim.observer.delivered[1].injected, 8);
  EXPECT_EQ(sim.observer.delivered[1].delivered, 8 + 7);
}

// Circuits 0 -> 1 and 3 -> 1 set up in cycle 0, node 2's message to node 1 submitted in cycle 1.
void run_blocked_probe_scenario(ScriptedCircuitNetwork& sim) {
  sim.network.submit(0, 1);
  sim.network.submit(3, 1);
  sim.run(1);
  sim.network.submit(2, 1);
  sim.run(40);
}

TEST(CircuitDataPlane, ProbeBlockedByLiveCircuitsGetsTheirVcsBehindTheTails) {
  // V = 1, n = 2, M = 4. Circuits 0 -> 1 and 3 -> 1 hold (0, d0) and (3, d1), the last hops of
  // both paths from node 2 to node 1, from cycle 0 until their tails leave node 1's buffers in
  // cycle 7. Node 2's message (cycle 1) reserves a first hop in cycles 1, 3, 5, 7, is blocked after
  // one hop in cycles 2, 4, 6 and backtracks; in cycle 8 its second hop is free, it arrives in 9,
  // is acknowledged in 11, and its tail is ejected in 11 + 2 + 4 = 17, whichever first hop it drew.
  ScriptedCircuitNetwork sim(circuit_cube(2, 1, 4));
  run_blocked_probe_scenario(sim);
  ASSERT_EQ(sim.observer.delivered.size(), 3u);
  const rtl::DeliveredMessage& late = sim.observer.delivered[2];
  EXPECT_EQ(late.source, 2);
  EXPECT_EQ(late.generated, 1);
  EXPECT_EQ(late.delivered, 17);
  const rtl::CircuitCounters& counters = sim.network.counters();
  EXPECT_EQ(counters.failures, (std::vector<std::int64_t>{0, 3}));
  EXPECT_EQ(counters.attempts, 2 + 4);
  EXPECT_EQ(counters.backtrack_hops, 3);
  EXPECT_EQ(counters.setup_cycles, 2 + 2 + (11 - 1));
  EXPECT_EQ(sim.network.vc_table().total_busy(), 0);
}

// A window that measures one message, and cycles [5, 10).
class OneMessageWindow final : public rtl::MeasurementWindow {
 public:
  explicit OneMessageWindow(std::uint64_t id) : id_(id) {}
  bool measures_message(std::uint64_t id, rtl::Cycle) const override { return id == id_; }
  bool measures_cycle(rtl::Cycle now) const override { return now >= 5 && now < 10; }

 private:
  std::uint64_t id_;
};

TEST(CircuitDataPlane, MeasuredCountersHoldOnlyTheMeasuredMessagesCircuits) {
  // The scenario above with only node 2's message measured: its 4 attempts, 3 failures after one
  // hop, 5 reserved and 3 released VCs, and 10 cycles of set-up; busy VCs over cycles 5-9 only.
  ScriptedCircuitNetwork sim(circuit_cube(2, 1, 4));
  const OneMessageWindow window(2);
  sim.network.set_measurement_window(&window);
  run_blocked_probe_scenario(sim);
  ASSERT_EQ(sim.observer.delivered.size(), 3u);
  const rtl::CircuitCounters& measured = sim.network.measured_counters();
  EXPECT_EQ(measured.setups, 1);
  EXPECT_EQ(measured.attempts, 4);
  EXPECT_EQ(measured.failures, (std::vector<std::int64_t>{0, 3}));
  EXPECT_EQ(measured.probe_hops, 5);
  EXPECT_EQ(measured.backtrack_hops, 3);
  EXPECT_EQ(measured.setup_cycles, 10);
  EXPECT_EQ(measured.cycles, 5);
  EXPECT_LT(measured.vc_cycles, sim.network.counters().vc_cycles);
  EXPECT_EQ(sim.network.counters().setups, 3) << "the whole-run counters keep every circuit";
}

}  // namespace
}  // namespace kncube::test
