#pragma once
// Uniform traffic: every other node equally likely (spec 01 §3.5, assumption (c)).

#include "rtl_models/traffic_source.h"

namespace kncube::traffic {

class UniformTraffic final : public rtl::TrafficPattern {
 public:
  explicit UniformTraffic(rtl::NodeId nodes) : nodes_(nodes) {}
  rtl::Destination destination(rtl::NodeId source, rtl::Random& random) const override {
    // Draw from the N-1 others: skip over the source.
    auto node = static_cast<rtl::NodeId>(random.below(static_cast<std::uint32_t>(nodes_ - 1)));
    if (node >= source) ++node;
    return {node, 0};
  }

 private:
  rtl::NodeId nodes_;
};

}  // namespace kncube::traffic
