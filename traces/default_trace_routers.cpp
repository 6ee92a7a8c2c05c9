#include "traces/default_trace_routers.h"

#include <algorithm>

namespace kncube::traces {

std::vector<rtl::NodeId> default_trace_routers(const rtl::TopologyGraph& topology) {
  std::vector<rtl::NodeId> routers;
  if (topology.node_count() <= kTraceAllRoutersUpTo) {
    for (rtl::NodeId node = 0; node < topology.node_count(); ++node) routers.push_back(node);
    return routers;
  }
  routers.push_back(0);
  for (const rtl::ChannelSpec& channel : topology.channels()) {
    if (channel.source == 0) routers.push_back(channel.sink);
    if (channel.sink == 0) routers.push_back(channel.source);
  }
  std::sort(routers.begin(), routers.end());
  routers.erase(std::unique(routers.begin(), routers.end()), routers.end());
  return routers;
}

}  // namespace kncube::traces
