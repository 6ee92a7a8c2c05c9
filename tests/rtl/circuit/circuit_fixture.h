#pragma once
// Helpers for tests of circuit-switched hypercubes: a configuration, and a network that only
// carries the messages a test submits, in a fresh SystemC context.

#include <limits>
#include <systemc>

#include "rtl/network_fixture.h"
#include "rtl_models/circuit/circuit_network.h"
#include "testbenches/testbench/simulation/systemc_kernel.h"

namespace kncube::test {

inline rtl::NetworkConfig circuit_cube(int n, int vcs, int message_length) {
  rtl::NetworkConfig config;
  config.spec.topology = Topology::hypercube;
  config.spec.k = 2;
  config.spec.n = n;
  config.spec.vcs = vcs;
  config.spec.routing = Routing::dor;  // unused by circuits; dor allows V = 1
  config.spec.message_length = message_length;
  config.spec.switching = Switching::circuit;
  config.router.buffer_depth = 2;
  rtl::validate(config);
  return config;
}

class NoArrivals final : public rtl::ArrivalProcess {
 public:
  double first_arrival(rtl::NodeId, rtl::Random&) const override { return std::numeric_limits<double>::infinity(); }
  double gap(rtl::NodeId, rtl::Random&) const override { return std::numeric_limits<double>::infinity(); }
};

// A circuit network that carries only submitted messages.
struct ScriptedCircuitNetwork {
  NoArrivals arrivals;
  FixedDestination unused{0};
  RecordingObserver observer;
  sc_core::sc_clock clock;
  rtl::CircuitNetwork network;
  explicit ScriptedCircuitNetwork(const rtl::NetworkConfig& config)
      : clock((simulation::start_fresh_systemc_context(), "clock"), 1, sc_core::SC_NS),
        network("network", config, arrivals, unused, observer) {
    network.clock(clock);
  }
  void run(std::int64_t cycles) { sc_core::sc_start(sc_core::sc_time(static_cast<double>(cycles), sc_core::SC_NS)); }
};

inline int hamming(rtl::NodeId a, rtl::NodeId b) { return __builtin_popcount(static_cast<unsigned>(a ^ b)); }

}  // namespace kncube::test
