#pragma once
// A head that landed behind another message's tail in its channel's buffer, on a router that
// releases a VC as its tail is sent (ReleasedVcs; ChannelReservations::behind_left,
// behind_tail.cpp). Time order, per message slot; kept beside the messages rather than in them, so
// that other routers' runs do not carry it.

#include <cstdint>

#include "rtl_models/flit.h"

namespace kncube::tlm2 {

struct QueuedBehind {
  bool behind = false;        // its head landed behind another message's tail in its channel's buffer
  rtl::Cycle ahead_left = 0;  // when that tail left, kVcFreeUnknown while not known
  bool parked = false;        // its head asked before that was known and has no request filed
  // The message whose head landed behind this one's tail while it was still in the buffer, told by
  // ChannelReservations::left_buffer() when the tail leaves (the next buffer it leaves is that
  // one); -1 none.
  int waker = -1;
  std::uint64_t waker_sequence = 0;
};

}  // namespace kncube::tlm2
