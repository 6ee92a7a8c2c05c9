#pragma once
// Everything needed to elaborate a simulated network, validated once before elaboration.

#include <cstdint>
#include <vector>

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

// Throws ConfigError naming the first option that cannot be simulated and what is allowed.
void validate(const NetworkConfig& config);

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
