#pragma once
// Everything needed to elaborate a simulated network, validated once before elaboration.

#include <cstdint>
#include <string>
#include <vector>

#include "analytical/vocabulary/network_rules.h"
#include "analytical/vocabulary/network_spec.h"
#include "rtl_models/link_config.h"
#include "rtl_models/router_config.h"

namespace kncube::rtl {

struct NetworkConfig {
  NetworkSpec spec;     // topology, k, n, directions, routing, vcs, message length, traffic
  RouterConfig router;
  LinkConfig links;
  std::uint64_t seed = 1;
};

// Largest injection or ejection channel latency, cycles.
constexpr int kMaxTerminalLatency = 1000;
// Largest router stage or credit delay, cycles.
constexpr int kMaxStageDelay = 1000;
// Largest wire delay, cycles.
constexpr int kMaxWireDelay = 100000;
// Largest VC buffer, flits.
constexpr int kMaxBufferDepth = 65536;

// The one check of what the simulator accepts: throws ConfigError naming the first option that
// cannot be simulated and what is allowed. Starts with kncube::validate_network_spec
// (analytical/vocabulary/network_rules.h), then the simulator's
// own limits (k >= 3 on a torus, at most 255 per dimension, 16 dimensions and 2^24 nodes, the VCs
// the routing needs, M <= kMaxMessageLength), the router and the links.
void validate(const NetworkConfig& config);

// What a thesis link's channel time (minimum 1) and switch time (minimum 0) may be, for ConfigError:
// the simulator counts them in whole base cycles (spec 03 A13).
std::string thesis_cycles_allowed(int minimum);

// The simulated router in words for report headers: "pipeline ideal, pipelined links, buffers 4
// flits", or with circuit switching (which has no pipeline or link options) "buffers 4 flits".
std::string describe_router(const NetworkConfig& config);

// Zero-load latency in cycles (generation to tail delivered) of an uncontended message whose
// route crosses channels of the given dimensions, in order. Computed flit by flit: a head waits
// route + vc_alloc at every router; every flit is switched no earlier than it arrives and one
// channel period after the flit before it. Exact when every VC buffer covers the credit round
// trip: buffer_depth >= ceil((router latency + wire latency + credit delay) / period).
// Closed forms it reduces to (t_r = router latency, w = wire latency, |H| = hops, i and e the
// injection and ejection latencies, 1 and 0 by default):
//   pipelined links:            i + |H| (t_r + w) + t_r + e + (M - 1)   (ideal: M + |H|; booksim: 5|H| + 6 + M)
//   every link of period p:     i + |H| (t_r + w) + sw_alloc + crossbar + e + max((M-1) p, route + vc_alloc + M - 1)
//   thesis links (t = mu + t_s): (|H| + M) t
std::int64_t zero_load_latency(const NetworkConfig& config, const std::vector<int>& path_dimensions);

}  // namespace kncube::rtl
