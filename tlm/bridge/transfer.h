#pragma once
// One transaction on its way through the bridge: the initiator's own payload (the target works on
// it directly, so data, byte enables and extensions travel with it; a posted write's target works
// on the bridge's copy instead), where it goes, and how many of its request and response messages
// are still in the network.

#include <cstdint>
#include <systemc>
#include <tlm>

#include "rtl_models/flit.h"
#include "tlm/protocol/network_receipt.h"
#include "tlm/protocol/payload_copy.h"

namespace kncube::tlm2 {

struct Transfer {
  tlm::tlm_generic_payload* payload = nullptr;    // the initiator's
  tlm::tlm_generic_payload* at_target = nullptr;  // what the target works on: `payload`, or `copy`'s
  int initiator = 0;               // index into PlatformMap::initiators
  int target = 0;                  // index into PlatformMap::targets
  rtl::NodeId source = 0;          // initiator's node
  rtl::NodeId destination = 0;     // target's node
  std::uint64_t address = 0;       // as the initiator gave it, restored before the response
  std::uint64_t target_address = 0;
  bool blocking = false;           // came through b_transport (else the AT base protocol)
  bool posted = false;             // a posted write (TransportConfig::posted_writes)
  bool initiator_done = false;     // posted: the initiator has been answered
  bool target_done = false;        // posted: the target has answered
  int request_parts = 0;           // request messages not yet delivered
  int response_parts = 0;          // response messages not yet delivered
  sc_core::sc_time queued;         // when it began to wait for its window and target slots
  NetworkReceipt receipt;          // filled as messages are delivered
  sc_core::sc_event completed;     // blocking: the response has arrived
  PayloadCopy copy;                // posted: the target's payload

  // For reuse: everything but the event as a new transfer has it.
  void reset() {
    payload = at_target = nullptr;
    initiator = target = 0;
    source = destination = 0;
    address = target_address = 0;
    blocking = posted = initiator_done = target_done = false;
    request_parts = response_parts = 0;
    receipt.request = MessageRecord{};
    receipt.response = MessageRecord{};
    copy.release();
  }
};

}  // namespace kncube::tlm2
