// The masks a router keeps up to date against the same masks read from its units from scratch,
// after every cycle of saturated runs over the whole router-option matrix: its switch requests
// (rtl_models/switch_requests.h), where a state change, buffer change or credit that one of the
// stages forgets to report shows up as a VC asking that should not (or not asking that should) or
// a credit bit that disagrees with its output VC's count; and its input VCs in state routing and
// vc_alloc (rtl_models/input_vc_states.h), which route computation and VC allocation visit
// instead of scanning every VC.

#include <gtest/gtest.h>

#include <cstdint>
#include <sstream>
#include <string>

#include "network_fixture.h"
#include "router_option_matrix.h"
#include "saturated_soak.h"
#include "scoreboard.h"
#include "rtl_models/input_vc_states.h"
#include "rtl_models/switch_requests.h"
#include "testbenches/testbench/traffic/uniform_traffic.h"

namespace kncube::test {
namespace {

// Empty when the router's kept requests equal the ones read from its units.
std::string difference(const rtl::Router& router) {
  const rtl::SwitchRequests& kept = router.switch_requests();
  std::vector<rtl::InputUnit> inputs;
  std::vector<rtl::OutputUnit> outputs;
  for (int p = 0; p < router.input_ports(); ++p) inputs.push_back(router.input(p));
  for (int p = 0; p < router.output_ports(); ++p) outputs.push_back(router.output(p));
  const rtl::SwitchRequests scanned = rtl::SwitchRequests::scanned(inputs, outputs, router.local_port());
  std::ostringstream out;
  if (kept.ports() != scanned.ports()) out << "ports asking " << kept.ports() << ", should be " << scanned.ports() << "; ";
  for (int p = 0; p < router.input_ports(); ++p) {
    if (kept.vcs(p) != scanned.vcs(p))
      out << "input " << router.input_port_name(p) << " VCs asking " << kept.vcs(p) << ", should be " << scanned.vcs(p) << "; ";
    // Of the VCs asking, which hold an output VC without a credit; and no asking VC's stage
    // ready after the port's kept bound (the switch allocator's shortcut trusts both).
    const std::uint64_t asking = kept.vcs(p);
    if ((kept.uncredited(p) & asking) != (scanned.uncredited(p) & asking))
      out << "input " << router.input_port_name(p) << " VCs without a credit " << (kept.uncredited(p) & asking)
          << ", should be " << (scanned.uncredited(p) & asking) << "; ";
    for (std::uint64_t bits = asking; bits != 0; bits &= bits - 1) {
      const rtl::InputVc& vc = router.input(p).vcs[static_cast<std::size_t>(__builtin_ctzll(bits))];
      if (vc.ready > kept.activated_ready())
        out << "input " << router.input_port_name(p) << " VC ready at " << vc.ready << " after the router's bound "
            << kept.activated_ready() << "; ";
    }
  }
  for (int p = 0; p < router.output_ports(); ++p) {
    if (p == router.local_port()) continue;
    const std::uint64_t vcs_mask = (std::uint64_t{1} << router.output(p).vcs.size()) - 1;
    if ((kept.credited(p) & vcs_mask) != (scanned.credited(p) & vcs_mask))
      out << "output " << router.output_port_name(p) << " credited " << kept.credited(p) << ", should be "
          << scanned.credited(p) << "; ";
  }
  const rtl::InputVcStates& states = router.vc_states();
  if (!states.tracked()) {
    out << "VC states not kept as masks; ";
    return out.str();
  }
  std::uint64_t routing = 0;
  std::uint64_t waiting = 0;
  int bit = 0;
  for (int p = 0; p < router.input_ports(); ++p) {
    for (const rtl::InputVc& vc : router.input(p).vcs) {
      routing |= std::uint64_t{vc.state == rtl::VcState::routing} << bit;
      waiting |= std::uint64_t{vc.state == rtl::VcState::vc_alloc} << bit;
      ++bit;
    }
  }
  if (states.routing_vcs() != routing) out << "VCs routing " << states.routing_vcs() << ", should be " << routing << "; ";
  if (states.waiting_vcs() != waiting) out << "VCs waiting " << states.waiting_vcs() << ", should be " << waiting << "; ";
  return out.str();
}

TEST(SwitchRequests, KeptEqualsScannedEveryCycleOverTheRouterOptionMatrix) {
  constexpr int cycles = 150;
  constexpr std::size_t backlog = 8;
  int combinations = 0;
  long asking_seen = 0;
  long heads_seen = 0;  // VCs routing or waiting for a VC, summed over cycles and routers
  for (const SoakNetwork& network : soak_networks()) {
    for (const RouterVariant& variant : router_variants()) {
      if (!variant.applies(network)) continue;
      const SoakCombination combination{network, variant};
      const rtl::NetworkConfig config = soak_network_config(combination, 11);
      NoArrivals arrivals;
      const auto nodes = static_cast<rtl::NodeId>(config.spec.nodes());
      traffic::UniformTraffic pattern(nodes);
      Scoreboard observer;
      SimulatedNetwork sim(config, arrivals, pattern, observer);
      rtl::Random random(11, 0xbeef);
      std::string failure;
      for (rtl::Cycle now = 0; now < cycles && failure.empty(); ++now) {
        for (rtl::NodeId node = 0; node < nodes; ++node) {
          rtl::NetworkInterface& source = sim.network.interface(node);
          while (source.source_queue_length() < backlog) source.submit(pattern.destination(node, random).node, 0, now);
        }
        sim.run(1);
        for (rtl::NodeId node = 0; node < nodes && failure.empty(); ++node) {
          const std::string d = difference(sim.network.router(node));
          if (!d.empty()) failure = "cycle " + std::to_string(now) + ", router " + std::to_string(node) + ": " + d;
          asking_seen += __builtin_popcountll(sim.network.router(node).switch_requests().ports());
          heads_seen += __builtin_popcountll(sim.network.router(node).vc_states().routing_vcs() |
                                             sim.network.router(node).vc_states().waiting_vcs());
        }
      }
      EXPECT_EQ(failure, "") << combination.name();
      ++combinations;
    }
  }
  EXPECT_GT(combinations, 150);
  EXPECT_GT(asking_seen, 100000) << "the runs must keep the routers busy for the comparison to mean anything";
  EXPECT_GT(heads_seen, 10000) << "and have heads routed and waiting for VCs";
}

}  // namespace
}  // namespace kncube::test
