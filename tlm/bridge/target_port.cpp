#include "tlm/bridge/target_port.h"

#include "tlm/bridge/bridge_core.h"

namespace kncube::tlm2 {

TargetPort::TargetPort(sc_core::sc_module_name name, int index, const TargetAttachment& attachment, BridgeCore& core)
    : sc_core::sc_module(name), index_(index), attachment_(attachment), core_(core),
      peq_(this, &TargetPort::on_phase) {
  // A non-blocking target is driven from the calls that deliver its requests and its answers.
  if (attachment_.interface == TargetInterface::blocking) SC_THREAD(serve_blocking);
}

bool TargetPort::reserve() {
  if (reserved_ >= attachment_.queue_depth) return false;
  if (++reserved_ == attachment_.queue_depth) full_since_ = sc_core::sc_time_stamp();
  return true;
}

sc_core::sc_time TargetPort::full_time() const {
  return reserved_ >= attachment_.queue_depth ? full_time_ + (sc_core::sc_time_stamp() - full_since_) : full_time_;
}

void TargetPort::request_arrived(Transfer& transfer) {
  queue_.push_back(&transfer);
  if (attachment_.interface == TargetInterface::non_blocking) issue_non_blocking();
  else arrived_.notify(sc_core::SC_ZERO_TIME);
}

void TargetPort::serve_blocking() {
  for (;;) {
    while (queue_.empty()) wait(arrived_);
    Transfer& transfer = *queue_.front();
    queue_.pop_front();
    tlm::tlm_generic_payload& payload = *transfer.at_target;
    payload.set_address(transfer.target_address);
    if (core_.annotates(index_)) {
      // The contention model's annotated b_transport calls this target too, out of time order: one
      // schedule of its services for both paths keeps it serving one request at a time.
      const sc_core::sc_time leaves = core_.annotated_target(index_).serve(downstream(), payload, sc_core::sc_time_stamp());
      if (leaves > sc_core::sc_time_stamp()) wait(leaves - sc_core::sc_time_stamp());
    } else {
      sc_core::sc_time delay = sc_core::SC_ZERO_TIME;
      downstream().b_transport(payload, delay);
      if (delay > sc_core::SC_ZERO_TIME) wait(delay);
    }
    answered(transfer);
  }
}

void TargetPort::issue_non_blocking() {
  while (open_request_ == nullptr && !queue_.empty()) {
    Transfer& transfer = *queue_.front();
    queue_.pop_front();
    tlm::tlm_generic_payload& payload = *transfer.at_target;
    payload.set_address(transfer.target_address);
    open_request_ = &payload;
    tlm::tlm_phase phase = tlm::BEGIN_REQ;
    sc_core::sc_time delay = sc_core::SC_ZERO_TIME;
    const tlm::tlm_sync_enum reply = downstream().nb_transport_fw(payload, phase, delay);
    if (reply == tlm::TLM_COMPLETED) phase = tlm::BEGIN_RESP;  // early completion: answered after the delay
    const bool owes_end_resp = reply == tlm::TLM_UPDATED && phase == tlm::BEGIN_RESP;
    // Until its BEGIN_RESP, on the backward path or from the queue, the transfer is found by its payload.
    if (phase != tlm::BEGIN_RESP || delay != sc_core::SC_ZERO_TIME) at_target_[&payload] = &transfer;
    if (reply != tlm::TLM_ACCEPTED && delay == sc_core::SC_ZERO_TIME) {
      // Takes effect now, so here: no payload event queue, no delta cycle.
      settle(transfer, payload, phase, owes_end_resp);
      continue;
    }
    if (reply == tlm::TLM_ACCEPTED) continue;  // END_REQ or BEGIN_RESP comes on the backward path
    if (owes_end_resp) end_resp_owed_[&payload] = true;
    peq_.notify(payload, phase, delay);  // END_REQ or BEGIN_RESP, after the delay
  }
}

tlm::tlm_sync_enum TargetPort::nb_transport_bw(tlm::tlm_generic_payload& payload, tlm::tlm_phase& phase,
                                               sc_core::sc_time& delay) {
  if (phase == tlm::END_REQ) {
    peq_.notify(payload, phase, delay);
    return tlm::TLM_ACCEPTED;
  }
  if (phase == tlm::BEGIN_RESP) {
    peq_.notify(payload, phase, delay);
    return tlm::TLM_COMPLETED;  // no END_RESP owed
  }
  return tlm::TLM_ACCEPTED;  // a protocol violation; the tests' checker reports it
}

void TargetPort::on_phase(tlm::tlm_generic_payload& payload, const tlm::tlm_phase& phase) {
  const auto found = at_target_.find(&payload);
  if (found == at_target_.end()) return;
  Transfer& transfer = *found->second;
  bool owes_end_resp = false;
  if (phase == tlm::BEGIN_RESP) {
    at_target_.erase(found);
    const auto owed = end_resp_owed_.find(&payload);
    owes_end_resp = owed != end_resp_owed_.end();
    if (owes_end_resp) end_resp_owed_.erase(owed);
  }
  if (settle(transfer, payload, phase, owes_end_resp)) issue_non_blocking();
}

bool TargetPort::settle(Transfer& transfer, tlm::tlm_generic_payload& payload, const tlm::tlm_phase& phase,
                        bool owes_end_resp) {
  bool freed = false;
  if (open_request_ == &payload && (phase == tlm::END_REQ || phase == tlm::BEGIN_RESP)) {
    // END_REQ, or the implicit END_REQ of its response: the target takes the next request.
    open_request_ = nullptr;
    freed = true;
  }
  if (phase != tlm::BEGIN_RESP) return freed;
  if (owes_end_resp) {
    tlm::tlm_phase end_resp = tlm::END_RESP;
    sc_core::sc_time zero = sc_core::SC_ZERO_TIME;
    downstream().nb_transport_fw(payload, end_resp, zero);
  }
  answered(transfer);
  return freed;
}

void TargetPort::answered(Transfer& transfer) {
  tlm::tlm_generic_payload& payload = *transfer.at_target;
  payload.set_address(transfer.address);
  payload.set_dmi_allowed(false);
  if (transfer.posted && payload.get_response_status() != tlm::TLM_OK_RESPONSE) record_posted_write_error();
  if (!transfer.posted && transfer.at_target != transfer.payload) {  // the bridge's view of it: status back
    transfer.copy.settle();
    transfer.copy.release();
  }
  ++served_;
  if (reserved_-- == attachment_.queue_depth) full_time_ += sc_core::sc_time_stamp() - full_since_;
  core_.send_response(transfer);
  core_.target_slot_released();
}

void TargetPort::invalidate_direct_mem_ptr(sc_dt::uint64 start, sc_dt::uint64 end) {
  core_.invalidate_dmi(index_, start, end);
}

}  // namespace kncube::tlm2
