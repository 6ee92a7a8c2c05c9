#pragma once
// What the two channel models of the contention model share (SharedChannels in time order,
// CallOrderChannels out of it): a message holding a VC of a channel, a head asking for one, what
// it gets, and how a newcomer shares the channel with a holder.

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

#include "rtl_models/flit.h"

namespace kncube::tlm2 {

// A message already on the channel whose tail was pushed later by a newcomer.
struct DelayedTail {
  int message;
  std::uint64_t sequence;    // the message's, to tell a reused slot
  rtl::Cycle tail_switched;      // its tail's new cycle onto the channel
  rtl::Cycle own_tail_switched;  // the same with its flits an even share of the slots (ChannelHolder::own_by)
  rtl::Cycle latency_mark;       // what the message's latency sum was before this channel
};

// The most VCs a channel has, so the most holders it keeps (rtl validate: 32).
constexpr int kMaxChannelVcs = 32;

// No message: a ChannelRequest's `made_wait` before the message has made any holder wait.
constexpr std::uint64_t kNoMessage = std::numeric_limits<std::uint64_t>::max();

// Call order only (CallOrderChannels): the answered holder (by its sequence) whose VC wait a
// message last took on, and the cycles it took on for it in all. Had that holder waited, it would
// have reached the channels after this one that much later, so on the next channel where the
// message holds the VC it would wait for, its wait there is that much shorter: without this a
// message and a holder behind it along the same path (a node's request and response streams
// under transpose) counted the one wait again at every hop (README, issue 13, the `lt` platform).
// `pushed`: likewise for the holders after it that its wait pushed back (CallOrderChannels::
// pushed_back), which come along the same path as late.
struct WaitMade {
  std::uint64_t holder = kNoMessage;
  rtl::Cycle cycles = 0;
  rtl::Cycle pushed = 0;
};

struct ChannelCrossing {
  bool granted;              // false: every VC of its class is held; ask again at `start`
  rtl::Cycle start;          // the head is switched onto the channel
  rtl::Cycle tail_switched;  // the tail is
  // Call order only (CallOrderChannels): cycles of delay that time order would have given to
  // holders that can no longer take them (answered already); the newcomer's tail takes them on
  // instead (ChannelReservations::cross).
  rtl::Cycle owed = 0;
  // Where the new holder is kept, for its tail_left().
  int holder = -1;
  // The request's `made_wait` with this channel's VC wait taken on (call order only).
  WaitMade made_wait{};
  // Time order, VCs released as the tail is sent: the message whose tail the head lands behind in
  // the VC's buffer at the far end (ReleasedVcs), -1 none, and when that tail left, if known yet.
  int behind = -1;
  rtl::Cycle behind_left = std::numeric_limits<rtl::Cycle>::max();
};

// The head of message `message` (`flits` flits of VC class `vc_class`, its head at this router at
// `head_arrival`, its tail at `tail_arrival`, coming from router input `input`) asks for
// `channel` (a flit every `period` cycles) at cycle `start`.
struct ChannelRequest {
  int channel;
  int period;
  int vc_class;
  int flits;
  rtl::Cycle start;
  int input;
  rtl::Cycle head_arrival;
  rtl::Cycle tail_arrival;
  int message;
  std::uint64_t sequence;
  rtl::Cycle latency_mark;  // the message's latency sum before this channel
  WaitMade made_wait{};     // call order only: the VC wait it took on last (WaitMade)
};

constexpr rtl::Cycle kVcFreeUnknown = std::numeric_limits<rtl::Cycle>::max();

// The channels whose credits pace the flits of a message longer than the buffer
// (ChannelReservations::credit_paced), and how many such streams each carries side by side at
// their paced rate: its credit round trip over the buffer's flits at its period. The gaps a stream's
// flits come with over such a channel are credits awaited, not another message's flits; a long
// newcomer that finds fewer streams than that still sending goes in the gaps, and no one delays
// anyone (both channel models: SharedChannels, CallOrderChannels).
class PacedStreams {
 public:
  PacedStreams() = default;
  // `streams[c]`: channel c's, 0 where credits do not pace it; `intervals[c]`: the cycles per flit
  // of one stream alone on it (its credit round trip over the buffer's flits, at least its period);
  // `buffer_depth`: flits per VC buffer.
  PacedStreams(std::vector<int> streams, std::vector<double> intervals, int buffer_depth)
      : streams_(std::move(streams)), intervals_(std::move(intervals)), buffer_depth_(buffer_depth),
        any_(!streams_.empty()) {}
  bool any() const { return any_; }
  // Channel or router input `input`'s streams; 0 for an injection input (past the channels).
  int of(int input) const {
    return static_cast<std::size_t>(input) < streams_.size() ? streams_[static_cast<std::size_t>(input)] : 0;
  }
  // The streams newcomer `r`'s channel carries side by side, itself included; 0 where it is not
  // paced there (a channel credits do not pace, or a message no longer than the buffer).
  int room(const ChannelRequest& r) const { return long_message(r.flits) ? of(r.channel) : 0; }
  // Whether a message of `flits` flits is paced on a channel credits pace (longer than the buffer).
  bool long_message(int flits) const { return flits > buffer_depth_; }
  // Paced channel `channel`'s cycles per flit of one stream alone.
  double interval(int channel) const { return intervals_[static_cast<std::size_t>(channel)]; }

