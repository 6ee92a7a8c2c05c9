#pragma once
// The rules of a NetworkSpec that the models and the simulator share, so each is written once:
// the ranges every part of kncube needs, and how many virtual channels a routing needs to be
// deadlock-free on a topology. The simulator adds its own limits (rtl::validate); the models say
// in applies_to what else they assume.

#include <cstdint>
#include <string>

#include "analytical/vocabulary/network_spec.h"

namespace kncube {

// The most nodes kncube handles anywhere: node ids are 64-bit and node-indexed tables must fit in
// memory, and 2^40 keeps k^n clear of overflow.
constexpr std::int64_t kMaxSpecNodes = std::int64_t{1} << 40;

// The most virtual channels per channel kncube handles anywhere (the simulator takes 32): the
// models keep per-VC occupancy tables and iterate over them, so V = 2 x 10^9 took 9.8 GB and ran for
// hours, V = 10^6 39 s for the hot-spot model; at 4096 it is a fifth of a second.
constexpr int kMaxSpecVcs = 4096;

// k^n, or `cap` + 1 as soon as it passes `cap` (never overflows).
std::int64_t capped_nodes(const NetworkSpec& spec, std::int64_t cap);

// The fewest virtual channels `spec.routing` needs on `spec`'s topology, and why. Dimension order
// on a torus ring with a wrap-around (k > 2) needs 2 dateline classes, elsewhere 1; Duato's routing
// needs its escape VCs (as many as dimension order) plus at least one adaptive VC (spec 01 §3.1).
// On graph networks (spec 04 A.3) one VC suffices: up*/down* alone, or dimension order on TM's cut rings.
struct VcRequirement {
  int minimum = 1;
  std::string allowed;  // what ConfigError says is allowed, e.g. "Duato's routing on a torus needs at least 3 virtual channels (2 escape + 1 adaptive)"
};
VcRequirement minimum_vcs(const NetworkSpec& spec);
// The same rule for a routing on a topology known by whether its rings need a dateline.
int minimum_vcs(Routing routing, bool dateline);

// What every part of kncube needs of a network, the analytical models included: k >= 2, n >= 1,
// at most 2^40 nodes, M >= 1, V from 1 to kMaxSpecVcs and, with Duato's routing (whose models assume its escape
// layer too), V >= minimum_vcs. Throws ConfigError naming the option.
void validate_network_spec(const NetworkSpec& spec);

// Throws ConfigError for `option` unless `value` >= `minimum`; `why`, if given, says the reason.
void require_at_least(const std::string& option, std::int64_t value, std::int64_t minimum, const std::string& why = "");
// The same below `minimum`; above `maximum` "an integer from minimum to maximum".
void require_bounded(const std::string& option, std::int64_t value, std::int64_t minimum, std::int64_t maximum);

}  // namespace kncube
