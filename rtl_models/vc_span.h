#pragma once
// A port's virtual channels: a view of the port's run in its router's one array of them. A router
// keeps the VCs of all its ports in one block, and of both kinds (input, output) in one each: on a
// 1 024-node network every line a cycle reads is a cache miss, and a block per port was a line
// per port (SPEED_RECORD.md, issue 17's seventh round).

#include <cassert>
#include <cstddef>
#include <cstdint>

namespace kncube::rtl {

template <typename Vc>
class VcSpan {
 public:
  VcSpan() = default;
  VcSpan(Vc* first, std::size_t count) : first_(first), count_(static_cast<std::uint32_t>(count)) {}

  std::size_t size() const { return count_; }
  bool empty() const { return count_ == 0; }
  Vc* data() { return first_; }
  const Vc* data() const { return first_; }
  Vc& operator[](std::size_t i) {
    assert(i < count_);
    return first_[i];
  }
  const Vc& operator[](std::size_t i) const {
    assert(i < count_);
    return first_[i];
  }
  Vc* begin() { return first_; }
  Vc* end() { return first_ + count_; }
  const Vc* begin() const { return first_; }
  const Vc* end() const { return first_ + count_; }

 private:
  Vc* first_ = nullptr;
  std::uint32_t count_ = 0;
};

}  // namespace kncube::rtl
