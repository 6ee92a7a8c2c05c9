// The iSLIP VC and switch allocators (BookSim's vc_allocator = sw_allocator = islip), driven
// directly on hand-built units: every grant obeys the rules the router relies on; one iteration
// matches at least one pair whenever there is a request; grant and accept pointers move only on
// accepted grants, so that under persistent all-to-all requests the arbiters desynchronise and
// every input is matched every cycle (McKeown's property of iSLIP, which a separable allocator
// whose arbiters all start at 0 does not have); a contended resource rotates fairly.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "allocator_units.h"
#include "rtl_models/islip_switch_allocator.h"
#include "rtl_models/islip_vc_allocator.h"

namespace kncube::test {
namespace {

// A random VC-allocation state: input VCs waiting with arbitrary routes, output VCs busy or free.
void randomize_for_vcs(Units& units, rtl::Random& random, Cycle now) {
  const int network_ports = units.ports - 1;
  for (int p = 0; p < units.ports; ++p) {
    for (int v = 0; v < units.vcs; ++v) {
      InputVc& ivc = units.in(p, v);
      ivc = InputVc{};
      ivc.buffer.reset(2);
      ivc.state = random.below(4) == 0 ? VcState::idle : VcState::vc_alloc;
      ivc.ready = now - 1 + static_cast<Cycle>(random.below(3));
      ivc.route = RouteCandidates{};
      if (random.below(10) == 0) {
        ivc.route.eject = true;
      } else {
        const auto range = [&](int port) {
          VcRange r;
          r.port = static_cast<std::uint8_t>(port);
          r.first = static_cast<std::uint8_t>(random.below(static_cast<std::uint32_t>(units.vcs)));
          r.end = static_cast<std::uint8_t>(r.first + 1 + random.below(static_cast<std::uint32_t>(units.vcs - r.first)));
          return r;
        };
        ivc.route.adaptive_count = static_cast<std::uint8_t>(random.below(3));
        for (int a = 0; a < ivc.route.adaptive_count; ++a)
          ivc.route.adaptive[static_cast<std::size_t>(a)] = range(static_cast<int>(random.below(static_cast<std::uint32_t>(network_ports))));
        ivc.route.deterministic = range(static_cast<int>(random.below(static_cast<std::uint32_t>(network_ports))));
      }
      OutputVc& ovc = units.out(p, v);
      ovc = OutputVc{};
      ovc.allocated = p != units.ejection() && random.below(2) == 0;
    }
  }
}

TEST(IslipVcAllocator, RandomStatesObeyEveryRule) {
  rtl::Random random(41, 0);
  for (int ports : {3, 5, 7}) {
    for (int vcs : {1, 2, 4}) {
      for (rtl::ArbiterKind kind : {rtl::ArbiterKind::round_robin, rtl::ArbiterKind::matrix}) {
        rtl::IslipVcAllocator allocator(ports, ports, vcs, kind);
        long grants = 0, requesting_rounds = 0;
        for (int trial = 0; trial < 300; ++trial) {
          const Cycle now = 20 + trial;
          Units units(ports, vcs, 2);
          randomize_for_vcs(units, random, now);
          const Units before = units;
          const int delay = static_cast<int>(random.below(2));
          const int returned = units.allocate_vcs(allocator, now, delay, random);
          std::set<int> outputs_granted;
          int activated = 0;
          bool any_request = false;
          for (int p = 0; p < ports; ++p) {
            for (int v = 0; v < vcs; ++v) {
              const InputVc& was = before.inputs[static_cast<std::size_t>(p)].vcs[static_cast<std::size_t>(v)];
              const InputVc& is = units.in(p, v);
              const bool eligible = was.state == VcState::vc_alloc && was.ready <= now;
              const auto adaptive = free_adaptive(was.route, before.outputs, vcs);
              const auto deterministic = free_deterministic(was.route, before.outputs, vcs);
              const auto& asked = adaptive.empty() ? deterministic : adaptive;
              if (eligible && !was.route.eject && !asked.empty()) any_request = true;
              if (is.state != VcState::active || !eligible) {
                ASSERT_EQ(is.state, was.state);
                continue;
              }
              ++activated;
              ASSERT_EQ(is.ready, now + delay);
              if (was.route.eject) {
                ASSERT_EQ(is.out_port, units.ejection());
                continue;
              }
              const int target = is.out_port * vcs + is.out_vc;
              ASSERT_TRUE(asked.count(target)) << "granted an output VC it could not ask for (adaptive first)";
              ASSERT_TRUE(outputs_granted.insert(target).second) << "output VC granted twice";
              ASSERT_TRUE(units.out(is.out_port, is.out_vc).allocated);
              ASSERT_EQ(units.out(is.out_port, is.out_vc).owner_port, p);
              ASSERT_EQ(units.out(is.out_port, is.out_vc).owner_vc, v);
            }
          }
          ASSERT_EQ(returned, activated);
          ASSERT_EQ(allocator.last_grants().size(), outputs_granted.size());
          if (any_request) {
            ++requesting_rounds;
            ASSERT_GE(outputs_granted.size(), 1u) << "one iteration matches at least one request";
          }
          grants += static_cast<long>(outputs_granted.size());
        }
        EXPECT_GT(grants, 150) << ports << " ports, " << vcs << " VCs";
        EXPECT_GT(requesting_rounds, 150);
      }
    }
  }
}

// Input VCs 0..n-1 of port 0 all ask for the n free VCs of output port 1, every cycle (the
// grants are undone after each cycle). All grant pointers start together, so the first cycle
// matches one pair; because a pointer moves only past an accepted grant, they spread out, and from
// the n-th cycle on every input VC is matched every cycle. Pointers that moved on every grant, or
// never, would match one pair per cycle for ever.
TEST(IslipVcAllocator, PersistentAllToAllRequestsDesynchroniseToAFullMatch) {
  const int ports = 3, vcs = 4;
  {
    rtl::IslipVcAllocator allocator(ports, ports, vcs, rtl::ArbiterKind::round_robin);
    rtl::Random random(5, 5);
    long late_grants = 0;
    const int rounds = 40;
    for (int round = 0; round < rounds; ++round) {
      Units units(ports, vcs, 2);
      for (int v = 0; v < vcs; ++v) {
        InputVc& ivc = units.in(0, v);
        ivc.state = VcState::vc_alloc;
        ivc.route.deterministic = VcRange{1, 0, static_cast<std::uint8_t>(vcs)};
      }
      const int granted = units.allocate_vcs(allocator, round, 0, random);
      ASSERT_GE(granted, 1);
      if (round == 0) {
        EXPECT_EQ(granted, 1) << "every grant pointer starts at the same input";
      }
      if (round >= vcs) late_grants += granted;
    }
    EXPECT_EQ(late_grants, static_cast<long>(rounds - vcs) * vcs) << "a full match every cycle once desynchronised";
  }
}

TEST(IslipVcAllocator, ContendedVcGoesToOneInputAndRotates) {
  const int ports = 4, vcs = 2;
  for (rtl::ArbiterKind kind : {rtl::ArbiterKind::round_robin, rtl::ArbiterKind::matrix}) {
    rtl::IslipVcAllocator allocator(ports, ports, vcs, kind);
    rtl::Random random(3, 3);
    std::vector<int> wins(static_cast<std::size_t>(ports * vcs), 0);
    const int rounds = 8 * 25;
    for (int round = 0; round < rounds; ++round) {
      Units units(ports, vcs, 2);
      for (int p = 0; p < ports; ++p)
        for (int v = 0; v < vcs; ++v) {
          units.in(p, v).state = VcState::vc_alloc;
          units.in(p, v).route.deterministic = VcRange{1, 0, 1};
        }
      ASSERT_EQ(units.allocate_vcs(allocator, round, 0, random), 1);
      ++wins[allocator.last_grants().front().input];
    }
    for (int w : wins) EXPECT_EQ(w, rounds / (ports * vcs));
  }
}

void check_switch_grants(const Units& units, bool unlimited, const rtl::SwitchGrants& grants, Cycle now) {
  std::vector<int> per_input(static_cast<std::size_t>(units.ports), 0), per_output(static_cast<std::size_t>(units.ports), 0);
  for (const auto& g : grants) {
    ASSERT_TRUE(can_send(units, g.input_port, g.input_vc, now));
    ASSERT_EQ(g.output_port, units.inputs[g.input_port].vcs[g.input_vc].out_port);
    ASSERT_EQ(++per_input[g.input_port], 1) << "two flits from one input";
    if (!(unlimited && g.output_port == units.ejection())) {
      ASSERT_EQ(++per_output[g.output_port], 1) << "two flits to one output";
    }
  }
}

TEST(IslipSwitchAllocator, RandomStatesObeyEveryRule) {
  rtl::Random random(51, 0);
  for (int ports : {2, 3, 5, 7}) {
    for (int vcs : {1, 2, 4}) {
      for (bool unlimited : {true, false}) {
        for (rtl::ArbiterKind kind : {rtl::ArbiterKind::round_robin, rtl::ArbiterKind::matrix}) {
          Units units(ports, vcs, 3);
          rtl::IslipSwitchAllocator allocator(ports, ports, vcs, kind, units.ejection(), unlimited);
          rtl::SwitchGrants grants;
          long granted = 0;
          for (int trial = 0; trial < 300; ++trial) {
            const Cycle now = 50 + trial;
            randomize_for_switch(units, random, now);
            grants.push_back(rtl::SwitchGrant{0, 0, 0});  // stale content must be cleared
            allocator.allocate(now, units.inputs, units.outputs, grants);
            check_switch_grants(units, unlimited, grants, now);
            if (testing::Test::HasFatalFailure()) return;
            bool any = false;
            for (int p = 0; p < ports; ++p)
              for (int v = 0; v < vcs; ++v) any = any || can_send(units, p, v, now);
            if (any) {
              ASSERT_GE(grants.size(), 1u) << "one iteration matches at least one request";
            }
            granted += static_cast<long>(grants.size());
          }
          EXPECT_GT(granted, 150);
        }
      }
    }
  }
}

// n input ports, each with a VC bound for each of n outputs, always ready (the state is frozen):
// the first cycle matches one pair (every grant pointer starts at input 0), and from the n-th
// cycle on every input sends a flit every cycle.
TEST(IslipSwitchAllocator, PersistentAllToAllRequestsDesynchroniseToAFullMatch) {
  const int n = 4, ports = n + 1, vcs = n;
  {
    Units units(ports, vcs, 2);
    rtl::IslipSwitchAllocator allocator(ports, ports, vcs, rtl::ArbiterKind::round_robin, units.ejection(), false);
    for (int p = 0; p < n; ++p) {
      for (int v = 0; v < vcs; ++v) {
        InputVc& ivc = units.in(p, v);
        ivc.state = VcState::active;
        ivc.buffer.push_back(rtl::Flit{});
        ivc.out_port = static_cast<std::int16_t>(v);
        ivc.out_vc = 0;
      }
    }
    for (auto& channel : units.channels) channel.configure(1, 1, 1, vcs * 2);
    rtl::SwitchGrants grants;
    long late = 0, first = 0;
    const int rounds = 30;
    for (int round = 0; round < rounds; ++round) {
      allocator.allocate(round, units.inputs, units.outputs, grants);
      check_switch_grants(units, false, grants, round);
      if (round == 0) {
        EXPECT_EQ(grants.size(), 1u);
      }
      (round >= n ? late : first) += static_cast<long>(grants.size());
    }
    EXPECT_EQ(late, static_cast<long>(rounds - n) * n);
  }
}

}  // namespace
}  // namespace kncube::test
