#pragma once
// The routers' input VCs as the statistics name them, and what a sample reads of one: shared by
// `kncube run --stats` (ActivityRecorder, a free-running clock) and BridgeStatistics (the TLM
// bridge's gated clock), so that both report the same VCs with the same meaning.

#include <cstdint>
#include <vector>

#include "rtl_models/network.h"

namespace kncube::stats {

// One input VC of one router.
struct VcKey {
  rtl::NodeId router = 0;
  int port = 0;  // input port: network ports, then injection ports
  int vc = 0;
};

// One input VC over a window.
struct VcMean {
  VcKey key;
  int router_inputs = 0;       // input ports of its router (names the injection ports: input_port_name)
  double mean_flits = 0.0;     // flits buffered, mean over the window's cycles
  double busy_fraction = 0.0;  // share of the window's cycles with a message in the VC (its state not idle)
};

// Every input VC of `network`'s routers: routers in node order, each one's input ports in order
// (network ports, then injection ports), VCs in order; the order visit_input_vcs() reads them in.
std::vector<VcKey> input_vcs(const rtl::Network& network);

// Calls visit(flits buffered, busy) for each input VC of `router`, in input_vcs()' order.
template <typename Visit>
void visit_input_vcs(const rtl::Router& router, Visit&& visit) {
  for (int port = 0; port < router.input_ports(); ++port)
    for (const rtl::InputVc& input : router.input(port).vcs)
      visit(static_cast<std::uint32_t>(input.buffer.size()), input.state != rtl::VcState::idle);
}

}  // namespace kncube::stats