 private:
  std::vector<int> streams_;
  std::vector<double> intervals_;
  int buffer_depth_ = 0;
  bool any_ = false;
};

struct ChannelHolder {
  int message;
  std::uint64_t sequence;
  int vc_class;
  int flits;
  int input;                // the router input it came from
  rtl::Cycle tail_arrival;  // at this router
  rtl::Cycle sent_by;       // its own and the interleaved flits all switched
  // The same with each newcomer delaying it by its even share of the slots the holders sending
  // then still had (share_with_newcomer), not by all of them up to the newcomer's length as
  // `sent_by` is: what the channel would carry. Time order only (in call order it stays at the
  // holder's first `sent_by`).
  rtl::Cycle own_by;
  // Its tail here was moved by the back pressure from further on (SharedChannels::tail_pressed):
  // its flits come as slowly as the channels after it take them, spread evenly from its head to
  // that tail, and a newcomer fills the gaps between them (remaining_flits).
  bool pressed;
  rtl::Cycle latency_mark;
  rtl::Cycle vc_free;       // when its VC can be allocated again; kVcFreeUnknown until its tail left downstream
  // The cycle its head asked for the channel. In time order every holder asked no later than a
  // newcomer; out of it (CallOrderChannels) a holder may have asked later.
  rtl::Cycle asked;
  rtl::Cycle tail_switched() const { return tail_arrival > sent_by ? tail_arrival : sent_by; }
  rtl::Cycle own_tail_switched() const { return tail_arrival > own_by ? tail_arrival : own_by; }
};

// cycles / period without a division for the usual period of one cycle per flit.
inline rtl::Cycle per_period(rtl::Cycle cycles, int period) { return period == 1 ? cycles : cycles / period; }

// Flits of its own holder `h` still has to send from cycle `t` on (0 once its tail is across), its
// tail switched at `tail`: of the channel's slots up to its tail, its share is its flits among its
// own and the interleaved ones, counted as all of them (the upper bound ChannelHolder::own_by's
// comment names) unless `spread` and the holder was pressed back: then its flits spread evenly from
// its head to its tail. Counted as every slot up to a pressed tail, a newcomer was delayed by the
// gaps it fills, and 1 KiB transactions at 70% of saturation read +4.5 to +5.0% on uniform traffic
// (DESIGN_RECORD.md, "The own-share round").
inline rtl::Cycle remaining_flits(const ChannelHolder& h, rtl::Cycle tail, rtl::Cycle t, int period, bool spread) {
  if (tail < t) return 0;
  const rtl::Cycle slots = per_period(tail - t, period) + 1;
  if (spread && h.pressed && tail > h.asked) {
    const rtl::Cycle span = per_period(tail - h.asked, period) + 1;
    return (static_cast<rtl::Cycle>(h.flits) * slots + span - 1) / span;
  }
  return slots < h.flits ? slots : h.flits;
}

// The flit slots a newcomer and a holder already on the channel (asked no later) take from each
// other: the holder's `remaining` flits still to send (remaining_flits), up to the newcomer's length.
inline rtl::Cycle shared_slots(const ChannelHolder& other, rtl::Cycle remaining, const ChannelRequest& r) {
  rtl::Cycle slots = std::min<rtl::Cycle>(remaining, r.flits);
  if (other.input == r.input && other.tail_arrival >= r.head_arrival) {
    // From the same input while its tail was still arriving: the two come interleaved through that
    // input's one flit per cycle (the switch allocator grants an input one VC per cycle), which
    // was counted where they began to share. Only the other's flits queued here, beyond the pace
    // they arrive at, are new to this message.
    const rtl::Cycle queued =
        other.sent_by > other.tail_arrival ? per_period(other.sent_by - other.tail_arrival, r.period) : 0;
    slots = std::min(slots, queued);
  }
  return slots;
}

// Of the `slots` a newcomer asking at `start` and holder `h` (its tail at `tail`, `remaining` flits
// of its own still to send) take from each other (shared_slots), those that delay the holder: all
// of them, unless it was pressed back, when the newcomer first fills the gaps between its flits (the
// channel's slots up to its tail less `remaining`) and delays it only by the rest. The newcomer still waits for all of them:
// the holder's flits come interleaved with its own. Counted as delaying the holder too, 1 KiB
// transactions read 1 to 2 points higher on uniform traffic at 70% of saturation, but further
// from the cycle-level bridge transaction by transaction (mean absolute difference 28.6 against
// 26.3 cycles on a 1 280-transaction trace; DESIGN_RECORD.md, "The own-share round").
inline rtl::Cycle holder_delay(const ChannelHolder& h, rtl::Cycle tail, rtl::Cycle start, int period,
                               rtl::Cycle remaining, rtl::Cycle slots) {
  if (!h.pressed || tail < start) return slots;
  const rtl::Cycle span = per_period(tail - start, period) + 1;
  const rtl::Cycle gaps = span - remaining;
  return slots > gaps ? slots - gaps : 0;
}

// A newcomer asking at `start` with `flits` flits takes `slots` slots from holder `h` (shared_slots)
// and `h`'s `own_by` moves by its even share: of its slots still to come, 1 / `senders` (the
// holders then still sending) are its own, and the newcomer's flits go before that many of them at
// most. Never past `last_slot`, by when the channel has sent every flit given to it.
inline void share_with_newcomer(ChannelHolder& h, rtl::Cycle start, int senders, int flits, rtl::Cycle slots,
                                rtl::Cycle last_slot, int period) {
  if (h.own_by < start) return;
  const rtl::Cycle own = (per_period(h.own_by - start, period) + senders) / senders;
  const rtl::Cycle own_slots = std::min<rtl::Cycle>({own, static_cast<rtl::Cycle>(flits), slots});
  h.own_by = std::min(h.own_by + own_slots * period, std::max(h.own_by, last_slot));
}

// The switch allocator serves a channel's inputs, not its messages, round robin: the holders that
// come through one input share that input's turn. So a newcomer is delayed by at most its own
// length of their flits per other input, however many messages that input carries (`add` each
// holder's slots by its input, `total` for the newcomer). At most one entry per holder.
class InputShares {
 public:
  void add(int input, rtl::Cycle slots) {
    int i = 0;
    while (i < count_ && inputs_[i] != input) ++i;
    if (i == count_) {
      assert(count_ < kCapacity);
      inputs_[count_] = input;
      slots_[count_++] = 0;
    }
    slots_[i] += slots;
  }
  rtl::Cycle total(int flits) const {
    rtl::Cycle sum = 0;
    for (int i = 0; i < count_; ++i) sum += slots_[i] < flits ? slots_[i] : flits;
    return sum;
  }

