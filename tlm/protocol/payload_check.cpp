#include "tlm/protocol/payload_check.h"

#include <algorithm>

namespace kncube::tlm2 {

PayloadCheck check_payload(const tlm::tlm_generic_payload& payload, const AddressDecoder& decoder) {
  PayloadCheck check;
  const unsigned int length = payload.get_data_length();
  const bool bare_ignore = payload.get_command() == tlm::TLM_IGNORE_COMMAND && length == 0;
  if (bare_ignore) {
    if (payload.get_byte_enable_ptr() != nullptr && payload.get_byte_enable_length() == 0)
      check.status = tlm::TLM_BYTE_ENABLE_ERROR_RESPONSE;
    else if ((check.range = decoder.find(payload.get_address(), 1)) == nullptr)
      check.status = tlm::TLM_ADDRESS_ERROR_RESPONSE;
  } else if (length == 0 || payload.get_data_ptr() == nullptr) {
    check.status = tlm::TLM_GENERIC_ERROR_RESPONSE;
  } else if (payload.get_streaming_width() == 0) {
    check.status = tlm::TLM_BURST_ERROR_RESPONSE;
  } else if (payload.get_byte_enable_ptr() != nullptr && payload.get_byte_enable_length() == 0) {
    check.status = tlm::TLM_BYTE_ENABLE_ERROR_RESPONSE;
  } else if (payload.get_command() != tlm::TLM_READ_COMMAND && payload.get_command() != tlm::TLM_WRITE_COMMAND &&
             payload.get_command() != tlm::TLM_IGNORE_COMMAND) {
    check.status = tlm::TLM_COMMAND_ERROR_RESPONSE;
  } else {
    const unsigned int touched = std::min(length, payload.get_streaming_width());
    check.range = decoder.find(payload.get_address(), touched);
    if (check.range == nullptr) check.status = tlm::TLM_ADDRESS_ERROR_RESPONSE;
  }
  return check;
}

}  // namespace kncube::tlm2
