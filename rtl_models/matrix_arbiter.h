#pragma once
// Matrix arbiter: a priority bit for every ordered pair; the requester that beats every other
// requester wins and then drops below all others (least recently served first).

#include <cstdint>
#include <vector>

#include "rtl_models/arbiter.h"

namespace kncube::rtl {

class MatrixArbiter final : public Arbiter {
 public:
  explicit MatrixArbiter(int size);
  int pick(const std::uint16_t* requesters, int count) const override;
  void grant(int winner) override;
  bool beats(int a, int b) const {
    return (rows_[static_cast<std::size_t>(a) * words_ + static_cast<std::size_t>(b / 64)] >> (b % 64)) & 1U;
  }

 private:
  void set(int a, int b, bool value);

  int size_;
  std::size_t words_;
  std::vector<std::uint64_t> rows_;  // row a, bit b: a has priority over b
};

}  // namespace kncube::rtl
