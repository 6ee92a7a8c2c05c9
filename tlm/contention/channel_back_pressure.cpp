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
  if (paces_credits_) stalled(message, slot, retry, now);
  // The crossing it would make at `retry` at the earliest bounds its tail on the channel it holds,
  // and that presses back. Only the VCs behind move: taking this bound as the tail's arrival too
  // made transpose traffic 4 to 5% worse (README, issue 13).
  const rtl::Cycle period = channel_period_[static_cast<std::size_t>(channel)];
  const CrossedChannel next{channel, -1, retry,
                            std::max(message.vc_tail, retry + static_cast<rtl::Cycle>(message.flits - 1) * period)};
  bound_by_next(message, slot, last, next, now);
}

// A head that waits stops the flits behind it once the buffers between have filled, which with
// buffers smaller than the credit round trip is at once; when it goes on, they follow as a stream
// restarted from its head would: the tail is switched onto a channel k routers back no earlier
// than the head's zero-load time over those k hops before its paced span there. The flit log of
// BookSim's router with 2-flit buffers (tests/tlm/traces/stalled_stream.trace: a 9-flit write whose
// head waited 11 cycles at its fourth router behind another write's tail) has its tail leave the
// three routers behind the head 23, 19 and 14 cycles after the head went on, this bound 23, 18 and
// 13; the buffers' even spread (bound_by_next) let the source's tail go 9 cycles early and the
// node's next messages with it (DESIGN_RECORD.md, "A stalled stream").
void ChannelReservations::stalled(Message& message, int slot, rtl::Cycle until, rtl::Cycle now) {
  StalledHead& stall = stalls_[slot];
  if (stall.from < 0) stall = StalledHead{now, now};
  press_stalled(message, slot, message.trail.size() - 1, until, now);
}

void ChannelReservations::resumed(Message& message, int slot, rtl::Cycle now) {
  // The channel just crossed is the trail's last; the head went on as it was switched onto it.
  const int last = message.trail.size() - 1;
  if (last >= 1 && !channels_.out_of_order()) press_stalled(message, slot, last - 1, message.trail[last].head_switched, now);
  stalls_[slot].from = -1;
}

void ChannelReservations::press_stalled(Message& message, int slot, int last, rtl::Cycle until, rtl::Cycle now) {
  StalledHead& stall = stalls_[slot];
  if (until <= stall.until) return;
  stall.until = until;
  rtl::Cycle head_hops = 0;  // the head's zero-load time from channel i's switch to the one it waits for
  int lowest = -1;
  for (int i = last; i >= 0; --i) {
    CrossedChannel& crossed = message.trail[i];
    const auto c = static_cast<std::size_t>(crossed.channel);
    head_hops += hop_latency_[c] + head_wait_;
    // Its tail past the buffers from here to the head, across already, or a channel credits do not
    // pace (the even spread holds there): nothing further back either.
    if (message.flits - 1 <= buffer_depth_ * (last - i + 1) || crossed.tail_switched < stall.from ||
        credit_round_trip_[c] == 0)
      break;
    const rtl::Cycle tail =
        until + paced_span(crossed.channel, message.flits - 1, routers_ahead(crossed.channel, message.to)) - head_hops;
    if (tail <= crossed.tail_switched) continue;
    if (i > 0) {
      const CrossedChannel& before = message.trail[i - 1];
      channels_.tail_left_later(before.channel, slot, message.sequence, before.holder, tail, now);
    }
    move_tail(message, i, tail);
    channels_.tail_pressed(crossed.channel, slot, message.sequence, crossed.holder, tail);
    lowest = i;
  }
  if (lowest == 0 && message.trail.from_source()) press_injection(message, message.trail[0].tail_switched, now);
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
