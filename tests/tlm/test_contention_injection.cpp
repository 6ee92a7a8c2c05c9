// How the network interface injects, on the contention model against the cycle-level bridge:
// serial injection (BookSim's terminal: one message at a time on the link, each on the next VC the
// round robin finds free) and shared injection (the VCs' flits interleaved on one link), beside the
// model router's parallel injection that the other agreement tests use.
#include <gtest/gtest.h>

#include "rtl_models/router_config.h"
#include "tests/tlm/model_agreement.h"
#include "tests/tlm/trace_replay.h"

namespace {

using kncube::rtl::InjectionKind;
using kncube::rtl::RouterPreset;
using kncube::test::ReplayNetwork;
using kncube::test::ReplayPlatformKind;
using kncube::test::TracePattern;

// BookSim's router on hot-spot traffic at 70% and 85% of its cycle-level saturation (0.0287: three
// times the zero-load latency, as every saturation rate of bench_tlm_contention). The hot node's
// responses wait at its router for VCs of its few output channels; its network interface meanwhile
// sends the next response on another injection VC. The model gave a serial node one injection
// channel held until the tail had left the router, so the next response waited for the last: +4.5%
// at 70%, +68% at 80% and +121% at 85%. Now it has the VCs and the link apart.
TEST(ContentionInjection, BookSimsRouterOnHotSpotTrafficUpToItsSaturation) {
  for (const double share : {0.7, 0.85}) {
    SCOPED_TRACE(::testing::Message() << "hot-spot at " << share << " of saturation");
    const double error = kncube::test::signed_error(TracePattern::hotspot, share * 0.0287, ReplayPlatformKind::light,
                                                    kncube::test::kLooselyTimedQuantum, sc_core::SC_ZERO_TIME, 64,
                                                    300, RouterPreset::booksim);
    // 2.5% at 70% (the other BookSim points' bound), 5% (the criterion's) nearer saturation.
    const double bound = share < 0.8 ? 0.025 : 0.05;
    EXPECT_LT(error, bound);
    EXPECT_GT(error, -bound);
  }
}

// The model's router with serial injection (its VCs released by the tail's credit, so a VC is taken
// again only once that is back) and with shared injection, at 70% of each one's cycle-level
// saturation (bisection as above: serial 0.0819 uniform, 0.0278 hot-spot; shared 0.0791, 0.0288).
TEST(ContentionInjection, SerialAndSharedInjectionAtSeventyPercentOfSaturation) {
  struct Point {
    InjectionKind injection;
    TracePattern pattern;
    double saturation;
  };
  const Point points[] = {{InjectionKind::serial, TracePattern::uniform, 0.0819},
                          {InjectionKind::serial, TracePattern::hotspot, 0.0278},
                          {InjectionKind::shared, TracePattern::uniform, 0.0791},
                          {InjectionKind::shared, TracePattern::hotspot, 0.0288}};
  for (const Point& p : points) {
    SCOPED_TRACE(::testing::Message() << kncube::rtl::to_string(p.injection) << " injection");
    const double error = kncube::test::signed_error(p.pattern, 0.7 * p.saturation, ReplayPlatformKind::light,
                                                    kncube::test::kLooselyTimedQuantum, sc_core::SC_ZERO_TIME, 64,
                                                    300, RouterPreset::model, ReplayNetwork::torus, p.injection);
    EXPECT_LT(error, 0.05);
    EXPECT_GT(error, -0.05);
  }
}

}  // namespace
