#include "tlm/contention/shared_channels.h"

#include <algorithm>

namespace kncube::tlm2 {

SharedChannels::SharedChannels(std::size_t channels, int vcs, std::vector<int> class_first, int credit_delay,
                               bool release_on_tail_sent)
    : vcs_(vcs), class_first_(std::move(class_first)), credit_delay_(credit_delay),
      release_on_tail_sent_(release_on_tail_sent) {
  holders_.resize(channels * static_cast<std::size_t>(vcs));
  count_.assign(channels, 0);
  for (std::size_t c = 0; c + 1 < class_first_.size(); ++c)
    class_vcs_.push_back(std::max(1, class_first_[c + 1] - class_first_[c]));
}

ChannelCrossing SharedChannels::cross(int channel, int period, int vc_class, int flits, rtl::Cycle request,
                                      int input, rtl::Cycle head_arrival, rtl::Cycle tail_arrival, int message,
                                      std::uint64_t sequence, rtl::Cycle latency_mark,
                                      std::vector<DelayedTail>& delayed) {
  Holder* first = &holders_[static_cast<std::size_t>(channel) * static_cast<std::size_t>(vcs_)];
  int& count = count_[static_cast<std::size_t>(channel)];
  const int class_vcs = class_vcs_[static_cast<std::size_t>(vc_class)];
  const rtl::Cycle start = request;
  // One pass: drops the holders whose VC is free again at `start` and counts the VCs of its class
  // still held.
  int held = 0;
  rtl::Cycle free_at = kUnknown;
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
  // Every VC of its class is held: ask again when the first is known to come free, or next cycle
  // while no holder's tail has left downstream yet (the router's allocator retries every cycle).
  if (held >= class_vcs) return ChannelCrossing{false, free_at == kUnknown ? start + 1 : free_at, 0};
  rtl::Cycle shared = 0;  // the others' flits interleaved with this message's
  for (int i = 0; i < count; ++i) {
    Holder& other = first[i];
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
    other.interleaved += slots;
    if (other.tail_switched() != before)
      delayed.push_back(DelayedTail{other.message, other.sequence, other.tail_switched(), other.latency_mark});
  }
  Holder holder{message,      sequence, vc_class, flits, input, tail_arrival,
                start + (static_cast<rtl::Cycle>(flits) - 1 + shared) * period, shared, latency_mark, kUnknown};
  // HEADWAIT
  if (release_on_tail_sent_) holder.vc_free = holder.tail_switched() + 1;
  first[count++] = holder;
  return ChannelCrossing{true, shared > 0 ? start + period : start, holder.tail_switched()};
}

void SharedChannels::tail_left(int channel, int message, std::uint64_t sequence, rtl::Cycle left) {
  if (release_on_tail_sent_) return;
  Holder* first = &holders_[static_cast<std::size_t>(channel) * static_cast<std::size_t>(vcs_)];
  const int count = count_[static_cast<std::size_t>(channel)];
  for (int i = 0; i < count; ++i)
    if (first[i].message == message && first[i].sequence == sequence) {
      first[i].vc_free = left + credit_delay_;
      return;
    }
}

}  // namespace kncube::tlm2
