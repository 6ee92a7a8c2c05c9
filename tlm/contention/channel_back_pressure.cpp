// ChannelReservations' back pressure: a message's tail on the channels it still holds VCs of
// (message_trail.h), moved when its flits are slowed further on. Each channel's record of the
// message as a holder moves with it (SharedChannels::tail_pressed), so that a newcomer there
// shares the channel with a holder whose flits come as slowly as they do.

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
  move_tail(message, i, earliest);
  channels_.tail_pressed(message.trail[i].channel, slot, message.sequence, message.trail[i].holder, earliest);
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
// The VC of the delayed channel itself is held until the tail has left it, wherever the head is
// by then: the next router switches the tail on no earlier than a hop after it was switched onto
// this channel. Until the own-share round that was done only for the last channel of a message
// already ejected (a 1-flit read behind a 9-flit write into the same node read 26 cycles against
// the cycle-level 40, DESIGN_RECORD.md, "The channel-bound round"); a message whose head had
// crossed the next channel already freed the VC as first computed, and a 1 KiB response whose tail
// a newcomer delayed by 45 cycles at node 56 of the torus let a 1-flit write response take its VC
// 33 cycles before the cycle-level router did. Held for the tail as the latency counts it (the
// upper bound above) this compounded as the downstream pressing did (transpose with 8 VCs +6.3% at
// 70%); it is held for the tail with the holder's own flits an even share of the senders' slots
// (ChannelHolder::own_by), which is what the channel would carry.
void ChannelReservations::tail_delayed(int slot, int channel, rtl::Cycle tail_switched, rtl::Cycle own_tail_switched,
                                       rtl::Cycle now) {
  if (channels_.out_of_order()) return;
  Message& message = messages_[static_cast<std::size_t>(slot)];
  const int i = message.trail.find(channel);
  if (i < 0) return;
  // Crossed further or ejected: the VC's release was computed already and moves now. Not yet: it
  // is computed when the tail is switched onto the next channel, from the tail's arrival, which the
  // crossing's callback has moved (ChannelReservations::cross).
  if (i + 1 < message.trail.size() || message.ejected)
    channels_.tail_left_later(channel, slot, message.sequence, message.trail[i].holder,
                              own_tail_switched + hop_latency(channel), now);
  if (tail_switched <= message.trail[i].tail_switched) return;
  // The tail reaches every router after this channel that much later too, and the buffers there
  // hold it longer, though the model holds no VC there longer for it (above): counted for what
  // the buffers hold (channel_busy_cycles), as the latency counts the tail (where the tail's
  // leaving was counted already; the last channel's, until it is ejected, is counted from the tail
  // the crossing's callback has moved). Counting only the VCs the model holds, its busy VCs read 4
  // to 10% below the cycle-level network's on uniform traffic at 20 to 70% of saturation; so, 0.3
  // to 3.1% on uniform, hot-spot and transpose (README, "Busy VCs on both models"; DESIGN_RECORD.md,
  // "Busy VCs").
  if (counts_busy_) delayed_downstream(message, i, tail_switched - message.trail[i].tail_switched);
  move_tail(message, i, tail_switched);
  press_upstream(message, slot, i, now);
}

void ChannelReservations::press_upstream(Message& message, int slot, int i, rtl::Cycle now) {
  for (; i > 0; --i) {
    CrossedChannel& before = message.trail[i - 1];
    const CrossedChannel& crossed = message.trail[i];
    // The VC of the channel before is free once the tail is switched onto this one (released as
    // the tail is sent, once it is switched onto that one: tail_pressed, below).
    if (!channels_.tail_left_later(before.channel, slot, message.sequence, before.holder, crossed.tail_switched, now))
      return;
    const rtl::Cycle earliest = earliest_tail_before(crossed, message.flits, buffer_depth_);
    if (earliest <= before.tail_switched) return;
    move_tail(message, i - 1, earliest);
    channels_.tail_pressed(before.channel, slot, message.sequence, before.holder, earliest);
  }
  if (message.trail.from_source()) press_injection(message, message.trail[0].tail_switched, now);
}

void ChannelReservations::delayed_downstream(const Message& message, int i, rtl::Cycle later) {
  for (int j = i; j < message.trail.size(); ++j)
    if (j + 1 < message.trail.size() || message.ejected)
      channel_busy_[static_cast<std::size_t>(message.trail[j].channel)] += later;
}

void ChannelReservations::left_later(const Message& message, int i, rtl::Cycle later) {
  if (i > 0) {
    channel_busy_[static_cast<std::size_t>(message.trail[i - 1].channel)] += later;
  } else if (message.trail.from_source()) {
    injection_busy_[static_cast<std::size_t>(message.injection_port)] += later;
  }
}

void ChannelReservations::press_injection(Message& message, rtl::Cycle first_tail_switched, rtl::Cycle now) {
  injection_.press(static_cast<std::size_t>(message.server), static_cast<std::size_t>(message.injection_port),
                   InjectionChannels::Leaving{message.flits, message.timing.injected, first_tail_switched,
                                              drain_gap(message.trail[0].channel, message)},
                   now);
}

}  // namespace kncube::tlm2
