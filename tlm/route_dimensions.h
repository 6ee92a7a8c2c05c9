#pragma once
// The dimensions of the channels a minimal route crosses, highest dimension first (dimension
// order), which is what rtl::zero_load_latency needs. Duato's minimal routes cross the same
// channels in another order, which changes nothing unless link periods differ per dimension.

#include <vector>

#include "rtl_models/topology.h"

namespace kncube::tlm2 {

std::vector<int> route_dimensions(const rtl::TopologyGraph& topology, rtl::NodeId source, rtl::NodeId destination);

}  // namespace kncube::tlm2
