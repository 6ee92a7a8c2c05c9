#pragma once
// A row of arbiters of one kind, each over the same number of requesters: an allocator's arbiters
// per input port, output port or VC. Round robin arbiters (what every preset uses) are kept as
// their pointers side by side, so that a router's allocator reads and moves all of them in one
// cache line instead of one heap object each: on a 32x32 torus the loads of those objects were a
// tenth of the simulator's misses out of a 2 MiB L2 (cachegrind). Up to kInlinePointers of them
// live in the bank itself (32 bytes in all), so in the allocator's own cache line, not in an array
// of their own: another line per bank and busy router-cycle. Other kinds are Arbiter objects.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "rtl_models/arbiter.h"
#include "rtl_models/round_robin_arbiter.h"
#include "rtl_models/router_config.h"

namespace kncube::rtl {

class ArbiterBank {
 public:
  // `count` arbiters of `kind`, each over requesters [0, size).
  ArbiterBank(ArbiterKind kind, int count, int size);
  // pointers_ may point into the bank itself.
  ArbiterBank(const ArbiterBank&) = delete;
  ArbiterBank& operator=(const ArbiterBank&) = delete;

  // Arbiter i's choice among the requesters in bit mask `requesters` (non-zero, bits below
  // size). A sole requester wins under every kind, without asking the arbiter (most picks at low
  // load); other kinds than round robin get the bits listed, ascending, in `scratch`.
  int pick(std::size_t i, std::uint64_t requesters, std::vector<std::uint16_t>& scratch) const {
    if ((requesters & (requesters - 1)) == 0) return __builtin_ctzll(requesters);
    if (round_robin()) return RoundRobinArbiter::pick_mask(requesters, pointers_[i]);
    list_requesters(requesters, scratch);
    return elsewhere_->arbiters[i]->pick(scratch.data(), static_cast<int>(scratch.size()));
  }
  // The same over `count` distinct requesters listed in `requesters`.
  int pick(std::size_t i, const std::uint16_t* requesters, int count) const {
    if (round_robin()) return RoundRobinArbiter::pick_list(requesters, count, pointers_[i], size_);
    return elsewhere_->arbiters[i]->pick(requesters, count);
  }
  // Commits arbiter i's choice `winner`.
  void grant(std::size_t i, int winner) {
    if (round_robin())
      pointers_[i] = static_cast<std::uint16_t>(size_ <= 64 ? RoundRobinArbiter::after_within_mask(winner)
                                                             : RoundRobinArbiter::after(winner, size_));
    else
      elsewhere_->arbiters[i]->grant(winner);
  }
  // Whether grant_within_mask() may stand for grant(): round robin over at most 64 requesters.
  bool round_robin_within_mask() const { return round_robin() && size_ <= 64; }
  // grant() for a bank of which round_robin_within_mask() holds, without testing it: for an
  // allocator that tests it once for all its banks (three grants per flit with iSLIP, where the
  // tests were a fifth of the grants' instructions).
  void grant_within_mask(std::size_t i, int winner) {
    pointers_[i] = static_cast<std::uint16_t>(RoundRobinArbiter::after_within_mask(winner));
  }
  std::size_t count() const { return count_; }

 private:
  static constexpr std::size_t kInlinePointers = 8;
  struct Elsewhere {  // what a bank of round robins over at most kInlinePointers arbiters never reads
    std::vector<std::uint16_t> pointers;             // round robin, more than kInlinePointers arbiters
    std::vector<std::unique_ptr<Arbiter>> arbiters;  // the other kinds
  };
  bool round_robin() const { return kind_ == ArbiterKind::round_robin; }

  // Round robin: per arbiter, RoundRobinArbiter's pointer, in inline_pointers_ or elsewhere_.
  std::uint16_t* pointers_ = nullptr;
  ArbiterKind kind_;
  std::uint16_t size_;
  std::uint16_t count_;
  std::uint16_t inline_pointers_[kInlinePointers] = {};
  std::unique_ptr<Elsewhere> elsewhere_;
};

}  // namespace kncube::rtl
