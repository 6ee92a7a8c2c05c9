// Injection limitation (--injection-limit alo): a message still at its source router asks for a
// VC only when every output channel useful to it has a VC it may use free (an adaptive one where
// the routing offers adaptive candidates), or one of them has all its VCs free. Messages arriving
// from the network are never held back, and dimension-order messages never are either.
#include <gtest/gtest.h>

#include <memory>

#include "allocator_units.h"
#include "rtl_models/vc_allocator.h"

namespace kncube::test {
namespace {

constexpr int kPorts = 4;  // three network outputs and the local port (input 3: injection)
constexpr int kVcs = 4;    // Duato on a torus: escape VCs 0 and 1, adaptive 2 and 3
constexpr int kInjection = kPorts - 1;

RouteCandidates duato_route() {
  RouteCandidates route;
  route.adaptive_count = 2;
  route.adaptive[0] = VcRange{0, 2, 4};
  route.adaptive[1] = VcRange{1, 2, 4};
  route.deterministic = VcRange{1, 0, 1};
  return route;
}

// Whether a head with `route` waiting at input `port` gets a VC, with the output VCs listed busy.
bool granted(rtl::AllocatorKind kind, rtl::InjectionLimit limit, int port, const RouteCandidates& route,
             const std::vector<std::pair<int, int>>& busy) {
  const AnyRouting any;
  const auto allocator = rtl::make_vc_allocator(kind, kPorts, kPorts, kVcs, rtl::ArbiterKind::round_robin, any.routing, limit);
  Units units(kPorts, kVcs, 2);
  for (const auto& [p, v] : busy) units.out(p, v).allocated = true;
  InputVc& ivc = units.in(port, 0);
  ivc.state = VcState::vc_alloc;
  ivc.route = route;
  rtl::Random random(1, 1);
  return units.allocate_vcs(*allocator, 0, 0, random) == 1;
}

TEST(InjectionLimit, AloHoldsBackOnlyInjectedAdaptiveMessagesFacingABusyChannel) {
  for (rtl::AllocatorKind kind : {rtl::AllocatorKind::separable, rtl::AllocatorKind::islip}) {
    using rtl::InjectionLimit;
    // Channel 1 has only its escape VC free; channel 0 one adaptive VC.
    const std::vector<std::pair<int, int>> escape_only_on_1 = {{0, 0}, {0, 2}, {1, 1}, {1, 2}, {1, 3}};
    EXPECT_TRUE(granted(kind, InjectionLimit::none, kInjection, duato_route(), escape_only_on_1));
    EXPECT_FALSE(granted(kind, InjectionLimit::alo, kInjection, duato_route(), escape_only_on_1))
        << "channel 1 has no free adaptive VC and no channel is idle";
    EXPECT_TRUE(granted(kind, InjectionLimit::alo, 0, duato_route(), escape_only_on_1)) << "network inputs are never held back";
    // Every useful channel has a free adaptive VC.
    EXPECT_TRUE(granted(kind, InjectionLimit::alo, kInjection, duato_route(), {{0, 2}, {1, 3}, {1, 0}}));
    // Channel 0 idle, channel 1 full.
    EXPECT_TRUE(granted(kind, InjectionLimit::alo, kInjection, duato_route(), {{1, 0}, {1, 1}, {1, 2}, {1, 3}}));
    // Dimension-order: held back exactly when nothing in its range is free, as without a limit.
    RouteCandidates dor;
    dor.deterministic = VcRange{2, 2, 4};
    for (const auto& busy : std::vector<std::vector<std::pair<int, int>>>{{}, {{2, 2}}, {{2, 2}, {2, 3}}, {{2, 0}, {2, 1}, {2, 3}}})
      EXPECT_EQ(granted(kind, InjectionLimit::alo, kInjection, dor, busy), granted(kind, InjectionLimit::none, kInjection, dor, busy));
  }
}

}  // namespace
}  // namespace kncube::test
