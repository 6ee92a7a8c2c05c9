#pragma once
// The channels of the contention model when heads ask out of time order: the call-order path of
// ChannelReservations::reserve (the loosely-timed b_transport), where an initiator running ahead
// reserves its messages before those of initiators behind it in local time. Each reservation runs
// to delivery, so every holder a newcomer meets has been answered and can no longer be delayed,
// and some asked for the channel after it. The newcomer then
//  * ignores the VCs of holders that asked after it (time order would have given it the channel
//    first), and shares the channel with them: delayed by their flits that come while it sends;
//  * takes on the delays that time order would have given the holders it meets and that they can
//    no longer take (ChannelCrossing::owed): what its flits do to an answered holder's tail, its
//    flits to a later holder's, and the VC wait of the first later holder of its class that finds
//    every VC of the class taken, the newcomer's included.
// Holders stay listed after their VCs are free again, as long as a head may still ask before that
// (set_floor: no head asks before the earliest local time), by the cycle they asked, so that a
// head looks only at the holders it can meet: those that asked up to the longest hold before it
// (its past) and those that ask while it sends or holds its VC (its future).

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

#include "tlm/contention/channel_holder.h"

namespace kncube::tlm2 {

class CallOrderChannels {
 public:
  // As SharedChannels: `class_vcs[c]` VCs of class c, `release_delay`, `release_on_tail_sent`.
  CallOrderChannels(std::size_t channels, int vcs, std::vector<int> class_vcs, int release_delay,
                    bool release_on_tail_sent);

  // Lists a holder (one that got its VC before heads came out of time order, or a newcomer);
  // returns where it is kept.
  int insert(int channel, const ChannelHolder& holder);
  // The channels whose credits pace long messages (PacedStreams); none until set.
  void set_paced_streams(PacedStreams paced) { paced_ = std::move(paced); }
  // No head will ask before cycle `floor` any more.
  void set_floor(rtl::Cycle floor) { floor_ = floor; }
  // SharedChannels::cross out of time order; `delayable(message, sequence)`: whether a holder can
  // still be delayed.
  template <typename Delayed, typename Delayable>
  ChannelCrossing cross(const ChannelRequest& r, const Delayed& delayed, const Delayable& delayable);
  // SharedChannels::tail_left; `holder` is what cross() returned for it.
  void tail_left(int channel, int message, std::uint64_t sequence, int holder, rtl::Cycle left);

 private:
  struct Listed {
    rtl::Cycle asked;
    int slot;  // in pool_
  };
  using List = std::vector<Listed>;
  static bool asked_before(rtl::Cycle t, const Listed& l) { return t < l.asked; }
  // The first listed holder that can still hold a VC at `t` (all of them while one's release is
  // not known yet).
  List::iterator earliest_holding(int channel, rtl::Cycle t);
  // The VC wait described above, of the first holder of the newcomer's class that asks after
  // `start` while the newcomer holds its VC and finds every VC of the class held, `from` the first
  // listed after `start`, and the waits
  // that pushes on the holders of the class after it (pushed_back); less what the newcomer already
  // took on for that holder upstream (`made`, updated: WaitMade).
  rtl::Cycle later_vc_wait(int channel, List::iterator from, const ChannelRequest& r, const ChannelHolder& newcomer,
                           WaitMade& made);
  // When a newcomer whose tail is switched at `tail_switched` has its VC free again.
  rtl::Cycle newcomer_vc_free(rtl::Cycle tail_switched) const {
    return tail_switched + (release_on_tail_sent_ ? release_delay_ : release_delay_ + 1);
  }
  // How long the listed holder `later` would wait for a VC of class `vc_class` when it asks: 0 if
  // one is free, else until the first comes free of those held by the holders listed before it and
  // a newcomer whose VC is free at `newcomer_free`.
  rtl::Cycle class_wait(int channel, List::iterator later, int vc_class, rtl::Cycle newcomer_free);
  // Calls `visit(holder)` for each holder of class `vc_class` listed before the listed holder `later`
  // (asked no later) whose VC is still held when `later` asks, until it returns false.
  template <typename Visit>
  void for_each_held_when(int channel, List::iterator later, int vc_class, const Visit& visit);
  // The first holder of its class that would wait (`later`, class_wait > 0) gets its VC later, so
  // it holds it until later, and a holder of the class after it that got one as it came free may
  // now find every VC held in turn: time order would push the holders back one after the other,
  // as a target's queue (AnnotatedTarget), until a gap absorbs the push. Their waits, `later`'s
  // excluded, summed; each holder keeps the VC as long as it did. With only the first one's wait
  // counted, the `lt` platform read low at 70% of saturation where a class has one or two VCs
  // (the torus with 2 VCs -4.4 to -4.8%, the unidirectional torus down to -4.7%: README, issue 13,
  // "The `lt` points at 70% and temporal decoupling").
  rtl::Cycle pushed_back(int channel, List::iterator later, int vc_class, rtl::Cycle newcomer_free);
  // Whether newcomer `r` goes in the gaps of the paced streams it meets (PacedStreams): the holders still sending at its start and those that ask while its flits
  // come at their paced rate, itself included, no more than the channel carries side by side.
  bool in_paced_gaps(const ChannelRequest& r, List::iterator past, List::iterator future, const List& list) const;
  static constexpr int kMaxClassVcs = 32;  // a network has at most 32 VCs (rtl::validate)
  // Forgets the holders no head can meet any more (checked every kForgetEvery holders listed).
  void forget(int channel);
  static constexpr std::size_t kForgetEvery = 32;

