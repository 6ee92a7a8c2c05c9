#pragma once
// Per-VC progress: a VC whose buffer holds a flit must move that flit within a bound. The
// network-wide criteria (the watchdog, "every window delivers something") only see that *some*
// flit moved, so a partial deadlock (a cycle of VCs stuck for good while the rest of the network
// still flows) passes them; it fails here.
//
// The checker reads the head of every router input VC between sc_start calls (every `period`
// cycles), so the router's hot path does not know it exists. A head is named by its message id
// and flit index; a flit never comes back to a buffer it left (routes cross a channel at most
// once), so the same name at two samples means the flit did not move in between. Sampling
// under-estimates a wait by less than one period, never over-estimates it: a flit that waited at
// most `bound` cycles is never reported, and one that waits `bound + period` cycles always is.

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "rtl_models/deadlock_report.h"
#include "rtl_models/network.h"

namespace kncube::test {

class VcProgressChecker {
 public:
  VcProgressChecker(const rtl::Network& network, rtl::Cycle bound) : network_(network), bound_(bound) {
    for (rtl::NodeId node = 0; node < network.node_count(); ++node) {
      const rtl::Router& router = network.router(node);
      for (int port = 0; port < router.input_ports(); ++port)
        for (std::size_t vc = 0; vc < router.input(port).vcs.size(); ++vc) heads_.push_back(Head{node, port, static_cast<int>(vc)});
    }
  }

  // Samples every input VC at cycle `now`. Returns false, with failure() describing the VC and
  // the network's wait chains, once some head flit has stayed more than `bound` cycles.
  bool check(rtl::Cycle now) {
    for (Head& head : heads_) {
      const rtl::InputVc& vc = network_.router(head.node).input(head.port).vcs[static_cast<std::size_t>(head.vc)];
      if (vc.buffer.empty()) {
        head.occupied = false;
        continue;
      }
      const rtl::Flit& flit = vc.buffer.front();
      if (!head.occupied || flit.message_id != head.message || flit.index != head.index) {
        head.occupied = true;
        head.message = flit.message_id;
        head.index = flit.index;
        head.since = now;
        continue;
      }
      const rtl::Cycle waited = now - head.since;
      if (waited > longest_wait_) {
        longest_wait_ = waited;
        longest_wait_where_ = describe(head, vc, now);
      }
      if (waited > bound_ && failure_.empty()) failure_ = describe(head, vc, now) + "\n" + rtl::describe_wait_chains(network_);
    }
    return failure_.empty();
  }

  rtl::Cycle longest_wait() const { return longest_wait_; }  // longest stay of a head seen so far
  const std::string& longest_wait_where() const { return longest_wait_where_; }
  const std::string& failure() const { return failure_; }

 private:
  struct Head {
    rtl::NodeId node;
    int port;
    int vc;
    bool occupied = false;
    std::uint64_t message = 0;
    unsigned index = 0;
    rtl::Cycle since = 0;
  };

  std::string describe(const Head& head, const rtl::InputVc& vc, rtl::Cycle now) const {
    const rtl::Router& router = network_.router(head.node);
    return "router " + std::to_string(head.node) + " input " + router.input_port_name(head.port) + " VC " +
           std::to_string(head.vc) + ": flit " + std::to_string(head.index) + " of message " + std::to_string(head.message) +
           " has not moved since cycle " + std::to_string(head.since) + " (cycle " + std::to_string(now) + ", bound " +
           std::to_string(bound_) + ", state " + rtl::to_string(vc.state) + ")";
  }

  const rtl::Network& network_;
  rtl::Cycle bound_;
  std::vector<Head> heads_;
  rtl::Cycle longest_wait_ = 0;
  std::string longest_wait_where_;
  std::string failure_;
};

}  // namespace kncube::test
