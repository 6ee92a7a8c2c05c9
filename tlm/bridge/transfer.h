#pragma once
// One transaction on its way through the cycle-level bridge: the initiator's own payload (the
// target works on it directly, so data, byte enables and extensions travel with it), where it goes,
// and how many of its request and response messages are still in the network.

#include <cstdint>
#include <systemc>
#include <tlm>

#include "rtl_models/flit.h"
#include "tlm/protocol/network_receipt.h"

namespace kncube::tlm2 {

struct Transfer {
  tlm::tlm_generic_payload* payload = nullptr;
  int initiator = 0;               // index into PlatformMap::initiators
  int target = 0;                  // index into PlatformMap::targets
  rtl::NodeId source = 0;          // initiator's node
  rtl::NodeId destination = 0;     // target's node
  std::uint64_t address = 0;       // as the initiator gave it, restored before the response
  std::uint64_t target_address = 0;
  bool blocking = false;           // came through b_transport (else the AT base protocol)
  int request_parts = 0;           // request messages not yet delivered
  int response_parts = 0;          // response messages not yet delivered
  NetworkReceipt receipt;          // filled as messages are delivered
  sc_core::sc_event completed;     // blocking: the response has arrived

  // For reuse: everything but the event as a new transfer has it.
  void reset() {
    payload = nullptr;
    initiator = target = 0;
    source = destination = 0;
    address = target_address = 0;
    blocking = false;
    request_parts = response_parts = 0;
    receipt.request = MessageRecord{};
    receipt.response = MessageRecord{};
  }
};

}  // namespace kncube::tlm2
