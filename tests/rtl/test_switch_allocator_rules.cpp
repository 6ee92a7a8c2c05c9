// SeparableSwitchAllocator driven directly, without a router: input and output units built by
// hand (allocator_units.h) in random states, and every allocation checked against the rules the
// router depends on (spec 01 §3.1: one flit per input and per output, except through an unlimited
// ejection port; a maximal second stage; every ready VC served in bounded time) rather than
// against a second implementation. The VC allocator's rules: test_vc_allocator_rules.cpp.

#include <gtest/gtest.h>

#include <cstddef>
#include <set>
#include <vector>

#include "allocator_units.h"
#include "rtl_models/random.h"
#include "rtl_models/separable_switch_allocator.h"
#include "rtl_models/switch_allocator.h"

namespace kncube::test {
namespace {

struct SwitchTally {
  long grants = 0;
  long forced = 0;
  long refused = 0;
};

void check_switch_allocation(const Units& units, bool unlimited, const rtl::SwitchGrants& grants, Cycle now,
                             SwitchTally& tally) {
  const int ports = units.ports;
  std::vector<int> per_input(static_cast<std::size_t>(ports), 0);
  std::vector<int> per_output(static_cast<std::size_t>(ports), 0);
  for (const auto& g : grants) {
    ASSERT_LT(g.input_port, ports);
    ASSERT_LT(g.input_vc, units.vcs);
    ASSERT_TRUE(can_send(units, g.input_port, g.input_vc, now))
        << "granted input " << int{g.input_port} << "." << int{g.input_vc} << ", which cannot send";
    ASSERT_EQ(g.output_port, units.inputs[g.input_port].vcs[g.input_vc].out_port) << "granted to the wrong output";
    ++per_input[g.input_port];
    ++per_output[g.output_port];
  }
  for (int p = 0; p < ports; ++p) {
    ASSERT_LE(per_input[static_cast<std::size_t>(p)], 1) << "two flits from input " << p;
    if (!(unlimited && p == units.ejection())) {
      ASSERT_LE(per_output[static_cast<std::size_t>(p)], 1) << "two flits to output " << p;
    }
  }
  tally.grants += static_cast<long>(grants.size());
  // Maximality of stage 2: an input with something to send that got nothing chose an output that
  // went to another input. If all its sendable VCs go to one output, that output is granted, and
  // through an unlimited ejection port the input itself is.
  for (int p = 0; p < ports; ++p) {
    std::set<int> wanted;
    for (int v = 0; v < units.vcs; ++v)
      if (can_send(units, p, v, now)) wanted.insert(units.inputs[static_cast<std::size_t>(p)].vcs[static_cast<std::size_t>(v)].out_port);
    if (wanted.empty()) continue;
    if (wanted.size() == 1) {
      ++tally.forced;
      const int o = *wanted.begin();
      ASSERT_GE(per_output[static_cast<std::size_t>(o)], 1) << "input " << p << " could only choose output " << o << ", which got nothing";
      if (unlimited && o == units.ejection()) {
        ASSERT_EQ(per_input[static_cast<std::size_t>(p)], 1) << "unlimited ejection refused input " << p;
      }
    }
    if (per_input[static_cast<std::size_t>(p)] == 1) continue;
    ++tally.refused;
    bool taken = false;
    for (int o : wanted) taken = taken || (per_output[static_cast<std::size_t>(o)] >= 1 && !(unlimited && o == units.ejection()));
    ASSERT_TRUE(taken) << "input " << p << " got nothing although no output it could choose was taken";
  }
}

TEST(SwitchAllocator, RandomStatesObeyEveryRule) {
  rtl::Random random(31, 0);
  for (int ports : {2, 3, 5, 7}) {
    for (int vcs : {1, 2, 4}) {
      for (bool unlimited : {true, false}) {
        for (rtl::ArbiterKind kind : {rtl::ArbiterKind::round_robin, rtl::ArbiterKind::matrix}) {
          Units units(ports, vcs, 3);
          rtl::SeparableSwitchAllocator allocator(ports, ports, vcs, kind, units.ejection(), unlimited);
          rtl::SwitchGrants grants;
          SwitchTally tally;
          for (int trial = 0; trial < 400; ++trial) {
            const Cycle now = 50 + trial;
            randomize_for_switch(units, random, now);
            const Units before = units;
            grants.push_back(rtl::SwitchGrant{0, 0, 0});  // stale content must be cleared
            allocator.allocate(now, units.inputs, units.outputs, grants);
            check_switch_allocation(units, unlimited, grants, now, tally);
            if (testing::Test::HasFatalFailure()) {
              ADD_FAILURE() << ports << " ports, " << vcs << " VCs, unlimited " << unlimited << ", trial " << trial;
              return;
            }
            // The allocator only reads the units.
            for (int p = 0; p < ports; ++p)
              for (int v = 0; v < vcs; ++v) ASSERT_EQ(units.in(p, v).buffer.size(), before.inputs[static_cast<std::size_t>(p)].vcs[static_cast<std::size_t>(v)].buffer.size());
          }
          EXPECT_GT(tally.grants, 150);
          EXPECT_GT(tally.forced, 100);
          if (ports > 2) {
            EXPECT_GT(tally.refused, 5) << ports << " ports " << vcs << " VCs";
          }
        }
      }
    }
  }
}

// Arbiter updates: with the state frozen (nothing is consumed), repeated allocations serve every
// sendable VC within vcs * ports cycles: each input's choice stays put until its output grants it
// (at most `ports` cycles), and the input then moves on to its next VC.
TEST(SwitchAllocator, FrozenStateServesEveryReadyVcInBoundedTime) {
  rtl::Random random(32, 0);
  for (int ports : {3, 5, 7}) {
    for (int vcs : {2, 3, 4}) {
      for (bool unlimited : {true, false}) {
        for (rtl::ArbiterKind kind : {rtl::ArbiterKind::round_robin, rtl::ArbiterKind::matrix}) {
          for (int trial = 0; trial < 30; ++trial) {
            Units units(ports, vcs, 2);
            rtl::SeparableSwitchAllocator allocator(ports, ports, vcs, kind, units.ejection(), unlimited);
            const Cycle now = 7;
            randomize_for_switch(units, random, now);
            std::vector<std::vector<int>> first(static_cast<std::size_t>(ports), std::vector<int>(static_cast<std::size_t>(vcs), -1));
            rtl::SwitchGrants grants;
            const int bound = vcs * ports;
            for (int round = 0; round < bound; ++round) {
              allocator.allocate(now, units.inputs, units.outputs, grants);
              for (const auto& g : grants) {
                int& f = first[g.input_port][g.input_vc];
                if (f < 0) f = round;
              }
            }
            for (int p = 0; p < ports; ++p) {
              for (int v = 0; v < vcs; ++v) {
                if (!can_send(units, p, v, now)) continue;
                ASSERT_GE(first[static_cast<std::size_t>(p)][static_cast<std::size_t>(v)], 0)
                    << "input " << p << "." << v << " never served in " << bound << " rounds (" << ports << " ports, "
                    << vcs << " VCs, unlimited " << unlimited << ")";
              }
            }
          }
        }
      }
    }
  }
}

// The single-port ejection is one output like any other; the unlimited one takes a flit from
// every input in the same cycle.
TEST(SwitchAllocator, EjectionPortBandwidth) {
  const int ports = 5, vcs = 2;
  for (bool unlimited : {true, false}) {
    Units units(ports, vcs, 2);
    rtl::SeparableSwitchAllocator allocator(ports, ports, vcs, rtl::ArbiterKind::round_robin, units.ejection(), unlimited);
    for (int p = 0; p < ports; ++p) {
      for (int v = 0; v < vcs; ++v) {
        InputVc& ivc = units.in(p, v);
        ivc.state = VcState::active;
        ivc.buffer.push_back(rtl::Flit{});
        ivc.out_port = static_cast<std::int16_t>(units.ejection());
      }
    }
    rtl::SwitchGrants grants;
    allocator.allocate(0, units.inputs, units.outputs, grants);
    EXPECT_EQ(grants.size(), unlimited ? static_cast<std::size_t>(ports) : 1u);
  }
}

}  // namespace
}  // namespace kncube::test
