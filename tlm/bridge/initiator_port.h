#pragma once
// The network's side facing one initiator: a TLM-2.0 target interface at the initiator's node.
//
//  * b_transport with the contention model to a blocking target: annotated, never waits
//    (contention/annotated_transport.h). Otherwise, from a thread: the incoming delay is waited out (the request enters the
//    network at the initiator's local time), the request waits for a window slot and a slot at the
//    target, its messages cross the request network, the target is called at its node, its
//    response messages cross the response network, and b_transport returns at the delivery of the
//    last one with a zero delay. The target's status (and read data, since the target works on the
//    initiator's own payload) is what the initiator sees.
//  * nb_transport_fw, AT base protocol: BEGIN_REQ with a zero delay that gets a window slot and a
//    target slot at once returns TLM_UPDATED with END_REQ (no event spent on it); otherwise it
//    returns TLM_ACCEPTED (or TLM_COMPLETED with an error status for a payload refused by
//    check_payload) and END_REQ follows on the backward path once the request has both slots
//    (backpressure: until then the initiator may not send its next request). BEGIN_RESP comes when
//    the response has arrived, one at a time per initiator; TLM_COMPLETED or TLM_UPDATED/END_RESP
//    on the return, or END_RESP forward, ends it, at the time it annotates: the next BEGIN_RESP
//    comes no earlier. Any number of transactions may be outstanding; initiators waiting for a
//    slot at a busy target get it in the order they began to wait (BridgeCore).
//  * A non-blocking target gets the initiator's payload when it has a memory manager, else the
//    bridge's view of it (PayloadCopy::view: shared data and extensions, a memory manager of its
//    own), since nb_transport needs one (IEEE 1666, 14.5).
//  * Posted writes (TransportConfig::posted_writes): a WRITE is answered, through whichever
//    interface it came, when its request messages have all reached the target's node.
//  * transport_dbg: decoded and passed to the target in zero time, the network bypassed.
//  * get_direct_mem_ptr: refused (returns false, the whole address space denied) and the DMI hint
//    of every transaction is cleared: all traffic crosses the network, whose timing DMI would skip.
//    Invalidations from targets are forwarded anyway, translated to the initiator's addresses.

#include <cstdint>
#include <deque>
#include <memory>
#include <systemc>
#include <tlm>
#include <tlm_utils/peq_with_cb_and_phase.h>
#include <vector>

#include "tlm/bridge/transfer.h"
#include "tlm/platform/platform_map.h"

namespace kncube::tlm2 {

class BridgeCore;

class InitiatorPort : public sc_core::sc_module, public tlm::tlm_fw_transport_if<> {
 public:
  SC_HAS_PROCESS(InitiatorPort);
  InitiatorPort(sc_core::sc_module_name name, int index, const InitiatorAttachment& attachment, BridgeCore& core);

  void b_transport(tlm::tlm_generic_payload& payload, sc_core::sc_time& delay) override;
  tlm::tlm_sync_enum nb_transport_fw(tlm::tlm_generic_payload& payload, tlm::tlm_phase& phase,
                                     sc_core::sc_time& delay) override;
  unsigned int transport_dbg(tlm::tlm_generic_payload& payload) override;
  bool get_direct_mem_ptr(tlm::tlm_generic_payload& payload, tlm::tlm_dmi& dmi) override;

  // From the bridge: the request of `transfer` has reached the target's node / its response has
  // reached this node; a target slot was released; a target invalidated DMI for these addresses.
  void request_delivered(Transfer& transfer);
  void response_delivered(Transfer& transfer);
  // The target has answered a posted write (whose initiator may have been answered already).
  void posted_write_done(Transfer& transfer);
  // Admits waiting requests while the window and their targets have slots; returns whether any was.
  bool try_admit();
  void invalidate(std::uint64_t start, std::uint64_t end) { upstream().invalidate_direct_mem_ptr(start, end); }

  rtl::NodeId node() const { return attachment_.node; }
  std::int64_t completed() const { return completed_; }  // transactions answered through the network
  std::int64_t refused() const { return refused_; }      // answered by check_payload, never sent
  // Transactions whose request waited a positive time for a window slot and a target slot before
  // it entered the network (AT: END_REQ held back, the bridge's backpressure), and those waits in
  // all. The contention model's annotated b_transport never waits.
  std::int64_t held_back() const { return held_back_; }
  sc_core::sc_time held_back_time() const { return held_back_time_; }
  std::size_t outstanding() const { return pool_.size() - free_.size(); }

 protected:
  virtual tlm::tlm_bw_transport_if<>& upstream() = 0;

 private:
  void describe(Transfer& transfer, tlm::tlm_generic_payload& payload, const AddressRange& range, bool blocking) const;
  // Takes a transfer for `payload` and admits what it can; with `end_req_on_return`, END_REQ of
  // this transfer, if admitted during the call, is left to the caller (accepted_inline_).
  Transfer& start(tlm::tlm_generic_payload& payload, const AddressRange& range, bool blocking,
                  bool end_req_on_return = false);
  Transfer& take_transfer();
  void on_phase(tlm::tlm_generic_payload& payload, const tlm::tlm_phase& phase);  // peq callback
  void send_responses();  // method
  void finish(Transfer& transfer);
  // The transfer goes back to the pool once neither side uses it any more.
  void release(Transfer& transfer);

  int index_;
  InitiatorAttachment attachment_;
  BridgeCore& core_;
  tlm_utils::peq_with_cb_and_phase<InitiatorPort> peq_;
  std::vector<std::unique_ptr<Transfer>> pool_;  // every transfer this port made, reused through free_
  std::vector<Transfer*> free_;
  std::deque<Transfer*> waiting_;    // accepted, waiting for a window slot and a target slot
  Transfer* accepting_ = nullptr;    // AT: the BEGIN_REQ being answered on its return path
  bool accepted_inline_ = false;     // it was admitted during the call: END_REQ goes on the return
  int window_used_ = 0;
  std::int64_t held_back_ = 0;
  sc_core::sc_time held_back_time_ = sc_core::SC_ZERO_TIME;
  std::deque<Transfer*> responses_;  // AT: arrived, BEGIN_RESP not yet sent
  Transfer* responding_ = nullptr;   // AT: BEGIN_RESP sent, END_RESP awaited
  sc_core::sc_event respond_;
  sc_core::sc_time begin_resp_from_ = sc_core::SC_ZERO_TIME;  // the last END_RESP's annotated time
  std::int64_t completed_ = 0;
  std::int64_t refused_ = 0;
};

}  // namespace kncube::tlm2
