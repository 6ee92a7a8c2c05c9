#pragma once
// The bridge from TLM-2.0 to the cycle-level network: a NetworkBridge owns a network built from
// the configuration, its clock, and one BridgePort per node (a target socket for the node's
// initiators, an optional initiator socket to the node's PE target; see bridge_port.h).
//
//   kncube::tlm2::TransportConfig config;            // network, flit_bytes, clock_period
//   kncube::tlm2::NetworkBridge bridge("bridge", config, {&statistics});
//   cpu0.socket.bind(bridge.target(0));              // writes to address (node << 32 | offset)
//   bridge.initiator(5).bind(memory5.socket);        // node 5's PE receives its messages
//
// The network's clock edges are at c * clock_period for cycle c = 0, 1, ... Nodes generate no
// traffic of their own: every message is a write. The observers given are called for every
// message event alongside the bridge (statistics, reference monitors).

#include <memory>
#include <systemc>
#include <vector>

#include "rtl_models/message_observer.h"
#include "rtl_models/network.h"
#include "tlm/address_map.h"
#include "tlm/bridge_port.h"
#include "tlm/delivery_tracker.h"
#include "tlm/submitted_traffic.h"
#include "tlm/transport_config.h"

namespace kncube::tlm2 {

class NetworkBridge : public sc_core::sc_module {
 public:
  // Throws kncube::ConfigError when `config` cannot be used. The observers must outlive the bridge.
  NetworkBridge(sc_core::sc_module_name name, const TransportConfig& config,
                std::vector<rtl::MessageObserver*> observers = {});

  rtl::NodeId node_count() const { return network_.node_count(); }
  BridgePort& port(rtl::NodeId node) { return *ports_.at(static_cast<std::size_t>(node)); }
  BridgePort::TargetSocket& target(rtl::NodeId node) { return port(node).target; }
  BridgePort::InitiatorSocket& initiator(rtl::NodeId node) { return port(node).initiator; }

  const TransportConfig& config() const { return config_; }
  AddressMap address_map() const { return AddressMap(network_.node_count()); }
  rtl::Network& network() { return network_; }
  // Writes accepted and not yet returned to their initiators.
  std::size_t messages_in_flight() const { return tracker_.outstanding(); }

 private:
  TransportConfig config_;
  NoArrivals arrivals_;
  NoDestinations destinations_;
  DeliveryTracker tracker_;
  sc_core::sc_clock clock_;
  rtl::Network network_;
  std::vector<std::unique_ptr<BridgePort>> ports_;
};

}  // namespace kncube::tlm2