  int vcs_;
  std::vector<int> class_vcs_;
  int release_delay_;
  bool release_on_tail_sent_;
  rtl::Cycle floor_ = 0;
  rtl::Cycle longest_hold_ = 0;  // the longest a listed holder held its VC (asked to VC free)
  std::vector<ChannelHolder> pool_;
  std::vector<int> free_;
  std::vector<List> listed_;  // per channel, by the cycle asked (ties: in the order added)
  std::vector<int> open_;     // per channel: holders whose VC release is not known yet
  PacedStreams paced_;        // set_paced_streams
};

template <typename Delayed, typename Delayable>
ChannelCrossing CallOrderChannels::cross(const ChannelRequest& r, const Delayed& delayed, const Delayable& delayable) {
  List& list = listed_[static_cast<std::size_t>(r.channel)];
  const rtl::Cycle start = r.start;
  const auto past = earliest_holding(r.channel, start);
  // Heads ask near the latest listed: the holders that asked after this one are few, found from
  // the end in fewer steps than a binary search takes.
  auto future = list.end();
  while (future != past && (future - 1)->asked > start) --future;
  // VCs held at `start` by holders that asked no later: of its class, and of any.
  const int class_vcs = class_vcs_[static_cast<std::size_t>(r.vc_class)];
  int held = 0;
  int busy = 0;
  rtl::Cycle free_at = kVcFreeUnknown;
  rtl::Cycle busy_until = kVcFreeUnknown;
  for (auto it = past; it != future; ++it) {
    const ChannelHolder& h = pool_[static_cast<std::size_t>(it->slot)];
    if (h.vc_free <= start) continue;
    ++busy;
    busy_until = std::min(busy_until, h.vc_free);
    if (h.vc_class == r.vc_class) {
      ++held;
      free_at = std::min(free_at, h.vc_free);
    }
  }
  // Every VC of its class held, or every VC (a class may have gained more holders than VCs while
  // they were later than a newcomer): ask again when the first comes free, else next cycle.
  if (held >= class_vcs) return ChannelCrossing{false, free_at == kVcFreeUnknown ? start + 1 : free_at, 0};
  if (busy >= vcs_) return ChannelCrossing{false, busy_until == kVcFreeUnknown ? start + 1 : busy_until, 0};
  rtl::Cycle shared = 0;
  rtl::Cycle owed = 0;
  // A long newcomer among fewer paced streams than the channel carries side by side shares it with
  // none of them (in_paced_gaps); its VC waits stand.
  const bool in_gaps = paced_.any() && in_paced_gaps(r, past, future, list);
  const auto shared_until = in_gaps ? past : future;
  for (auto it = past; it != shared_until; ++it) {
    ChannelHolder& other = pool_[static_cast<std::size_t>(it->slot)];
    if (other.vc_free <= start) continue;  // time order has dropped it
    const rtl::Cycle slots =
        shared_slots(other, remaining_flits(other, other.tail_switched(), start, r.period, /*spread*/ false), r);
    if (slots == 0) continue;
    shared += slots;
    const rtl::Cycle before = other.tail_switched();
    other.sent_by += slots * r.period;
    if (other.tail_switched() == before) continue;
    // Answered already: the delay its tail gets here is owed by this one.
    if (!delayable(other.message, other.sequence)) owed += other.tail_switched() - before;
    delayed(delayed_tail(other));
  }
  // Holders that ask while it still sends: both are delayed by the other's flits that come
  // meanwhile; it takes both delays. From the same input, the two were interleaved there already.
  // One of its class that would have found every VC of the class held, the newcomer's included,
  // would have waited for a VC instead (later_vc_wait), and sent nothing meanwhile. "While it
  // sends" and "held" as time order would have seen them when such a holder asked: the newcomer's
  // flits and the slots already interleaved with them by the holders that asked before it, which
  // is how a holder's remaining flits are counted in time order (remaining_flits). With its own
  // flits alone the later holders it met were counted short whenever it shared the channel, and
  // the call-order path read low at 70% of saturation, most on the unidirectional torus (-5.2%,
  // transpose; README, issue 13, "The `lt` points at 70% and temporal decoupling").
  const rtl::Cycle own_and_shared = static_cast<rtl::Cycle>(r.flits) + shared;
  const rtl::Cycle sends_until = in_gaps ? start : start + own_and_shared * r.period;
  const rtl::Cycle newcomer_free = newcomer_vc_free(start + (own_and_shared - 1) * r.period);
  for (auto it = future; it != list.end() && it->asked < sends_until; ++it) {
    const ChannelHolder& other = pool_[static_cast<std::size_t>(it->slot)];
    if (other.input == r.input) continue;
    if (other.vc_class == r.vc_class && class_wait(r.channel, it, r.vc_class, newcomer_free) > 0) continue;
    const rtl::Cycle overlap =
        std::min<rtl::Cycle>({per_period(sends_until - other.asked, r.period), other.flits, r.flits});
    shared += overlap;
    owed += overlap * r.period;
  }
  ChannelHolder holder = newcomer_holder(r, shared);
  WaitMade made = r.made_wait;
  owed += later_vc_wait(r.channel, future, r, holder, made);
  if (release_on_tail_sent_) holder.vc_free = holder.tail_switched() + release_delay_;
  const int kept = insert(r.channel, holder);
  return ChannelCrossing{true, shared > 0 ? start + r.period : start, holder.tail_switched(), owed, kept, made};
}

}  // namespace kncube::tlm2
