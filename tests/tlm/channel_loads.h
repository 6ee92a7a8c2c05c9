#pragma once
// Where two runs put a network's traffic, channel by channel (ReplayResult::channel_flits), and
// its messages' time in the buffers (channel_busy): the contention model against the cycle-level
// network, judged against the cycle-level network against itself with other random draws.

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

inline double total_of(const std::vector<std::uint64_t>& counts) {
  double sum = 0.0;
  for (std::uint64_t c : counts) sum += static_cast<double>(c);
  return sum;
}

// (sum of b - sum of a) / sum of a over the channels: how much more `b` holds in all.
inline double total_difference(const std::vector<std::uint64_t>& a, const std::vector<std::uint64_t>& b) {
  const double sa = total_of(a);
  return sa > 0.0 ? (total_of(b) - sa) / sa : 0.0;
}

// `counts` scaled to sum to `sum` (to compare how two sets of counts spread over the channels,
// whatever their totals).
inline std::vector<std::uint64_t> scaled_to(const std::vector<std::uint64_t>& counts, double sum) {
  const double factor = sum / total_of(counts);
  std::vector<std::uint64_t> out;
  for (std::uint64_t c : counts) out.push_back(static_cast<std::uint64_t>(std::llround(static_cast<double>(c) * factor)));
  return out;
}

}  // namespace kncube::test
