#pragma once
// What the ports of the cycle-level bridge share: the platform map and its decoder, the message
// format, the two networks (TransactionNetwork) and the routing of delivered messages to the ports.
// NetworkBridge (network_bridge.h) adds the sockets, whose bus width is a template parameter.

#include <deque>
#include <memory>
#include <systemc>
#include <vector>

#include "rtl_models/message_observer.h"
#include "tlm/bridge/initiator_port.h"
#include "tlm/bridge/target_port.h"
#include "tlm/bridge/transaction_network.h"
#include "tlm/contention/annotated_transport.h"
#include "tlm/contention/contention_network.h"
#include "tlm/platform/platform_map.h"
#include "tlm/platform/transport_config.h"
#include "tlm/protocol/message_format.h"

namespace kncube::tlm2 {

class BridgeCore : public sc_core::sc_module, private DeliveryListener {
 public:
  // Throws kncube::ConfigError when `config` or `map` cannot be used.
  BridgeCore(sc_core::sc_module_name name, const TransportConfig& config, const PlatformMap& map,
             std::vector<rtl::MessageObserver*> request_observers,
             std::vector<rtl::MessageObserver*> response_observers);

  const TransportConfig& config() const { return config_; }
  const PlatformMap& map() const { return map_; }
  const AddressDecoder& decoder() const { return decoder_; }
  const MessageFormat& format() const { return format_; }
  // The model carrying the messages (TransportConfig::model), and whichever of the two it is (the
  // other is nullptr).
  MessageNetwork& network() { return *network_; }
  TransactionNetwork* cycle_level_network() { return cycle_level_; }
  ContentionNetwork* contention_network() { return contention_; }
  InitiatorPort& initiator_port(int index) { return *initiators_.at(static_cast<std::size_t>(index)); }
  TargetPort& target_port(int index) { return *targets_.at(static_cast<std::size_t>(index)); }

  // An admitted transfer's request messages / an answered transfer's response messages.
  void send_request(Transfer& transfer);
  void send_response(Transfer& transfer);
  // Whether b_transport to `target` takes the annotated (loosely-timed, no wait) path: the
  // contention model and a blocking target (contention/annotated_transport.h).
  bool annotates(int target) const;
  void transport_annotated(Transfer& transfer, sc_core::sc_time& delay);
  // The schedule of services of a target that annotates(), for its timed requests as well.
  AnnotatedTarget& annotated_target(int target) { return annotated_targets_.at(static_cast<std::size_t>(target)); }
  // Initiator `initiator` has a request waiting for a slot at a target.
  void wait_for_target_slot(int initiator);
  // A target slot became free: the initiators waiting for one may admit requests, in the order they
  // began to wait.
  void target_slot_released();
  // Target `target` invalidated DMI for its addresses start..end.
  void invalidate_dmi(int target, std::uint64_t start, std::uint64_t end);

 protected:
  // Called once by the derived class after it built the ports, in map order.
  void attach_ports(std::vector<InitiatorPort*> initiators, std::vector<TargetPort*> targets);

 private:
  void message_delivered(Plane plane, Transfer& transfer, const rtl::DeliveredMessage& message) override;

  TransportConfig config_;
  PlatformMap map_;
  AddressDecoder decoder_;
  MessageFormat format_;
  std::unique_ptr<MessageNetwork> network_;
  TransactionNetwork* cycle_level_ = nullptr;
  ContentionNetwork* contention_ = nullptr;
  std::vector<InitiatorPort*> initiators_;
  std::vector<TargetPort*> targets_;
  std::vector<char> waits_for_slot_;  // per initiator: listed in slot_waiters_
  std::deque<int> slot_waiters_;      // initiators waiting for a target slot, oldest first
  std::vector<int> asking_;           // target_slot_released's: the waiters it asks
  std::vector<char> admitted_;        // target_slot_released's: per initiator, admitted a request
  std::vector<AnnotatedTarget> annotated_targets_;
};

}  // namespace kncube::tlm2
