#include "rtl_models/matrix_arbiter.h"

namespace kncube::rtl {

MatrixArbiter::MatrixArbiter(int size)
    : size_(size), words_(static_cast<std::size_t>((size + 63) / 64)), rows_(static_cast<std::size_t>(size) * words_, 0) {
  // Initial order: lower index first (a beats b when a < b); transitive, so a winner always exists.
  for (int a = 0; a < size_; ++a)
    for (int b = a + 1; b < size_; ++b) set(a, b, true);
}

void MatrixArbiter::set(int a, int b, bool value) {
  std::uint64_t& word = rows_[static_cast<std::size_t>(a) * words_ + static_cast<std::size_t>(b / 64)];
  const std::uint64_t bit = std::uint64_t{1} << (b % 64);
  word = value ? (word | bit) : (word & ~bit);
}

int MatrixArbiter::pick(const std::uint16_t* requesters, int count) const {
  for (int i = 0; i < count; ++i) {
    const int candidate = requesters[i];
    bool wins = true;
    for (int j = 0; j < count && wins; ++j)
      if (j != i && !beats(candidate, requesters[j])) wins = false;
    if (wins) return candidate;
  }
  return requesters[0];  // unreachable: the priority relation stays a total order
}

void MatrixArbiter::grant(int winner) {
  for (int other = 0; other < size_; ++other) {
    if (other == winner) continue;
    set(winner, other, false);
    set(other, winner, true);
  }
}

}  // namespace kncube::rtl
