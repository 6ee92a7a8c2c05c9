// Transit priority (--transit-priority on): an output's VC and switch arbiters serve requests
// from network inputs before those from the PE's injection ports, in both allocator kinds; off,
// the round-robin arbiters share the output between them.
#include <gtest/gtest.h>

#include "allocator_units.h"
#include "rtl_models/switch_allocator.h"
#include "rtl_models/vc_allocator.h"

namespace kncube::test {
namespace {

constexpr int kPorts = 4;  // inputs 0-2 from the network, 3 from the PE; output 3 is the ejection port
constexpr int kVcs = 2;

// Input VCs 1.0 (network) and 3.0 (injection) both want output VC 0.0, again and again.
int injection_wins_vc(rtl::AllocatorKind kind, bool transit_priority) {
  const AnyRouting any;
  const auto allocator = rtl::make_vc_allocator(kind, kPorts, kPorts, kVcs, rtl::ArbiterKind::round_robin, any.routing,
                                                rtl::InjectionLimit::none, transit_priority);
  rtl::Random random(1, 1);
  int wins = 0;
  for (int round = 0; round < 20; ++round) {
    Units units(kPorts, kVcs, 2);
    for (int port : {1, 3}) {
      InputVc& ivc = units.in(port, 0);
      ivc.state = VcState::vc_alloc;
      ivc.route.deterministic = VcRange{0, 0, 1};
    }
    EXPECT_EQ(units.allocate_vcs(*allocator, round, 0, random), 1);
    wins += units.in(3, 0).state == VcState::active;
  }
  return wins;
}

// Input ports 0 (network) and 3 (injection) each have a flit for output 1, every cycle.
int injection_wins_switch(rtl::AllocatorKind kind, bool transit_priority) {
  Units units(kPorts, kVcs, 2);
  const auto allocator = rtl::make_switch_allocator(kind, kPorts, kPorts, kVcs, rtl::ArbiterKind::round_robin,
                                                    units.ejection(), false, transit_priority);
  for (int port : {0, 3}) {
    InputVc& ivc = units.in(port, 0);
    ivc.state = VcState::active;
    ivc.buffer.push_back(rtl::Flit{});
    ivc.out_port = 1;
    ivc.out_vc = static_cast<std::int16_t>(port == 0 ? 0 : 1);
  }
  units.channels[1].configure(1, 1, 1, kVcs * 2);
  rtl::SwitchGrants grants;
  int wins = 0;
  for (int cycle = 0; cycle < 20; ++cycle) {
    allocator->allocate(cycle, units.inputs, units.outputs, grants);
    EXPECT_EQ(grants.size(), 1u);
    wins += !grants.empty() && grants.front().input_port == 3;
  }
  return wins;
}

TEST(TransitPriority, NetworkInputsWinOutputsOverInjection) {
  for (rtl::AllocatorKind kind : {rtl::AllocatorKind::separable, rtl::AllocatorKind::islip}) {
    EXPECT_EQ(injection_wins_vc(kind, true), 0) << rtl::to_string(kind);
    EXPECT_EQ(injection_wins_vc(kind, false), 10) << rtl::to_string(kind) << ": round robin alternates";
    EXPECT_EQ(injection_wins_switch(kind, true), 0) << rtl::to_string(kind);
    EXPECT_EQ(injection_wins_switch(kind, false), 10) << rtl::to_string(kind);
  }
}

}  // namespace
}  // namespace kncube::test
