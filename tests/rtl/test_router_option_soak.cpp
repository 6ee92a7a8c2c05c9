// Short saturated runs of every routing x topology x router configuration (router_option_matrix.h)
// with the per-VC progress checker and the conservation scoreboard; the long ones carry the
// CTest label "soak" (tests/soak/test_router_option_soak_long.cpp). And the negative control the
// per-VC check exists for: a partial deadlock that the "every window delivers" criterion misses.
#include <gtest/gtest.h>

#include <cstdio>
#include <memory>
#include <set>
#include <string>

#include "rtl_models/dimension_order_routing.h"
#include "saturated_soak.h"
#include "testbenches/testbench/traffic/arrival_processes.h"

namespace kncube::test {
namespace {

class RouterOptionSoak : public ::testing::TestWithParam<SoakCombination> {};

TEST_P(RouterOptionSoak, EveryVcProgressesAndEveryMessageArrivesOnce) {
  // At least the k-ary n-cubes' bound and a period: their check can fire on a VC stuck from the
  // start. The graph networks' bound is longer than a short run; there the drain finds a stuck VC.
  const SoakFigures figures = saturated_soak(GetParam(), 150000, 11000);
  EXPECT_GE(figures.flit_hops, 150000);
  std::printf("%s: %lld flit-hops, %lld messages, %lld cycles, longest VC wait %lld cycles: %s\n", GetParam().name().c_str(),
              static_cast<long long>(figures.flit_hops), static_cast<long long>(figures.messages),
              static_cast<long long>(figures.cycles), static_cast<long long>(figures.longest_wait),
              figures.longest_wait_where.c_str());
}

INSTANTIATE_TEST_SUITE_P(Matrix, RouterOptionSoak, ::testing::ValuesIn(soak_combinations()),
                         [](const ::testing::TestParamInfo<SoakCombination>& info) { return info.param.name(); });

// Every combination the matrix lists is one the simulator accepts (none silently dropped), and
// every choice of RouterConfig and LinkConfig other than the default is taken by some combination.
TEST(RouterOptionMatrix, EveryCombinationIsValidAndEveryOptionIsCovered) {
  const rtl::RouterConfig defaults;
  std::set<std::string> seen;
  for (const SoakCombination& c : soak_combinations()) {
    const rtl::NetworkConfig config = soak_network_config(c, 1);
    EXPECT_NO_THROW(rtl::validate(config)) << c.name();
    const rtl::RouterConfig& r = config.router;
    const auto note = [&](bool differs, const std::string& what) {
      if (differs) seen.insert(what);
    };
    note(r.base == rtl::RouterPreset::booksim, "router booksim");
    note(r.preset == rtl::PipelinePreset::four_stage, "pipeline 4stage");
    note(r.preset == rtl::PipelinePreset::custom, "pipeline custom");
    note(r.buffer_depth != defaults.buffer_depth, "buffer-depth");
    note(r.delays.credit != defaults.delays.credit, "credit-delay");
    note(r.vc_release == rtl::VcRelease::tail_sent, "vc-release tail-sent");
    note(r.arbiter == rtl::ArbiterKind::matrix, "arbiter matrix");
    note(r.vc_allocator == rtl::AllocatorKind::islip, "vc-allocator islip");
    note(r.sw_allocator == rtl::AllocatorKind::islip, "sw-allocator islip");
    note(r.ejection == rtl::EjectionKind::single_port, "ejection 1");
    note(r.injection == rtl::InjectionKind::shared, "injection shared");
    note(r.injection == rtl::InjectionKind::serial, "injection serial");
    note(r.injection_limit == rtl::InjectionLimit::alo, "injection-limit alo");
    note(r.transit_priority, "transit-priority on");
    note(r.dateline == rtl::DatelineRule::per_dimension, "dateline per-dimension");
    note(r.dimension_order == rtl::DimensionOrder::ascending, "dimension-order ascending");
    note(r.injection_latency != defaults.injection_latency, "injection-latency");
    note(r.ejection_latency != defaults.ejection_latency, "ejection-latency");
    note(config.links.kind == rtl::LinkKind::nonpipelined, "link nonpipelined");
    note(config.links.kind == rtl::LinkKind::thesis, "link thesis");
    note(config.links.wire_delay.size() > 1, "wire-delay per dimension");
  }
  EXPECT_EQ(seen.size(), 21u) << "a router or link choice is missing from the matrix";
  EXPECT_GE(soak_combinations().size(), soak_networks().size() * 15);
}

// Dimension-order routing on a 4x4 unidirectional torus, except that the x ring of row 0 is
// routed on VC 0 alone (no dateline), and every message stays in its source's row: row 0's ring
// deadlocks, the other rows keep delivering for ever.
class RowZeroWithoutDateline final : public rtl::RoutingFunction {
 public:
  RowZeroWithoutDateline(const rtl::TopologyGraph& topology, int vcs)
      : topology_(topology), dor_(rtl::make_routing_function(Routing::dor, topology, vcs)) {}
  void route(rtl::NodeId current, int input_port, const rtl::Flit& head, rtl::RouteCandidates& out) const override {
    dor_->route(current, input_port, head, out);
    if (!out.eject && topology_.digit(current, 1) == 0 && topology_.dimension_of_port(out.deterministic.port) == 0) {
      out.deterministic.first = 0;
      out.deterministic.end = 1;
    }
  }
  std::string name() const override { return "row-zero-without-dateline"; }

