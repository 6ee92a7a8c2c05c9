#include "tlm/contention/call_order_channels.h"

#include <array>

namespace kncube::tlm2 {

CallOrderChannels::CallOrderChannels(std::size_t channels, int vcs, std::vector<int> class_vcs, int release_delay,
                                     bool release_on_tail_sent)
    : vcs_(vcs),
      class_vcs_(std::move(class_vcs)),
      release_delay_(release_delay),
      release_on_tail_sent_(release_on_tail_sent),
      listed_(channels),
      open_(channels, 0) {}

int CallOrderChannels::insert(int channel, const ChannelHolder& holder) {
  int slot;
  if (free_.empty()) {
    slot = static_cast<int>(pool_.size());
    pool_.push_back(holder);
  } else {
    slot = free_.back();
    free_.pop_back();
    pool_[static_cast<std::size_t>(slot)] = holder;
  }
  List& list = listed_[static_cast<std::size_t>(channel)];
  // Room for the holders between two forget() passes at once, rather than growing there by
  // doubling, copying the list each time (only for the channels used: a network may have many).
  if (list.capacity() == 0) list.reserve(kForgetEvery);
  // After every holder that asked no later; most heads ask near the latest listed, so from the end.
  auto at = list.end();
  while (at != list.begin() && (at - 1)->asked > holder.asked) --at;
  if (at == list.end()) {
    list.push_back(Listed{holder.asked, slot});
  } else {
    list.insert(at, Listed{holder.asked, slot});
  }
  if (list.size() % kForgetEvery == 0) forget(channel);
  if (holder.vc_free == kVcFreeUnknown) ++open_[static_cast<std::size_t>(channel)];
  else longest_hold_ = std::max(longest_hold_, holder.vc_free - holder.asked);
  return slot;
}

CallOrderChannels::List::iterator CallOrderChannels::earliest_holding(int channel, rtl::Cycle t) {
  List& list = listed_[static_cast<std::size_t>(channel)];
  if (open_[static_cast<std::size_t>(channel)] > 0) return list.begin();
  // A holder that asked at `a` had its VC free again by a + longest_hold_. Heads ask near the
  // latest listed, so few holders asked since then: found from the end in fewer steps than a
  // binary search takes.
  const rtl::Cycle since = t - longest_hold_;
  auto at = list.end();
  while (at != list.begin() && (at - 1)->asked >= since) --at;
  return at;
}

void CallOrderChannels::forget(int channel) {
  List& list = listed_[static_cast<std::size_t>(channel)];
  // The leading holders whose VCs were free by the floor (one erase moves the rest of the list).
  std::size_t gone = 0;
  while (gone < list.size() && pool_[static_cast<std::size_t>(list[gone].slot)].vc_free <= floor_) ++gone;
  for (std::size_t i = 0; i < gone; ++i) free_.push_back(list[i].slot);
  list.erase(list.begin(), list.begin() + static_cast<std::ptrdiff_t>(gone));
}

template <typename Visit>
void CallOrderChannels::for_each_held_when(int channel, List::iterator later, int vc_class, const Visit& visit) {
  const List& list = listed_[static_cast<std::size_t>(channel)];
  const rtl::Cycle asked = later->asked;
  const auto last = std::upper_bound(list.begin(), list.end(), asked, asked_before);
  for (auto it = earliest_holding(channel, asked); it != last; ++it) {
    const ChannelHolder& h = pool_[static_cast<std::size_t>(it->slot)];
    if (it == later || h.vc_class != vc_class || h.vc_free <= asked) continue;
    if (!visit(h)) return;
  }
}

rtl::Cycle CallOrderChannels::later_vc_wait(int channel, List::iterator from, const ChannelRequest& r,
                                            const ChannelHolder& newcomer, WaitMade& made) {
  const List& list = listed_[static_cast<std::size_t>(channel)];
  const rtl::Cycle newcomer_free = newcomer_vc_free(newcomer.tail_switched());
  // The first of its class that, asking while the newcomer would hold its VC, finds every VC of
  // the class held. Not only the first of its class to ask: with two VCs a class, that one may find
  // the other free and take it, and the next one find both held (looking at the first alone, the
  // unidirectional torus read 1.0 to 1.2 points lower at 70% on `lt`: README, issue 13, "The `lt`
  // points at 70% and temporal decoupling").
  auto later = from;
  rtl::Cycle wait = 0;
  for (; later != list.end() && later->asked < newcomer_free; ++later) {
    if (pool_[static_cast<std::size_t>(later->slot)].vc_class != r.vc_class) continue;
    wait = class_wait(channel, later, r.vc_class, newcomer_free);
    if (wait > 0) break;
  }
  if (wait == 0) return 0;
  const rtl::Cycle pushed = pushed_back(channel, later, r.vc_class, newcomer_free);
  const std::uint64_t holder = pool_[static_cast<std::size_t>(later->slot)].sequence;
  if (holder != made.holder) {
    made = WaitMade{holder, wait, pushed};
    return wait + pushed;
  }
  // The same holder as upstream: it (and those it pushed back) would come here `made.cycles`
  // (`made.pushed`) later than it asked.
  const rtl::Cycle already = made.cycles;
  const rtl::Cycle already_pushed = made.pushed;
  made.cycles = std::max(already, wait);
  made.pushed = std::max(already_pushed, pushed);
  return (wait > already ? wait - already : 0) + (pushed > already_pushed ? pushed - already_pushed : 0);
}

namespace {

// `free[0..n)` ascending: replaces the earliest with `cycle` and keeps the order.
void replace_earliest(rtl::Cycle* free, int n, rtl::Cycle cycle) {
  int i = 0;
  for (; i + 1 < n && free[i + 1] < cycle; ++i) free[i] = free[i + 1];
  free[i] = cycle;
}

}  // namespace

rtl::Cycle CallOrderChannels::pushed_back(int channel, List::iterator later, int vc_class, rtl::Cycle newcomer_free) {
  const List& list = listed_[static_cast<std::size_t>(channel)];
  const int vcs = class_vcs_[static_cast<std::size_t>(vc_class)];
  // When the VCs of the class come free, with the newcomer and without it, from `later`'s ask on
  // (ascending; 0: free): the VCs held then by the holders listed before it.
  std::array<rtl::Cycle, kMaxClassVcs> with;
  std::array<rtl::Cycle, kMaxClassVcs> without;
  std::fill(without.begin(), without.begin() + vcs, 0);
  int held = 0;
  bool unknown = false;
  for_each_held_when(channel, later, vc_class, [&](const ChannelHolder& h) {
    unknown = h.vc_free == kVcFreeUnknown;
    if (unknown) return false;
    replace_earliest(without.data(), vcs, h.vc_free);
    return ++held < vcs;
  });
  if (unknown) return 0;  // not known yet: nothing to push against
  std::copy(without.begin(), without.begin() + vcs, with.begin());
  // The newcomer holds one of them (class_wait found them all held with it).
  replace_earliest(with.data(), vcs, std::max(with[0], newcomer_free));
  rtl::Cycle pushed = 0;
  for (auto it = later; it != list.end(); ++it) {
    const ChannelHolder& h = pool_[static_cast<std::size_t>(it->slot)];
    if (h.vc_class != vc_class) continue;
    if (h.vc_free == kVcFreeUnknown) break;  // its hold is not known yet
    // It takes the VC that comes free first, and holds it as long as it did.
    const rtl::Cycle wait = std::max<rtl::Cycle>(with[0] - h.asked, 0);
    replace_earliest(with.data(), vcs, h.vc_free + wait);
    replace_earliest(without.data(), vcs, std::max(without[0], h.vc_free));
    if (it != later) pushed += wait;
    // Absorbed once the VCs come free as they did without the newcomer.
    if (std::equal(with.begin(), with.begin() + vcs, without.begin())) break;
  }
  return pushed;
}

rtl::Cycle CallOrderChannels::class_wait(int channel, List::iterator later, int vc_class, rtl::Cycle newcomer_free) {
  int held = 1;  // the newcomer's
  rtl::Cycle freed = newcomer_free;
  for_each_held_when(channel, later, vc_class, [&](const ChannelHolder& h) {
    ++held;
    freed = std::min(freed, h.vc_free);
    return true;
  });
  return held >= class_vcs_[static_cast<std::size_t>(vc_class)] ? freed - later->asked : 0;
}

void CallOrderChannels::tail_left(int channel, int message, std::uint64_t sequence, int holder, rtl::Cycle left) {
  if (release_on_tail_sent_) return;
  if (holder < 0) {  // it got its VC before heads came out of time order (SharedChannels): look for it
    for (const Listed& listed : listed_[static_cast<std::size_t>(channel)]) {
      const ChannelHolder& h = pool_[static_cast<std::size_t>(listed.slot)];
      if (h.message == message && h.sequence == sequence) holder = listed.slot;
    }
    if (holder < 0) return;
  }
  // A holder is forgotten only once its VC is free, so the slot is still its own.
  ChannelHolder& h = pool_[static_cast<std::size_t>(holder)];
  if (h.message != message || h.sequence != sequence || h.vc_free != kVcFreeUnknown) return;
  --open_[static_cast<std::size_t>(channel)];
  h.vc_free = left + release_delay_;
  longest_hold_ = std::max(longest_hold_, h.vc_free - h.asked);
}

bool CallOrderChannels::in_paced_gaps(const ChannelRequest& r, List::iterator past, List::iterator future,
                                      const List& list) const {
  const int streams = paced_.room(r);
  if (streams == 0) return false;
  const rtl::Cycle start = r.start;
  int sending = 1;
  for (auto it = past; it != future; ++it) {
    const ChannelHolder& h = pool_[static_cast<std::size_t>(it->slot)];
    sending += h.vc_free > start && h.tail_switched() >= start;
  }
  // Paced, its flits come no faster than one per `streams` periods.
  const rtl::Cycle sends_until = start + static_cast<rtl::Cycle>(r.flits) * streams * r.period;
  for (auto it = future; it != list.end() && it->asked < sends_until; ++it) ++sending;
  return sending <= streams;
}

}  // namespace kncube::tlm2
