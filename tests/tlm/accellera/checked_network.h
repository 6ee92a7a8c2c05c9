#pragma once
// What each Accellera example's top module of ours puts in place of the example's SimpleBus: the
// bridge on a 4x4 torus, over the cycle-level network or the contention model, with a protocol
// checker on every socket on both sides, and the run that decides whether the example passed.
//
// The map mirrors SimpleBus's decoding: address bits 28 and up pick target 0, 1, 2, which see the
// remaining bits as their address. Initiators sit at nodes 0 and 5, targets at 10, 15 and 12, so
// every transaction crosses the network.

#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <systemc>
#include <tlm>
#include <vector>

#include "tlm/bridge/network_bridge.h"
#include "tlm/protocol/protocol_checker.h"

namespace kncube::accellera {

// The network model an example runs on, from its command line: nothing or `--model cycle-level`
// (the cycle-level bridge), `--model contention` (the contention model). Anything else: one line
// naming the argument and what is allowed, exit 2.
tlm2::NetworkModel model_from_arguments(int argc, char* argv[]);

// An example's command line when it also takes `--accept-delay <ns>`: its targets' accept delay in
// place of the example's own (unset: the example's), so a test can drive a target into a corner
// the example's parameters never reach (0: TLM_UPDATED with END_REQ and no delay).
struct ExampleArguments {
  tlm2::NetworkModel model = tlm2::NetworkModel::cycle_level;
  std::optional<sc_core::sc_time> accept_delay;
};
ExampleArguments example_arguments(int argc, char* argv[], bool takes_accept_delay);

inline tlm2::TransportConfig example_transport(tlm2::NetworkModel model) {
  tlm2::TransportConfig config;
  config.model = model;
  config.network.spec.topology = Topology::torus;
  config.network.spec.k = 4;
  config.network.spec.n = 2;
  config.network.spec.directions = Directions::bi;
  config.network.spec.vcs = 2;
  config.network.spec.routing = Routing::dor;
  config.network.spec.message_length = 8;
  config.flit_bytes = 4;
  config.clock_period = sc_core::sc_time(1.0, sc_core::SC_NS);
  return config;
}

inline tlm2::PlatformMap example_map(int initiators, const std::vector<tlm2::TargetInterface>& targets) {
  const int initiator_nodes[] = {0, 5};
  const int target_nodes[] = {10, 15, 12};
  tlm2::PlatformMap map;
  for (int i = 0; i < initiators; ++i) map.initiators.push_back({"initiator" + std::to_string(i), initiator_nodes[i], 8});
  for (std::size_t t = 0; t < targets.size(); ++t) {
    map.targets.push_back({"target" + std::to_string(t), target_nodes[t], targets[t], 4});
    map.ranges.push_back({t << 28, ((t + 1) << 28) - 1, static_cast<int>(t), 0});
  }
  return map;
}

class CheckedNetwork : public sc_core::sc_module {
 public:
  CheckedNetwork(sc_core::sc_module_name name, int initiators, const std::vector<tlm2::TargetInterface>& targets,
                 tlm2::NetworkModel model)
      : sc_core::sc_module(name), bridge("bridge", example_transport(model), example_map(initiators, targets)), model_(model) {
    for (int i = 0; i < initiators; ++i) {
      from_initiators_.push_back(std::make_unique<tlm2::ProtocolChecker<>>(("initiator_side" + std::to_string(i)).c_str()));
      from_initiators_.back()->initiator.bind(bridge.target_socket(i));
    }
    for (std::size_t t = 0; t < targets.size(); ++t) {
      to_targets_.push_back(std::make_unique<tlm2::ProtocolChecker<>>(("target_side" + std::to_string(t)).c_str()));
      bridge.initiator_socket(static_cast<int>(t)).bind(to_targets_.back()->target);
    }
  }

  tlm::tlm_target_socket<>& target_socket(int initiator) { return from_initiators_.at(static_cast<std::size_t>(initiator))->target; }
  tlm::tlm_initiator_socket<>& initiator_socket(int target) { return to_targets_.at(static_cast<std::size_t>(target))->initiator; }

  // Runs the example to its end: sc_start() without a time limit must return. Passes (returns 0)
  // when every traffic generator reported completion (their own checks of the read data end the
  // simulation with a fatal report otherwise), no checker saw a violation or an unfinished
  // transaction, and nothing is left in the network.
  int run(const std::string& example, int generators);

  tlm2::NetworkBridge<32> bridge;

 private:
  std::vector<std::unique_ptr<tlm2::ProtocolChecker<>>> from_initiators_;
  std::vector<std::unique_ptr<tlm2::ProtocolChecker<>>> to_targets_;
  tlm2::NetworkModel model_;
};

}  // namespace kncube::accellera
