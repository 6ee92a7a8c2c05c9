#pragma once
// The routers traced when --trace-routers is not given: all of a small network, otherwise router
// 0 and its neighbours, so that a VCD of a large network stays small enough to open.

#include <vector>

#include "rtl_models/topology.h"

namespace kncube::traces {

// Networks up to this many nodes are traced whole by default.
constexpr int kTraceAllRoutersUpTo = 16;

// All routers if the network has at most kTraceAllRoutersUpTo nodes, else router 0 and every
// router one channel away from it in either direction; ascending.
std::vector<rtl::NodeId> default_trace_routers(const rtl::TopologyGraph& topology);

}  // namespace kncube::traces
