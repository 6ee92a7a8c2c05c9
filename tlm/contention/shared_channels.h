#pragma once
// The channels of the contention model as the cycle-level router shares them: a message holds one
// of the channel's VCs of its class from the cycle its head is switched onto it until its tail's
// buffer slot downstream is credited back (atomic VC allocation), and the switch allocator
// interleaves the flits of all messages holding VCs of a channel, one flit per cycle, round robin.
// So a head waits only while every VC of its class is held; once it has one it crosses at once
// and shares the channel with the others: each of them is delayed by as many flit slots as the
// newcomer takes while they still have flits to send, and the newcomer by as many as they take
// while it sends (processor sharing, each message's flits remaining counted from its tail's
// current cycle). A tail can never leave before it arrived, so a message whose flits come slowly
// from upstream is not delayed by sharing that only fills its gaps (the caller takes the later of
// the two). The delays given to messages already on the channel are reported back, because they
// move those messages' tails downstream too.
//
// Heads ask in time order here (plain C++, flat arrays: at most V messages per channel). Once they
// may not (allow_out_of_order: the call-order path), CallOrderChannels takes over.

#include <algorithm>
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "tlm/contention/call_order_channels.h"
#include "tlm/contention/channel_holder.h"
#include "tlm/contention/released_vcs.h"
#include "tlm/contention/waiting_heads.h"

namespace kncube::tlm2 {

class SharedChannels {
 public:
  // `class_first[c]` .. `class_first[c + 1]` - 1 are the VCs of class c; `release_on_tail_sent`: a
  // VC is released once the tail is switched onto the channel (VcRelease::tail_sent), else when the
  // tail's credit comes back from downstream (tail_credit); `release_delay` the cycles from that
  // event (the tail switched; the tail leaving the buffer at the channel's far end) to the first
  // cycle a head may ask for the switch on the VC (ChannelReservations: the credit's way back, the
  // allocator seeing the release, and VC allocation); `head_wait` the cycles a head spends in route
  // computation and VC allocation before it can ask for the switch; `seed` of the draws among free
  // VCs (ReleasedVcs).
  SharedChannels(std::size_t channels, int vcs, std::vector<int> class_first, int release_delay,
                 bool release_on_tail_sent, int head_wait, std::uint64_t seed);

  // The head `r` asks for its channel. Calls `delayed(tail)` (a DelayedTail) for each message it
  // delays, once it has its VC. When no VC of its class is free the head holds nothing and asks
  // again at the cycle returned. `delayable(message, sequence)` says whether a holder can still be
  // delayed; only asked once heads may come out of time order.
  template <typename Delayed, typename Delayable>
  ChannelCrossing cross(const ChannelRequest& r, const Delayed& delayed, const Delayable& delayable);
  // From now on heads may ask out of time order (ChannelReservations::reserve, the call-order path).
  void allow_out_of_order();
  bool out_of_order() const { return call_order_ != nullptr; }
  // On the call-order path: no head will ask before cycle `floor` any more.
  void set_floor(rtl::Cycle floor) {
    if (call_order_) call_order_->set_floor(floor);
  }
  // The tail of `message`, which holds a VC of `channel` (`holder`: what cross() returned for it),
  // left the buffer at the channel's far end at cycle `left` (it was switched onward or
  // delivered): the VC is free once its credit is back.
  void tail_left(int channel, int message, std::uint64_t sequence, int holder, rtl::Cycle left);
  // In time order: the back pressure moved the holder's tail on `channel` to `tail` (channel_back_
  // pressure.cpp); a newcomer shares the channel with it as with flits that come that slowly
  // (ChannelHolder::pressed). Before, a newcomer found a long message as if it streamed at the
  // channel's rate, and delayed it only up to that tail: a 1 KiB write whose flits were held back by
  // a holder two routers on took 207 cycles against the cycle-level 270, and 1 KiB transactions at
  // 70% of saturation read -4.7 to -5.7% (DESIGN_RECORD.md, "The own-share round").
  void tail_pressed(int channel, int message, std::uint64_t sequence, int holder, rtl::Cycle tail);
  // In time order, at cycle `now`: the tail left later than tail_left() was told, at `left`.
  // Applied (true) while the VC is not free yet at `now` (then no head has looked past its
  // release), else nothing (false). Out of time order nothing either: its VCs are freed as first told.
  // With VCs released as the tail is sent the tail's leaving frees nothing: true while the VC is
  // held, and tail_pressed() moves its release with the tail's sending. Until stop 63 this said
  // false, and the back pressure on BookSim's router stopped a channel behind the delay: a 1 KiB
  // message spans sixteen of its routers, and at 70% of saturation uniform traffic read -11.3%.
  bool tail_left_later(int channel, int message, std::uint64_t sequence, int holder, rtl::Cycle left,
                       rtl::Cycle now);
  // The channels whose credits pace long messages (PacedStreams); none until set.
  void set_paced_streams(PacedStreams paced) { paced_ = std::move(paced); }
  // In time order: the head of message `sequence` got a VC of another channel than `channel`, where
  // it may have been waiting (Duato's routing asks for several).
  void stop_waiting(int channel, std::uint64_t sequence) { waiting_.stop_waiting(channel, sequence); }

