#pragma once
// A list whose largest size is known when it is made: an allocator's requests and grants of one
// cycle. Storage is taken once; push_back neither tests for room nor grows (asserted in debug
// builds). As std::vector, reserved, the push was an out-of-line call per VC grant (its growth
// path kept it from being inlined): 0.6% of the BookSim preset's instructions (callgrind).

#include <cassert>
#include <cstddef>
#include <memory>

namespace kncube::rtl {

template <class T>
class BoundedList {
 public:
  BoundedList() = default;
  explicit BoundedList(std::size_t capacity) : items_(new T[capacity]), capacity_(capacity) {}

  void push_back(const T& item) {
    assert(size_ < capacity_);
    items_[size_++] = item;
  }
  void clear() { size_ = 0; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const T& front() const {
    assert(size_ > 0);
    return items_[0];
  }
  T& operator[](std::size_t i) {
    assert(i < size_);
    return items_[i];
  }
  const T& operator[](std::size_t i) const {
    assert(i < size_);
    return items_[i];
  }
  T* begin() { return items_.get(); }
  T* end() { return items_.get() + size_; }
  const T* begin() const { return items_.get(); }
  const T* end() const { return items_.get() + size_; }

 private:
  std::unique_ptr<T[]> items_;
  std::size_t size_ = 0;
  std::size_t capacity_ = 0;
};

}  // namespace kncube::rtl
