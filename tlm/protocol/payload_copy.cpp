#include "tlm/protocol/payload_copy.h"

#include <algorithm>

namespace kncube::tlm2 {

tlm::tlm_generic_payload& PayloadCopy::take(const tlm::tlm_generic_payload& original) {
  release();
  held_ = true;
  payload_.set_command(original.get_command());
  payload_.set_address(original.get_address());
  data_.assign(original.get_data_ptr(), original.get_data_ptr() + original.get_data_length());
  payload_.set_data_ptr(data_.data());
  payload_.set_data_length(original.get_data_length());
  payload_.set_streaming_width(original.get_streaming_width());
  if (original.get_byte_enable_ptr() != nullptr) {
    byte_enables_.assign(original.get_byte_enable_ptr(), original.get_byte_enable_ptr() + original.get_byte_enable_length());
    payload_.set_byte_enable_ptr(byte_enables_.data());
    payload_.set_byte_enable_length(original.get_byte_enable_length());
  } else {
    payload_.set_byte_enable_ptr(nullptr);
    payload_.set_byte_enable_length(0);
  }
  payload_.set_dmi_allowed(false);
  payload_.set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
  payload_.set_gp_option(original.get_gp_option());
  for (unsigned int index = 0; index < tlm::max_num_extensions(); ++index)
    if (const tlm::tlm_extension_base* extension = original.get_extension(index))
      payload_.set_extension(index, extension->clone());
  return payload_;
}

void PayloadCopy::release() {
  if (!held_) return;
  payload_.free_all_extensions();
  held_ = false;
}

}  // namespace kncube::tlm2
