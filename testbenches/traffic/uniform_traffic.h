#pragma once
// Uniform traffic: every other node equally likely (spec 01 §3.5, assumption (c)).

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
  explicit UniformTraffic(rtl::NodeId nodes) : nodes_(nodes) {}
  rtl::Destination destination(rtl::NodeId source, rtl::Random& random) const override {
    return {uniform_other_node(source, nodes_, random), 0};
  }

 private:
  rtl::NodeId nodes_;
};

}  // namespace kncube::traffic
