#pragma once
// Which TLM transactions a node's target socket accepts as one network message, shared by the
// bridge and the loosely-timed model so that both refuse the same things with the same status.
// Checked in this order; the first rule broken decides the response:
//
//   command is not WRITE (reads, ignore)                 TLM_COMMAND_ERROR_RESPONSE
//   address names no node, names the sender itself,
//     or the data would leave the node's window            TLM_ADDRESS_ERROR_RESPONSE
//   byte enables are set                                 TLM_BYTE_ENABLE_ERROR_RESPONSE
//   data length > message_bytes, or streaming
//     (streaming width < data length)                    TLM_BURST_ERROR_RESPONSE
//   data length > 0 with no data pointer                 TLM_GENERIC_ERROR_RESPONSE
//
// An accepted write has any length from 0 to message_bytes; the message is always message_length
// flits (a shorter write pads its last flits, as a fixed-length network does).

#include <cstddef>
#include <tlm>

#include "rtl_models/flit.h"
#include "tlm/address_map.h"

namespace kncube::tlm2 {

struct WriteRules {
  AddressMap map;
  std::size_t message_bytes = 0;
};

// TLM_OK_RESPONSE when the write may become a message from `source`, else the refusal above.
tlm::tlm_response_status check_write(const tlm::tlm_generic_payload& payload, rtl::NodeId source,
                                     const WriteRules& rules);

}  // namespace kncube::tlm2
