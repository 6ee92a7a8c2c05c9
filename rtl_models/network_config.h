#pragma once
// Everything needed to elaborate a simulated network, validated once before elaboration.

#include <cstdint>

#include "analytical/network_spec.h"
#include "rtl_models/link_config.h"
#include "rtl_models/router_config.h"

namespace kncube::rtl {

struct NetworkConfig {
  NetworkSpec spec;     // topology, k, n, directions, routing, vcs, message length, traffic
  RouterConfig router;
  LinkConfig links;
  std::uint64_t seed = 1;
};

// Throws ConfigError naming the first option that cannot be simulated and what is allowed.
void validate(const NetworkConfig& config);

// Zero-load latency in cycles of an uncontended message over `hops` channels with `max_period`
// the largest channel period on its path (1 for pipelined links):
//   injection latency + hops * (router latency + wire latency) + router latency + (M - 1) * period.
// Exact when every VC buffer covers the credit round trip (see README, "Zero-load latency").
std::int64_t zero_load_latency(const NetworkConfig& config, int hops, int wire_latency_sum, int max_period);

}  // namespace kncube::rtl
