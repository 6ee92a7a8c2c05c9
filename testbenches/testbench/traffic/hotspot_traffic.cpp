#include "testbenches/testbench/traffic/hotspot_traffic.h"

#include <stdexcept>

#include "testbenches/testbench/traffic/uniform_traffic.h"

namespace kncube::traffic {

HotspotTraffic::HotspotTraffic(rtl::NodeId nodes, rtl::NodeId hot_node, double fraction)
    : nodes_(nodes), hot_node_(hot_node), fraction_(fraction) {
  if (nodes < 2) throw std::invalid_argument("HotspotTraffic: needs at least 2 nodes");
  if (hot_node < 0 || hot_node >= nodes) throw std::invalid_argument("HotspotTraffic: the hot node must be a node");
  if (!(fraction >= 0.0 && fraction < 1.0)) throw std::invalid_argument("HotspotTraffic: h must lie in [0, 1)");
}

rtl::Destination HotspotTraffic::destination(rtl::NodeId source, rtl::Random& random) const {
  // The class is drawn for every message, H's included, so every node sees the same stream of
  // draws; at H a hot-spot draw falls through to the regular destination (rule S).
  if (random.uniform() < fraction_ && source != hot_node_) return {hot_node_, hot_class};
  return {uniform_other_node(source, nodes_, random), regular_class};
}

std::string HotspotTraffic::class_name(int message_class) const {
  return message_class == hot_class ? "hot-spot" : "regular";
}

}  // namespace kncube::traffic
