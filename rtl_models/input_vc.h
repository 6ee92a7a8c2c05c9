#pragma once
// One virtual channel of an input port: a FIFO of `buffer-depth` flits with the state of the
// message at its front (idle -> routing -> waiting for a VC -> active), as in a real router.

#include <cstdint>

#include "rtl_models/flit.h"
#include "rtl_models/ring_buffer.h"
#include "rtl_models/route_candidates.h"

namespace kncube::rtl {

enum class VcState : std::uint8_t { idle, routing, vc_alloc, active };

const char* to_string(VcState state);

// Laid out for the allocators, which scan every VC every cycle: the fields they read come first
// and each VC starts a cache line, so a scan touches one line per VC; the route candidates, read
// only while waiting for a VC, come last.
struct alignas(64) InputVc {
  VcState state = VcState::idle;
  std::int16_t out_port = -1;  // valid when active
  std::int16_t out_vc = -1;    // valid when active (-1 for an unlimited ejection port, which has no VCs)
  Cycle ready = 0;             // first cycle at which the current stage may act
  // Flits on the incoming link bound for this VC: already written into the buffer's slots after
  // its back (Channel::send_slot), counted in only when they arrive. A credit reserved each slot,
  // so at most the buffer's depth (up to 65 536).
  std::uint32_t arriving = 0;
  RingBuffer<Flit> buffer;
  RouteCandidates route;       // valid from vc_alloc on

  // The oldest arriving flit arrives: counted into the buffer, at its back.
  void land() {
    --arriving;
    buffer.extend_back();
  }
};

}  // namespace kncube::rtl
