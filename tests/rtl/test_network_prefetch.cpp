// The network's loop with prefetching (Network::set_prefetching, on by default for networks whose
// state outgrows the L2 cache) visits the nodes backwards every other cycle, and finishes what of
// an interface's cycle others see in node order: the same messages are generated, numbered and
// delivered at the same cycles, and reported in the same order, as by the plain loop.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "network_fixture.h"
#include "testbenches/testbench/traffic/arrival_processes.h"
#include "testbenches/testbench/traffic/uniform_traffic.h"

namespace kncube::test {
namespace {

// Every report, in the order it came.
struct ReportLog final : rtl::MessageObserver {
  std::vector<rtl::GeneratedMessage> generated;
  std::vector<rtl::DeliveredMessage> delivered;
  void on_generated(const rtl::GeneratedMessage& m) override { generated.push_back(m); }
  void on_delivered(const rtl::DeliveredMessage& m) override { delivered.push_back(m); }
};

// Every switch traversal, in the order the routers reported them.
struct TraversalLog final : rtl::FlitObserver {
  struct Traversal {
    rtl::Cycle cycle;
    rtl::NodeId node;
    std::uint64_t message;
    int flit;
    bool operator==(const Traversal& o) const { return cycle == o.cycle && node == o.node && message == o.message && flit == o.flit; }
  };
  std::vector<Traversal> traversals;
  void on_switch(rtl::Cycle now, rtl::NodeId node, const rtl::Flit& flit, int, int, int, int) override {
    traversals.push_back(Traversal{now, node, flit.message_id, flit.index});
  }
};

enum class Router { model, reference, booksim, serial_adaptive };

rtl::NetworkConfig configured(int k, Router router) {
  rtl::NetworkConfig config;
  if (router == Router::booksim) config.router = rtl::router_preset(rtl::RouterPreset::booksim);
  config.spec.k = k;
  config.spec.n = 2;
  config.spec.vcs = 2;
  config.spec.routing = Routing::dor;
  config.spec.message_length = 4;
  if (router == Router::reference) {
    // The issue-3 reference router of bench_router: every stage a cycle, one shared injection
    // channel, an output VC reallocated as soon as the tail has left.
    config.router.preset = rtl::PipelinePreset::four_stage;
    config.router.delays = rtl::delays_for(config.router.preset);
    config.router.injection = rtl::InjectionKind::shared;
    config.router.vc_release = rtl::VcRelease::tail_sent;
  }
  if (router == Router::serial_adaptive) {
    // Random draws in the VC allocator, and one message at a time into the router.
    config.spec.routing = Routing::duato;
    config.spec.vcs = 3;
    config.router.injection = rtl::InjectionKind::serial;
  }
  rtl::validate(config);
  return config;
}

ReportLog reports(int k, Router router, bool prefetching) {
  const rtl::NetworkConfig config = configured(k, router);
  // Near saturation, so that routers block, wait for VCs and stall on credits, and several nodes
  // generate and deliver in the same cycle.
  traffic::PoissonArrivals arrivals(0.04);
  traffic::UniformTraffic traffic(k * k);
  ReportLog log;
  SimulatedNetwork simulated(config, arrivals, traffic, log);
  simulated.network.set_prefetching(prefetching);
  simulated.run(3000);
  return log;
}

void expect_same_reports(int k, Router router) {
  const std::string where = std::to_string(k) + "-ary, router " + std::to_string(static_cast<int>(router));
  const ReportLog plain = reports(k, router, false);
  const ReportLog prefetched = reports(k, router, true);
  ASSERT_GT(plain.delivered.size(), static_cast<std::size_t>(k * k * 10)) << where;
  ASSERT_EQ(plain.generated.size(), prefetched.generated.size()) << where;
  for (std::size_t i = 0; i < plain.generated.size(); ++i) {
    const auto& a = plain.generated[i];
    const auto& b = prefetched.generated[i];
    ASSERT_TRUE(a.id == b.id && a.source == b.source && a.destination == b.destination && a.generated == b.generated)
        << where << ", generation " << i << ": message " << a.id << " at node " << a.source << " against message " << b.id
        << " at node " << b.source;
  }
  ASSERT_EQ(plain.delivered.size(), prefetched.delivered.size()) << where;
  for (std::size_t i = 0; i < plain.delivered.size(); ++i) {
    const auto& a = plain.delivered[i];
    const auto& b = prefetched.delivered[i];
    ASSERT_TRUE(a.id == b.id && a.source == b.source && a.destination == b.destination && a.hops == b.hops &&
                a.generated == b.generated && a.injected == b.injected && a.delivered == b.delivered)
        << where << ", delivery " << i << ": message " << a.id << " at " << a.delivered << " against message " << b.id
        << " at " << b.delivered;
  }
}

TEST(NetworkPrefetch, StepsEveryNodeAsThePlainLoopDoes) {
  // 5x5: a node count that is no multiple of the prefetch distances; 3x3: fewer nodes than them;
  // 9x9: more nodes than a word of the interfaces' work bits.
  for (int k : {3, 5, 8, 9}) expect_same_reports(k, Router::model);
}

TEST(NetworkPrefetch, StepsEveryNodeAsThePlainLoopDoesWithPipelinedRouters) {
  for (Router router : {Router::reference, Router::booksim, Router::serial_adaptive}) expect_same_reports(9, router);
}

std::vector<TraversalLog::Traversal> traversals(bool prefetching, bool observe_one_router_only) {
  const int k = 6;
  const rtl::NetworkConfig config = configured(k, Router::reference);
  traffic::PoissonArrivals arrivals(0.04);
  traffic::UniformTraffic traffic(k * k);
  ReportLog reports;
  TraversalLog log;
  SimulatedNetwork simulated(config, arrivals, traffic, reports);
  simulated.network.set_prefetching(prefetching);
  for (rtl::NodeId node = 0; node < k * k; ++node) simulated.network.set_flit_observer(node, &log);
  if (observe_one_router_only)
    for (rtl::NodeId node = 1; node < k * k; ++node) simulated.network.set_flit_observer(node, nullptr);
  simulated.run(2000);
  return log.traversals;
}

// A hop log or a message's path is written as the routers report their traversals: while a router
// is observed, every cycle keeps node order.
TEST(NetworkPrefetch, ReportsSwitchTraversalsInNodeOrderWhileARouterIsObserved) {
  const auto plain = traversals(false, false);
  const auto prefetched = traversals(true, false);
  ASSERT_GT(plain.size(), 10000U);
  ASSERT_EQ(plain.size(), prefetched.size());
  for (std::size_t i = 0; i < plain.size(); ++i)
    ASSERT_TRUE(plain[i] == prefetched[i]) << "traversal " << i << ": node " << plain[i].node << " at " << plain[i].cycle
                                           << " against node " << prefetched[i].node << " at " << prefetched[i].cycle;
  // Observers taken away again are no longer counted: one router's reports are the same either way.
  const auto one = traversals(true, true);
  ASSERT_FALSE(one.empty());
  for (const auto& t : one) ASSERT_EQ(t.node, 0);
  EXPECT_EQ(one, traversals(false, true));
}

}  // namespace
}  // namespace kncube::test