 private:
  int vcs_;
  std::vector<int> class_vcs_;  // per class: its VCs (at least one)
  int release_delay_;
  bool release_on_tail_sent_;
  rtl::Cycle head_wait_;
  // What cross() returns as the holder in time order: negative, so that CallOrderChannels, which
  // numbers its holders from 0, looks for the ones it takes over (allow_out_of_order).
  static int time_order_holder(int slot) { return -2 - slot; }
  // Whether newcomer `r`, asking at `start`, goes in the gaps of the paced streams on its channel.
  bool in_paced_gaps(const ChannelRequest& r, const ChannelHolder* holders, const int* order, int count,
                     rtl::Cycle start) const {
    const int streams = paced_.room(r);
    if (streams == 0) return false;
    int sending = 1;
    for (int i = 0; i < count; ++i) sending += holders[order[i]].tail_switched() >= start;
    return sending <= streams;
  }
  static int time_order_slot(int holder) { return -2 - holder; }
  // On a channel credits pace, the first cycle a VC of newcomer `r`'s class may come free, asked
  // at its start with all of them held: a holder's release once known; until then the cycle after its
  // tail was switched on and released (the allocator retries every cycle), not the first release
  // known for another holder. Waiting for that, a write's 1-flit response on the model's router
  // with 1-flit buffers waited at node 55 for a 9-flit read response's VC 12 cycles past the cycle
  // the first response's VC came free (46 cycles against the bridge's 35), and transpose read +9.3%
  // at 70% of saturation (DESIGN_RECORD.md, "Paced streams side by side", "Paced streams past the
  // channel's room").
  [[gnu::noinline]] rtl::Cycle earliest_release(const ChannelRequest& r, const ChannelHolder* holders, const int* order,
                                                int count) const;
  // The paced channel's rules for a newcomer granted a VC (in cross()), the holders whose tails they
  // moved into `moved` (their slots): whether it went past the channel's room (the sharing there
  // done) and its slots interleaved with its own flits then.
  struct PacedShare {
    bool past_room = false;
    rtl::Cycle shared = 0;
  };
  [[gnu::noinline]] PacedShare share_paced(const ChannelRequest& r, ChannelHolder* holders, const int* order, int count,
                                           bool in_gaps, int* moved, int& moved_count) const;
  // A long newcomer in the gaps of the paced streams on its channel whose head falls in a holder's
  // slot (every `interval` cycles back from its tail): the allocator's round robin gives the slot
  // to the newcomer's VC, served less recently, and the holder's flits go a cycle later from there
  // (a flit log of the cycle-level bridge). Writes the slots of the holders moved into `moved`,
  // returns how many. Only where a stream's interval is a whole number of cycles.
  int take_colliding_slots(const ChannelRequest& r, ChannelHolder* holders, const int* order, int count,
                           int* moved) const;
  // A long newcomer on a paced channel with more streams sending than it carries side by side: every
  // sender's flits go at its share of the channel from the newcomer's start on (share_paced_channel).
  // Moves the holders' tails (their slots into `moved`, their number into `moved_count`) and
  // returns the newcomer's slots interleaved with its own flits.
  rtl::Cycle share_past_room(const ChannelRequest& r, ChannelHolder* holders, const int* order, int count, int* moved,
                             int& moved_count) const;
  // Whether a holder other than the `i`-th listed comes through `input` with its tail arriving after `t`.
  static bool arriving_from(const ChannelHolder* holders, const int* order, int count, int input, int i,
                           rtl::Cycle t) {
    for (int j = 0; j < count; ++j) {
      const ChannelHolder& h = holders[order[j]];
      if (j != i && h.input == input && h.tail_arrival > t) return true;
    }
    return false;
  }

