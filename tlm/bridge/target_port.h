#pragma once
// The network's side facing one target: a TLM-2.0 initiator interface at the target's node. A
// request whose messages have all arrived is handed to the target with the target's own address
// (PlatformMap's translation), in arrival order:
//
//  * TargetInterface::blocking: b_transport from this port's thread, one request at a time; the
//    delay the target annotates is waited out before its response enters the network, so a slow
//    target is a slow server. With the contention model the target's schedule is the one its
//    annotated b_transport calls keep (AnnotatedTarget), so timed and loosely-timed requests to it
//    never overlap.
//  * TargetInterface::non_blocking: nb_transport_fw BEGIN_REQ, the next one only after END_REQ (or
//    an implicit one); the port accepts TLM_ACCEPTED, TLM_UPDATED with END_REQ or BEGIN_RESP, and
//    TLM_COMPLETED (early completion), each taking effect after the delay given; it answers
//    BEGIN_RESP on the backward path with TLM_COMPLETED, and sends END_RESP forward after a
//    TLM_UPDATED/BEGIN_RESP return. A return-path answer with a zero delay takes effect in the
//    call (the response sent, the next request issued), without a payload event queue or a delta
//    cycle; only delayed answers and backward-path calls go through the port's queue. The request
//    is handed over in the call that delivered it, so a target answering BEGIN_REQ with
//    TLM_COMPLETED at once costs no event at all (both networks take a message handed over then
//    at the next clock edge: MessageNetwork::send).
//
// When the target has answered, the initiator's address is restored, the DMI hint cleared, the
// target slot released and the response messages sent back (none for a posted write, whose
// initiator was answered when the write arrived: its status is only counted if not OK).

#include <cstdint>
#include <deque>
#include <systemc>
#include <tlm>
#include <tlm_utils/peq_with_cb_and_phase.h>
#include <unordered_map>

#include "tlm/bridge/transfer.h"
#include "tlm/platform/platform_map.h"

namespace kncube::tlm2 {

class BridgeCore;

class TargetPort : public sc_core::sc_module, public tlm::tlm_bw_transport_if<> {
 public:
  SC_HAS_PROCESS(TargetPort);
  TargetPort(sc_core::sc_module_name name, int index, const TargetAttachment& attachment, BridgeCore& core);

  tlm::tlm_sync_enum nb_transport_bw(tlm::tlm_generic_payload& payload, tlm::tlm_phase& phase,
                                     sc_core::sc_time& delay) override;
  void invalidate_direct_mem_ptr(sc_dt::uint64 start, sc_dt::uint64 end) override;

  // End-to-end credits: a request is sent to this target only with a slot reserved.
  bool reserve();
  int slots_in_use() const { return reserved_; }
  // All request messages of `transfer` have arrived at this node.
  void request_arrived(Transfer& transfer);
  // Debug access, zero time, on the target's own address.
  unsigned int debug(tlm::tlm_generic_payload& payload) { return downstream().transport_dbg(payload); }

  // The target itself, for the contention model's annotated path (which bypasses this port's queue).
  tlm::tlm_fw_transport_if<>& forward() { return downstream(); }

  rtl::NodeId node() const { return attachment_.node; }
  std::int64_t served() const { return served_; }
  // How long every slot of this target has been in use so far (TargetAttachment::queue_depth
  // requests reserved: requests to it wait at their initiators meanwhile).
  sc_core::sc_time full_time() const;
  // Posted writes this target answered with another status than TLM_OK_RESPONSE: errors nobody
  // saw (TransportConfig::posted_writes).
  std::int64_t posted_write_errors() const { return posted_write_errors_; }
  void record_posted_write_error() { ++posted_write_errors_; }

 protected:
  virtual tlm::tlm_fw_transport_if<>& downstream() = 0;

 private:
  void serve_blocking();  // thread
  void issue_non_blocking();  // hands queued requests to a non-blocking target while it takes them
  void on_phase(tlm::tlm_generic_payload& payload, const tlm::tlm_phase& phase);  // peq callback
  // The target's END_REQ or BEGIN_RESP for `transfer` takes effect now (END_RESP sent forward
  // first if `owes_end_resp`); returns whether the target may take the next request.
  bool settle(Transfer& transfer, tlm::tlm_generic_payload& payload, const tlm::tlm_phase& phase, bool owes_end_resp);
  void answered(Transfer& transfer);

  int index_;
  TargetAttachment attachment_;
  BridgeCore& core_;
  tlm_utils::peq_with_cb_and_phase<TargetPort> peq_;
  int reserved_ = 0;
  std::deque<Transfer*> queue_;  // arrived, not yet handed to the target
  sc_core::sc_event arrived_;  // wakes serve_blocking
  const tlm::tlm_generic_payload* open_request_ = nullptr;  // non-blocking: BEGIN_REQ sent, END_REQ not yet seen
  std::unordered_map<const tlm::tlm_generic_payload*, Transfer*> at_target_;
  std::unordered_map<const tlm::tlm_generic_payload*, bool> end_resp_owed_;
  std::int64_t served_ = 0;
  sc_core::sc_time full_time_ = sc_core::SC_ZERO_TIME;  // up to full_since_ while full
  sc_core::sc_time full_since_ = sc_core::SC_ZERO_TIME;
  std::int64_t posted_write_errors_ = 0;
};

}  // namespace kncube::tlm2
