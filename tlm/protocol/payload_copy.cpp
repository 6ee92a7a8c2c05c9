#include "tlm/protocol/payload_copy.h"

#include <algorithm>

namespace kncube::tlm2 {

void PayloadCopy::describe(const tlm::tlm_generic_payload& original) {
  payload_.set_command(original.get_command());
  payload_.set_address(original.get_address());
  payload_.set_data_length(original.get_data_length());
  payload_.set_streaming_width(original.get_streaming_width());
  payload_.set_byte_enable_length(original.get_byte_enable_length());
  payload_.set_dmi_allowed(false);
  payload_.set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
  payload_.set_gp_option(original.get_gp_option());
}

tlm::tlm_generic_payload& PayloadCopy::take(const tlm::tlm_generic_payload& original) {
  release();
  held_ = true;
  describe(original);
  data_.assign(original.get_data_ptr(), original.get_data_ptr() + original.get_data_length());
  payload_.set_data_ptr(data_.data());
  if (original.get_byte_enable_ptr() != nullptr) {
    byte_enables_.assign(original.get_byte_enable_ptr(), original.get_byte_enable_ptr() + original.get_byte_enable_length());
    payload_.set_byte_enable_ptr(byte_enables_.data());
  } else {
    payload_.set_byte_enable_ptr(nullptr);
    payload_.set_byte_enable_length(0);
  }
  for (unsigned int index = 0; index < tlm::max_num_extensions(); ++index)
    if (const tlm::tlm_extension_base* extension = original.get_extension(index))
      payload_.set_extension(index, extension->clone());
  return payload_;
}

tlm::tlm_generic_payload& PayloadCopy::view(tlm::tlm_generic_payload& original) {
  release();
  held_ = true;
  viewed_ = &original;
  describe(original);
  payload_.set_data_ptr(original.get_data_ptr());
  payload_.set_byte_enable_ptr(original.get_byte_enable_ptr());
  for (unsigned int index = 0; index < tlm::max_num_extensions(); ++index)
    if (tlm::tlm_extension_base* extension = original.get_extension(index)) payload_.set_extension(index, extension);
  return payload_;
}

void PayloadCopy::settle() {
  if (viewed_ == nullptr) return;
  viewed_->set_response_status(payload_.get_response_status());
  viewed_->set_gp_option(payload_.get_gp_option());
  viewed_->set_dmi_allowed(false);
}

void PayloadCopy::release() {
  if (!held_) return;
  if (viewed_ != nullptr) {
    // The initiator's extensions are let go, not freed; whatever the target added is freed below.
    for (unsigned int index = 0; index < tlm::max_num_extensions(); ++index)
      if (payload_.get_extension(index) != nullptr && payload_.get_extension(index) == viewed_->get_extension(index))
        payload_.set_extension(index, nullptr);
    viewed_ = nullptr;
  }
  payload_.free_all_extensions();
  held_ = false;
}

}  // namespace kncube::tlm2
