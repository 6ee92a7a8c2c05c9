// The busy VCs per channel (channels.csv's busy_vcs, RouterCounts::input_busy_cycles): how many of
// the VCs at a channel's far end held a message, on average over the window. On the cycle-level
// network the routers' own count of every input VC (vcs.csv's busy_fraction, summed over the
// port's VCs); on the contention model, which has no VC buffers, each message's time from its
// head's arrival at a router to its tail's leaving. Checked: both models against the router's
// documented pipeline for a write and a read two hops away (on the model's ideal router and on
// BookSim's), port by port. Under load: ContentionChannelLoads (tests/tlm); the column against
// vcs.csv: RunStatistics (tests/application).

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

#include "bridge_platforms.h"
#include "rtl_models/router_config.h"

namespace kncube::stats::testing {
namespace {

class OnEachModelAndRouter : public ::testing::TestWithParam<rtl::RouterPreset> {};

// Uncontended, a VC holds a message of F flits from its head's arrival to its tail's departure,
// F - 1 + route + vc_alloc cycles (router_config.h's timeline; BridgeVcOccupancy counts the
// cycle-level routers' VCs by hand the same way): at router 0's injection port and routers 1's and
// 2's x+ inputs for the requests, the other way for the responses; nothing anywhere else. The
// contention model must hold each buffer exactly as long.
TEST_P(OnEachModelAndRouter, AWriteAndAReadTwoHopsAwayHoldEachBufferAsThePipelineDoes) {
  for (tlm2::NetworkModel model : {tlm2::NetworkModel::cycle_level, tlm2::NetworkModel::contention}) {
    simulation::start_fresh_systemc_context();
    tlm2::TransportConfig config = torus_on(8, model);
    config.network.router = rtl::router_preset(GetParam());
    TwoHopPlatform platform(config);
    sc_core::sc_start();
    ASSERT_EQ(platform.receipts.size(), 2u);
    const rtl::PipelineDelays& delays = platform.bridge.config().network.router.delays;
    const std::int64_t held = delays.route + delays.vc_alloc;
    const int local = platform.statistics.topology().local_port();
    const tlm2::NetworkReceipt& write = platform.receipts[0];
    const tlm2::NetworkReceipt& read = platform.receipts[1];
    const auto m = static_cast<std::size_t>(model == tlm2::NetworkModel::contention);
    for (Plane plane : {Plane::request, Plane::response}) {
      const bool requests = plane == Plane::request;
      const std::vector<rtl::NodeId> path = requests ? std::vector<rtl::NodeId>{0, 1, 2} : std::vector<rtl::NodeId>{2, 1, 0};
      const std::int64_t expected = requests ? write.request.flits + read.request.flits - 2 + 2 * held
                                             : write.response.flits + read.response.flits - 2 + 2 * held;
      // The input a channel enters has the channel's port number (ChannelSpec::sink_port): x+ for
      // the requests, x- for the responses.
      const int entered = platform.statistics.topology().port_of(0, requests ? +1 : -1);
      const std::vector<RouterCounts> routers = platform.statistics.routers(plane);
      for (rtl::NodeId node = 0; node < 64; ++node) {
        SCOPED_TRACE(std::string(m ? "contention" : "cycle-level") + (requests ? ", requests" : ", responses") +
                     ", router " + std::to_string(node));
        const std::vector<std::int64_t>& busy = routers[static_cast<std::size_t>(node)].input_busy_cycles;
        ASSERT_EQ(static_cast<int>(busy.size()), local + (GetParam() == rtl::RouterPreset::booksim ? 1 : 3));
        const int port = node == path.front() ? local
                         : std::find(path.begin(), path.end(), node) != path.end() ? entered
                                                                                    : -1;
        // With an injection port per VC (the model's router) the network interface gives a
        // message its lowest free one, the contention model the one free longest (the router
        // input it then comes from takes part in its arbitration): their sum, as the injection port.
        const auto injected = std::accumulate(busy.begin() + local, busy.end(), std::int64_t{0});
        for (int p = 0; p <= local; ++p)
          EXPECT_EQ(p < local ? busy[static_cast<std::size_t>(p)] : injected, p == port ? expected : 0) << "input port " << p;
        if (m == 0) {
          for (int p = local + 1; p < static_cast<int>(busy.size()); ++p)
            EXPECT_EQ(busy[static_cast<std::size_t>(p)], 0) << "the network interface takes its lowest free injection port";
        }
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(BridgeBusyVcs, OnEachModelAndRouter,
                         ::testing::Values(rtl::RouterPreset::model, rtl::RouterPreset::booksim),
                         [](const auto& info) { return rtl::to_string(info.param); });

}  // namespace
}  // namespace kncube::stats::testing
