// The switch allocators' shortcut for a cycle in which one input port asks (SeparableSwitchAllocator
// and IslipSwitchAllocator: the common case at low load) decides as their full phases do. Two
// allocators of a kind see the same random states, except that in some cycles only one port asks
// and the second allocator sees, besides it, a port whose VC asks but cannot go yet: that takes
// the full phases to the same decision. Their grants must agree in every cycle, and cycles in which
// several ports ask (both allocators through the full phases) find any arbiter that moved
// differently.

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "allocator_units.h"
#include "rtl_models/switch_allocator.h"

namespace kncube::test {
namespace {

// Leaves only port `keep` asking (its VCs as they are); every other port's VCs idle and empty.
void only_port_asks(Units& units, int keep) {
  for (int p = 0; p < units.ports; ++p) {
    if (p == keep) continue;
    for (int v = 0; v < units.vcs; ++v) {
      InputVc& ivc = units.in(p, v);
      ivc.state = VcState::idle;
      ivc.buffer.reset(ivc.buffer.capacity());
      ivc.out_port = ivc.out_vc = -1;
    }
  }
}

// Port `port`'s first VC asks with a flit that is not ready until a later cycle.
void asks_but_cannot_go(Units& units, int port, Cycle now) {
  InputVc& ivc = units.in(port, 0);
  ivc.state = VcState::active;
  ivc.buffer.push_back(rtl::Flit{});
  ivc.ready = now + 3;
  ivc.out_port = 0;
  ivc.out_vc = 0;
}

std::string listed(const rtl::SwitchGrants& grants) {
  std::string text;
  for (const rtl::SwitchGrant& g : grants)
    text += " " + std::to_string(g.input_port) + "." + std::to_string(g.input_vc) + "->" + std::to_string(g.output_port);
  return text;
}

TEST(SwitchAllocatorSolePort, DecidesAsTheFullPhasesDo) {
  rtl::Random random(77, 0);
  long sole_grants = 0;
  for (rtl::AllocatorKind allocator : {rtl::AllocatorKind::separable, rtl::AllocatorKind::islip}) {
    for (rtl::ArbiterKind arbiter : {rtl::ArbiterKind::round_robin, rtl::ArbiterKind::matrix}) {
      for (int ports : {3, 5, 7}) {
        for (int vcs : {1, 2, 4}) {
          for (bool unlimited : {true, false}) {
            const std::string where = std::string(allocator == rtl::AllocatorKind::islip ? "islip" : "separable") + ", " +
                                      (arbiter == rtl::ArbiterKind::matrix ? "matrix" : "round robin") + ", " +
                                      std::to_string(ports) + " ports, " + std::to_string(vcs) + " VCs" +
                                      (unlimited ? ", unlimited ejection" : "");
            Units units(ports, vcs, 3);
            const auto shortcut = rtl::make_switch_allocator(allocator, ports, ports, vcs, arbiter, units.ejection(), unlimited);
            const auto phases = rtl::make_switch_allocator(allocator, ports, ports, vcs, arbiter, units.ejection(), unlimited);
            rtl::SwitchGrants a, b;
            for (int trial = 0; trial < 400; ++trial) {
              const Cycle now = 100 + trial;
              randomize_for_switch(units, random, now);
              const bool sole = random.below(3) != 0;
              const int keep = static_cast<int>(random.below(static_cast<std::uint32_t>(ports)));
              if (sole) only_port_asks(units, keep);
              Units alone(units);
              Units paired(units);
              if (sole) {
                const int decoy = (keep + 1 + static_cast<int>(random.below(static_cast<std::uint32_t>(ports - 1)))) % ports;
                asks_but_cannot_go(paired, decoy, now);
              }
              shortcut->allocate(now, alone.inputs, alone.outputs, a);
              phases->allocate(now, paired.inputs, paired.outputs, b);
              ASSERT_EQ(listed(a), listed(b)) << where << ", cycle " << now << (sole ? " (one port asks)" : "");
              if (sole) sole_grants += static_cast<long>(a.size());
            }
          }
        }
      }
    }
  }
  EXPECT_GT(sole_grants, 5000);
}

}  // namespace
}  // namespace kncube::test
