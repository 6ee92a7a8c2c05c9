#pragma once
// The mean zero-load latency of the simulated router over the messages the traffic generates,
// which is what the offset mode removes before comparing with a model.

#include "rtl_models/network_config.h"
#include "rtl_models/topology.h"
#include "rtl_models/traffic_source.h"

namespace kncube::monitor {

// Mean of rtl::zero_load_latency over messages drawn from `traffic` at every source (every
// source is enumerated, `draws_per_source` destinations each, from a fixed random stream, so the
// value is deterministic). Routes follow dimension order (Duato's minimal routes cross the same
// channels, in an order that only matters for mixed link periods).
double expected_zero_load_latency(const rtl::NetworkConfig& network, const rtl::TopologyGraph& topology,
                                  const rtl::TrafficPattern& traffic, int draws_per_source);

}  // namespace kncube::monitor
