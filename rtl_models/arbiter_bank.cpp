#include "rtl_models/arbiter_bank.h"

#include <stdexcept>
#include <string>

namespace kncube::rtl {

ArbiterBank::ArbiterBank(ArbiterKind kind, int count, int size) : kind_(kind), size_(size) {
  if (size < 1 || size > UINT16_MAX)
    throw std::invalid_argument("ArbiterBank: arbiters over " + std::to_string(size) + " requesters (1 to 65535 allowed)");
  if (round_robin()) {
    pointers_.assign(static_cast<std::size_t>(count), 0);
    return;
  }
  arbiters_.reserve(static_cast<std::size_t>(count));
  for (int i = 0; i < count; ++i) arbiters_.push_back(make_arbiter(kind, size));
}

}  // namespace kncube::rtl
