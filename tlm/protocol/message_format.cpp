#include "tlm/protocol/message_format.h"

namespace kncube::tlm2 {

std::size_t MessageFormat::request_bytes(const tlm::tlm_generic_payload& payload) {
  if (payload.get_command() == tlm::TLM_IGNORE_COMMAND) return 0;
  // A READ's byte enables say which bytes to read: they travel with its request.
  const std::size_t enables = payload.get_byte_enable_ptr() != nullptr ? payload.get_byte_enable_length() : 0;
  return payload.get_command() == tlm::TLM_WRITE_COMMAND ? payload.get_data_length() + enables : enables;
}

std::size_t MessageFormat::response_bytes(const tlm::tlm_generic_payload& payload) {
  return payload.get_command() == tlm::TLM_READ_COMMAND ? payload.get_data_length() : 0;
}

MessageSplit MessageFormat::messages(std::size_t bytes) const {
  const auto flits_for = [this](std::size_t part) {
    return header_flits_ + static_cast<int>((part + flit_bytes_ - 1) / flit_bytes_);
  };
  MessageSplit split;
  if (bytes <= payload_per_message_) {
    split.last_flits = split.full_flits = flits_for(bytes);
    return split;
  }
  const std::size_t full = (bytes - 1) / payload_per_message_;  // messages before the last
  split.count = static_cast<int>(full) + 1;
  split.full_flits = flits_for(payload_per_message_);
  split.last_flits = flits_for(bytes - full * payload_per_message_);
  return split;
}

}  // namespace kncube::tlm2
