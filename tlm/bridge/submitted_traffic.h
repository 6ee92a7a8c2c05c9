#pragma once
// The traffic policies of a network whose every message is submitted from outside (by the
// bridge's target sockets): no node ever generates a message of its own, so the destination
// pattern is never consulted.

#include <limits>
#include <stdexcept>

#include "rtl_models/traffic_source.h"

namespace kncube::tlm2 {

class NoArrivals final : public rtl::ArrivalProcess {
 public:
  double first_arrival(rtl::NodeId, rtl::Random&) const override { return std::numeric_limits<double>::infinity(); }
  double gap(rtl::NodeId, rtl::Random&) const override { return std::numeric_limits<double>::infinity(); }
};

class NoDestinations final : public rtl::TrafficPattern {
 public:
  rtl::Destination destination(rtl::NodeId, rtl::Random&) const override {
    throw std::logic_error("a bridged network generates no messages of its own");
  }
};

}  // namespace kncube::tlm2
