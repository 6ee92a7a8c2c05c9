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
// Plain C++, flat arrays: at most V messages per channel.

#include <algorithm>
#include <cstdint>
#include <limits>
#include <vector>

#include "rtl_models/flit.h"

namespace kncube::tlm2 {

// A message already on the channel whose tail was pushed later by a newcomer.
struct DelayedTail {
  int message;
  std::uint64_t sequence;    // the message's, to tell a reused slot
  rtl::Cycle tail_switched;  // its tail's new cycle onto the channel
  rtl::Cycle latency_mark;   // what the message's latency sum was before this channel
};

struct ChannelCrossing {
  bool granted;              // false: every VC of its class is held; ask again at `start`
  rtl::Cycle start;          // the head is switched onto the channel
  rtl::Cycle tail_switched;  // the tail is
  // Call order only (SharedChannels::allow_out_of_order): cycles of delay that time order would
  // have given to holders that can no longer take them (answered already); the newcomer's tail
  // takes them on instead (ChannelReservations::cross).
  rtl::Cycle owed = 0;
};

class SharedChannels {
 public:
  // `class_first[c]` .. `class_first[c + 1]` - 1 are the VCs of class c; `credit_delay` the cycles
  // from a flit leaving the downstream buffer to its credit upstream; `release_on_tail_sent`: a VC
  // is free again once the tail is switched onto the channel (VcRelease::tail_sent), else when
  // the tail's credit comes back from downstream (tail_credit).
  SharedChannels(std::size_t channels, int vcs, std::vector<int> class_first, int credit_delay,
                 bool release_on_tail_sent);

  // The head of message `message` (`flits` flits of VC class `vc_class`, tail arriving at this
  // router at `tail_arrival`) asks for `channel` (a flit every `period` cycles) at cycle `request`.
  // Appends the messages it delays to `delayed`.
  // `input` names the router input it comes from and `head_arrival` when its head got there. When
  // no VC of its class is free the head holds nothing and asks again at the cycle returned.
  // `delayable(message, sequence)` says whether a holder can still be delayed; only asked once
  // heads may come out of time order (allow_out_of_order).
  template <typename Delayable>
  ChannelCrossing cross(int channel, int period, int vc_class, int flits, rtl::Cycle request, int input,
                        rtl::Cycle head_arrival, rtl::Cycle tail_arrival, int message, std::uint64_t sequence,
                        rtl::Cycle latency_mark, std::vector<DelayedTail>& delayed, const Delayable& delayable);
  // From now on heads may ask out of time order (ChannelReservations::reserve, the call-order path):
  // cross() then looks for holders that asked after the newcomer, which time order never has, and
  // keeps holders whose VCs are free again as long as a head may still ask before that (up to
  // kCallOrderHolders per VC of a channel), since one asking out of order may still meet them.
  void allow_out_of_order();
  // On the call-order path: no head will ask before cycle `floor` any more.
  void set_floor(rtl::Cycle floor) { floor_ = floor; }
  static constexpr int kCallOrderHolders = 16;
  // The tail of `message`, which holds a VC of `channel`, left the buffer at the channel's far end
  // at cycle `left` (it was switched onward or delivered): the VC is free once its credit is back.
  void tail_left(int channel, int message, std::uint64_t sequence, rtl::Cycle left);

 private:
  struct Holder {
    int message;
    std::uint64_t sequence;
    int vc_class;
    int flits;
    int input;                // the router input it came from
    rtl::Cycle tail_arrival;  // at this router
    rtl::Cycle sent_by;       // its own and the interleaved flits all switched
    rtl::Cycle latency_mark;
    rtl::Cycle vc_free;       // when its VC can be allocated again; kUnknown until its tail left downstream
    // The cycle its head asked for the channel. In time order every holder asked no later than a
    // newcomer; on the call-order path (ChannelReservations::reserve, the loosely-timed path) a
    // holder may have asked later than a newcomer from an initiator further behind in its local
    // time: it neither holds a VC nor shares the channel with that newcomer, which comes first.
    rtl::Cycle asked;
    rtl::Cycle tail_switched() const { return tail_arrival > sent_by ? tail_arrival : sent_by; }
  };
  // Flits of its own holder `h` still has to send from cycle `t` on (0 once its tail is across):
  // of the channel's slots up to its tail, its share is its flits among its own and the
  // interleaved ones.
  static rtl::Cycle remaining(const Holder& h, rtl::Cycle t, int period) {
    if (h.tail_switched() < t) return 0;
    const rtl::Cycle slots = per_period(h.tail_switched() - t, period) + 1;
    return slots < h.flits ? slots : h.flits;
  }
  // cycles / period without a division for the usual period of one cycle per flit.
  static rtl::Cycle per_period(rtl::Cycle cycles, int period) { return period == 1 ? cycles : cycles / period; }

