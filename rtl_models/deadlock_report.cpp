#include "rtl_models/deadlock_report.h"

#include <set>
#include <sstream>
#include <tuple>

namespace kncube::rtl {
namespace {

struct VcRef {
  NodeId node;
  int port;
  int vc;
  bool operator<(const VcRef& o) const { return std::tie(node, port, vc) < std::tie(o.node, o.port, o.vc); }
};

std::string name_of(const Network& network, const VcRef& ref) {
  return "r" + std::to_string(ref.node) + ".in_" + network.router(ref.node).input_port_name(ref.port) + ".vc" +
         std::to_string(ref.vc);
}

// The input VC downstream of output (port, vc) of `node`, if the output leads to a router.
bool downstream(const Network& network, NodeId node, int port, int vc, VcRef& out) {
  for (const ChannelSpec& spec : network.topology().channels()) {
    if (spec.source == node && spec.source_port == port) {
      out = VcRef{spec.sink, spec.sink_port, vc};
      return true;
    }
  }
  return false;
}

// What `ref` waits for: fills `next` and a short reason; false if it is not blocked on another VC.
bool waits_for(const Network& network, const VcRef& ref, VcRef& next, std::string& reason) {
  const Router& router = network.router(ref.node);
  const InputVc& ivc = router.input(ref.port).vcs[static_cast<std::size_t>(ref.vc)];
  if (ivc.buffer.empty()) {
    reason = "empty";
    return false;
  }
  const std::string msg = "msg " + std::to_string(ivc.buffer.front().message_id);
  if (ivc.state == VcState::vc_alloc) {
    const VcRange& escape = ivc.route.deterministic;
    reason = msg + " (waiting for a VC; r" + std::to_string(ref.node) + ".out_" + network.topology().port_name(escape.port) +
             ".vc" + std::to_string(escape.first) + " taken)";
    return downstream(network, ref.node, escape.port, escape.first, next);
  }
  if (ivc.state == VcState::active && ivc.out_port != router.local_port()) {
    const OutputVc& ovc = router.output(ivc.out_port).vcs[static_cast<std::size_t>(ivc.out_vc)];
    if (ovc.credits == 0) {
      reason = msg + " (no credit on out_" + network.topology().port_name(ivc.out_port) + ".vc" + std::to_string(ivc.out_vc) + ")";
      return downstream(network, ref.node, ivc.out_port, ivc.out_vc, next);
    }
  }
  reason = msg + " (" + to_string(ivc.state) + ", can move)";
  return false;
}

}  // namespace

std::string describe_wait_chains(const Network& network, int max_chains) {
  std::ostringstream out;
  std::set<VcRef> reported;
  int chains = 0;
  for (NodeId node = 0; node < network.node_count() && chains < max_chains; ++node) {
    const Router& router = network.router(node);
    for (int port = 0; port < router.input_ports() && chains < max_chains; ++port) {
      for (int vc = 0; vc < static_cast<int>(router.input(port).vcs.size()) && chains < max_chains; ++vc) {
        VcRef start{node, port, vc};
        if (reported.count(start) != 0) continue;
        VcRef next{};
        std::string reason;
        if (!waits_for(network, start, next, reason)) continue;
        std::set<VcRef> seen;
        VcRef at = start;
        std::ostringstream chain;
        for (;;) {
          seen.insert(at);
          reported.insert(at);
          const bool blocked = waits_for(network, at, next, reason);
          chain << name_of(network, at) << ' ' << reason;
          if (!blocked) break;
          if (seen.count(next) != 0) {
            chain << " -> back to " << name_of(network, next) << " (cycle)";
            break;
          }
          chain << " -> ";
          at = next;
        }
        out << chain.str() << '\n';
        ++chains;
      }
    }
  }
  if (chains == 0) out << "no blocked VC found\n";
  return out.str();
}

}  // namespace kncube::rtl
