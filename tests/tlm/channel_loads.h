#pragma once
// Where two runs put a network's traffic, channel by channel (ReplayResult::channel_flits): the
// contention model's adaptive choices against the cycle-level network's, judged against the
// cycle-level network against itself with other random draws.

#include <cmath>
#include <cstdint>
#include <vector>

namespace kncube::test {

// The share of `a`'s flit-hops that lie on other channels in `b`: half the sum over the channels
// of |a - b| over a's total (with minimal routes both carry the same flit-hops, so this is the
// share that would have to move to make the loads equal). 0 for identical loads.
inline double misplaced_share(const std::vector<std::uint64_t>& a, const std::vector<std::uint64_t>& b) {
  double total = 0.0, moved = 0.0;
  for (std::size_t c = 0; c < a.size() && c < b.size(); ++c) {
    total += static_cast<double>(a[c]);
    moved += std::abs(static_cast<double>(a[c]) - static_cast<double>(b[c]));
  }
  return total > 0.0 ? moved / 2.0 / total : 0.0;
}

// (sum of b - sum of a) / sum of a over the channels: how much more `b` holds in all.
inline double total_difference(const std::vector<std::uint64_t>& a, const std::vector<std::uint64_t>& b) {
  double sa = 0.0, sb = 0.0;
  for (std::uint64_t x : a) sa += static_cast<double>(x);
  for (std::uint64_t x : b) sb += static_cast<double>(x);
  return sa > 0.0 ? (sb - sa) / sa : 0.0;
}

}  // namespace kncube::test
