#include "tlm/contention/annotated_transport.h"

#include <algorithm>

#include "tlm/protocol/network_receipt.h"

namespace kncube::tlm2 {
namespace {

// Times every message of one direction from cycle `generated`; returns the last tail's delivery.
rtl::Cycle send_all(ContentionNetwork& network, Plane plane, rtl::NodeId from, rtl::NodeId to,
                    const MessageSplit& messages, rtl::Cycle generated, MessageRecord& record) {
  rtl::Cycle last = generated;
  record = MessageRecord{};
  record.source = from;
  record.destination = to;
  record.generated = generated;
  for (int i = 0; i < messages.count; ++i) {
    const int flits = messages.flits(i);
    const MessageTiming timing = network.reserve(plane, from, to, flits, generated);
    last = std::max(last, timing.delivered);
    record.hops = timing.hops;
    ++record.messages;
    record.flits += flits;
  }
  record.delivered = last;
  record.latency = static_cast<double>(last - generated);
  return last;
}

}  // namespace

bool annotated_transport(ContentionNetwork& network, const MessageFormat& format, Transfer& transfer,
                         tlm::tlm_fw_transport_if<>& target, AnnotatedTarget& target_state, bool posted,
                         sc_core::sc_time& delay) {
  tlm::tlm_generic_payload& payload = *transfer.payload;
  const rtl::Cycle sent = network.cycle_at(sc_core::sc_time_stamp() + delay);
  const rtl::Cycle arrived = send_all(network, Plane::request, transfer.source, transfer.destination,
                                      format.messages(MessageFormat::request_bytes(payload)), sent,
                                      transfer.receipt.request);
  payload.set_address(transfer.target_address);
  const sc_core::sc_time done = target_state.serve(target, payload, network.time_of(arrived));
  payload.set_address(transfer.address);
  payload.set_dmi_allowed(false);  // DMI is refused: all traffic crosses the network
  bool lost_error = false;
  rtl::Cycle answered = arrived;
  if (posted) {  // answered at the request's arrival; the target's status is nobody's
    lost_error = payload.get_response_status() != tlm::TLM_OK_RESPONSE;
    payload.set_response_status(tlm::TLM_OK_RESPONSE);
    transfer.receipt.response = MessageRecord{};
  } else {
    answered = send_all(network, Plane::response, transfer.destination, transfer.source,
                        format.messages(MessageFormat::response_bytes(payload)), network.cycle_at(done),
                        transfer.receipt.response);
  }
  if (auto* receipt = payload.get_extension<NetworkReceipt>()) {
    receipt->request = transfer.receipt.request;
    receipt->response = transfer.receipt.response;
  }
  delay = network.time_of(answered) - sc_core::sc_time_stamp();
  return lost_error;
}

}  // namespace kncube::tlm2
