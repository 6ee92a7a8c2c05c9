#pragma once
// A delay line: items become visible at their ready cycle, in the order they were pushed.
// The ejection channels use it for flits on their way to the interface (a channel between routers
// packs its small items into a PackedDelayLine, packed_delay_line.h). Because every item is
// pushed with a latency of at least one cycle (checked at elaboration), a reader at cycle c never
// sees what a writer pushes at cycle c, so the order in which routers are evaluated is irrelevant.

#include <cassert>
#include <cstdint>
#include <limits>
#include <stdexcept>

#include "rtl_models/flit.h"
#include "rtl_models/ring_buffer.h"

namespace kncube::rtl {

template <typename T>
class TimedQueue {
 public:
  struct Entry {
    Cycle ready = 0;
    T item{};
  };

  void reset(std::size_t capacity) {
    entries_.reset(capacity);
    front_ready_ = kEmpty;
  }
  std::size_t capacity() const { return entries_.capacity(); }
  std::size_t size() const { return entries_.size(); }
  bool empty() const { return entries_.empty(); }
  bool full() const { return entries_.full(); }

  void push(Cycle ready, const T& item) { push_slot(ready) = item; }
  // push() with the item written in place by the caller through the returned reference (an Entry
  // holding a flit is 48 bytes: written once, not built and copied).
  T& push_slot(Cycle ready) {
    assert(entries_.empty() || entries_.at(entries_.size() - 1).ready <= ready);
    // Capacities are derived from credits and channel periods; overflowing one means a sizing
    // or flow-control bug, which must not silently overwrite a flit in Release builds.
    if (entries_.full()) throw std::logic_error("delay line overflow: more items in flight than its capacity");
    if (entries_.empty()) front_ready_ = ready;
    Entry& entry = entries_.emplace_back();
    entry.ready = ready;
    return entry.item;
  }
  // Asked every cycle by whoever drains the line, mostly answered "no": one comparison with a
  // field of the queue, not a load from the entry another router wrote (that load was 8% of the
  // 8x8 benchmark's time by perf's samples).
  bool has_ready(Cycle now) const { return now >= front_ready_; }
  const Entry& front() const { return entries_.front(); }
  void pop() {
    entries_.pop_front();
    front_ready_ = entries_.empty() ? kEmpty : entries_.front().ready;
  }
  // i-th entry from the front (for tracing what is on a wire).
  const Entry& at(std::size_t i) const { return entries_.at(i); }

 private:
  static constexpr Cycle kEmpty = std::numeric_limits<Cycle>::max();

  RingBuffer<Entry> entries_;
  // Ready cycle of the front entry (kEmpty: none). Entries are pushed in ready order, so it is
  // the earliest of all.
  Cycle front_ready_ = kEmpty;
};

}  // namespace kncube::rtl
