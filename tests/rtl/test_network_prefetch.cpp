// The network's loop with prefetching (Network::set_prefetching, on by default for networks whose
// state outgrows the L2 cache) steps every node once per cycle in node order, as the plain loop
// does: the same messages are delivered at the same cycles, in the same order.

#include <gtest/gtest.h>

#include <vector>

#include "network_fixture.h"
#include "testbenches/testbench/traffic/arrival_processes.h"
#include "testbenches/testbench/traffic/uniform_traffic.h"

namespace kncube::test {
namespace {

std::vector<rtl::DeliveredMessage> deliveries(int k, bool prefetching) {
  rtl::NetworkConfig config;
  config.spec.k = k;
  config.spec.n = 2;
  config.spec.vcs = 2;
  config.spec.routing = Routing::dor;
  config.spec.message_length = 4;
  rtl::validate(config);
  // Near saturation, so that routers block, wait for VCs and stall on credits.
  traffic::PoissonArrivals arrivals(0.04);
  traffic::UniformTraffic traffic(k * k);
  RecordingObserver observer;
  SimulatedNetwork simulated(config, arrivals, traffic, observer);
  simulated.network.set_prefetching(prefetching);
  simulated.run(3000);
  return observer.delivered;
}

TEST(NetworkPrefetch, StepsEveryNodeAsThePlainLoopDoes) {
  // 5x5: a node count that is no multiple of the prefetch distances; 3x3: fewer nodes than them.
  for (int k : {3, 5, 8}) {
    const auto plain = deliveries(k, false);
    const auto prefetched = deliveries(k, true);
    ASSERT_GT(plain.size(), static_cast<std::size_t>(k * k * 10)) << k << "-ary";
    ASSERT_EQ(plain.size(), prefetched.size()) << k << "-ary";
    for (std::size_t i = 0; i < plain.size(); ++i) {
      const auto& a = plain[i];
      const auto& b = prefetched[i];
      ASSERT_TRUE(a.id == b.id && a.source == b.source && a.destination == b.destination && a.hops == b.hops &&
                  a.generated == b.generated && a.injected == b.injected && a.delivered == b.delivered)
          << k << "-ary, delivery " << i << ": message " << a.id << " at " << a.delivered << " against message " << b.id
          << " at " << b.delivered;
    }
  }
}

}  // namespace
}  // namespace kncube::test
