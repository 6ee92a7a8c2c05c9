// The switch allocators' per-call arrays are shared by the routers of a network
// (SwitchAllocatorScratch): an allocator sharing them must grant exactly what one with arrays of its
// own grants, whatever the other allocators sharing them did before. What fails here: an array
// that is not left zero at the end of a call, or one an allocator reads before writing it in the
// same call.

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "allocator_units.h"
#include "rtl_models/switch_allocator.h"

namespace kncube::test {
namespace {

bool same(const rtl::SwitchGrants& a, const rtl::SwitchGrants& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i].input_port != b[i].input_port || a[i].input_vc != b[i].input_vc || a[i].output_port != b[i].output_port)
      return false;
  return true;
}

TEST(SwitchAllocatorScratch, SharedArraysGrantWhatOwnArraysGrant) {
  rtl::Random random(41, 0);
  for (rtl::AllocatorKind allocator : {rtl::AllocatorKind::separable, rtl::AllocatorKind::islip}) {
    // 9 and 12 ports: more round robins than a bank keeps in itself.
    for (int ports : {3, 5, 9, 12}) {
      for (int vcs : {1, 2, 4}) {
        for (rtl::ArbiterKind arbiter : {rtl::ArbiterKind::round_robin, rtl::ArbiterKind::matrix}) {
          for (bool unlimited : {true, false}) {
            // Two allocators of different sizes share one scratch (a shared scratch must not rely
            // on every router having the same ports); a third, over the same units, has its own...
            rtl::SwitchAllocatorScratch shared;
            const int small = 2;
            Units units(ports, vcs, 3);
            Units others(small, vcs, 3);
            const auto sharing = rtl::make_switch_allocator(allocator, ports, ports, vcs, arbiter, units.ejection(),
                                                            unlimited, false, 0, &shared);
            const auto other = rtl::make_switch_allocator(allocator, small, small, vcs, arbiter, others.ejection(),
                                                          unlimited, false, 0, &shared);
            const auto own = rtl::make_switch_allocator(allocator, ports, ports, vcs, arbiter, units.ejection(),
                                                        unlimited);
            rtl::SwitchGrants shared_grants;
            rtl::SwitchGrants own_grants;
            rtl::SwitchGrants other_grants;
            int granted = 0;
            for (int trial = 0; trial < 300; ++trial) {
              const Cycle now = 50 + trial;
              randomize_for_switch(units, random, now);
              randomize_for_switch(others, random, now);
              // ... and another router's call comes between every two of this one's.
              other->allocate(now, others.inputs, others.outputs, other_grants);
              sharing->allocate(now, units.inputs, units.outputs, shared_grants);
              own->allocate(now, units.inputs, units.outputs, own_grants);
              ASSERT_TRUE(same(shared_grants, own_grants))
                  << (allocator == rtl::AllocatorKind::islip ? "islip" : "separable") << ", " << ports << " ports, "
                  << vcs << " VCs, unlimited " << unlimited << ", trial " << trial;
              granted += static_cast<int>(own_grants.size());
            }
            EXPECT_GT(granted, 150);
          }
        }
      }
    }
  }
}

TEST(SwitchAllocatorScratch, RefusesMoreThan64PortsOrVcs) {
  for (rtl::AllocatorKind allocator : {rtl::AllocatorKind::separable, rtl::AllocatorKind::islip}) {
    for (const auto& [inputs, outputs, vcs] : {std::tuple{65, 5, 2}, std::tuple{5, 65, 2}, std::tuple{5, 5, 65}}) {
      try {
        rtl::make_switch_allocator(allocator, inputs, outputs, vcs, rtl::ArbiterKind::round_robin, outputs - 1, false);
        ADD_FAILURE() << inputs << " x " << outputs << " ports, " << vcs << " VCs accepted";
      } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("1 to 64 each allowed"), std::string::npos) << e.what();
      }
    }
  }
}

}  // namespace
}  // namespace kncube::test
