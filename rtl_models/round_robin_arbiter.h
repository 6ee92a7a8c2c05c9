#pragma once
// Round robin: the requester at or after the pointer wins; the pointer moves past the winner.
// Every persistent requester is served within `size` grants.

#include "rtl_models/arbiter.h"

namespace kncube::rtl {

class RoundRobinArbiter final : public Arbiter {
 public:
  explicit RoundRobinArbiter(int size) : size_(size) {}
  int pick(const std::uint16_t* requesters, int count) const override;
  void grant(int winner) override { pointer_ = winner + 1 == size_ ? 0 : winner + 1; }

 private:
  int size_;
  int pointer_ = 0;
};

}  // namespace kncube::rtl
