#pragma once
// Circuit-switched hypercubes run past saturation (every source backlogged): they must keep
// delivering (no deadlock: probes never wait holding VCs), every VC must be held by exactly the
// circuits that reserved it (none leaked, none lost), and once generation stops every generated
// message must be delivered exactly once. Shared by the short soak (default suite) and the long
// one (label soak).

#include <gtest/gtest.h>

#include <cstdint>
#include <set>
#include <string>

#include "circuit_fixture.h"
#include "testbenches/testbench/traffic/arrival_processes.h"
#include "testbenches/testbench/traffic/uniform_traffic.h"

namespace kncube::test {

struct CircuitSoakCase {
  int n;
  int vcs;
  int message_length;
  double rate;  // messages/node/cycle, well past saturation
};

// VCs the circuits in service hold by their own account: every hop of a circuit in set-up, and
// the hops of a transferring circuit whose tail has not left their buffer.
inline std::int64_t vcs_held_by_circuits(const rtl::CircuitNetwork& network, int message_length) {
  std::int64_t held = 0;
  for (int slot = 0; slot < network.node_count() * network.vcs(); ++slot) {
    const rtl::Circuit& c = network.circuit(slot);
    if (c.phase == rtl::CircuitPhase::idle) continue;
    for (const rtl::CircuitHop& hop : c.path) held += hop.sent < message_length ? 1 : 0;
  }
  return held;
}

inline void circuit_soak(const CircuitSoakCase& p, int windows, std::int64_t window_cycles) {
  rtl::NetworkConfig config = circuit_cube(p.n, p.vcs, p.message_length);
  config.seed = 7;
  traffic::PoissonArrivals arrivals(p.rate);
  traffic::UniformTraffic pattern(rtl::NodeId{1} << p.n);
  RecordingObserver observer;
  sc_core::sc_clock clock((simulation::start_fresh_systemc_context(), "clock"), 1, sc_core::SC_NS);
  rtl::CircuitNetwork network("network", config, arrivals, pattern, observer);
  network.clock(clock);
  std::size_t delivered = 0;
  for (int w = 0; w < windows; ++w) {
    sc_core::sc_start(sc_core::sc_time(static_cast<double>(window_cycles), sc_core::SC_NS));
    SCOPED_TRACE("window " + std::to_string(w));
    EXPECT_GT(observer.delivered.size(), delivered) << "no message delivered in a window: deadlock or livelock";
    delivered = observer.delivered.size();
    EXPECT_GT(network.source_backlog(), 0) << "the rate must saturate the network";
    EXPECT_EQ(network.vc_table().total_busy(), vcs_held_by_circuits(network, p.message_length));
    EXPECT_EQ(observer.generated, network.messages_delivered() + network.source_backlog() + network.circuits_in_service());
  }
  network.set_generating(false);
  for (int guard = 0; guard < 1000 && network.messages_delivered() < observer.generated; ++guard)
    sc_core::sc_start(sc_core::sc_time(static_cast<double>(window_cycles), sc_core::SC_NS));
  EXPECT_EQ(network.messages_delivered(), observer.generated) << "a circuit was lost";
  EXPECT_EQ(network.vc_table().total_busy(), 0);
  std::set<std::uint64_t> ids;
  for (const auto& m : observer.delivered) {
    ids.insert(m.id);
    EXPECT_EQ(m.hops, hamming(m.source, m.destination));
  }
  EXPECT_EQ(static_cast<std::int64_t>(ids.size()), observer.generated) << "each message delivered once";
  const rtl::CircuitCounters& counters = network.counters();
  std::int64_t failures = 0;
  for (const std::int64_t f : counters.failures) failures += f;
  EXPECT_GT(failures, 0) << "saturation must block probes";
  EXPECT_EQ(counters.attempts, counters.setups + failures);
}

}  // namespace kncube::test
