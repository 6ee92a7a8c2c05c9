#pragma once
// Explains a stalled network: starting from blocked input VCs, follows what each waits for (a VC
// allocation, or a credit from the next buffer downstream) until the chain closes on itself (a
// deadlock cycle) or reaches a VC that could move.

#include <string>

#include "rtl_models/network.h"

namespace kncube::rtl {

// Up to `max_chains` chains, one per line, e.g.
// "r5.in_xp.vc1 msg 12 (vc_alloc: r5.out_yp.vc0 taken) -> r13.in_yp.vc0 msg 7 (no credit on out_xp.vc1) -> ... -> back to r5.in_xp.vc1"
std::string describe_wait_chains(const Network& network, int max_chains = 3);

}  // namespace kncube::rtl
