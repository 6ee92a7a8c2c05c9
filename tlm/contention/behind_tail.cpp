// A head that landed behind another message's tail in one VC buffer (ReleasedVcs): the cycle-level
// router routes it only once that tail has left, from the next cycle on.
#include "tlm/contention/channel_reservations.h"

namespace kncube::tlm2 {

bool ChannelReservations::behind_left(int slot, rtl::Cycle cycle) {
  Message& message = messages_[static_cast<std::size_t>(slot)];
  QueuedBehind& queued = queued_[static_cast<std::size_t>(slot)];
  const Message& ahead = messages_[static_cast<std::size_t>(queued.ahead)];
  QueuedBehind& ahead_queued = queued_[static_cast<std::size_t>(queued.ahead)];
  rtl::Cycle ready = cycle;
  if (queued.ahead_left != kVcFreeUnknown) {
    // Known when it got its VC: the tail had been switched onward already. Looked up from the
    // message instead, it was lost once that message had gone a second hop on (its last channel
    // left is kept only), and the wait with it: BookSim's preset read -2.4% / -3.1% at 70% of its
    // saturation (uniform / transpose) against -1.0% / -1.9%.
    ready = queued.ahead_left + 1 + head_wait_;
  } else if (ahead.live && ahead.sequence == queued.ahead_sequence) {
    if (ahead_queued.left_channel == message.channel) {
      ready = ahead_queued.left_at + 1 + head_wait_;
    } else if (ahead.channel == message.channel) {
      // Its tail is still in the buffer, and when it leaves is not known yet: asks again when it
      // does (left_buffer). Its flits wait behind it meanwhile, as behind a head that waits for a VC.
      ahead_queued.waker = slot;
      ahead_queued.waker_sequence = message.sequence;
      waits(slot, message.channel, cycle + 1, cycle);
      return false;
    }
  }
  if (ready <= cycle) {
    queued.ahead = -1;
    return true;
  }
  waits(slot, message.channel, ready, cycle);
  requests_.push(HeadRequest{ready, message.sequence, slot});
  return false;
}

void ChannelReservations::left_buffer(int slot, int channel, rtl::Cycle left) {
  QueuedBehind& queued = queued_[static_cast<std::size_t>(slot)];
  queued.left_channel = channel;
  queued.left_at = left;
  if (queued.waker < 0) return;
  const int waiting = queued.waker;
  queued.waker = -1;
  const Message& behind = messages_[static_cast<std::size_t>(waiting)];
  if (!behind.live || behind.sequence != queued.waker_sequence) return;
  requests_.push(HeadRequest{left + 1 + head_wait_, behind.sequence, waiting});
}

}  // namespace kncube::tlm2
