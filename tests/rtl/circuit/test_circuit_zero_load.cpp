// Spec 04 B.1: an uncontended message over h hops is delivered exactly 3h + M cycles after it was
// generated (probe h, acknowledgement h, data h + M), for every destination of small hypercubes,
// and its set-up takes 2h cycles with one attempt.
#include <gtest/gtest.h>

#include "circuit_fixture.h"

namespace kncube::test {
namespace {

struct ZeroLoadCase {
  int n;
  int vcs;
  int message_length;
};

// How gtest prints the case (in CTest's test names too).
void PrintTo(const ZeroLoadCase& c, std::ostream* os) {
  *os << "n " << c.n << ", " << c.vcs << " VCs, " << c.message_length << " flits";
}

class CircuitZeroLoad : public ::testing::TestWithParam<ZeroLoadCase> {};

TEST_P(CircuitZeroLoad, EveryDestinationTakesThreeHopsPlusLength) {
  const ZeroLoadCase p = GetParam();
  ScriptedCircuitNetwork sim(circuit_cube(p.n, p.vcs, p.message_length));
  const rtl::NodeId nodes = rtl::NodeId{1} << p.n;
  for (const rtl::NodeId source : {rtl::NodeId{0}, nodes - 1, nodes / 2 + 1}) {
    for (rtl::NodeId destination = 0; destination < nodes; ++destination) {
      if (destination == source) continue;
      SCOPED_TRACE("from " + std::to_string(source) + " to " + std::to_string(destination));
      const int h = hamming(source, destination);
      const auto before = sim.network.counters();
      const std::size_t delivered = sim.observer.delivered.size();
      sim.network.submit(source, destination);
      sim.run(3 * h + p.message_length + 4);
      ASSERT_EQ(sim.observer.delivered.size(), delivered + 1);
      const rtl::DeliveredMessage& m = sim.observer.delivered.back();
      EXPECT_EQ(m.delivered - m.generated, 3 * h + p.message_length);
      EXPECT_EQ(m.injected, m.generated) << "an idle injection VC launches the probe at once";
      EXPECT_EQ(m.hops, h);
      const auto& after = sim.network.counters();
      EXPECT_EQ(after.attempts - before.attempts, 1);
      EXPECT_EQ(after.setups - before.setups, 1);
      EXPECT_EQ(after.setup_cycles - before.setup_cycles, 2 * h) << "probe forwarding and acknowledgement";
      EXPECT_EQ(sim.network.vc_table().total_busy(), 0) << "every VC released behind the tail";
    }
  }
}

INSTANTIATE_TEST_SUITE_P(SmallCubes, CircuitZeroLoad,
                         ::testing::Values(ZeroLoadCase{3, 1, 1}, ZeroLoadCase{3, 2, 8}, ZeroLoadCase{4, 3, 32},
                                           ZeroLoadCase{5, 2, 5}));

TEST(CircuitZeroLoad, SelfAddressedMessageStreamsThroughTheSource) {
  ScriptedCircuitNetwork sim(circuit_cube(3, 2, 6));
  sim.network.submit(5, 5);
  sim.run(10);
  ASSERT_EQ(sim.observer.delivered.size(), 1u);
  EXPECT_EQ(sim.observer.delivered[0].delivered - sim.observer.delivered[0].generated, 6);
}

}  // namespace
}  // namespace kncube::test
