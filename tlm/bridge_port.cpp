#include "tlm/bridge_port.h"

#include <utility>

namespace kncube::tlm2 {

BridgePort::BridgePort(sc_core::sc_module_name name, rtl::NodeId node, rtl::NetworkInterface& interface,
                       DeliveryTracker& tracker, const WriteRules& rules)
    : sc_core::sc_module(name),
      target("target"),
      initiator("initiator"),
      node_(node),
      interface_(interface),
      tracker_(tracker),
      rules_(rules) {
  target.register_b_transport(this, &BridgePort::b_transport);
  SC_THREAD(deliver_to_pe);
}

BridgePort::~BridgePort() { pe_payload_.clear_extension(&pe_receipt_); }

void BridgePort::b_transport(tlm::tlm_generic_payload& payload, sc_core::sc_time& delay) {
  const tlm::tlm_response_status status = check_write(payload, node_, rules_);
  if (status != tlm::TLM_OK_RESPONSE) {
    payload.set_response_status(status);
    ++refused_;
    return;
  }
  if (delay > sc_core::SC_ZERO_TIME) wait(delay);
  delay = sc_core::SC_ZERO_TIME;

  const std::uint64_t address = payload.get_address();
  const unsigned char* data = payload.get_data_ptr();
  OutgoingMessage message;
  message.offset = AddressMap::offset(address);
  message.data.assign(data, data + payload.get_data_length());
  // The interface takes submitted messages at its next step: stamping them with the first cycle
  // the node has not evaluated makes a message written before an edge leave in that edge's cycle.
  const std::uint64_t id = interface_.submit(rules_.map.destination(address), 0, last_cycle_ + 1);
  tracker_.expect(id, std::move(message));
  ++sent_;

  std::optional<rtl::DeliveredMessage> delivered;
  while (!(delivered = tracker_.collect(id))) wait(sent_delivered_);
  if (auto* receipt = payload.get_extension<NetworkReceipt>()) receipt->record = record_of(*delivered);
  payload.set_response_status(tlm::TLM_OK_RESPONSE);
}

void BridgePort::receive(const rtl::DeliveredMessage& message, std::uint32_t offset, std::vector<unsigned char> data) {
  if (initiator.size() == 0) {
    ++unclaimed_;
    return;
  }
  inbox_.push_back(Arrival{record_of(message), offset, std::move(data)});
  arrived_.notify(sc_core::SC_ZERO_TIME);
}

void BridgePort::deliver_to_pe() {
  for (;;) {
    while (inbox_.empty()) wait(arrived_);
    Arrival arrival = std::move(inbox_.front());
    inbox_.pop_front();
    write_to_pe(arrival);
  }
}

void BridgePort::write_to_pe(Arrival& arrival) {
  pe_payload_.set_command(tlm::TLM_WRITE_COMMAND);
  pe_payload_.set_address(arrival.offset);
  pe_payload_.set_data_ptr(arrival.data.data());
  pe_payload_.set_data_length(static_cast<unsigned int>(arrival.data.size()));
  pe_payload_.set_streaming_width(static_cast<unsigned int>(arrival.data.size()));
  pe_payload_.set_byte_enable_ptr(nullptr);
  pe_payload_.set_byte_enable_length(0);
  pe_payload_.set_dmi_allowed(false);
  pe_payload_.set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
  pe_receipt_.record = arrival.record;
  sc_core::sc_time delay = sc_core::SC_ZERO_TIME;
  {
    const ScopedExtension<NetworkReceipt> attached(pe_payload_, pe_receipt_);
    initiator->b_transport(pe_payload_, delay);
  }
  if (pe_payload_.is_response_error())
    ++pe_errors_;
  else
    ++delivered_to_pe_;
  if (delay > sc_core::SC_ZERO_TIME) wait(delay);
}

}  // namespace kncube::tlm2
