#include "tlm/write_rules.h"

namespace kncube::tlm2 {

tlm::tlm_response_status check_write(const tlm::tlm_generic_payload& payload, rtl::NodeId source,
                                     const WriteRules& rules) {
  if (payload.get_command() != tlm::TLM_WRITE_COMMAND) return tlm::TLM_COMMAND_ERROR_RESPONSE;
  const std::uint64_t address = payload.get_address();
  const rtl::NodeId destination = rules.map.destination(address);
  const std::size_t length = payload.get_data_length();
  // A node never sends itself a message (the network's patterns never do either).
  if (destination < 0 || destination == source || !AddressMap::fits_window(address, length))
    return tlm::TLM_ADDRESS_ERROR_RESPONSE;
  if (payload.get_byte_enable_ptr() != nullptr) return tlm::TLM_BYTE_ENABLE_ERROR_RESPONSE;
  if (length > rules.message_bytes || payload.get_streaming_width() < length) return tlm::TLM_BURST_ERROR_RESPONSE;
  if (length > 0 && payload.get_data_ptr() == nullptr) return tlm::TLM_GENERIC_ERROR_RESPONSE;
  return tlm::TLM_OK_RESPONSE;
}

}  // namespace kncube::tlm2
