#pragma once
// Fixed-capacity FIFO used for VC buffers and channel delay lines: storage is allocated once, at
// elaboration, so the per-cycle path never allocates.

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace kncube::rtl {

template <typename T>
class RingBuffer {
 public:
  RingBuffer() = default;
  explicit RingBuffer(std::size_t capacity) : slots_(capacity) {}

  void reset(std::size_t capacity) {
    slots_.assign(capacity, T{});
    head_ = 0;
    size_ = 0;
  }
  std::size_t capacity() const { return slots_.size(); }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  bool full() const { return size_ == slots_.size(); }

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
    return slots_[wrap(head_ + i)];
  }
  void push_back(const T& item) {
    assert(size_ < slots_.size());
    slots_[wrap(head_ + size_)] = item;
    ++size_;
  }
  void pop_front() {
    assert(size_ > 0);
    head_ = wrap(head_ + 1);
    --size_;
  }

 private:
  std::uint32_t wrap(std::size_t i) const {
    return static_cast<std::uint32_t>(i >= slots_.size() ? i - slots_.size() : i);
  }

  std::vector<T> slots_;
  std::uint32_t head_ = 0;  // 32-bit indices keep a buffer's bookkeeping in 32 bytes
  std::uint32_t size_ = 0;
};

}  // namespace kncube::rtl
