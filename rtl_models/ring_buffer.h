#pragma once
// Fixed-capacity FIFO used for VC buffers and TimedQueue's delay lines: storage is allocated once, at
// elaboration, so the per-cycle path never allocates. The storage starts on a cache line, so that
// items whose size divides the line (a 32-byte flit) never straddle two.

#include <cassert>
#include <cstddef>
#include <algorithm>
#include <cstdint>
#include <memory>
#include <new>
#include <type_traits>

#include "rtl_models/ring_index.h"

namespace kncube::rtl {

template <typename T>
class RingBuffer : public RingIndex {
  static_assert(std::is_trivially_destructible_v<T>, "the storage is released without destructors");

 public:
  RingBuffer() = default;
  explicit RingBuffer(std::size_t capacity) { reset(capacity); }
  RingBuffer(RingBuffer&&) noexcept = default;
  RingBuffer& operator=(RingBuffer&&) noexcept = default;
  RingBuffer(const RingBuffer& other) { *this = other; }
  RingBuffer& operator=(const RingBuffer& other) {
    if (this == &other) return *this;
    slots_ = allocate(other.capacity_);
    std::copy(other.slots_.get(), other.slots_.get() + other.capacity_, slots_.get());
    RingIndex::operator=(other);
    return *this;
  }

  void reset(std::size_t capacity) {
    slots_ = allocate(capacity);
    reset_index(capacity);
  }

  T& front() {
    assert(size_ > 0);
    return slots_[head_];
  }
  const T& front() const {
    assert(size_ > 0);
    return slots_[head_];
  }
  // i-th element from the front, 0 = front.
  const T& at(std::size_t i) const {
    assert(i < size_);
    return slots_[wrap(head_ + static_cast<std::uint32_t>(i))];
  }
  void push_back(const T& item) { emplace_back() = item; }
  // Appends a slot and returns it for the caller to fill in place (a flit is 40 bytes: writing it
  // once into its slot saves copying it through a temporary).
  T& emplace_back() {
    assert(size_ < capacity_);
    T& slot = slots_[wrap(head_ + size_)];
    ++size_;
    return slot;
  }
  // The slot `k` places after the back (0: the one emplace_back() would return), for a producer
  // that fills slots before they are counted in; extend_back() counts the first of them in.
  T& after_back(std::size_t k) {
    assert(size_ + k < capacity_);
    return slots_[wrap(head_ + size_ + static_cast<std::uint32_t>(k))];
  }
  void extend_back() {
    assert(size_ < capacity_);
    ++size_;
  }
  const T& back() const {
    assert(size_ > 0);
    return slots_[wrap(head_ + size_ - 1)];
  }
  void pop_front() {
    assert(size_ > 0);
    head_ = wrap(head_ + 1);
    --size_;
  }

 private:
  static constexpr std::align_val_t kLine{64};
  struct Release {
    void operator()(T* slots) const { ::operator delete[](slots, kLine); }
  };
  // `capacity` value-initialised items (as T{}), from a cache-line boundary; none for 0.
  static std::unique_ptr<T[], Release> allocate(std::size_t capacity) {
    if (capacity == 0) return nullptr;
    T* const slots = static_cast<T*>(::operator new[](capacity * sizeof(T), kLine));
    for (std::size_t i = 0; i < capacity; ++i) new (slots + i) T();
    return std::unique_ptr<T[], Release>(slots);
  }

  std::unique_ptr<T[], Release> slots_;
};

}  // namespace kncube::rtl