  // A holder stays in its slot while it holds its VC, so that tail_left() finds it at once;
  // order_ lists the slots of a channel, the first count_ held, in the order a list compacted by
  // moving the last holder into a dropped one's place would hold them (the order they are handed
  // to CallOrderChannels in, which keeps ties of the cycle asked in that order).
  std::vector<ChannelHolder> holders_;  // [channel * vcs + slot]
  std::vector<int> order_;              // [channel * vcs + i]: a permutation of the channel's slots
  std::vector<int> count_;
  // Per channel: the cycle by which it has sent every flit of the messages given a VC so far, were
  // it never idle (each newcomer adds its flits from the later of its start and the last end).
  std::vector<rtl::Cycle> busy_end_;
  WaitingHeads waiting_;  // in time order: who gets a VC that comes free (round robin over inputs)
  ReleasedVcs released_;  // in time order with release_on_tail_sent_: tails still in the buffers
  std::unique_ptr<CallOrderChannels> call_order_;  // once heads may ask out of time order
  PacedStreams paced_;                             // set_paced_streams
};

// Inline: called for every hop of every message, from one caller each.
template <typename Delayed, typename Delayable>
ChannelCrossing SharedChannels::cross(const ChannelRequest& r, const Delayed& delayed, const Delayable& delayable) {
  if (call_order_) return call_order_->cross(r, delayed, delayable);
  const std::size_t base = static_cast<std::size_t>(r.channel) * static_cast<std::size_t>(vcs_);
  ChannelHolder* const holders = &holders_[base];
  int* const order = &order_[base];
  int& count = count_[static_cast<std::size_t>(r.channel)];
  const rtl::Cycle start = r.start;
  // One pass: drops the holders whose VC is free again at `start` and counts the VCs of its class
  // still held.
  int held = 0;
  rtl::Cycle free_at = kVcFreeUnknown;
  for (int i = 0; i < count;) {
    const ChannelHolder& h = holders[order[i]];
    if (h.vc_free <= start) {
      std::swap(order[i], order[--count]);
      continue;
    }
    if (h.vc_class == r.vc_class) {
      ++held;
      free_at = std::min(free_at, h.vc_free);
    }
    ++i;
  }
  // Every VC of its class is held: ask again when the first is known to come free, or next cycle
  // while no holder's tail has left downstream yet (the router's allocator retries every cycle).
  // On a paced channel, at the first cycle any holder may free its VC (earliest_release). Not on
  // the others: there it moved every reference network's latencies (the torus at 70% of
  // saturation: uniform -0.0 -> -1.6%, transpose +0.5 -> -1.1%), for a reason not found.
  const int class_vcs = class_vcs_[static_cast<std::size_t>(r.vc_class)];
  if (held >= class_vcs) {
    if (paced_.any() && paced_.of(r.channel) > 0) free_at = earliest_release(r, holders, order, count);
    const rtl::Cycle retry = free_at == kVcFreeUnknown ? start + 1 : free_at;
    waiting_.wait(r.channel, r.sequence, r.input, r.vc_class, retry);
    return ChannelCrossing{false, retry, 0};
  }
  // A VC is free, but the allocator serves the inputs round robin: heads asking again now from the
  // inputs before this one take the free VCs first (WaitingHeads).
  if (waiting_.yields(r.channel, r.sequence, r.input, r.vc_class, start, class_vcs - held)) {
    waiting_.wait(r.channel, r.sequence, r.input, r.vc_class, start + 1);
    return ChannelCrossing{false, start + 1, 0};
  }
  waiting_.granted(r.channel, r.sequence, r.input);
  rtl::Cycle shared = 0;  // the others' flits interleaved with this message's
  // The channel sends a flit every period while a holder has one to send, so the newcomer cannot
  // push a holder's tail past the slot in which the channel has sent every flit given to it so
  // far, the newcomer's included. Without this bound each holder took the newcomer's flits up to
  // its own remaining count (an upper bound: the interleaved slots up to its tail) and the next
  // newcomer counted those slots again: a channel that always had four holders of a class went on
  // piling delay on them beyond what it could carry. One node's 9-flit replies over one hop of the
  // mesh at 0.81 flits a cycle read 398 cycles against the cycle-level 36; on the 6-cube with
  // Duato's routing transpose read +15.4% at 70% of saturation (README, issue 13, "Other
  // networks"). The newcomer's own share keeps the upper-bound count, which stands in for the
  // delay per hop the cycle-level network's flits meet and the model does not have (bounded as
  // well, every network read low at 70%: -7% to -10% on uniform traffic).
  rtl::Cycle& busy_end = busy_end_[static_cast<std::size_t>(r.channel)];
  busy_end = std::max(busy_end, start) + static_cast<rtl::Cycle>(r.flits) * r.period;
  const rtl::Cycle last_slot = busy_end - r.period;
  // Holders from other inputs delay it by their input's share (InputShares). One whose flits still
  // arrive through an input that also brings another holder's has no gaps for the newcomer to fill:
  // they are the other's flits, and its tail comes later by what it gives the newcomer (before,
  // the newcomer filled both holders' gaps, and the channel carried more than a flit a cycle).
  InputShares others;
  // Holders that came interleaved with it through the same input and take this channel too: the
  // flits of both stay one stream here, shifted by a head's pipeline (route and VC allocation,
  // `head_wait`), which their gaps upstream were the other's flits and cannot absorb: each tail is
  // switched no earlier than its arrival plus that shift. Taken as arriving as early as the link
  // allows, two 9-flit writes interleaved along a row of BookSim's router came out 2 cycles a hop
  // short, and the preset read -5.7% (uniform) and -8.3% (transpose) at 70% of its saturation
  // (DESIGN_RECORD.md, "The own-share round"). No shift on routers without those stages (`model`).
  // Not where credits paced the stream into this router: the gaps they left take the shift.
  bool stream_partner = false;
  // A long newcomer on a channel whose credits leave room for one more paced stream takes nothing
  // from the others (PacedStreams). Counted as sharing the channel, two 9-flit writes from one
  // node 7 cycles apart on the model's router with 1-flit buffers (every stream a flit per 2
  // cycles) read 25 cycles each against the cycle-level 24, and transpose at 70% of saturation +26%.
  const bool in_gaps = paced_.any() && in_paced_gaps(r, holders, order, count, start);
  if (head_wait_ > 0 && !in_gaps) {
    for (int i = 0; i < count; ++i) {
      ChannelHolder& other = holders[order[i]];
      if (other.input != r.input || other.tail_arrival < r.head_arrival) continue;
      if (paced_.of(r.input) > 0) break;
      stream_partner = true;
      const rtl::Cycle shifted = other.tail_arrival + head_wait_;
      if (shifted <= other.sent_by) continue;
      const rtl::Cycle before = other.tail_switched();
      other.sent_by = shifted;
      other.own_by = std::max(other.own_by, shifted);
      if (other.tail_switched() != before) delayed(delayed_tail(other));
    }
  }
  // A holder's slots still to send are counted up to its tail with its own flits an even share of
  // the senders' slots (share_with_newcomer), while its latency takes the upper bound. Counted up
  // to the tail the upper bound gives, one newcomer's over-count became the next newcomer's
  // remaining flits, and with the VC of a delayed channel held for the tail (tail_delayed) four
  // 9-flit messages sharing a channel from four inputs held it 11 cycles past the cycle-level
  // network's last tail (transpose with 8 VCs at 70% of saturation +6.3%; DESIGN_RECORD.md, "The
  // own-share round").
  int senders = 0;
  for (int i = 0; i < count; ++i) senders += holders[order[i]].own_by >= start;
  // The holders whose tails the newcomer moved, told once it has taken its share (one call site,
  // which keeps `delayed` inline).
  int moved[kMaxChannelVcs];
  int moved_count = 0;
  bool past_room = false;
  if (paced_.any()) [[unlikely]] {
    const PacedShare paced = share_paced(r, holders, order, count, in_gaps, moved, moved_count);
    past_room = paced.past_room;
    shared = paced.shared;
  }
  for (int i = 0; i < count && !in_gaps && !past_room; ++i) {
    ChannelHolder& other = holders[order[i]];
    const rtl::Cycle tail = other.own_tail_switched();
    const rtl::Cycle remaining = remaining_flits(other, tail, start, r.period, /*spread*/ true);
    const rtl::Cycle slots = shared_slots(other, remaining, r);
    if (slots == 0) continue;
    const rtl::Cycle before = other.tail_switched();
    const rtl::Cycle delay = holder_delay(other, tail, start, r.period, remaining, slots);
    share_with_newcomer(other, start, senders, r.flits, delay, last_slot, r.period);
    other.sent_by = std::max(other.sent_by, std::min(other.sent_by + delay * r.period, last_slot));
    if (other.input == r.input) {
      shared += slots;
    } else {
      others.add(other.input, slots);
      if (other.tail_arrival > start && arriving_from(holders, order, count, other.input, i, start))
        other.tail_arrival += delay * r.period;
    }
    if (other.tail_switched() != before) moved[moved_count++] = order[i];
  }
  for (int i = 0; i < moved_count; ++i) delayed(delayed_tail(holders[moved[i]]));
  if (!past_room) shared += others.total(r.flits);
  const ReleasedVcs::Tail behind =
      release_on_tail_sent_ ? released_.behind(r.channel, r.vc_class, class_vcs - held, start) : ReleasedVcs::Tail{};
  const int slot = order[count++];  // a free VC of its class means a free slot: count < vcs_
  ChannelHolder& holder = holders[slot];
  become_holder(holder, r, shared);
  if (stream_partner && r.tail_arrival + head_wait_ > holder.sent_by) {
    holder.sent_by = r.tail_arrival + head_wait_;
    holder.own_by = holder.sent_by;
  }
  ChannelCrossing crossing{true, shared > 0 ? start + r.period : start, holder.tail_switched(), 0, time_order_holder(slot)};
  if (release_on_tail_sent_) {
    holder.vc_free = holder.tail_switched() + release_delay_;
    released_.released(r.channel, holder, holder.vc_free);
    crossing.behind = behind.message;
    crossing.behind_left = behind.left;
  }
  return crossing;
}

inline void SharedChannels::tail_left(int channel, int message, std::uint64_t sequence, int holder,
                                      rtl::Cycle left) {
  if (call_order_) {
    call_order_->tail_left(channel, message, sequence, holder, left);
    return;
  }
  if (release_on_tail_sent_) {
    released_.left(channel, message, sequence, left);
    return;
  }
  // In time order a holder is dropped only once its VC is free, which takes this call: it is still
  // in its slot.
  const std::size_t base = static_cast<std::size_t>(channel) * static_cast<std::size_t>(vcs_);
  holders_[base + static_cast<std::size_t>(time_order_slot(holder))].vc_free = left + release_delay_;
}

inline void SharedChannels::tail_pressed(int channel, int message, std::uint64_t sequence, int holder,
                                         rtl::Cycle tail) {
  if (call_order_) return;
  const std::size_t base = static_cast<std::size_t>(channel) * static_cast<std::size_t>(vcs_);
  ChannelHolder& h = holders_[base + static_cast<std::size_t>(time_order_slot(holder))];
  if (h.message != message || h.sequence != sequence) return;
  if (tail <= h.own_tail_switched()) return;
  h.sent_by = std::max(h.sent_by, tail);
  h.own_by = tail;
  h.pressed = true;
  // Released as the tail is sent: free once the tail, as late as it now is, has been sent. Not on
  // a channel credits pace, whose tail credit_paced() presses here as it crosses: held for it,
  // BookSim's router with 2-flit buffers read uniform at 70% of its saturation -0.7% instead of
  // -4.6%, but transpose +12.0% instead of +0.2% (DESIGN_RECORD.md, "Back pressure on BookSim's
  // router").
  if (release_on_tail_sent_ && paced_.of(channel) == 0) h.vc_free = std::max(h.vc_free, tail + release_delay_);
}

inline bool SharedChannels::tail_left_later(int channel, int message, std::uint64_t sequence, int holder,
                                            rtl::Cycle left, rtl::Cycle now) {
  if (call_order_) return false;
  const std::size_t base = static_cast<std::size_t>(channel) * static_cast<std::size_t>(vcs_);
  ChannelHolder& h = holders_[base + static_cast<std::size_t>(time_order_slot(holder))];
  if (h.message != message || h.sequence != sequence || h.vc_free <= now) return false;
  // Released as the tail is sent, the VC comes free with the tail's sending onto this channel
  // (tail_pressed), not with its leaving the buffer after it.
  if (!release_on_tail_sent_) h.vc_free = std::max(h.vc_free, left + release_delay_);
  return true;
}

}  // namespace kncube::tlm2