 private:
  const rtl::TopologyGraph& topology_;
  std::unique_ptr<rtl::RoutingFunction> dor_;
};

class WithinTheRow final : public rtl::TrafficPattern {
 public:
  explicit WithinTheRow(int k) : k_(k) {}
  rtl::Destination destination(rtl::NodeId source, rtl::Random& random) const override {
    const int x = source % k_;
    const int other = (x + 1 + static_cast<int>(random.below(static_cast<std::uint32_t>(k_ - 1)))) % k_;
    return {source - x + other, 0};
  }

 private:
  int k_;
};

TEST(VcProgressControl, APartialDeadlockFailsThePerVcCheckWhileTheNetworkStillDelivers) {
  rtl::NetworkConfig config;
  config.spec.k = 4;
  config.spec.n = 2;
  config.spec.routing = Routing::dor;
  config.spec.vcs = 2;
  config.spec.message_length = 16;
  config.router.buffer_depth = 1;
  config.seed = 5;
  rtl::validate(config);
  traffic::PoissonArrivals arrivals(0.05);
  WithinTheRow pattern(4);
  Scoreboard scoreboard;
  simulation::start_fresh_systemc_context();
  sc_core::sc_clock clock("clock", 1, sc_core::SC_NS);
  const rtl::TopologyGraph topology = rtl::make_topology(config.spec);
  rtl::Network network("network", config, arrivals, pattern, scoreboard,
                       std::make_unique<RowZeroWithoutDateline>(topology, config.spec.vcs));
  network.clock(clock);
  constexpr rtl::Cycle bound = 10000;  // vc_progress_bound of a torus
  VcProgressChecker checker(network, bound);
  std::int64_t delivered = 0;
  bool every_window_delivered = true;
  rtl::Cycle now = 0;
  while (checker.failure().empty() && now < 10 * bound) {
    sc_core::sc_start(sc_core::sc_time(1000, sc_core::SC_NS));
    now += 1000;
    every_window_delivered = every_window_delivered && scoreboard.delivered() > delivered;
    delivered = scoreboard.delivered();
    checker.check(now);
  }
  ASSERT_FALSE(checker.failure().empty()) << "the row-0 ring was expected to deadlock";
  EXPECT_TRUE(every_window_delivered) << "the window criterion already saw the deadlock; the control shows nothing";
  EXPECT_NE(checker.failure().find("(cycle)"), std::string::npos) << checker.failure();
}

}  // namespace
}  // namespace kncube::test
