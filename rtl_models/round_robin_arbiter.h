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

// Commits `winner` on `arbiter`, made by make_arbiter(kind, ...): through the final class when it
// is a round robin, so that the allocators' loops inline the grant instead of a virtual call per
// grant (measured with callgrind: see the README's speed section).
inline void grant_to(Arbiter& arbiter, ArbiterKind kind, int winner) {
  if (kind == ArbiterKind::round_robin)
    static_cast<RoundRobinArbiter&>(arbiter).grant(winner);
  else
    arbiter.grant(winner);
}

}  // namespace kncube::rtl
