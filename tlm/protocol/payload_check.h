#pragma once
// What a network front end refuses before anything enters the network, with the status the
// TLM-2.0 standard gives an interconnect for it. Checked in this order; the first rule broken
// decides:
//
//   data length 0, or no data pointer                         TLM_GENERIC_ERROR_RESPONSE
//   streaming width 0                                         TLM_BURST_ERROR_RESPONSE
//   byte-enable pointer with byte-enable length 0             TLM_BYTE_ENABLE_ERROR_RESPONSE
//   command other than READ, WRITE, IGNORE                    TLM_COMMAND_ERROR_RESPONSE
//   the bytes touched (data length, or the streaming width
//     when it is smaller) not inside one mapped range         TLM_ADDRESS_ERROR_RESPONSE
//
// An IGNORE with data length 0 may have no data pointer and no streaming width (IEEE 1666 14.11 e,
// 14.12 d): it is routed by its address alone (one byte there) and carries nothing.
//
// Everything else travels: byte enables, streaming and the command are the target's to judge, and
// its status comes back to the initiator.

#include <tlm>

#include "tlm/platform/platform_map.h"

namespace kncube::tlm2 {

struct PayloadCheck {
  tlm::tlm_response_status status = tlm::TLM_OK_RESPONSE;
  const AddressRange* range = nullptr;  // when OK: where the transaction goes
};

PayloadCheck check_payload(const tlm::tlm_generic_payload& payload, const AddressDecoder& decoder);

}  // namespace kncube::tlm2
