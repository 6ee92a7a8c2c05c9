#pragma once
// Round robin: the requester at or after the pointer wins; the pointer moves past the winner.
// Every persistent requester is served within `size` grants. The rule is also given as functions
// of a pointer, for ArbiterBank, which keeps many arbiters' pointers side by side.

#include "rtl_models/arbiter.h"

namespace kncube::rtl {

class RoundRobinArbiter final : public Arbiter {
 public:
  explicit RoundRobinArbiter(int size) : size_(size) {}
  int pick(const std::uint16_t* requesters, int count) const override { return pick_list(requesters, count, pointer_, size_); }
  void grant(int winner) override { pointer_ = after(winner, size_); }

  // The rule for a pointer: the first requester at or after `pointer` among `count` listed ones
  // (any order), in arbiters over `size` requesters.
  static int pick_list(const std::uint16_t* requesters, int count, int pointer, int size);
  // The same on a mask: its first set bit at or after the pointer, else its lowest (neither a list
  // nor a division per requester).
  static int pick_mask(std::uint64_t requesters, int pointer) {
    const std::uint64_t at_or_after = requesters & (~std::uint64_t{0} << pointer);
    return __builtin_ctzll(at_or_after != 0 ? at_or_after : requesters);
  }
  // The pointer after a grant to `winner`. Computed without a branch: which way the wrap goes
  // follows the traffic, and as a branch it was 6% of the 8x8 benchmark's mispredictions
  // (cachegrind --branch-sim=yes).
  static int after(int winner, int size) {
    const int next = winner + 1;
    return next & -static_cast<int>(next != size);
  }
  // The same for arbiters over at most 64 requesters, one operation shorter: the pointer is left
  // at `size` after a grant to the last requester, which picks as 0 does under both rules above (no
  // requester is at or after it; its distance is taken modulo `size`). Three grants per switch
  // traversal with the iSLIP allocator, where the wrap was 2.6% of the BookSim preset's
  // instructions (callgrind).
  static int after_within_mask(int winner) { return (winner + 1) & 63; }

 private:
  int size_;
  int pointer_ = 0;
};

}  // namespace kncube::rtl
