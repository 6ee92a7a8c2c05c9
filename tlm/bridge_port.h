#pragma once
// One node's side of the bridge between TLM-2.0 and the cycle-level network.
//
// `target` (optional: bind it only at nodes that send): initiators of the node's processing
// element send WRITEs here (see write_rules.h for what is accepted and address_map.h for the
// address map). b_transport must be called from a
// SystemC thread: it waits out the incoming delay annotation (the message enters the network no
// earlier than the initiator's local time), submits the message to the node's network interface
// as generated in the first cycle the node has not yet evaluated, and blocks until the network
// delivers the tail. It returns TLM_OK_RESPONSE with a zero delay, at the clock edge of the
// delivery cycle (the interface takes ejected flits after its router stepped), having filled the initiator's NetworkReceipt if it attached one. Several threads may
// have writes in flight through one port at once; each message is its own.
//
// `initiator` (optional: leave it unbound when the node's PE receives nothing): each message
// delivered to this node is written to the bound PE target as a WRITE of the original data, at
// the offset the sender addressed, carrying a NetworkReceipt (source, latency, cycles). Messages
// are handed over one at a time, in delivery order, from the port's own thread; a delay the PE
// annotates is waited out before the next one. The sender does not wait for the PE (the write is
// posted once the network has delivered it); a PE error response is counted, not returned.

#include <cstdint>
#include <deque>
#include <systemc>
#include <tlm>
#include <tlm_utils/simple_initiator_socket.h>
#include <tlm_utils/simple_target_socket.h>
#include <vector>

#include "rtl_models/message_observer.h"
#include "rtl_models/network_interface.h"
#include "rtl_models/observers.h"
#include "tlm/delivery_tracker.h"
#include "tlm/network_receipt.h"
#include "tlm/write_rules.h"

namespace kncube::tlm2 {

class BridgePort : public sc_core::sc_module, public rtl::CycleObserver {
 public:
  using TargetSocket = tlm_utils::simple_target_socket_optional<BridgePort>;  // may stay unbound
  using InitiatorSocket = tlm_utils::simple_initiator_socket_optional<BridgePort>;

  TargetSocket target;
  InitiatorSocket initiator;

  SC_HAS_PROCESS(BridgePort);
  BridgePort(sc_core::sc_module_name name, rtl::NodeId node, rtl::NetworkInterface& interface,
             DeliveryTracker& tracker, const WriteRules& rules);
  ~BridgePort() override;

  // The node's process has evaluated cycle `now`.
  void after_cycle(rtl::Cycle now) override { last_cycle_ = now; }
  // From the tracker: a message for this node was delivered / one sent from here was delivered.
  void receive(const rtl::DeliveredMessage& message, std::uint32_t offset, std::vector<unsigned char> data);
  void wake_senders() { sent_delivered_.notify(sc_core::SC_ZERO_TIME); }

  rtl::NodeId node() const { return node_; }
  std::int64_t messages_sent() const { return sent_; }         // writes accepted as messages
  std::int64_t writes_refused() const { return refused_; }     // writes answered with an error
  std::int64_t delivered_to_pe() const { return delivered_to_pe_; }
  std::int64_t unclaimed() const { return unclaimed_; }        // arrived while no PE was bound
  std::int64_t pe_errors() const { return pe_errors_; }        // the PE answered with an error

 private:
  struct Arrival {
    MessageRecord record;
    std::uint32_t offset = 0;
    std::vector<unsigned char> data;
  };

  void b_transport(tlm::tlm_generic_payload& payload, sc_core::sc_time& delay);
  void deliver_to_pe();  // thread
  void write_to_pe(Arrival& arrival);

  rtl::NodeId node_;
  rtl::NetworkInterface& interface_;
  DeliveryTracker& tracker_;
  WriteRules rules_;
  rtl::Cycle last_cycle_ = -1;
  sc_core::sc_event sent_delivered_;
  sc_core::sc_event arrived_;
  std::deque<Arrival> inbox_;
  // The transaction to the PE and its receipt: members, so a PE that keeps a pointer during
  // its b_transport sees valid objects.
  tlm::tlm_generic_payload pe_payload_;
  NetworkReceipt pe_receipt_;
  std::int64_t sent_ = 0;
  std::int64_t refused_ = 0;
  std::int64_t delivered_to_pe_ = 0;
  std::int64_t unclaimed_ = 0;
  std::int64_t pe_errors_ = 0;
};

}  // namespace kncube::tlm2
