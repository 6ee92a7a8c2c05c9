// The BookSim router preset (issue 10) and the micro-architecture it is made of: zero-load
// latency 5H + 6 + L for every destination of the 8x8 torus (BookSim's own formula, written here,
// not computed by the code under test), serial injection (one message at a time, contiguous), and
// an ejection port whose V VCs let at most V messages eject at once.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "network_fixture.h"
#include "rtl_models/observers.h"

namespace kncube::test {
namespace {

rtl::NetworkConfig booksim_torus(int vcs, int length) {
  rtl::NetworkConfig config;
  config.spec.k = 8;
  config.spec.n = 2;
  config.spec.directions = Directions::bi;
  config.spec.routing = Routing::dor;
  config.spec.vcs = vcs;
  config.spec.message_length = length;
  config.router = rtl::router_preset(rtl::RouterPreset::booksim);
  rtl::validate(config);
  return config;
}

TEST(BookSimPreset, ZeroLoadLatencyIsFiveCyclesPerHopPlusSixPlusLength) {
  for (int length : {16, 1}) {
    const rtl::NetworkConfig config = booksim_torus(2, length);
    const rtl::TopologyGraph g = rtl::make_topology(config.spec);
    for (rtl::NodeId source : {0, 27}) {
      for (rtl::NodeId d = 0; d < g.node_count(); ++d) {
        OneArrival arrivals(source, 3.0);
        FixedDestination traffic(d);
        RecordingObserver observer;
        SimulatedNetwork sim(config, arrivals, traffic, observer);
        sim.run(300);
        ASSERT_EQ(observer.delivered.size(), 1u) << "destination " << d;
        const auto& m = observer.delivered.front();
        const int hops = g.distance(source, d);
        ASSERT_EQ(m.hops, hops);
        EXPECT_EQ(m.delivered - m.generated, 5 * hops + 6 + length)
            << "from " << source << " to " << d << " (" << hops << " hops), " << length << "-flit message";
        EXPECT_EQ(m.delivered - m.generated, rtl::zero_load_latency(config, g.route_dimensions(source, d)));
      }
    }
  }
}

// A per-node burst: `count` messages at cycle 0 from every node.
class NodeBurst final : public rtl::ArrivalProcess {
 public:
  NodeBurst(int nodes, int count) : left_(static_cast<std::size_t>(nodes), count) {}
  double first_arrival(rtl::NodeId node, rtl::Random&) const override { return --left_[static_cast<std::size_t>(node)], 0.0; }
  double gap(rtl::NodeId node, rtl::Random&) const override {
    auto& left = left_[static_cast<std::size_t>(node)];
    if (left == 0) return 1e30;
    --left;
    return 0.0;
  }

 private:
  mutable std::vector<int> left_;
};

// Serial injection: a backlogged source injects one message every M cycles (its flits
// contiguous at one per cycle); shared injection starts V messages at once.
TEST(SerialInjection, OneMessageAtATimeItsFlitsContiguous) {
  const int length = 16, vcs = 4, count = 6;
  for (rtl::InjectionKind kind : {rtl::InjectionKind::serial, rtl::InjectionKind::shared}) {
    rtl::NetworkConfig config = booksim_torus(vcs, length);
    config.router.injection = kind;
    NodeBurst arrivals(64, count);
    FixedDestination traffic(36);
    RecordingObserver observer;
    SimulatedNetwork sim(config, arrivals, traffic, observer);
    sim.run(40000);
    std::map<rtl::NodeId, std::vector<rtl::Cycle>> injected;
    for (const auto& m : observer.delivered) injected[m.source].push_back(m.injected);
    ASSERT_EQ(observer.delivered.size(), 64u * count) << rtl::to_string(kind);
    int overlapping = 0;
    for (auto& [source, cycles] : injected) {
      std::sort(cycles.begin(), cycles.end());
      for (std::size_t i = 1; i < cycles.size(); ++i) {
        if (kind == rtl::InjectionKind::serial) {
          ASSERT_GE(cycles[i] - cycles[i - 1], length) << "node " << source << ": messages overlap on the injection channel";
        }
        overlapping += cycles[i] - cycles[i - 1] < length;
      }
    }
    if (kind == rtl::InjectionKind::shared) {
      EXPECT_GT(overlapping, 64) << "shared injection should start several messages at once";
    }
  }
}

// Watches the ejection port of one router: which message each of its VCs carries.
class EjectionWatch final : public rtl::FlitObserver {
 public:
  EjectionWatch(int local_port, int vcs) : local_port_(local_port), open_(static_cast<std::size_t>(vcs), 0) {}
  void on_switch(rtl::Cycle, rtl::NodeId, const rtl::Flit& flit, int, int, int out_port, int out_vc) override {
    if (out_port != local_port_) return;
    ASSERT_GE(out_vc, 0) << "an ejection VC";
    ASSERT_LT(out_vc, static_cast<int>(open_.size()));
    auto& owner = open_[static_cast<std::size_t>(out_vc)];
    if (rtl::is_head(flit.kind)) {
      ASSERT_EQ(owner, 0u) << "ejection VC " << out_vc << " given to a second message before its tail";
      owner = flit.message_id + 1;
    } else {
      ASSERT_EQ(owner, flit.message_id + 1) << "a flit on another message's ejection VC";
    }
    if (rtl::is_tail(flit.kind)) owner = 0;
    int busy = 0;
    for (auto o : open_) busy += o != 0;
    max_busy = std::max(max_busy, busy);
    ++flits;
  }
  int max_busy = 0;
  long flits = 0;

 private:
  int local_port_;
  std::vector<std::uint64_t> open_;
};

TEST(EjectionVcs, AtMostVMessagesEjectAtOnceEachOnItsOwnVc) {
  const int length = 8, vcs = 2;
  rtl::NetworkConfig config = booksim_torus(vcs, length);
  NodeBurst arrivals(64, 3);
  FixedDestination traffic(9);  // everybody sends to node 9: its ejection port is contended
  RecordingObserver observer;
  SimulatedNetwork sim(config, arrivals, traffic, observer);
  EjectionWatch watch(sim.network.topology().local_port(), vcs);
  sim.network.set_flit_observer(9, &watch);
  sim.run(20000);
  EXPECT_EQ(observer.delivered.size(), 64u * 3);
  EXPECT_EQ(watch.flits, 64L * 3 * length);
  EXPECT_EQ(watch.max_busy, vcs) << "the contended port used all its VCs, and never more";
}

}  // namespace
}  // namespace kncube::test
