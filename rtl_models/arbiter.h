#pragma once
// An arbiter chooses one of several requesters (indices in [0, size)). `pick` only looks;
// `grant` commits the choice and updates the priority state, so a separable allocator can leave
// an input arbiter's state untouched when the output stage refuses its choice.

#include <cstdint>
#include <memory>
#include <vector>

#include "rtl_models/router_config.h"

namespace kncube::rtl {

class Arbiter {
 public:
  virtual ~Arbiter() = default;
  // requesters: `count` distinct indices, count >= 1. Returns the chosen index.
  virtual int pick(const std::uint16_t* requesters, int count) const = 0;
  virtual void grant(int winner) = 0;
};

std::unique_ptr<Arbiter> make_arbiter(ArbiterKind kind, int size);

// Fills `requesters` (cleared first) with the indices of the set bits of `mask`, ascending: the
// allocators keep their requests as bit masks and list them only when two or more compete.
inline void list_requesters(std::uint64_t mask, std::vector<std::uint16_t>& requesters) {
  requesters.clear();
  for (; mask != 0; mask &= mask - 1) requesters.push_back(static_cast<std::uint16_t>(__builtin_ctzll(mask)));
}

// Transit priority: when any requester comes from a network input, drop those from the PE's
// injection ports (requester / per_port >= first_injection_port) before arbitrating. Out of line:
// it runs only with --transit-priority on, and inlined it slows the allocators' loops without it.
void prefer_transit(std::vector<std::uint16_t>& requesters, int first_injection_port, int per_port);

// Transit priority on a mask of input ports: when any requester is a network input (below
// `first_injection_port`), the PE's injection ports are left out.
inline std::uint64_t prefer_transit(std::uint64_t requesters, int first_injection_port) {
  const std::uint64_t transit = requesters & ((std::uint64_t{1} << first_injection_port) - 1);
  return transit != 0 ? transit : requesters;
}

}  // namespace kncube::rtl
