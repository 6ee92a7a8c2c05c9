#include "tlm/protocol/protocol_checker.h"

#include <sstream>

namespace kncube::tlm2 {
namespace {

std::string describe(const tlm::tlm_generic_payload& payload) {
  std::ostringstream out;
  out << "transaction " << &payload << " (address 0x" << std::hex << payload.get_address() << ")";
  return out.str();
}

// When a call's phase takes effect: now plus its annotated delay.
sc_core::sc_time effective(const sc_core::sc_time& delay) { return sc_core::sc_time_stamp() + delay; }

}  // namespace

void ProtocolRules::violation(const std::string& what) { violations_.push_back(hop_ + ": " + what); }

void ProtocolRules::in_order(const tlm::tlm_generic_payload& payload, const char* what, const sc_core::sc_time& at) {
  const auto found = state_.find(&payload);
  if (found == state_.end()) return;
  if (at < found->second.at)
    violation(std::string(what) + " of " + describe(payload) + " at " + at.to_string() + ", before its previous phase at " +
              found->second.at.to_string());
  else
    found->second.at = at;
}

void ProtocolRules::before_b_transport(const tlm::tlm_generic_payload& payload) {
  if (state_.count(&payload) != 0) violation("b_transport on " + describe(payload) + ", in flight on the non-blocking path");
  ++transactions_;
  ++blocking_open_;
}

void ProtocolRules::after_b_transport(const tlm::tlm_generic_payload& payload) {
  --blocking_open_;
  if (payload.get_response_status() == tlm::TLM_INCOMPLETE_RESPONSE)
    violation("b_transport returned " + describe(payload) + " with TLM_INCOMPLETE_RESPONSE");
}

void ProtocolRules::end_request(const tlm::tlm_generic_payload* payload, const sc_core::sc_time& at) {
  if (open_request_ != payload) return;
  open_request_ = nullptr;
  request_free_at_ = at;
}

void ProtocolRules::begin_response(const tlm::tlm_generic_payload& payload, const sc_core::sc_time& at) {
  if (open_response_ != nullptr && open_response_ != &payload)
    violation("BEGIN_RESP of " + describe(payload) + " while another response awaits END_RESP");
  if (at < response_free_at_)
    violation("BEGIN_RESP of " + describe(payload) + " at " + at.to_string() + ", before the previous END_RESP at " +
              response_free_at_.to_string());
  if (payload.get_response_status() == tlm::TLM_INCOMPLETE_RESPONSE)
    violation("BEGIN_RESP of " + describe(payload) + " with TLM_INCOMPLETE_RESPONSE");
  in_order(payload, "BEGIN_RESP", at);
  end_request(&payload, at);
  open_response_ = &payload;
  state_[&payload] = InFlight{Stage::responding, at};
}

void ProtocolRules::complete(const tlm::tlm_generic_payload& payload, const sc_core::sc_time& at) {
  if (payload.get_response_status() == tlm::TLM_INCOMPLETE_RESPONSE)
    violation(describe(payload) + " completed with TLM_INCOMPLETE_RESPONSE");
  in_order(payload, "the completion", at);
  end_request(&payload, at);
  if (open_response_ == &payload) open_response_ = nullptr;
  // A response that began with BEGIN_RESP ends at its END_RESP's time; an early completion (TLM_COMPLETED
  // on BEGIN_REQ) holds no response open, and the Accellera targets send later BEGIN_RESPs
  // annotated before such a completion's time.
  const auto found = state_.find(&payload);
  if (found != state_.end() && found->second.stage == Stage::responding && at > response_free_at_) response_free_at_ = at;
  state_.erase(&payload);
}

void ProtocolRules::before_fw(const tlm::tlm_generic_payload& payload, const tlm::tlm_phase& phase,
                              const sc_core::sc_time& delay) {
  const sc_core::sc_time at = effective(delay);
  const auto found = state_.find(&payload);
  if (phase == tlm::BEGIN_REQ) {
    ++transactions_;
    if (!payload.has_mm()) violation("BEGIN_REQ of " + describe(payload) + " without a memory manager");
    if (found != state_.end()) violation("BEGIN_REQ of " + describe(payload) + ", already in flight");
    if (open_request_ != nullptr) violation("BEGIN_REQ of " + describe(payload) + " before END_REQ of the previous request");
    if (at < request_free_at_)
      violation("BEGIN_REQ of " + describe(payload) + " at " + at.to_string() + ", before the previous END_REQ at " +
                request_free_at_.to_string());
    if (payload.get_response_status() != tlm::TLM_INCOMPLETE_RESPONSE)
      violation("BEGIN_REQ of " + describe(payload) + " with a response status already set");
    state_[&payload] = InFlight{Stage::requested, at};
    open_request_ = &payload;
  } else if (phase == tlm::END_RESP) {
    if (found == state_.end() || found->second.stage != Stage::responding)
      violation("END_RESP of " + describe(payload) + " without BEGIN_RESP");
    complete(payload, at);
  } else {
    violation("forward call with phase " + std::string(phase.get_name()) + " for " + describe(payload));
  }
}

void ProtocolRules::after_fw(const tlm::tlm_generic_payload& payload, const tlm::tlm_phase& sent,
                             const tlm::tlm_phase& phase, tlm::tlm_sync_enum reply, const sc_core::sc_time& delay) {
  const sc_core::sc_time at = effective(delay);
  if (sent == tlm::END_RESP && reply != tlm::TLM_COMPLETED)
    violation("END_RESP of " + describe(payload) + " answered with other than TLM_COMPLETED");
  if (reply == tlm::TLM_ACCEPTED) {
    if (phase != sent) violation("TLM_ACCEPTED changed the phase of " + describe(payload));
  } else if (reply == tlm::TLM_UPDATED) {
    if (sent == tlm::BEGIN_REQ && phase == tlm::END_REQ) {
      in_order(payload, "END_REQ", at);
      end_request(&payload, at);
      state_[&payload].stage = Stage::request_ended;
    } else if (sent == tlm::BEGIN_REQ && phase == tlm::BEGIN_RESP) {
      begin_response(payload, at);
    } else {
      violation("TLM_UPDATED from " + std::string(sent.get_name()) + " to " + phase.get_name() + " for " + describe(payload));
    }
  } else if (sent == tlm::BEGIN_REQ) {
    complete(payload, at);
  }
}

void ProtocolRules::before_bw(const tlm::tlm_generic_payload& payload, const tlm::tlm_phase& phase,
                              const sc_core::sc_time& delay) {
  const sc_core::sc_time at = effective(delay);
  const auto found = state_.find(&payload);
  if (found == state_.end()) {
    violation("backward call with phase " + std::string(phase.get_name()) + " for " + describe(payload) + ", not in flight");
    return;
  }
  if (phase == tlm::END_REQ) {
    if (found->second.stage != Stage::requested) violation("END_REQ of " + describe(payload) + " twice or after BEGIN_RESP");
    in_order(payload, "END_REQ", at);
    end_request(&payload, at);
    found->second.stage = Stage::request_ended;
  } else if (phase == tlm::BEGIN_RESP) {
    if (found->second.stage == Stage::responding) violation("BEGIN_RESP of " + describe(payload) + " twice");
    begin_response(payload, at);
  } else {
    violation("backward call with phase " + std::string(phase.get_name()) + " for " + describe(payload));
  }
}

void ProtocolRules::after_bw(const tlm::tlm_generic_payload& payload, const tlm::tlm_phase& sent,
                             const tlm::tlm_phase& phase, tlm::tlm_sync_enum reply, const sc_core::sc_time& delay) {
  const sc_core::sc_time at = effective(delay);
  if (reply == tlm::TLM_ACCEPTED) {
    if (phase != sent) violation("TLM_ACCEPTED changed the phase of " + describe(payload));
  } else if (reply == tlm::TLM_UPDATED) {
    if (sent == tlm::BEGIN_RESP && phase == tlm::END_RESP)
      complete(payload, at);
    else
      violation("TLM_UPDATED from " + std::string(sent.get_name()) + " to " + phase.get_name() + " for " + describe(payload));
  } else {
    complete(payload, at);
  }
}

}  // namespace kncube::tlm2
