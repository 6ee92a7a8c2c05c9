#include "rtl_models/arbiter_bank.h"

#include <stdexcept>
#include <string>

namespace kncube::rtl {

ArbiterBank::ArbiterBank(ArbiterKind kind, int count, int size)
    : kind_(kind), size_(static_cast<std::uint16_t>(size)), count_(static_cast<std::uint16_t>(count)) {
  if (size < 1 || size > UINT16_MAX)
    throw std::invalid_argument("ArbiterBank: arbiters over " + std::to_string(size) + " requesters (1 to 65535 allowed)");
  if (count < 0 || count > UINT16_MAX)
    throw std::invalid_argument("ArbiterBank: " + std::to_string(count) + " arbiters (0 to 65535 allowed)");
  if (round_robin() && count_ <= kInlinePointers) {
    pointers_ = inline_pointers_;
    return;
  }
  elsewhere_ = std::make_unique<Elsewhere>();
  if (round_robin()) {
    elsewhere_->pointers.assign(count_, 0);
    pointers_ = elsewhere_->pointers.data();
    return;
  }
  elsewhere_->arbiters.reserve(count_);
  for (int i = 0; i < count; ++i) elsewhere_->arbiters.push_back(make_arbiter(kind, size));
}

}  // namespace kncube::rtl
