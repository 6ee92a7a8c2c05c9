#include "tlm/loosely_timed_network.h"

#include <string>

#include "tlm/network_receipt.h"

namespace kncube::tlm2 {

LooselyTimedNetwork::LooselyTimedNetwork(sc_core::sc_module_name name, const LtNetworkConfig& config)
    : sc_core::sc_module(name),
      latency_(config),
      clock_period_(config.transport.clock_period),
      rules_{AddressMap(latency_.node_count()), config.transport.message_bytes()} {
  for (rtl::NodeId node = 0; node < latency_.node_count(); ++node) {
    const std::string suffix = std::to_string(node);
    targets_.push_back(std::make_unique<TargetSocket>(("target" + suffix).c_str()));
    targets_.back()->register_b_transport(this, &LooselyTimedNetwork::b_transport, node);
    initiators_.push_back(std::make_unique<InitiatorSocket>(("initiator" + suffix).c_str()));
  }
}

void LooselyTimedNetwork::b_transport(int source, tlm::tlm_generic_payload& payload, sc_core::sc_time& delay) {
  const tlm::tlm_response_status status = check_write(payload, source, rules_);
  if (status != tlm::TLM_OK_RESPONSE) {
    payload.set_response_status(status);
    return;
  }
  const std::uint64_t address = payload.get_address();
  const rtl::NodeId destination = rules_.map.destination(address);
  MessageRecord record;
  record.source = source;
  record.destination = destination;
  record.hops = latency_.hops(source, destination);
  record.latency = latency_.latency(source, destination);
  delay += clock_period_ * record.latency;
  ++messages_;

  NetworkReceipt* receipt = payload.get_extension<NetworkReceipt>();
  if (receipt != nullptr) receipt->record = record;
  InitiatorSocket& out = initiator(destination);
  payload.set_response_status(tlm::TLM_OK_RESPONSE);
  if (out.size() == 0) return;

  payload.set_address(AddressMap::offset(address));
  payload.set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
  if (receipt != nullptr) {
    out->b_transport(payload, delay);
  } else {
    NetworkReceipt ours;
    ours.record = record;
    const ScopedExtension<NetworkReceipt> attached(payload, ours);
    out->b_transport(payload, delay);
  }
  payload.set_address(address);
}

}  // namespace kncube::tlm2
