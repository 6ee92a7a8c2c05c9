// A head that landed behind another message's tail in one VC buffer (ReleasedVcs): the cycle-level
// router routes it only once that tail has left, from the next cycle on.
#include "tlm/contention/channel_reservations.h"

namespace kncube::tlm2 {

void ChannelReservations::queued_behind(int slot, const ChannelCrossing& crossing) {
  QueuedBehind& queued = queued_[static_cast<std::size_t>(slot)];
  queued.behind = true;
  queued.ahead_left = crossing.behind_left;
  if (crossing.behind_left != kVcFreeUnknown) return;
  // Not known yet: the message ahead has its head at the next router, and the next buffer its tail
  // leaves is this one (left_buffer). Looked up from that message when the head asked instead, the
  // wait was lost whenever it had gone a second hop on meanwhile (its last buffer left is all it
  // would keep).
  QueuedBehind& ahead = queued_[static_cast<std::size_t>(crossing.behind)];
  ahead.waker = slot;
  ahead.waker_sequence = messages_[static_cast<std::size_t>(slot)].sequence;
}

bool ChannelReservations::behind_left(int slot, rtl::Cycle cycle) {
  const Message& message = messages_[static_cast<std::size_t>(slot)];
  QueuedBehind& queued = queued_[static_cast<std::size_t>(slot)];
  if (queued.ahead_left == kVcFreeUnknown) {
    // The tail is still in the buffer: asks again when it leaves. Its flits wait behind it
    // meanwhile, as behind a head that waits for a VC.
    queued.parked = true;
    waits(slot, message.channel, cycle + 1, cycle);
    return false;
  }
  const rtl::Cycle ready = queued.ahead_left + 1 + head_wait_;
  if (ready <= cycle) {
    queued.behind = false;
    return true;
  }
  waits(slot, message.channel, ready, cycle);
  requests_.push(HeadRequest{ready, message.sequence, slot});
  return false;
}

void ChannelReservations::left_buffer(int slot, rtl::Cycle left) {
  QueuedBehind& queued = queued_[static_cast<std::size_t>(slot)];
  if (queued.waker < 0) return;
  const int waiting = queued.waker;
  queued.waker = -1;
  const Message& behind = messages_[static_cast<std::size_t>(waiting)];
  if (!behind.live || behind.sequence != queued.waker_sequence) return;
  QueuedBehind& waiter = queued_[static_cast<std::size_t>(waiting)];
  waiter.ahead_left = left;
  if (!waiter.parked) return;
  waiter.parked = false;
  requests_.push(HeadRequest{left + 1 + head_wait_, behind.sequence, waiting});
}

}  // namespace kncube::tlm2
