#pragma once
// Per-router activity counters, after Garnet's per-unit activity counts: what a router's buffers,
// allocators and crossbar did, and why flits that were ready did not move. A router counts only
// when it was given a RouterActivity (Router::set_activity); without one its step runs a version
// compiled without any counting, so statistics cost one pointer test per router and cycle when
// off. The counters only grow; a window is the difference of two snapshots.

#include <cstdint>

namespace kncube::rtl {

struct RouterActivity {
  std::uint64_t buffer_writes = 0;        // flits written into input VC buffers (network and injection ports)
  std::uint64_t buffer_reads = 0;         // flits read out of them (each is one switch traversal)
  std::uint64_t vc_requests = 0;          // head-cycles asking the VC allocator: one per waiting, ready head and cycle
  std::uint64_t vc_grants = 0;            // output VCs granted (heads to an unlimited ejection port need none)
  std::uint64_t sa_requests = 0;          // VC-cycles able to use the switch: flit ready, credit, link free
  std::uint64_t sa_grants = 0;            // switch grants
  std::uint64_t crossbar_traversals = 0;  // flits through the crossbar, ejections included
  std::uint64_t stall_no_credit = 0;      // VC-cycles with a ready flit whose output VC had no credit downstream
  std::uint64_t stall_link_busy = 0;      // ... with a credit, but the output link could not take a flit
  // Flits per port, each an array the owner sized to the router's ports: input ports (network
  // ports, then the PE's injection ports) and output ports (network ports, then ejection).
  std::uint64_t* flits_in = nullptr;
  std::uint64_t* flits_out = nullptr;
  // Per input VC (port * V + vc), the cycles its flits were buffered and the cycles it held a
  // message (state not idle), as a state observed after every cycle would count them, kept as
  // running sums: a flit written in cycle w adds -w, read in cycle r adds +r; the VC leaving idle in
  // cycle b adds -b, returning to it in cycle e adds +e. What is still buffered or held when read
  // (or when counting starts or stops) is settled by the owner (stats::NetworkActivity). Exact
  // time averages for two additions per flit and hop, where sampling every VC costs a read of
  // every VC per sample.
  std::int64_t* vc_flit_cycles = nullptr;
  std::int64_t* vc_busy_cycles = nullptr;
};

}  // namespace kncube::rtl