  static constexpr rtl::Cycle kUnknown = std::numeric_limits<rtl::Cycle>::max();
  // cross() for heads in time order (kCallOrder false: the timed path, what it always was) or out
  // of it; one instantiation each, so that the timed path pays nothing for the call-order cases.
  template <bool kCallOrder, typename Delayable>
  ChannelCrossing cross_in(int channel, int period, int vc_class, int flits, rtl::Cycle request, int input,
                           rtl::Cycle head_arrival, rtl::Cycle tail_arrival, int message, std::uint64_t sequence,
                           rtl::Cycle latency_mark, std::vector<DelayedTail>& delayed, const Delayable& delayable);
  // Call order only: the VC wait time order would have given the first holder of the newcomer's
  // class that asks while the newcomer holds its VC (answered already, so it cannot wait any
  // more), which the newcomer owes instead: when every VC of the class, the newcomer's included, is
  // held as it asks, it would have waited for the first to come free (the newcomer's at its tail's
  // credit at the earliest).
  rtl::Cycle later_vc_wait(const Holder* first, int count, int vc_class, int class_vcs, rtl::Cycle start,
                           const Holder& newcomer) const;
  int vcs_;
  std::vector<int> class_first_;
  std::vector<int> class_vcs_;  // per class: its VCs (at least one)
  int credit_delay_;
  bool release_on_tail_sent_;
  bool out_of_order_ = false;  // allow_out_of_order(): holders may have asked after a newcomer
  int capacity_;               // holders kept per channel: vcs_, kCallOrderHolders * vcs_ out of order
  rtl::Cycle floor_ = 0;       // out of order: no head asks before this cycle
  std::vector<Holder> holders_;  // [channel * capacity_ + i], i < count_[channel]
  std::vector<int> count_;
};

// Inline: called for every hop of every message, from one caller each.
template <typename Delayable>
ChannelCrossing SharedChannels::cross(int channel, int period, int vc_class, int flits, rtl::Cycle request,
                                      int input, rtl::Cycle head_arrival, rtl::Cycle tail_arrival, int message,
                                      std::uint64_t sequence, rtl::Cycle latency_mark,
                                      std::vector<DelayedTail>& delayed, const Delayable& delayable) {
  if (out_of_order_)
    return cross_in<true>(channel, period, vc_class, flits, request, input, head_arrival, tail_arrival, message,
                          sequence, latency_mark, delayed, delayable);
  return cross_in<false>(channel, period, vc_class, flits, request, input, head_arrival, tail_arrival, message,
                         sequence, latency_mark, delayed, delayable);
}

template <bool kCallOrder, typename Delayable>
ChannelCrossing SharedChannels::cross_in(int channel, int period, int vc_class, int flits, rtl::Cycle request,
                                         int input, rtl::Cycle head_arrival, rtl::Cycle tail_arrival, int message,
                                         std::uint64_t sequence, rtl::Cycle latency_mark,
                                         std::vector<DelayedTail>& delayed, const Delayable& delayable) {
  Holder* first = &holders_[static_cast<std::size_t>(channel) * static_cast<std::size_t>(capacity_)];
  int& count = count_[static_cast<std::size_t>(channel)];
  const int class_vcs = class_vcs_[static_cast<std::size_t>(vc_class)];
  const rtl::Cycle start = request;
  // One pass: drops the holders no head can meet any more (VC free again by `start`; out of order,
  // by the floor) and counts the VCs of its class held at `start`.
  int held = 0;
  rtl::Cycle free_at = kUnknown;
  int future = -1;  // out of order: a holder that asked after `start`
  int freed = -1;   // out of order: a holder kept whose VC is free at `start`
  int busy = 0;     // out of order: VCs of any class held at `start`
  bool later_of_class = false;  // out of order: a holder of its class asked after `start`
  rtl::Cycle busy_until = kUnknown;
  if (!kCallOrder) {
    for (int i = 0; i < count;) {
      if (first[i].vc_free <= start) {
        first[i] = first[--count];
        continue;
      }
      if (first[i].vc_class == vc_class) {
        ++held;
        free_at = std::min(free_at, first[i].vc_free);
      }
      ++i;
    }
  } else {
    for (int i = 0; i < count;) {
      const Holder& h = first[i];
      if (h.vc_free <= floor_) {
        first[i] = first[--count];
        continue;
      }
      if (h.asked > start) {
        future = i;
        later_of_class |= h.vc_class == vc_class;
      } else if (h.vc_free <= start) {
        freed = i;
      } else {
        ++busy;
        busy_until = std::min(busy_until, h.vc_free);
        if (h.vc_class == vc_class) {
          ++held;
          free_at = std::min(free_at, h.vc_free);
        }
      }
      ++i;
    }
  }
  // Every VC of its class is held: ask again when the first is known to come free, or next cycle
  // while no holder's tail has left downstream yet (the router's allocator retries every cycle).
  if (held >= class_vcs) return ChannelCrossing{false, free_at == kUnknown ? start + 1 : free_at, 0};
  // Every VC held, none by a message that asked later: possible only out of time order, where a
  // class may have gained more holders than VCs while they were later than a newcomer.
  if (kCallOrder && busy >= vcs_) return ChannelCrossing{false, busy_until == kUnknown ? start + 1 : busy_until, 0};
  rtl::Cycle shared = 0;  // the others' flits interleaved with this message's
  rtl::Cycle owed = 0;    // ChannelCrossing::owed
  for (int i = 0; i < count; ++i) {
    Holder& other = first[i];
    if (kCallOrder && other.vc_free <= start) continue;  // kept for earlier requests; gone by now
    if (kCallOrder && other.asked > start) {
      // Call order only: a message that reaches the channel later but was granted it first. In time
      // order the two would have delayed each other by the other's flits that come while both still
      // send: this one is delayed by them, and owes the other's delay, which it can no longer take.
      // From the same input, the two were interleaved there already (counted where they met).
      const rtl::Cycle window = start + static_cast<rtl::Cycle>(flits) * period - other.asked;
      if (window <= 0 || other.input == input) continue;
      const rtl::Cycle overlap = std::min<rtl::Cycle>({per_period(window, period), other.flits, flits});
      shared += overlap;
      owed += overlap * period;
      continue;
    }
    rtl::Cycle slots = std::min<rtl::Cycle>(remaining(other, start, period), flits);
    if (other.input == input && other.tail_arrival >= head_arrival) {
      // From the same input while its tail was still arriving: the two come interleaved through
      // that input's one flit per cycle (the switch allocator grants an input one VC per cycle),
      // which was counted where they began to share. Only the other's flits queued here, beyond
      // the pace they arrive at, are new to this message.
      const rtl::Cycle queued = other.sent_by > other.tail_arrival ? per_period(other.sent_by - other.tail_arrival, period) : 0;
      slots = std::min(slots, queued);
    }
    if (slots == 0) continue;
    shared += slots;
    const rtl::Cycle before = other.tail_switched();
    other.sent_by += slots * period;
    if (other.tail_switched() != before) {
      // Call order only: a holder already answered (its delivery returned to its initiator) cannot
      // take the delay its tail gets here; this one owes it, so that the pair is delayed as in
      // time order.
      if (kCallOrder && !delayable(other.message, other.sequence)) owed += other.tail_switched() - before;
      delayed.push_back(DelayedTail{other.message, other.sequence, other.tail_switched(), other.latency_mark});
    }
  }
  Holder holder{message,      sequence, vc_class, flits, input, tail_arrival,
                start + (static_cast<rtl::Cycle>(flits) - 1 + shared) * period, latency_mark, kUnknown, start};
  if (kCallOrder && later_of_class) owed += later_vc_wait(first, count, vc_class, class_vcs, start, holder);
  if (release_on_tail_sent_) holder.vc_free = holder.tail_switched() + 1;
  // Out of order, all slots may be taken (never all by holders of a VC at `start`: busy < vcs_): the
  // newcomer takes one whose VC is free again by now, else one of a message that asked later; their
  // tail_left() then finds nothing.
  if (!kCallOrder || count < capacity_) first[count++] = holder;
  else first[freed >= 0 ? freed : future] = holder;
  return ChannelCrossing{true, shared > 0 ? start + period : start, holder.tail_switched(), owed};
}

inline void SharedChannels::tail_left(int channel, int message, std::uint64_t sequence, rtl::Cycle left) {
  if (release_on_tail_sent_) return;
  Holder* first = &holders_[static_cast<std::size_t>(channel) * static_cast<std::size_t>(capacity_)];
  const int count = count_[static_cast<std::size_t>(channel)];
  for (int i = 0; i < count; ++i)
    if (first[i].message == message && first[i].sequence == sequence) {
      first[i].vc_free = left + credit_delay_;
      return;
    }
}

}  // namespace kncube::tlm2
