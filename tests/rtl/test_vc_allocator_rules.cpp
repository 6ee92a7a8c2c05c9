// VcAllocator driven directly, without a router: input and output units are built by hand as
// router.cpp builds them, filled with random states (routes from the real routing functions and
// arbitrary synthetic ones), and every allocation is checked against the rules the router depends
// on (spec 01 §3.1, §3.3) rather than against a second implementation. The switch allocator's
// rules: test_switch_allocator_rules.cpp.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "allocator_units.h"
#include "rtl_models/input_unit.h"
#include "rtl_models/output_unit.h"
#include "rtl_models/random.h"
#include "rtl_models/routing_function.h"
#include "rtl_models/separable_vc_allocator.h"
#include "rtl_models/topology.h"
#include "rtl_models/vc_allocator.h"

namespace kncube::test {
namespace {

// --- VC allocator ---------------------------------------------------------------------------------

struct VcCase {
  std::string name;
  Topology topology;
  int k;
  int n;
  bool bidirectional;
  Routing routing;
  int vcs;
};

const VcCase kVcCases[] = {
    {"uni_torus_duato", Topology::torus, 4, 2, false, Routing::duato, 4},
    {"bi_torus_duato", Topology::torus, 4, 2, true, Routing::duato, 5},
    {"bi_torus_3d_duato", Topology::torus, 3, 3, true, Routing::duato, 3},
    {"hypercube_duato", Topology::hypercube, 2, 4, false, Routing::duato, 3},
    {"mesh_duato", Topology::mesh, 3, 2, true, Routing::duato, 4},
    {"bi_torus_dor", Topology::torus, 4, 2, true, Routing::dor, 4},
    {"uni_torus_dor", Topology::torus, 5, 2, false, Routing::dor, 3},
    {"mesh_dor", Topology::mesh, 4, 2, true, Routing::dor, 2},
};

// Arbitrary candidates, overlapping or not: the allocator's rules hold for any route.
RouteCandidates synthetic_route(rtl::Random& random, int network_ports, int vcs) {
  RouteCandidates route;
  const auto range = [&](int port) {
    VcRange r;
    r.port = static_cast<std::uint8_t>(port);
    r.first = static_cast<std::uint8_t>(random.below(static_cast<std::uint32_t>(vcs)));
    r.end = static_cast<std::uint8_t>(r.first + 1 + random.below(static_cast<std::uint32_t>(vcs - r.first)));
    return r;
  };
  std::vector<int> ports;
  for (int p = 0; p < network_ports; ++p) ports.push_back(p);
  for (std::size_t i = ports.size(); i > 1; --i) std::swap(ports[i - 1], ports[random.below(static_cast<std::uint32_t>(i))]);
  route.adaptive_count = static_cast<std::uint8_t>(random.below(static_cast<std::uint32_t>(std::min(network_ports, 3) + 1)));
  for (int c = 0; c < route.adaptive_count; ++c) route.adaptive[static_cast<std::size_t>(c)] = range(ports[static_cast<std::size_t>(c)]);
  route.deterministic = range(static_cast<int>(random.below(static_cast<std::uint32_t>(network_ports))));
  return route;
}

struct VcTally {
  long grants = 0;
  long losers_checked = 0;
  long forced_choices = 0;
  long adaptive_preferred = 0;
};

// One random router state, one allocate() call, every rule checked.
void vc_allocation_trial(const rtl::TopologyGraph& g, const rtl::RoutingFunction& routing, int vcs, bool synthetic,
                         rtl::VcAllocator& allocator, rtl::Random& random, Cycle now, VcTally& tally) {
  const int ports = g.ports();
  Units units(ports, vcs, 2);
  const rtl::NodeId node = static_cast<rtl::NodeId>(random.below(static_cast<std::uint32_t>(g.node_count())));
  const std::uint32_t busy_percent = random.below(101);
  for (int p = 0; p < ports; ++p) {
    for (int v = 0; v < vcs; ++v) {
      InputVc& ivc = units.in(p, v);
      ivc.state = static_cast<VcState>(random.below(4) == 0 ? random.below(4) : 2);  // mostly vc_alloc
      ivc.ready = now - 1 + static_cast<Cycle>(random.below(3));
      if (ivc.state == VcState::vc_alloc) {
        if (random.below(12) == 0) {
          ivc.route.eject = true;
        } else if (synthetic) {
          ivc.route = synthetic_route(random, g.network_ports(), vcs);
        } else {
          rtl::Flit head;
          head.destination = static_cast<rtl::NodeId>(random.below(static_cast<std::uint32_t>(g.node_count())));
          head.tie_directions = static_cast<std::uint16_t>(random.below(1U << g.dimensions()));
          routing.route(node, g.local_port(), head, ivc.route);
        }
      }
      if (ivc.state == VcState::active) {
        ivc.out_port = static_cast<std::int16_t>(random.below(static_cast<std::uint32_t>(ports)));
        ivc.out_vc = static_cast<std::int16_t>(random.below(static_cast<std::uint32_t>(vcs)));
      }
      OutputVc& ovc = units.out(p, v);
      if (p != units.ejection() && random.below(100) < busy_percent) {
        ovc.allocated = true;
        ovc.owner_port = static_cast<std::int16_t>(random.below(static_cast<std::uint32_t>(ports)));
        ovc.owner_vc = static_cast<std::int16_t>(random.below(static_cast<std::uint32_t>(vcs)));
      }
    }
  }
  const Units before = units;
  const int delay = static_cast<int>(random.below(3));
  const int returned = units.allocate_vcs(allocator, now, delay, random);

  std::vector<int> granted_to(static_cast<std::size_t>(ports * vcs), -1);  // output VC -> input VC
  std::set<std::pair<int, int>> expected_trace;
  int changed = 0;
  for (int p = 0; p < ports; ++p) {
    for (int v = 0; v < vcs; ++v) {
      const InputVc& was = before.inputs[static_cast<std::size_t>(p)].vcs[static_cast<std::size_t>(v)];
      const InputVc& is = units.in(p, v);
      const bool eligible = was.state == VcState::vc_alloc && was.ready <= now;
      const std::string where = "input " + std::to_string(p) + "." + std::to_string(v);
      if (!eligible || (is.state == VcState::vc_alloc && !was.route.eject)) {
        // Untouched: not eligible, or lost / found nothing free (retry next cycle).
        ASSERT_EQ(is.state, was.state) << where;
        ASSERT_EQ(is.ready, was.ready) << where;
        ASSERT_EQ(is.out_port, was.out_port) << where;
        ASSERT_EQ(is.out_vc, was.out_vc) << where;
        continue;
      }
      ++changed;
      ASSERT_EQ(is.state, VcState::active) << where;
      ASSERT_EQ(is.ready, now + delay) << where;
      if (was.route.eject) {
        ASSERT_EQ(is.out_port, units.ejection()) << where << " ejects through the local port";
        ASSERT_EQ(is.out_vc, -1) << where;
        continue;
      }
      const int op = is.out_port, ov = is.out_vc;
      ASSERT_TRUE(op >= 0 && op < units.ejection() && ov >= 0 && ov < vcs) << where;
      const int target = op * vcs + ov;
      ASSERT_EQ(granted_to[static_cast<std::size_t>(target)], -1) << "output VC " << op << "." << ov << " granted twice";
      granted_to[static_cast<std::size_t>(target)] = p * vcs + v;
      expected_trace.insert({p * vcs + v, target});
      ASSERT_FALSE(before.outputs[static_cast<std::size_t>(op)].vcs[static_cast<std::size_t>(ov)].allocated)
          << where << " got output VC " << op << "." << ov << " which was already allocated";
      ASSERT_TRUE(in_adaptive(was.route, op, ov) || in_range(was.route.deterministic, op, ov))
          << where << " got output VC " << op << "." << ov << " outside its route candidates";
      if (!free_adaptive(was.route, before.outputs, vcs).empty()) {
        ASSERT_TRUE(in_adaptive(was.route, op, ov)) << where << " took the deterministic VC although an adaptive one was free";
        ++tally.adaptive_preferred;
      }
      const OutputVc& ovc = units.out(op, ov);
      ASSERT_TRUE(ovc.allocated);
      ASSERT_EQ(ovc.owner_port, p);
      ASSERT_EQ(ovc.owner_vc, v);
      ++tally.grants;
    }
  }
  ASSERT_EQ(returned, changed);
  std::set<std::pair<int, int>> trace;
  for (const auto& grant : allocator.last_grants()) trace.insert({grant.input, grant.output});
  ASSERT_EQ(trace, expected_trace);
  ASSERT_EQ(allocator.last_grants().size(), expected_trace.size());
  // Output VCs that were not granted are untouched.
  for (int p = 0; p < ports; ++p) {
    for (int v = 0; v < vcs; ++v) {
      if (granted_to[static_cast<std::size_t>(p * vcs + v)] >= 0) continue;
      const OutputVc& was = before.outputs[static_cast<std::size_t>(p)].vcs[static_cast<std::size_t>(v)];
      const OutputVc& is = units.out(p, v);
      ASSERT_EQ(is.allocated, was.allocated);
      ASSERT_EQ(is.owner_port, was.owner_port);
      ASSERT_EQ(is.owner_vc, was.owner_vc);
    }
  }
  // Stage-2 maximality. A loser with something free asked for one of its free VCs, and that VC was
  // granted to someone: from the adaptive VCs if any was free, else from the deterministic ones.
  // An input whose free candidates are exactly one VC had no choice, so that VC must be granted.
  for (int p = 0; p < ports; ++p) {
    for (int v = 0; v < vcs; ++v) {
      const InputVc& was = before.inputs[static_cast<std::size_t>(p)].vcs[static_cast<std::size_t>(v)];
      if (was.state != VcState::vc_alloc || was.ready > now || was.route.eject) continue;
      const auto adaptive = free_adaptive(was.route, before.outputs, vcs);
      const auto deterministic = free_deterministic(was.route, before.outputs, vcs);
      const auto& asked = adaptive.empty() ? deterministic : adaptive;
      if (asked.size() == 1) {
        ++tally.forced_choices;
        ASSERT_GE(granted_to[static_cast<std::size_t>(*asked.begin())], 0)
            << "input " << p << "." << v << " could only ask for output VC " << *asked.begin() << ", which nobody got";
      }
      if (units.in(p, v).state == VcState::active || asked.empty()) continue;
      ++tally.losers_checked;
      bool taken = false;
      for (int target : asked) taken = taken || granted_to[static_cast<std::size_t>(target)] >= 0;
      ASSERT_TRUE(taken) << "input " << p << "." << v << " lost but none of the VCs it could ask for was granted";
    }
  }
}

TEST(VcAllocator, RandomStatesObeyEveryRule) {
  rtl::Random random(21, 0);
  for (const VcCase& c : kVcCases) {
    const rtl::TopologyGraph g(c.topology, c.k, c.n, c.bidirectional);
    const auto routing = rtl::make_routing_function(c.routing, g, c.vcs);
    for (rtl::ArbiterKind kind : {rtl::ArbiterKind::round_robin, rtl::ArbiterKind::matrix}) {
      rtl::SeparableVcAllocator allocator(g.ports(), g.ports(), c.vcs, kind, *routing);
      VcTally tally;
      for (int trial = 0; trial < 1500; ++trial) {
        vc_allocation_trial(g, *routing, c.vcs, trial % 2 == 1, allocator, random, 100 + trial, tally);
        if (testing::Test::HasFatalFailure()) {
          ADD_FAILURE() << c.name << " trial " << trial;
          return;
        }
      }
      // The checks had something to bite on.
      EXPECT_GT(tally.grants, 1000) << c.name;
      EXPECT_GT(tally.losers_checked, 100) << c.name;
      EXPECT_GT(tally.forced_choices, 100) << c.name;
      if (c.routing == Routing::duato) {
        EXPECT_GT(tally.adaptive_preferred, 500) << c.name;
      }
    }
  }
}

// Spec 01 §3.3 steps 2-3: a dimension uniformly among those with a free adaptive VC (not weighted
// by how many are free), then one of its free adaptive VCs uniformly; never the escape VC then.
TEST(VcAllocator, AdaptiveChoiceIsUniformOverDimensionsThenOverFreeVcs) {
  const int ports = 5, vcs = 6;
  const AnyRouting any;
  rtl::SeparableVcAllocator allocator(ports, ports, vcs, rtl::ArbiterKind::round_robin, any.routing);
  rtl::Random random(8, 8);
  RouteCandidates route;
  route.adaptive_count = 3;
  route.adaptive[0] = VcRange{0, 2, 6};  // one free VC (5)
  route.adaptive[1] = VcRange{2, 2, 6};  // three free VCs (2, 3, 5)
  route.adaptive[2] = VcRange{3, 2, 6};  // none free
  route.deterministic = VcRange{2, 0, 1};
  std::vector<int> count(static_cast<std::size_t>(ports * vcs), 0);
  const int trials = 60000;
  for (int t = 0; t < trials; ++t) {
    Units units(ports, vcs, 2);
    for (int v : {2, 3, 4}) units.out(0, v).allocated = true;
    units.out(2, 4).allocated = true;
    for (int v = 2; v < 6; ++v) units.out(3, v).allocated = true;
    InputVc& ivc = units.in(1, 0);
    ivc.state = VcState::vc_alloc;
    ivc.route = route;
    ASSERT_EQ(units.allocate_vcs(allocator, t, 0, random), 1);
    ASSERT_EQ(ivc.state, VcState::active);
    ++count[static_cast<std::size_t>(ivc.out_port * vcs + ivc.out_vc)];
  }
  const auto share = [&](int port, int vc) { return count[static_cast<std::size_t>(port * vcs + vc)] / static_cast<double>(trials); };
  const double tolerance = 5 * std::sqrt(0.25 / trials);
  EXPECT_NEAR(share(0, 5), 0.5, tolerance) << "a port with one free VC is as likely as one with three";
  for (int v : {2, 3, 5}) EXPECT_NEAR(share(2, v), 0.5 / 3, tolerance) << "free VC " << v << " of the second port";
  EXPECT_EQ(count[static_cast<std::size_t>(2 * vcs + 0)], 0) << "the escape VC while adaptive VCs were free";
  long total = 0;
  for (int c : count) total += c;
  EXPECT_EQ(total, trials);
  EXPECT_EQ(count[static_cast<std::size_t>(0 * vcs + 5)] + count[static_cast<std::size_t>(2 * vcs + 2)] +
                count[static_cast<std::size_t>(2 * vcs + 3)] + count[static_cast<std::size_t>(2 * vcs + 5)],
            trials);
}

// With every adaptive VC taken the escape VC is used; with it taken too the message waits and
// nothing changes; once a VC frees it is granted.
TEST(VcAllocator, FallsBackToTheEscapeVcAndRetries) {
  const int ports = 3, vcs = 4;
  const AnyRouting any;
  rtl::SeparableVcAllocator allocator(ports, ports, vcs, rtl::ArbiterKind::matrix, any.routing);
  rtl::Random random(1, 2);
  Units units(ports, vcs, 2);
  InputVc& ivc = units.in(2, 3);
  ivc.state = VcState::vc_alloc;
  ivc.ready = 10;
  ivc.route.adaptive_count = 2;
  ivc.route.adaptive[0] = VcRange{0, 2, 4};
  ivc.route.adaptive[1] = VcRange{1, 2, 4};
  ivc.route.deterministic = VcRange{1, 1, 2};
  for (int p : {0, 1})
    for (int v = 0; v < vcs; ++v) units.out(p, v).allocated = true;
  EXPECT_EQ(units.allocate_vcs(allocator, 9, 1, random), 0) << "not ready yet";
  EXPECT_EQ(units.allocate_vcs(allocator, 10, 1, random), 0) << "nothing free";
  EXPECT_EQ(ivc.state, VcState::vc_alloc);
  units.out(1, 0).allocated = false;  // free, but not a candidate
  EXPECT_EQ(units.allocate_vcs(allocator, 11, 1, random), 0);
  units.out(1, 1).allocated = false;  // the escape VC
  EXPECT_EQ(units.allocate_vcs(allocator, 12, 1, random), 1);
  EXPECT_EQ(ivc.state, VcState::active);
  EXPECT_EQ(ivc.out_port, 1);
  EXPECT_EQ(ivc.out_vc, 1);
  EXPECT_EQ(ivc.ready, 13);
  EXPECT_FALSE(units.out(1, 0).allocated);
}

// Many inputs wanting the one free VC, again and again: one grant each time, and over rounds the
// arbiter shares it out evenly.
TEST(VcAllocator, ContendedVcGoesToOneInputAndRotates) {
  const int ports = 4, vcs = 2;
  for (rtl::ArbiterKind kind : {rtl::ArbiterKind::round_robin, rtl::ArbiterKind::matrix}) {
    const AnyRouting any;
    rtl::SeparableVcAllocator allocator(ports, ports, vcs, kind, any.routing);
    rtl::Random random(3, 3);
    std::vector<int> wins(static_cast<std::size_t>(ports * vcs), 0);
    const int rounds = 8 * 25;
    for (int round = 0; round < rounds; ++round) {
      Units units(ports, vcs, 2);
      for (int p = 0; p < ports; ++p) {
        for (int v = 0; v < vcs; ++v) {
          InputVc& ivc = units.in(p, v);
          ivc.state = VcState::vc_alloc;
          ivc.route.deterministic = VcRange{1, 0, 1};
        }
      }
      ASSERT_EQ(units.allocate_vcs(allocator, round, 0, random), 1);
      ASSERT_EQ(allocator.last_grants().size(), 1u);
      ++wins[allocator.last_grants().front().input];
    }
    for (int w : wins) EXPECT_EQ(w, rounds / (ports * vcs));
  }
}

}  // namespace
}  // namespace kncube::test
