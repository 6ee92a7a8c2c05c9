#pragma once
// A pass-through module that checks the TLM-2.0 base protocol on one hop (one initiator socket to
// one target socket) and forwards every call unchanged: put one between an initiator and the
// network and one between the network and a target to check both sides.
//
// Checked: BEGIN_REQ with an INCOMPLETE status; phases in order per transaction (BEGIN_REQ, END_REQ
// or an implicit END_REQ, BEGIN_RESP, END_RESP or a COMPLETED/UPDATED return); END_REQ and
// BEGIN_RESP only backward, BEGIN_REQ and END_RESP only forward; request exclusion (one request
// between BEGIN_REQ and END_REQ on the hop) and response exclusion (one between BEGIN_RESP and
// END_RESP); legal return values (TLM_ACCEPTED leaves the phase alone, TLM_UPDATED advances it);
// every response (BEGIN_RESP, TLM_COMPLETED, b_transport's return) carries a status other than
// INCOMPLETE; END_RESP answered with TLM_COMPLETED; no b_transport on a transaction in flight on the
// non-blocking path; a memory manager on every transaction passed through nb_transport (IEEE 1666
// 14.5); and in simulated time, with each call's annotated delay: a transaction's phases never go
// back in time, the next BEGIN_REQ takes effect no earlier than the last END_REQ (explicit or
// implied) and the next BEGIN_RESP no earlier than the last END_RESP (or the TLM_COMPLETED that
// ended a BEGIN_RESP). open() counts transactions that never completed, b_transport calls that never
// returned among them.

#include <string>
#include <systemc>
#include <tlm>
#include <unordered_map>
#include <vector>

namespace kncube::tlm2 {

class ProtocolRules {
 public:
  explicit ProtocolRules(std::string hop) : hop_(std::move(hop)) {}

  // `delay`: the call's annotated delay, as given (before_*) or as returned (after_*).
  void before_b_transport(const tlm::tlm_generic_payload& payload);
  void after_b_transport(const tlm::tlm_generic_payload& payload);
  void before_fw(const tlm::tlm_generic_payload& payload, const tlm::tlm_phase& phase, const sc_core::sc_time& delay);
  void after_fw(const tlm::tlm_generic_payload& payload, const tlm::tlm_phase& sent, const tlm::tlm_phase& phase,
                tlm::tlm_sync_enum reply, const sc_core::sc_time& delay);
  void before_bw(const tlm::tlm_generic_payload& payload, const tlm::tlm_phase& phase, const sc_core::sc_time& delay);
  void after_bw(const tlm::tlm_generic_payload& payload, const tlm::tlm_phase& sent, const tlm::tlm_phase& phase,
                tlm::tlm_sync_enum reply, const sc_core::sc_time& delay);

  const std::vector<std::string>& violations() const { return violations_; }
  std::size_t open() const { return state_.size() + static_cast<std::size_t>(blocking_open_); }
  std::size_t transactions() const { return transactions_; }

 private:
  enum class Stage { requested, request_ended, responding };
  struct InFlight {
    Stage stage;
    sc_core::sc_time at;  // when its last phase took effect
  };
  void violation(const std::string& what);
  // The phase `what` of `payload` takes effect at `at`: not before its last one.
  void in_order(const tlm::tlm_generic_payload& payload, const char* what, const sc_core::sc_time& at);
  void end_request(const tlm::tlm_generic_payload* payload, const sc_core::sc_time& at);
  void begin_response(const tlm::tlm_generic_payload& payload, const sc_core::sc_time& at);
  void complete(const tlm::tlm_generic_payload& payload, const sc_core::sc_time& at);

  std::string hop_;
  std::unordered_map<const tlm::tlm_generic_payload*, InFlight> state_;
  const tlm::tlm_generic_payload* open_request_ = nullptr;
  const tlm::tlm_generic_payload* open_response_ = nullptr;
  sc_core::sc_time request_free_at_;   // the last END_REQ (or implied one) took effect
  sc_core::sc_time response_free_at_;  // the last END_RESP (or completion of a response) took effect
  int blocking_open_ = 0;              // b_transport calls not returned
  std::vector<std::string> violations_;
  std::size_t transactions_ = 0;
};

template <unsigned int BusWidth = 32>
class ProtocolChecker : public sc_core::sc_module,
                        public tlm::tlm_fw_transport_if<>,
                        public tlm::tlm_bw_transport_if<> {
 public:
  tlm::tlm_target_socket<BusWidth> target;        // bind the initiator side here
  tlm::tlm_initiator_socket<BusWidth> initiator;  // and this to the target side
  ProtocolRules rules;

  explicit ProtocolChecker(sc_core::sc_module_name name)
      : sc_core::sc_module(name), target("target"), initiator("initiator"), rules(this->name()) {
    target.bind(*this);
    initiator.bind(*this);
  }

  void b_transport(tlm::tlm_generic_payload& payload, sc_core::sc_time& delay) override {
    rules.before_b_transport(payload);
    initiator->b_transport(payload, delay);
    rules.after_b_transport(payload);
  }
  tlm::tlm_sync_enum nb_transport_fw(tlm::tlm_generic_payload& payload, tlm::tlm_phase& phase,
                                     sc_core::sc_time& delay) override {
    const tlm::tlm_phase sent = phase;
    rules.before_fw(payload, phase, delay);
    const tlm::tlm_sync_enum reply = initiator->nb_transport_fw(payload, phase, delay);
    rules.after_fw(payload, sent, phase, reply, delay);
    return reply;
  }
  tlm::tlm_sync_enum nb_transport_bw(tlm::tlm_generic_payload& payload, tlm::tlm_phase& phase,
                                     sc_core::sc_time& delay) override {
    const tlm::tlm_phase sent = phase;
    rules.before_bw(payload, phase, delay);
    const tlm::tlm_sync_enum reply = target->nb_transport_bw(payload, phase, delay);
    rules.after_bw(payload, sent, phase, reply, delay);
    return reply;
  }
  unsigned int transport_dbg(tlm::tlm_generic_payload& payload) override { return initiator->transport_dbg(payload); }
  bool get_direct_mem_ptr(tlm::tlm_generic_payload& payload, tlm::tlm_dmi& dmi) override {
    return initiator->get_direct_mem_ptr(payload, dmi);
  }
  void invalidate_direct_mem_ptr(sc_dt::uint64 start, sc_dt::uint64 end) override {
    target->invalidate_direct_mem_ptr(start, end);
  }
};

}  // namespace kncube::tlm2
