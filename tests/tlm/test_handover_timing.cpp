// When a message handed to the network is generated: at the first clock edge after the handover,
// on every path into the network (AT BEGIN_REQ, b_transport waiting, b_transport annotated, a
// target's answer), with either network model, whether the network is idle (its clock stopped) or
// busy with other traffic. Before this rule the cycle-level bridge took a request handed over on an
// edge at that edge while its clock slept and at the next one while it ran, and the contention model
// always at the next: one transaction at the same time took 17 or 18 cycles depending on traffic it
// never met, and the contention model's latencies read one cycle high at low load.
#include <gtest/gtest.h>

#include <vector>

#include "rtl_models/network_config.h"
#include "tests/tlm/trace_replay.h"

namespace kncube::test {
namespace {

// One 64-byte READ from node 0 to the memory at node 3, three hops along dimension 0, issued at
// `issue` (ns, one cycle each); with `busy`, another READ from node 36 to node 39 (routes disjoint
// from the first's) issued three cycles earlier keeps the network's clock running.
double read_latency(ReplayPlatformKind platform, tlm2::NetworkModel model, std::int64_t issue, bool busy) {
  std::vector<std::vector<TraceItem>> trace(kReplayNodes);
  TraceItem read;
  read.issue = issue;
  read.target = 3;
  trace[0].push_back(read);
  if (busy) {
    TraceItem other;
    other.issue = issue - 3;
    other.target = 39;
    other.offset = 36 * 64;
    trace[36].push_back(other);
  }
  const ReplayResult result = run_replay(replay_config(rtl::RouterPreset::model, model), trace, platform);
  EXPECT_EQ(result.errors, 0);
  EXPECT_EQ(result.transactions, busy ? 2 : 1);
  return result.mean_latency;  // both READs have the same latency when uncontended
}

TEST(HandoverTiming, MessagesAreGeneratedAtTheFirstEdgeAfterTheHandoverOnEveryPathAndModel) {
  const tlm2::TransportConfig config = replay_config(rtl::RouterPreset::model, tlm2::NetworkModel::cycle_level);
  // A READ request is one header flit, its response 1 + 64 / 8 flits; each is generated one edge
  // after it is handed over (the initiator's call on an edge; the memory's answer in the cycle of
  // the request's delivery).
  const std::int64_t one_flit = rtl::zero_load_latency(config.network, {0, 0, 0}) - (config.network.spec.message_length - 1);
  const std::int64_t expected = 1 + one_flit + 1 + rtl::zero_load_latency(config.network, {0, 0, 0});
  for (const auto platform : {ReplayPlatformKind::light, ReplayPlatformKind::threads, ReplayPlatformKind::lt}) {
    for (const auto model : {tlm2::NetworkModel::cycle_level, tlm2::NetworkModel::contention}) {
      for (const bool busy : {false, true}) {
        SCOPED_TRACE(::testing::Message() << "platform " << static_cast<int>(platform) << ", model "
                                          << static_cast<int>(model) << (busy ? ", busy" : ", idle"));
        EXPECT_NEAR(read_latency(platform, model, 100, busy), static_cast<double>(expected), 1e-6);  // from sc_time
      }
    }
  }
}

// Both models answer an AT initiator the same way: a BEGIN_REQ that gets its window and target slots
// at once is answered TLM_UPDATED with END_REQ on the return path. (The cycle-level bridge used to
// answer TLM_ACCEPTED and send END_REQ a delta later, because its network could not take a
// message from just any process; Accellera's select_initiator then took the 4-phase style and
// released its next request only after its END_RESP, 7 ns later per transaction.)
TEST(HandoverTiming, BothModelsAnswerABeginRequestWithItsSlotsFreeOnTheReturnPath) {
  for (const auto platform : {ReplayPlatformKind::light, ReplayPlatformKind::threads}) {
    for (const auto model : {tlm2::NetworkModel::cycle_level, tlm2::NetworkModel::contention}) {
      std::vector<std::vector<TraceItem>> trace(kReplayNodes);
      TraceItem read;
      read.issue = 100;
      read.target = 3;
      trace[0].push_back(read);
      const ReplayResult result = run_replay(replay_config(rtl::RouterPreset::model, model), trace, platform);
      EXPECT_EQ(result.transactions, 1);
      EXPECT_EQ(result.end_req_on_return, 1) << "platform " << static_cast<int>(platform) << ", model " << static_cast<int>(model);
    }
  }
}

}  // namespace
}  // namespace kncube::test
