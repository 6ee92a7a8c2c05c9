#include "tlm/network_bridge.h"

#include <string>

namespace kncube::tlm2 {
namespace {

const TransportConfig& validated(const TransportConfig& config) {
  validate(config);
  return config;
}

}  // namespace

NetworkBridge::NetworkBridge(sc_core::sc_module_name name, const TransportConfig& config,
                             std::vector<rtl::MessageObserver*> observers)
    : sc_core::sc_module(name),
      config_(validated(config)),
      tracker_(std::move(observers)),
      clock_("clock", config_.clock_period),
      network_("network", config_.network, arrivals_, destinations_, tracker_) {
  network_.clock(clock_);
  const WriteRules rules{AddressMap(network_.node_count()), config_.message_bytes()};
  std::vector<BridgePort*> ports;
  for (rtl::NodeId node = 0; node < network_.node_count(); ++node) {
    ports_.push_back(std::make_unique<BridgePort>(("port" + std::to_string(node)).c_str(), node,
                                                  network_.interface(node), tracker_, rules));
    network_.node(node).add_cycle_observer(ports_.back().get());
    ports.push_back(ports_.back().get());
  }
  tracker_.attach_ports(std::move(ports));
}

}  // namespace kncube::tlm2