 private:
  static constexpr int kCapacity = kMaxChannelVcs;  // holders of a channel: at most its VCs
  int count_ = 0;
  int inputs_[kCapacity];
  rtl::Cycle slots_[kCapacity];
};

// The newcomer as a holder once it has a VC, `shared` slots interleaved with its own flits, written
// into `h` (SharedChannels: its slot) or returned.
inline void become_holder(ChannelHolder& h, const ChannelRequest& r, rtl::Cycle shared) {
  h.message = r.message;
  h.sequence = r.sequence;
  h.vc_class = r.vc_class;
  h.flits = r.flits;
  h.input = r.input;
  h.tail_arrival = r.tail_arrival;
  h.sent_by = r.start + (static_cast<rtl::Cycle>(r.flits) - 1 + shared) * r.period;
  h.own_by = h.sent_by;
  h.pressed = false;
  h.latency_mark = r.latency_mark;
  h.vc_free = kVcFreeUnknown;
  h.asked = r.start;
}

// The holder's tail as its callers are told of it when a newcomer moved it.
inline DelayedTail delayed_tail(const ChannelHolder& h) {
  return DelayedTail{h.message, h.sequence, h.tail_switched(), h.own_tail_switched(), h.latency_mark};
}

inline ChannelHolder newcomer_holder(const ChannelRequest& r, rtl::Cycle shared) {
  ChannelHolder h;
  become_holder(h, r, shared);
  return h;
}

}  // namespace kncube::tlm2
