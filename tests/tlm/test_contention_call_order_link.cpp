// Serial injection's link on the call-order path (CallOrderLink): a message asking before messages
// sent later that already hold the link goes first and takes on the waits it would have given them.
#include <gtest/gtest.h>

#include "rtl_models/router_config.h"
#include "tests/tlm/model_agreement.h"
#include "tests/tlm/trace_replay.h"
#include "tlm/contention/call_order_link.h"

namespace {

using kncube::test::ReplayNetwork;
using kncube::test::ReplayPlatformKind;
using kncube::test::TracePattern;
using kncube::tlm2::CallOrderLink;

// Two holds, [100, 109) and [120, 129): a message at 95 until 105 pushes the first by 5 cycles,
// whose end (114) no longer reaches the second; one until 112 pushes the first by 12 and the
// second, then reached (121), by 1. A message asking while an earlier one holds the link waits.
TEST(CallOrderLink, ANewcomerTakesOnTheWaitsOfTheLaterHoldersItPasses) {
  CallOrderLink link(2);
  EXPECT_EQ(link.take(0, 100, 109, 109), 0);
  EXPECT_EQ(link.take(0, 120, 129, 129), 0);
  EXPECT_TRUE(link.held(0, 105));
  EXPECT_FALSE(link.held(0, 110));
  EXPECT_FALSE(link.held(1, 105));  // another node's link
  EXPECT_FALSE(link.held(0, 95));
  EXPECT_EQ(link.take(0, 95, 105, 105), 5);
  CallOrderLink other(1);
  other.take(0, 100, 109, 109);
  other.take(0, 120, 129, 129);
  EXPECT_EQ(other.take(0, 90, 112, 112), 12 + 1);
}

// A hold whose end is not known yet (a message longer than the buffer, until its tail has been
// sent) stops the chain; once released, it is known. Holds done by the floor are forgotten.
TEST(CallOrderLink, UnknownEndsStopTheChainAndTheFloorForgets) {
  CallOrderLink link(1);
  link.take(0, 100, CallOrderLink::kNever, 109);
  link.take(0, 140, 149, 149);
  EXPECT_TRUE(link.held(0, 500));
  EXPECT_EQ(link.take(0, 90, 99, 130), 30);  // the first pushed; the second not counted
  CallOrderLink known(1);
  known.take(0, 100, CallOrderLink::kNever, 109);
  known.take(0, 140, 149, 149);
  known.released(0, 100, 135);
  EXPECT_FALSE(known.held(0, 500));
  EXPECT_EQ(known.take(0, 90, 99, 130), 30 + 25);  // [100, 135) pushed by 30 ends at 165: the second by 25
  known.set_floor(200);
  EXPECT_EQ(known.take(0, 210, 219, 219), 0);
  EXPECT_EQ(known.take(0, 205, 215, 215), 5);  // only the hold taken at 210 is left to push
}

// The model's router with serial injection on `lt`, hot-spot traffic at 70% of its saturation
// there (0.0246): the hot node's responses, reserved in call order, passed the messages sent later
// that held its link and owed nothing (its transactions -20.8%, the whole -6.2%); now -1.9%.
// BookSim's router (serial injection) with 1 KiB transactions at 70% of its `lt` saturation
// (0.00162), 150 transactions per initiator: -5.3%, now -2.3%.
TEST(ContentionCallOrderLink, SerialInjectionOnTheLooselyTimedPathUnderHotSpotTraffic) {
  const double model = kncube::test::signed_error(
      TracePattern::hotspot, 0.7 * 0.0246, ReplayPlatformKind::lt, kncube::test::kLooselyTimedQuantum,
      sc_core::SC_ZERO_TIME, 64, 300, kncube::rtl::RouterPreset::model, ReplayNetwork::torus,
      kncube::rtl::InjectionKind::serial);
  EXPECT_LT(model, 0.03);
  EXPECT_GT(model, -0.03);
  const double booksim = kncube::test::signed_error(TracePattern::hotspot, 0.7 * 0.00162, ReplayPlatformKind::lt,
                                                    kncube::test::kLooselyTimedQuantum, sc_core::SC_ZERO_TIME, 1024, 150,
                                                    kncube::rtl::RouterPreset::booksim, ReplayNetwork::torus);
  EXPECT_LT(booksim, 0.035);
  EXPECT_GT(booksim, -0.035);
}

}  // namespace
