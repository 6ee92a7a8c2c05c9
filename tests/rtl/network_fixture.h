#pragma once
// Helpers for tests that simulate small networks.

#include <cstdint>
#include <limits>
#include <map>
#include <memory>
#include <systemc>
#include <vector>

#include "rtl_models/network.h"
#include "testbenches/testbench/simulation/systemc_kernel.h"

namespace kncube::test {

// Exactly one message, from `source` at cycle `at`; every other node stays silent.
class OneArrival final : public rtl::ArrivalProcess {
 public:
  OneArrival(rtl::NodeId source, double at) : source_(source), at_(at) {}
  double first_arrival(rtl::NodeId node, rtl::Random&) const override {
    return node == source_ ? at_ : std::numeric_limits<double>::infinity();
  }
  double gap(rtl::NodeId, rtl::Random&) const override { return std::numeric_limits<double>::infinity(); }

 private:
  rtl::NodeId source_;
  double at_;
};

class FixedDestination final : public rtl::TrafficPattern {
 public:
  explicit FixedDestination(rtl::NodeId destination) : destination_(destination) {}
  rtl::Destination destination(rtl::NodeId, rtl::Random&) const override { return {destination_, 0}; }

 private:
  rtl::NodeId destination_;
};

// Records every delivered message.
struct RecordingObserver final : rtl::MessageObserver {
  std::int64_t generated = 0;
  std::vector<rtl::DeliveredMessage> delivered;
  void on_generated(const rtl::GeneratedMessage&) override { ++generated; }
  void on_delivered(const rtl::DeliveredMessage& m) override { delivered.push_back(m); }
};

// A network with its clock in a fresh SystemC context.
struct SimulatedNetwork {
  sc_core::sc_clock clock;
  rtl::Network network;
  SimulatedNetwork(const rtl::NetworkConfig& config, const rtl::ArrivalProcess& arrivals, const rtl::TrafficPattern& traffic,
                   rtl::MessageObserver& observer)
      : clock((simulation::start_fresh_systemc_context(), "clock"), 1, sc_core::SC_NS),
        network("network", config, arrivals, traffic, observer) {
    network.clock(clock);
  }
  void run(std::int64_t cycles) { sc_core::sc_start(sc_core::sc_time(static_cast<double>(cycles), sc_core::SC_NS)); }
};

}  // namespace kncube::test
