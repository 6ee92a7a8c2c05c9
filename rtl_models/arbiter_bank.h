#pragma once
// A row of arbiters of one kind, each over the same number of requesters: an allocator's arbiters
// per input port, output port or VC. Round robin arbiters (what every preset uses) are kept as
// their pointers side by side, so that a router's allocator reads and moves all of them in one
// cache line instead of one heap object each: on a 32x32 torus the loads of those objects were a
// tenth of the simulator's misses out of a 2 MiB L2 (cachegrind). Other kinds are Arbiter objects.

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

  // Arbiter i's choice among the requesters in bit mask `requesters` (non-zero, bits below
  // size). Kinds other than round robin get the bits listed, ascending, in `scratch`.
  int pick(std::size_t i, std::uint64_t requesters, std::vector<std::uint16_t>& scratch) const {
    if (round_robin()) return RoundRobinArbiter::pick_mask(requesters, pointers_[i]);
    list_requesters(requesters, scratch);
    return arbiters_[i]->pick(scratch.data(), static_cast<int>(scratch.size()));
  }
  // The same over `count` distinct requesters listed in `requesters`.
  int pick(std::size_t i, const std::uint16_t* requesters, int count) const {
    if (round_robin()) return RoundRobinArbiter::pick_list(requesters, count, pointers_[i], size_);
    return arbiters_[i]->pick(requesters, count);
  }
  // Commits arbiter i's choice `winner`.
  void grant(std::size_t i, int winner) {
    if (round_robin())
      pointers_[i] = static_cast<std::uint16_t>(RoundRobinArbiter::after(winner, size_));
    else
      arbiters_[i]->grant(winner);
  }
  std::size_t count() const { return round_robin() ? pointers_.size() : arbiters_.size(); }

 private:
  bool round_robin() const { return kind_ == ArbiterKind::round_robin; }

  ArbiterKind kind_;
  int size_;
  std::vector<std::uint16_t> pointers_;             // round robin: per arbiter, RoundRobinArbiter's pointer
  std::vector<std::unique_ptr<Arbiter>> arbiters_;  // the other kinds
};

}  // namespace kncube::rtl
