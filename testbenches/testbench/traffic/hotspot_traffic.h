#pragma once
// Hot-spot traffic after Pfister and Norton (spec 02 §2.2): a message goes to the hot node H with
// probability h, otherwise uniformly to one of the N-1 other nodes, H included. At H a
// hot-spot draw would address the source itself, so by rule S (§2.1, A-1) it becomes a regular
// message: H generates only regular messages, at the full rate.

#include "rtl_models/traffic_source.h"

namespace kncube::traffic {

class HotspotTraffic final : public rtl::TrafficPattern {
 public:
  // The class numbers a message carries; the names match the hot-spot models' class predictions.
  static constexpr std::uint8_t regular_class = 0;
  static constexpr std::uint8_t hot_class = 1;

  // Throws std::invalid_argument unless nodes >= 2, 0 <= hot_node < nodes and 0 <= fraction < 1.
  HotspotTraffic(rtl::NodeId nodes, rtl::NodeId hot_node, double fraction);

  rtl::Destination destination(rtl::NodeId source, rtl::Random& random) const override;
  int class_count() const override { return 2; }
  std::string class_name(int message_class) const override;

  rtl::NodeId hot_node() const { return hot_node_; }

 private:
  rtl::NodeId nodes_;
  rtl::NodeId hot_node_;
  double fraction_;
};

}  // namespace kncube::traffic
