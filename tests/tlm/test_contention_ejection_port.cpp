// The contention model against the cycle-level bridge at a single ejection port (BookSim's router:
// rtl::EjectionKind::single_port, V VCs whose flits the switch allocator interleaves), where many
// VCs let many messages eject at once: the port taken as a channel of its own
// (ChannelReservations, `ejection_port_`), not given to one message at a time.
#include <gtest/gtest.h>

#include "rtl_models/router_config.h"
#include "tests/tlm/model_agreement.h"
#include "tests/tlm/trace_replay.h"

namespace {

using kncube::test::ReplayNetwork;
using kncube::test::ReplayPlatformKind;
using kncube::test::TracePattern;

// Uniform traffic at 70% of BookSim's router's cycle-level saturation (bench_tlm_contention's
// kSaturationLoads: the torus with 8 VCs 0.12, the 6-cube with 4 VCs 0.156), 300 transactions per
// initiator. With the port one message at a time a 1-flit message waited for a whole 9-flit one
// ahead of it (1-flit messages +21%): +7.6% and +4.6%; now +2.2% and within 3%.
TEST(ContentionEjectionPort, BookSimsRouterWithManyVcsAtSeventyPercentOfSaturation) {
  struct Point {
    ReplayNetwork network;
    double saturation;
  };
  for (const Point& p : {Point{ReplayNetwork::eight_vcs, 0.12}, Point{ReplayNetwork::hypercube, 0.156}}) {
    const double error = kncube::test::signed_error(TracePattern::uniform, 0.7 * p.saturation, ReplayPlatformKind::light,
                                                    kncube::test::kLooselyTimedQuantum, sc_core::SC_ZERO_TIME, 64, 300,
                                                    kncube::rtl::RouterPreset::booksim, p.network);
    EXPECT_LT(error, 0.04);
    EXPECT_GT(error, -0.04);
  }
}

}  // namespace
