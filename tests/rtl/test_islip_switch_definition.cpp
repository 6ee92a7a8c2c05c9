// IslipSwitchAllocator against iSLIP as defined (one iteration, round robin arbiters, BookSim's
// sw_allocator = islip): written here from the definition, with a list per phase and a pointer
// per arbiter, none of the allocator's masks, shortcuts or shared scratch. The allocator takes
// shortcuts when one port asks and when every asking port has one VC that can go and no two want
// the same output; random cycles are made sparse often enough that each shortcut and the full
// phases all run many times. Arbiter state carries from cycle to cycle, so a pointer moved
// differently in any cycle shows as different grants later.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "allocator_units.h"
#include "rtl_models/islip_switch_allocator.h"

namespace kncube::test {
namespace {

// Round robin as defined: the first requester at or after the pointer, else the first one; the
// pointer moves past the winner.
struct Pointer {
  int at = 0;
  int pick(const std::vector<int>& ascending) const {
    for (int r : ascending)
      if (r >= at) return r;
    return ascending.front();
  }
  void grant(int winner, int size) { at = (winner + 1) % size; }
};

class IslipByDefinition {
 public:
  IslipByDefinition(int ports, int vcs, int ejection, bool unlimited)
      : ports_(ports), vcs_(vcs), ejection_(ejection), unlimited_(unlimited),
        vc_(static_cast<std::size_t>(ports)), grant_(static_cast<std::size_t>(ports)), accept_(static_cast<std::size_t>(ports)) {}

  // (input, vc, output) of each accepted grant, by input port.
  std::vector<rtl::SwitchGrant> allocate(const Units& units, Cycle now) {
    // Request: per input port and output, the port's VC arbiter names one of its VCs that can go there.
    std::vector<std::vector<int>> requested_vc(static_cast<std::size_t>(ports_), std::vector<int>(static_cast<std::size_t>(ports_), -1));
    for (int p = 0; p < ports_; ++p) {
      for (int o = 0; o < ports_; ++o) {
        std::vector<int> ready;
        for (int v = 0; v < vcs_; ++v)
          if (can_send(units, p, v, now) && units.inputs[static_cast<std::size_t>(p)].vcs[static_cast<std::size_t>(v)].out_port == o)
            ready.push_back(v);
        if (!ready.empty()) requested_vc[static_cast<std::size_t>(p)][static_cast<std::size_t>(o)] = vc_[static_cast<std::size_t>(p)].pick(ready);
      }
    }
    // Grant: per output, one requesting input port (every one on an unlimited ejection port).
    std::vector<std::vector<int>> offers(static_cast<std::size_t>(ports_));
    for (int o = 0; o < ports_; ++o) {
      std::vector<int> requesters;
      for (int p = 0; p < ports_; ++p)
        if (requested_vc[static_cast<std::size_t>(p)][static_cast<std::size_t>(o)] >= 0) requesters.push_back(p);
      if (requesters.empty()) continue;
      if (unlimited_ && o == ejection_) {
        for (int p : requesters) offers[static_cast<std::size_t>(p)].push_back(o);
      } else {
        offers[static_cast<std::size_t>(grant_[static_cast<std::size_t>(o)].pick(requesters))].push_back(o);
      }
    }
    // Accept: per input port, one of the outputs that granted it; the three arbiters move.
    std::vector<rtl::SwitchGrant> grants;
    for (int p = 0; p < ports_; ++p) {
      if (offers[static_cast<std::size_t>(p)].empty()) continue;
      const int o = accept_[static_cast<std::size_t>(p)].pick(offers[static_cast<std::size_t>(p)]);
      const int v = requested_vc[static_cast<std::size_t>(p)][static_cast<std::size_t>(o)];
      grant_[static_cast<std::size_t>(o)].grant(p, ports_);
      accept_[static_cast<std::size_t>(p)].grant(o, ports_);
      vc_[static_cast<std::size_t>(p)].grant(v, vcs_);
      grants.push_back(rtl::SwitchGrant{static_cast<std::uint8_t>(p), static_cast<std::uint8_t>(v), static_cast<std::uint8_t>(o)});
    }
    return grants;
  }

