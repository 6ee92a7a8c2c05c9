#pragma once
// The bridge from a TLM-2.0 virtual platform to the cycle-level network: one target socket per
// initiator attachment of the PlatformMap (at that initiator's node) and one initiator socket per
// target attachment, all of width BusWidth bits (32, 64, 128, ... as the platform's sockets).
//
//   kncube::tlm2::NetworkBridge<64> bridge("bridge", config, map);
//   cpu.socket.bind(bridge.target_socket(0));     // map.initiators[0]
//   bridge.initiator_socket(0).bind(ram.socket);  // map.targets[0]
//
// What each socket supports: initiator_port.h (b_transport, AT base protocol with END_REQ
// backpressure, transport_dbg, DMI refused) and target_port.h (blocking or non-blocking targets).
// How transactions become messages: protocol/message_format.h; the two networks and their clock:
// transaction_network.h. Observers see every message of the request / response network.

#include <memory>
#include <string>
#include <systemc>
#include <tlm>
#include <vector>

#include "tlm/bridge/bridge_core.h"

namespace kncube::tlm2 {

template <unsigned int BusWidth = 32>
class NetworkBridge : public BridgeCore {
 public:
  using TargetSocket = tlm::tlm_target_socket<BusWidth>;
  using InitiatorSocket = tlm::tlm_initiator_socket<BusWidth>;

  NetworkBridge(sc_core::sc_module_name name, const TransportConfig& config, const PlatformMap& map,
                std::vector<rtl::MessageObserver*> request_observers = {},
                std::vector<rtl::MessageObserver*> response_observers = {})
      : BridgeCore(name, config, map, std::move(request_observers), std::move(response_observers)) {
    std::vector<InitiatorPort*> initiators;
    for (std::size_t i = 0; i < this->map().initiators.size(); ++i) {
      const InitiatorAttachment& attachment = this->map().initiators[i];
      initiators_.push_back(std::make_unique<FacingInitiator>(("from_initiator" + std::to_string(i)).c_str(),
                                                              static_cast<int>(i), attachment, *this));
      initiators.push_back(initiators_.back().get());
    }
    std::vector<TargetPort*> targets;
    for (std::size_t t = 0; t < this->map().targets.size(); ++t) {
      const TargetAttachment& attachment = this->map().targets[t];
      targets_.push_back(std::make_unique<FacingTarget>(("to_target" + std::to_string(t)).c_str(),
                                                        static_cast<int>(t), attachment, *this));
      targets.push_back(targets_.back().get());
    }
    attach_ports(std::move(initiators), std::move(targets));
  }

  // The socket initiator `index` of the map binds to / the socket that binds to target `index`.
  TargetSocket& target_socket(int index) { return initiators_.at(static_cast<std::size_t>(index))->socket; }
  InitiatorSocket& initiator_socket(int index) { return targets_.at(static_cast<std::size_t>(index))->socket; }

 private:
  class FacingInitiator final : public InitiatorPort {
   public:
    TargetSocket socket;
    FacingInitiator(sc_core::sc_module_name name, int index, const InitiatorAttachment& attachment, BridgeCore& core)
        : InitiatorPort(name, index, attachment, core), socket("socket") {
      socket.bind(*this);
    }

   private:
    tlm::tlm_bw_transport_if<>& upstream() override { return *socket.operator->(); }
  };

  class FacingTarget final : public TargetPort {
   public:
    InitiatorSocket socket;
    FacingTarget(sc_core::sc_module_name name, int index, const TargetAttachment& attachment, BridgeCore& core)
        : TargetPort(name, index, attachment, core), socket("socket") {
      socket.bind(*this);
    }

   private:
    tlm::tlm_fw_transport_if<>& downstream() override { return *socket.operator->(); }
  };

  std::vector<std::unique_ptr<FacingInitiator>> initiators_;
  std::vector<std::unique_ptr<FacingTarget>> targets_;
};

}  // namespace kncube::tlm2
