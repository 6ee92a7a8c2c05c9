#pragma once
// Round robin: the requester at or after the pointer wins; the pointer moves past the winner.
// Every persistent requester is served within `size` grants.

#include "rtl_models/arbiter.h"

namespace kncube::rtl {

class RoundRobinArbiter final : public Arbiter {
 public:
  explicit RoundRobinArbiter(int size) : size_(size) {}
  int pick(const std::uint16_t* requesters, int count) const override;
  // The same choice over a bit mask of requesters (non-zero, bits below size): the first set bit
  // at or after the pointer, else the lowest. The allocators keep their requests as masks, and
  // this pick needs neither a list of them nor a division per requester.
  int pick_mask(std::uint64_t requesters) const {
    const std::uint64_t at_or_after = requesters & (~std::uint64_t{0} << pointer_);
    return __builtin_ctzll(at_or_after != 0 ? at_or_after : requesters);
  }
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

// Picks one of the requesters in bit mask `requesters` (two or more) on `arbiter`, made by
// make_arbiter(kind, ...): a round robin picks on the mask itself; any other arbiter gets the bits
// listed, ascending, in `scratch`.
inline int pick_from(const Arbiter& arbiter, ArbiterKind kind, std::uint64_t requesters,
                     std::vector<std::uint16_t>& scratch) {
  if (kind == ArbiterKind::round_robin) return static_cast<const RoundRobinArbiter&>(arbiter).pick_mask(requesters);
  list_requesters(requesters, scratch);
  return arbiter.pick(scratch.data(), static_cast<int>(scratch.size()));
}

}  // namespace kncube::rtl