 private:
  int ports_, vcs_, ejection_;
  bool unlimited_;
  std::vector<Pointer> vc_, grant_, accept_;
};

std::string listed(const std::vector<rtl::SwitchGrant>& grants) {
  std::string text;
  for (const rtl::SwitchGrant& g : grants)
    text += " " + std::to_string(g.input_port) + "." + std::to_string(g.input_vc) + "->" + std::to_string(g.output_port);
  return text;
}

// Most VCs idle: cycles in which each asking port has one VC that can go become common.
void make_sparse(Units& units, rtl::Random& random) {
  for (int p = 0; p < units.ports; ++p) {
    for (int v = 0; v < units.vcs; ++v) {
      if (random.below(4) == 0) continue;
      InputVc& ivc = units.in(p, v);
      ivc.state = VcState::idle;
      ivc.out_port = ivc.out_vc = -1;
    }
  }
}

// What kind of cycle the allocator saw: "disjoint" when at least two ports have a VC that can go,
// none has two, and no two want the same output (an unlimited ejection port excepted).
enum class CycleKind { sole, disjoint, contended };

CycleKind kind_of(const Units& units, Cycle now, bool unlimited) {
  int ports_going = 0;
  bool several = false;
  std::vector<int> wanted(static_cast<std::size_t>(units.ports), 0);
  for (int p = 0; p < units.ports; ++p) {
    int going = 0;
    for (int v = 0; v < units.vcs; ++v) {
      if (!can_send(units, p, v, now)) continue;
      ++going;
      ++wanted[static_cast<std::size_t>(units.inputs[static_cast<std::size_t>(p)].vcs[static_cast<std::size_t>(v)].out_port)];
    }
    ports_going += going > 0;
    several = several || going > 1;
  }
  if (ports_going <= 1) return CycleKind::sole;
  bool clash = false;
  for (int o = 0; o < units.ports; ++o) clash = clash || (wanted[static_cast<std::size_t>(o)] > 1 && !(unlimited && o == units.ejection()));
  return several || clash ? CycleKind::contended : CycleKind::disjoint;
}

TEST(IslipSwitchAllocator, DecidesAsTheDefinitionInEveryKindOfCycle) {
  rtl::Random random(2026, 0);
  long kinds[3] = {0, 0, 0};
  for (int ports : {3, 5, 7}) {
    for (int vcs : {1, 2, 4}) {
      for (bool unlimited : {true, false}) {
        const std::string where = std::to_string(ports) + " ports, " + std::to_string(vcs) + " VCs" +
                                  (unlimited ? ", unlimited ejection" : "");
        Units units(ports, vcs, 3);
        rtl::IslipSwitchAllocator allocator(ports, ports, vcs, rtl::ArbiterKind::round_robin, units.ejection(), unlimited);
        IslipByDefinition definition(ports, vcs, units.ejection(), unlimited);
        rtl::SwitchGrants grants;
        for (int trial = 0; trial < 600; ++trial) {
          const Cycle now = 100 + trial;
          randomize_for_switch(units, random, now);
          if (random.below(3) != 0) make_sparse(units, random);
          ++kinds[static_cast<int>(kind_of(units, now, unlimited))];
          const std::vector<rtl::SwitchGrant> expected = definition.allocate(units, now);
          Units scanned(units);  // allocate() sets the units' request masks
          allocator.allocate(now, scanned.inputs, scanned.outputs, grants);
          ASSERT_EQ(listed(std::vector<rtl::SwitchGrant>(grants.begin(), grants.end())), listed(expected))
              << where << ", cycle " << now;
        }
      }
    }
  }
  // Each path of the allocator ran often (18 configurations x 600 cycles).
  EXPECT_GT(kinds[static_cast<int>(CycleKind::sole)], 1000);
  EXPECT_GT(kinds[static_cast<int>(CycleKind::disjoint)], 1000);
  EXPECT_GT(kinds[static_cast<int>(CycleKind::contended)], 1000);
}

}  // namespace
}  // namespace kncube::test
