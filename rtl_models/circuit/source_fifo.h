#pragma once
// An unbounded source queue (spec 04 B.1: each injection VC has its own FIFO of unbounded
// length) that stops allocating once it has held its longest backlog: a ring whose storage doubles
// when full and never shrinks. std::deque would allocate and free blocks as a queue of steady length
// moves through it, every few messages, for the whole run.

#include <cassert>
#include <cstddef>
#include <vector>

namespace kncube::rtl {

template <typename T>
class SourceFifo {
 public:
  explicit SourceFifo(std::size_t initial_capacity = 4) : slots_(round_up(initial_capacity)) {}

  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  std::size_t capacity() const { return slots_.size(); }

  const T& front() const {
    assert(size_ > 0);
    return slots_[head_];
  }
  void push_back(const T& item) {
    if (size_ == slots_.size()) grow();
    slots_[(head_ + size_) & (slots_.size() - 1)] = item;
    ++size_;
  }
  void pop_front() {
    assert(size_ > 0);
    head_ = (head_ + 1) & (slots_.size() - 1);
    --size_;
  }

 private:
  static std::size_t round_up(std::size_t n) {
    std::size_t capacity = 1;
    while (capacity < n) capacity <<= 1;
    return capacity;
  }
  void grow() {
    std::vector<T> larger(slots_.size() * 2);
    for (std::size_t i = 0; i < size_; ++i) larger[i] = slots_[(head_ + i) & (slots_.size() - 1)];
    slots_.swap(larger);
    head_ = 0;
  }

  std::vector<T> slots_;  // a power of two in size, so that wrapping is a mask
  std::size_t head_ = 0;
  std::size_t size_ = 0;
};

}  // namespace kncube::rtl
