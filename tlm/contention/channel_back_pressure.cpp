// ChannelReservations' back pressure: a message's tail on the channels it still holds VCs of
// (message_trail.h), moved when its flits are slowed further on.

#include <algorithm>

#include "tlm/contention/channel_reservations.h"

namespace kncube::tlm2 {

void ChannelReservations::crossed(int slot, const CrossedChannel& crossed, rtl::Cycle now) {
  if (channels_.out_of_order()) return;
  Message& message = messages_[static_cast<std::size_t>(slot)];
  message.trail.push(crossed);
  // The channel before was told of this tail (tail_left); the buffers may press further back.
  const int last = message.trail.size() - 1;
  if (last == 0) return;  // from the source, whose injection channel was told as well
  bound_by_next(message, slot, last - 1, message.trail[last], now);
}

void ChannelReservations::waits(int slot, int channel, rtl::Cycle retry, rtl::Cycle now) {
  if (channels_.out_of_order()) return;
  Message& message = messages_[static_cast<std::size_t>(slot)];
  const int last = message.trail.size() - 1;
  if (last < 0) return;  // still at the source: its injection channel is held until it crosses
  // The crossing it would make at `retry` at the earliest bounds its tail on the channel it holds,
  // and that presses back. Only the VCs behind move: taking this bound as the tail's arrival too
  // made transpose traffic 4 to 5% worse (README, issue 13).
  const rtl::Cycle period = channel_period_[static_cast<std::size_t>(channel)];
  const CrossedChannel next{channel, -1, retry,
                            std::max(message.vc_tail, retry + static_cast<rtl::Cycle>(message.flits - 1) * period)};
  bound_by_next(message, slot, last, next, now);
}

void ChannelReservations::bound_by_next(Message& message, int slot, int i, const CrossedChannel& next,
                                        rtl::Cycle now) {
  const rtl::Cycle earliest = earliest_tail_before(next, message.flits, buffer_depth_);
  if (earliest <= message.trail[i].tail_switched) return;
  message.trail[i].tail_switched = earliest;
  press_upstream(message, slot, i, now);
}

// Only the channels before: the delay a newcomer gives a holder is counted with the holder's
// remaining flits taken as the last of the slots up to its tail (channel_holder.h), an upper
// bound. Upstream, the buffers between pass on only part of it (earliest_tail_before). Carried in
// full to the channels after (their VCs held until the later tail reached them, and the last one
// until the later tail was ejected), it compounded with the number of holders a channel can have:
// with more than two VCs per class (a mesh or hypercube with 4 VCs, a torus with 8) every such
// hold made more heads wait for VCs, whose waits pressed back in turn, and at 70% of saturation
// the model read +67% on the 8x8 mesh and +140% on the 6-cube (README, issue 13, "Other
// networks"). The message's own tail downstream still moves (the crossing's callback), so its
// latency grows by the delay; only the VCs after this channel are not held for it.
//
// Except on the last channel of a message already ejected: its VC there was freed at the
// ejection as first computed, while its tail, delayed on that channel, reaches the destination
// later, and the cycle-level router holds the VC until that tail has left. Freed early, a head
// behind took the VC and crossed while the tail was still on the channel (a 1-flit read behind a
// 9-flit write into the same node read 26 cycles against the cycle-level 40, README, issue 13,
// "The channel-bound round"). Only the last channel: that one delay is certain, and since a
// holder's delay is bounded by its channel (SharedChannels::cross) it no longer compounds; the
// channels between, held for the delay as well, read transpose +6.5% high with four VCs per class.
void ChannelReservations::tail_delayed(int slot, int channel, rtl::Cycle tail_switched, rtl::Cycle now) {
  if (channels_.out_of_order()) return;
  Message& message = messages_[static_cast<std::size_t>(slot)];
  const int i = message.trail.find(channel);
  if (i < 0 || tail_switched <= message.trail[i].tail_switched) return;
  message.trail[i].tail_switched = tail_switched;
  press_upstream(message, slot, i, now);
  if (!message.ejected || i != message.trail.size() - 1) return;
  const CrossedChannel& last = message.trail[i];
  channels_.tail_left_later(last.channel, slot, message.sequence, last.holder, last.tail_switched + hop_latency(last.channel),
                            now);
}

void ChannelReservations::press_upstream(Message& message, int slot, int i, rtl::Cycle now) {
  for (; i > 0; --i) {
    CrossedChannel& before = message.trail[i - 1];
    const CrossedChannel& crossed = message.trail[i];
    // The VC of the channel before is free once the tail is switched onto this one.
    if (!channels_.tail_left_later(before.channel, slot, message.sequence, before.holder, crossed.tail_switched, now))
      return;
    const rtl::Cycle earliest = earliest_tail_before(crossed, message.flits, buffer_depth_);
    if (earliest <= before.tail_switched) return;
    before.tail_switched = earliest;
  }
  if (message.trail.from_source()) press_injection(message, message.trail[0].tail_switched, now);
}

void ChannelReservations::press_injection(Message& message, rtl::Cycle first_tail_switched, rtl::Cycle now) {
  rtl::Cycle& free = injection_free_[static_cast<std::size_t>(message.server)];
  if (free == kNever || free <= now) return;  // another message's already, or free before now: as it was
  free = std::max(free, injection_released(message, first_tail_switched));
}

}  // namespace kncube::tlm2
