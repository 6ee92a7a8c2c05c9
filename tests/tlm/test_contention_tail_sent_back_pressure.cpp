// The contention model's back pressure on a router whose VCs are released as the tail is sent
// (BookSim's: --vc-release tail-sent), against the cycle-level bridge where a message spans many
// routers: 1 KiB transactions (129-flit messages, 16 routers of 8-flit buffers).
#include <gtest/gtest.h>

#include "rtl_models/router_config.h"
#include "tests/tlm/model_agreement.h"
#include "tests/tlm/trace_replay.h"

namespace {

using kncube::test::ReplayNetwork;
using kncube::test::ReplayPlatformKind;
using kncube::test::TracePattern;

// Uniform traffic at 70% of BookSim's router's cycle-level saturation with 1 KiB transactions
// (0.00407: bench_tlm_contention's kSaturationLoads), 150 transactions per initiator. A delay far
// along a long message holds its tail back at every router behind it, and the VCs there (freed as
// that tail is sent) and the source's one link with them. The back pressure stopped a channel
// behind the delay on this router (SharedChannels::tail_left_later), the source's link was given to
// the next message early, and the model read -11.3%; now -0.8%.
TEST(ContentionTailSentBackPressure, BookSimsRouterWithKibTransactionsAtSeventyPercentOfSaturation) {
  const double error = kncube::test::signed_error(TracePattern::uniform, 0.7 * 0.00407, ReplayPlatformKind::light,
                                                  kncube::test::kLooselyTimedQuantum, sc_core::SC_ZERO_TIME, 1024, 150,
                                                  kncube::rtl::RouterPreset::booksim, ReplayNetwork::torus);
  EXPECT_LT(error, 0.04);
  EXPECT_GT(error, -0.04);
}

}  // namespace
