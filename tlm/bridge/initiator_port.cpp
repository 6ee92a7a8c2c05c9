#include "tlm/bridge/initiator_port.h"

#include "tlm/bridge/bridge_core.h"
#include "tlm/protocol/payload_check.h"

namespace kncube::tlm2 {

InitiatorPort::InitiatorPort(sc_core::sc_module_name name, int index, const InitiatorAttachment& attachment,
                             BridgeCore& core)
    : sc_core::sc_module(name), index_(index), attachment_(attachment), core_(core), peq_(this, &InitiatorPort::on_phase) {
  SC_METHOD(send_responses);
  sensitive << respond_;
  dont_initialize();
}

void InitiatorPort::describe(Transfer& transfer, tlm::tlm_generic_payload& payload, const AddressRange& range,
                             bool blocking) const {
  transfer.payload = &payload;
  transfer.at_target = &payload;
  transfer.initiator = index_;
  transfer.target = range.target;
  transfer.source = attachment_.node;
  transfer.destination = core_.map().targets[static_cast<std::size_t>(range.target)].node;
  transfer.address = payload.get_address();
  transfer.target_address = AddressDecoder::to_target(range, payload.get_address());
  transfer.blocking = blocking;
}

Transfer& InitiatorPort::take_transfer() {
  if (free_.empty()) {
    pool_.push_back(std::make_unique<Transfer>());
    return *pool_.back();
  }
  Transfer* transfer = free_.back();
  free_.pop_back();
  return *transfer;
}

Transfer& InitiatorPort::start(tlm::tlm_generic_payload& payload, const AddressRange& range, bool blocking,
                               bool end_req_on_return) {
  Transfer& started = take_transfer();
  started.reset();
  describe(started, payload, range, blocking);
  if (core_.config().posted_writes && payload.is_write()) {
    started.posted = true;
    started.at_target = &started.copy.take(payload);  // the initiator may reuse its own once answered
  } else if (!payload.has_mm() &&
             core_.map().targets[static_cast<std::size_t>(started.target)].interface == TargetInterface::non_blocking) {
    started.at_target = &started.copy.view(payload);  // nb_transport needs a memory manager (IEEE 1666 14.5)
  }
  started.queued = sc_core::sc_time_stamp();
  waiting_.push_back(&started);
  accepting_ = end_req_on_return ? &started : nullptr;
  accepted_inline_ = false;
  try_admit();
  accepting_ = nullptr;
  return started;
}

void InitiatorPort::b_transport(tlm::tlm_generic_payload& payload, sc_core::sc_time& delay) {
  const PayloadCheck check = check_payload(payload, core_.decoder());
  if (check.status != tlm::TLM_OK_RESPONSE) {
    payload.set_response_status(check.status);
    ++refused_;
    return;
  }
  if (core_.annotates(check.range->target)) {
    // Loosely timed: the network's and the target's delays are annotated, nothing is waited for.
    // A pooled transfer: one made per call would construct its event and payload copy each time.
    Transfer& transfer = take_transfer();
    transfer.reset();
    describe(transfer, payload, *check.range, true);
    core_.transport_annotated(transfer, delay);
    release(transfer);
    ++completed_;
    return;
  }
  // The cycle-level network is simulated in time: the request cannot enter it before the
  // initiator's local time.
  if (delay > sc_core::SC_ZERO_TIME) wait(delay);
  delay = sc_core::SC_ZERO_TIME;
  Transfer& transfer = start(payload, *check.range, true);
  wait(transfer.completed);
  finish(transfer);
}

tlm::tlm_sync_enum InitiatorPort::nb_transport_fw(tlm::tlm_generic_payload& payload, tlm::tlm_phase& phase,
                                                  sc_core::sc_time& delay) {
  if (phase == tlm::BEGIN_REQ) {
    const PayloadCheck check = check_payload(payload, core_.decoder());
    if (check.status != tlm::TLM_OK_RESPONSE) {
      payload.set_response_status(check.status);
      ++refused_;
      return tlm::TLM_COMPLETED;  // early completion with the error
    }
    if (delay == sc_core::SC_ZERO_TIME) {
      // The request enters now; if it has its slots at once, END_REQ goes on the return path.
      if (payload.has_mm()) payload.acquire();
      start(payload, *check.range, false, true);
      if (!accepted_inline_) return tlm::TLM_ACCEPTED;
      phase = tlm::END_REQ;
      return tlm::TLM_UPDATED;
    }
  }
  if (phase == tlm::BEGIN_REQ || phase == tlm::END_RESP) peq_.notify(payload, phase, delay);
  // The base protocol answers END_RESP with TLM_COMPLETED; anything else is a protocol violation,
  // which the protocol checker of the tests reports.
  return phase == tlm::END_RESP ? tlm::TLM_COMPLETED : tlm::TLM_ACCEPTED;
}

void InitiatorPort::on_phase(tlm::tlm_generic_payload& payload, const tlm::tlm_phase& phase) {
  if (phase == tlm::BEGIN_REQ) {
    if (payload.has_mm()) payload.acquire();
    const AddressRange* range = check_payload(payload, core_.decoder()).range;
    start(payload, *range, false);
  } else if (phase == tlm::END_REQ) {  // ours, scheduled by try_admit
    tlm::tlm_phase end_req = tlm::END_REQ;
    sc_core::sc_time zero = sc_core::SC_ZERO_TIME;
    upstream().nb_transport_bw(payload, end_req, zero);
  } else if (phase == tlm::END_RESP && responding_ != nullptr && responding_->payload == &payload) {
    Transfer& transfer = *responding_;
    responding_ = nullptr;
    finish(transfer);
    respond_.notify(sc_core::SC_ZERO_TIME);
  }
}

bool InitiatorPort::try_admit() {
  bool admitted = false;
  while (!waiting_.empty() && window_used_ < attachment_.window) {
    Transfer& transfer = *waiting_.front();
    if (!core_.target_port(transfer.target).reserve()) {  // in order: the head waits for its target
      core_.wait_for_target_slot(index_);
      return admitted;
    }
    admitted = true;
    waiting_.pop_front();
    ++window_used_;
    const sc_core::sc_time waited = sc_core::sc_time_stamp() - transfer.queued;
    if (waited > sc_core::SC_ZERO_TIME) {
      ++held_back_;
      held_back_time_ += waited;
    }
    if (&transfer == accepting_) {
      accepted_inline_ = true;
    } else if (!transfer.blocking) {
      peq_.notify(*transfer.payload, tlm::END_REQ, sc_core::SC_ZERO_TIME);
    }
    core_.send_request(transfer);
  }
  return admitted;
}

void InitiatorPort::request_delivered(Transfer& transfer) {
  --window_used_;
  try_admit();
  if (transfer.posted) {  // queued at the target's node: the write counts as done for the initiator
    transfer.payload->set_response_status(tlm::TLM_OK_RESPONSE);
    transfer.payload->set_dmi_allowed(false);
    response_delivered(transfer);
  }
}

void InitiatorPort::posted_write_done(Transfer& transfer) {
  transfer.target_done = true;
  transfer.copy.release();
  if (transfer.initiator_done) release(transfer);
}

void InitiatorPort::release(Transfer& transfer) { free_.push_back(&transfer); }

void InitiatorPort::response_delivered(Transfer& transfer) {
  if (transfer.blocking) {
    transfer.completed.notify(sc_core::SC_ZERO_TIME);
    return;
  }
  responses_.push_back(&transfer);
  // BEGIN_RESP at once (the initiator may send its next request from it).
  send_responses();
}

void InitiatorPort::send_responses() {
  const sc_core::sc_time now = sc_core::sc_time_stamp();
  if (now < begin_resp_from_) {  // the last END_RESP takes effect later (response exclusion in time)
    respond_.notify(begin_resp_from_ - now);
    return;
  }
  sc_core::sc_time delay = sc_core::SC_ZERO_TIME;
  while (responding_ == nullptr && !responses_.empty()) {
    Transfer& transfer = *responses_.front();
    responses_.pop_front();
    tlm::tlm_phase phase = tlm::BEGIN_RESP;
    delay = sc_core::SC_ZERO_TIME;
    const tlm::tlm_sync_enum reply = upstream().nb_transport_bw(*transfer.payload, phase, delay);
    if (reply == tlm::TLM_ACCEPTED) {
      responding_ = &transfer;  // END_RESP will come forward
      return;
    }
    finish(transfer);  // TLM_COMPLETED, or TLM_UPDATED with END_RESP
    if (delay > sc_core::SC_ZERO_TIME) {  // the next BEGIN_RESP only after that END_RESP
      begin_resp_from_ = now + delay;
      respond_.notify(delay);
      return;
    }
  }
}

void InitiatorPort::finish(Transfer& transfer) {
  tlm::tlm_generic_payload& payload = *transfer.payload;
  if (auto* receipt = payload.get_extension<NetworkReceipt>()) {
    receipt->request = transfer.receipt.request;
    receipt->response = transfer.receipt.response;
  }
  ++completed_;
  const bool blocking = transfer.blocking;
  transfer.initiator_done = true;
  if (!transfer.posted || transfer.target_done) release(transfer);
  if (!blocking && payload.has_mm()) payload.release();
}

unsigned int InitiatorPort::transport_dbg(tlm::tlm_generic_payload& payload) {
  const AddressRange* range = core_.decoder().find(payload.get_address(), payload.get_data_length());
  if (range == nullptr || payload.get_data_length() == 0 || payload.get_data_ptr() == nullptr) return 0;
  const std::uint64_t address = payload.get_address();
  payload.set_address(AddressDecoder::to_target(*range, address));
  const unsigned int count = core_.target_port(range->target).debug(payload);
  payload.set_address(address);
  return count;
}

bool InitiatorPort::get_direct_mem_ptr(tlm::tlm_generic_payload& payload, tlm::tlm_dmi& dmi) {
  payload.set_dmi_allowed(false);
  dmi.init();  // no pointer, no access, denied over the whole address space
  return false;
}

}  // namespace kncube::tlm2
