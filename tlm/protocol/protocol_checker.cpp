#include "tlm/protocol/protocol_checker.h"

#include <sstream>

namespace kncube::tlm2 {
namespace {

std::string describe(const tlm::tlm_generic_payload& payload) {
  std::ostringstream out;
  out << "transaction " << &payload << " (address 0x" << std::hex << payload.get_address() << ")";
  return out.str();
}

}  // namespace

void ProtocolRules::violation(const std::string& what) { violations_.push_back(hop_ + ": " + what); }

void ProtocolRules::before_b_transport(const tlm::tlm_generic_payload& payload) {
  if (state_.count(&payload) != 0) violation("b_transport on " + describe(payload) + ", in flight on the non-blocking path");
  ++transactions_;
}

void ProtocolRules::after_b_transport(const tlm::tlm_generic_payload& payload) {
  if (payload.get_response_status() == tlm::TLM_INCOMPLETE_RESPONSE)
    violation("b_transport returned " + describe(payload) + " with TLM_INCOMPLETE_RESPONSE");
}

void ProtocolRules::end_request(const tlm::tlm_generic_payload* payload) {
  if (open_request_ == payload) open_request_ = nullptr;
}

void ProtocolRules::begin_response(const tlm::tlm_generic_payload& payload) {
  if (open_response_ != nullptr && open_response_ != &payload)
    violation("BEGIN_RESP of " + describe(payload) + " while another response awaits END_RESP");
  if (payload.get_response_status() == tlm::TLM_INCOMPLETE_RESPONSE)
    violation("BEGIN_RESP of " + describe(payload) + " with TLM_INCOMPLETE_RESPONSE");
  end_request(&payload);
  open_response_ = &payload;
  state_[&payload] = Stage::responding;
}

void ProtocolRules::complete(const tlm::tlm_generic_payload& payload) {
  if (payload.get_response_status() == tlm::TLM_INCOMPLETE_RESPONSE)
    violation(describe(payload) + " completed with TLM_INCOMPLETE_RESPONSE");
  end_request(&payload);
  if (open_response_ == &payload) open_response_ = nullptr;
  state_.erase(&payload);
}

void ProtocolRules::before_fw(const tlm::tlm_generic_payload& payload, const tlm::tlm_phase& phase) {
  const auto found = state_.find(&payload);
  if (phase == tlm::BEGIN_REQ) {
    ++transactions_;
    if (found != state_.end()) violation("BEGIN_REQ of " + describe(payload) + ", already in flight");
    if (open_request_ != nullptr) violation("BEGIN_REQ of " + describe(payload) + " before END_REQ of the previous request");
    if (payload.get_response_status() != tlm::TLM_INCOMPLETE_RESPONSE)
      violation("BEGIN_REQ of " + describe(payload) + " with a response status already set");
    state_[&payload] = Stage::requested;
    open_request_ = &payload;
  } else if (phase == tlm::END_RESP) {
    if (found == state_.end() || found->second != Stage::responding)
      violation("END_RESP of " + describe(payload) + " without BEGIN_RESP");
    complete(payload);
  } else {
    violation("forward call with phase " + std::string(phase.get_name()) + " for " + describe(payload));
  }
}

void ProtocolRules::after_fw(const tlm::tlm_generic_payload& payload, const tlm::tlm_phase& sent,
                             const tlm::tlm_phase& phase, tlm::tlm_sync_enum reply) {
  if (sent == tlm::END_RESP && reply != tlm::TLM_COMPLETED)
    violation("END_RESP of " + describe(payload) + " answered with other than TLM_COMPLETED");
  if (reply == tlm::TLM_ACCEPTED) {
    if (phase != sent) violation("TLM_ACCEPTED changed the phase of " + describe(payload));
  } else if (reply == tlm::TLM_UPDATED) {
    if (sent == tlm::BEGIN_REQ && phase == tlm::END_REQ) {
      end_request(&payload);
      state_[&payload] = Stage::request_ended;
    } else if (sent == tlm::BEGIN_REQ && phase == tlm::BEGIN_RESP) {
      begin_response(payload);
    } else {
      violation("TLM_UPDATED from " + std::string(sent.get_name()) + " to " + phase.get_name() + " for " + describe(payload));
    }
  } else if (sent == tlm::BEGIN_REQ) {
    complete(payload);
  }
}

void ProtocolRules::before_bw(const tlm::tlm_generic_payload& payload, const tlm::tlm_phase& phase) {
  const auto found = state_.find(&payload);
  if (found == state_.end()) {
    violation("backward call with phase " + std::string(phase.get_name()) + " for " + describe(payload) + ", not in flight");
    return;
  }
  if (phase == tlm::END_REQ) {
    if (found->second != Stage::requested) violation("END_REQ of " + describe(payload) + " twice or after BEGIN_RESP");
    end_request(&payload);
    found->second = Stage::request_ended;
  } else if (phase == tlm::BEGIN_RESP) {
    if (found->second == Stage::responding) violation("BEGIN_RESP of " + describe(payload) + " twice");
    begin_response(payload);
  } else {
    violation("backward call with phase " + std::string(phase.get_name()) + " for " + describe(payload));
  }
}

void ProtocolRules::after_bw(const tlm::tlm_generic_payload& payload, const tlm::tlm_phase& sent,
                             const tlm::tlm_phase& phase, tlm::tlm_sync_enum reply) {
  if (reply == tlm::TLM_ACCEPTED) {
    if (phase != sent) violation("TLM_ACCEPTED changed the phase of " + describe(payload));
  } else if (reply == tlm::TLM_UPDATED) {
    if (sent == tlm::BEGIN_RESP && phase == tlm::END_RESP)
      complete(payload);
    else
      violation("TLM_UPDATED from " + std::string(sent.get_name()) + " to " + phase.get_name() + " for " + describe(payload));
  } else {
    complete(payload);
  }
}

}  // namespace kncube::tlm2
