#pragma once
// Uniform traffic: every other node equally likely (spec 01 §3.5, assumption (c)); with
// self-traffic (BookSim's uniform), every node equally likely, the source included.

#include "rtl_models/traffic_source.h"

namespace kncube::traffic {

// A node drawn uniformly from the `nodes` - 1 nodes other than `source`: the uniform destination
// of spec 02 §2.1, shared by every pattern whose messages fall back to uniform (rule S).
inline rtl::NodeId uniform_other_node(rtl::NodeId source, rtl::NodeId nodes, rtl::Random& random) {
  // Draw from the N-1 others: skip over the source.
  auto node = static_cast<rtl::NodeId>(random.below(static_cast<std::uint32_t>(nodes - 1)));
  if (node >= source) ++node;
  return node;
}

class UniformTraffic final : public rtl::TrafficPattern {
 public:
  // `include_source`: draw from all `nodes` nodes (BookSim's uniform), so 1/N of a node's
  // messages are addressed to itself and cross only its own router.
  explicit UniformTraffic(rtl::NodeId nodes, bool include_source = false) : nodes_(nodes), include_source_(include_source) {}
  rtl::Destination destination(rtl::NodeId source, rtl::Random& random) const override {
    if (include_source_) return {static_cast<rtl::NodeId>(random.below(static_cast<std::uint32_t>(nodes_))), 0};
    return {uniform_other_node(source, nodes_, random), 0};
  }

 private:
  rtl::NodeId nodes_;
  bool include_source_;
};

}  // namespace kncube::traffic
