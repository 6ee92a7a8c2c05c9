#pragma once
// A delay line of small items (a VC number, a credit), each packed with its ready cycle into one
// 64-bit word, with room for the first `Inline` words inside the object itself: a channel keeps its
// flits' arrivals and its credits in its own cache lines instead of two heap blocks of 16-byte
// entries. On a 1 024-node network every line a cycle touches is a cache miss, and the delay lines'
// blocks were a sixth of them (SPEED_RECORD.md, issue 17's eighth round). Longer lines (slow wires,
// deep credit loops) take a heap block, as before.
//
// Items are visible from their ready cycle on, in the order they were pushed; the pusher pushes
// in ready order (TimedQueue's rule). A ready cycle must be below 2^54 (1.8e16 cycles: at a few
// million simulated cycles per second, a century of running); push() refuses one beyond.

#include <cassert>
#include <cstdint>
#include <limits>
#include <stdexcept>

#include "rtl_models/flit.h"
#include "rtl_models/ring_index.h"

namespace kncube::rtl {

template <int Inline>
class PackedDelayLine : public RingIndex {
 public:
  static constexpr int kItemBits = 9;
  static constexpr std::uint64_t kItemMask = (std::uint64_t{1} << kItemBits) - 1;
  static constexpr Cycle kLatestReady = (Cycle{1} << (63 - kItemBits)) - 1;

  PackedDelayLine() = default;
  PackedDelayLine(const PackedDelayLine& other) { *this = other; }
  PackedDelayLine& operator=(const PackedDelayLine& other) {
    if (this == &other) return *this;
    reset(other.capacity_);
    RingIndex::operator=(other);
    for (std::uint32_t i = 0; i < capacity_; ++i) slots_[i] = other.slots_[i];
    return *this;
  }
  ~PackedDelayLine() { release(); }

  // Empties the line and sizes it for `capacity` items (inline when they fit).
  void reset(std::size_t capacity) {
    if (capacity > std::numeric_limits<std::uint32_t>::max())
      throw std::length_error("delay line: more than 2^32 items in flight");
    release();
    slots_ = capacity <= Inline ? inline_ : new std::uint64_t[capacity]();
    reset_index(capacity);
  }
  bool stored_inline() const { return slots_ == inline_; }

  void push(Cycle ready, unsigned item) {
    assert(item <= kItemMask);
    assert(empty() || ready_at(size_ - 1) <= ready);
    // Capacities are derived from credits and channel periods; overflowing one means a sizing or
    // flow-control bug, which must not silently overwrite an item in Release builds.
    if (size_ == capacity_) throw std::logic_error("delay line overflow: more items in flight than its capacity");
    if (ready < 0 || ready > kLatestReady) throw std::out_of_range("delay line: ready cycle beyond 2^54");
    slots_[wrap(head_ + size_)] = static_cast<std::uint64_t>(ready) << kItemBits | item;
    ++size_;
  }
  bool has_ready(Cycle now) const { return size_ != 0 && now >= front_ready(); }
  Cycle front_ready() const {
    assert(size_ > 0);
    return static_cast<Cycle>(slots_[head_] >> kItemBits);
  }
  unsigned front_item() const {
    assert(size_ > 0);
    return static_cast<unsigned>(slots_[head_] & kItemMask);
  }
  void pop() {
    assert(size_ > 0);
    head_ = wrap(head_ + 1);
    --size_;
  }
  // i-th item from the front (for tracing what is on a wire).
  Cycle ready_at(std::size_t i) const { return static_cast<Cycle>(word(i) >> kItemBits); }
  unsigned item_at(std::size_t i) const { return static_cast<unsigned>(word(i) & kItemMask); }

 private:
  std::uint64_t word(std::size_t i) const {
    assert(i < size_);
    return slots_[wrap(head_ + static_cast<std::uint32_t>(i))];
  }
  void release() {
    if (slots_ != inline_) delete[] slots_;
    slots_ = inline_;
  }

  std::uint64_t* slots_ = inline_;  // inline_ or an owned heap block
  std::uint64_t inline_[Inline] = {};
};

}  // namespace kncube::rtl
