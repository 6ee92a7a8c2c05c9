#include "tlm/protocol/message_format.h"

namespace kncube::tlm2 {

std::size_t MessageFormat::request_bytes(const tlm::tlm_generic_payload& payload) {
  if (payload.get_command() != tlm::TLM_WRITE_COMMAND) return 0;
  const std::size_t enables = payload.get_byte_enable_ptr() != nullptr ? payload.get_byte_enable_length() : 0;
  return payload.get_data_length() + enables;
}

std::size_t MessageFormat::response_bytes(const tlm::tlm_generic_payload& payload) {
  return payload.get_command() == tlm::TLM_READ_COMMAND ? payload.get_data_length() : 0;
}

std::vector<int> MessageFormat::messages(std::size_t bytes) const {
  std::vector<int> flits;
  do {
    const std::size_t part = bytes < payload_per_message_ ? bytes : payload_per_message_;
    flits.push_back(header_flits_ + static_cast<int>((part + flit_bytes_ - 1) / flit_bytes_));
    bytes -= part;
  } while (bytes > 0);
  return flits;
}

}  // namespace kncube::tlm2
