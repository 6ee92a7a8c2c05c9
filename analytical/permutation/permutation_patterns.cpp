#include "analytical/permutation/permutation_patterns.h"

#include <algorithm>
#include <limits>
#include <stdexcept>
#include <string>

namespace kncube::analytical {
namespace {

void check_shape(int k, int n) {
  if (k < 2 || n < 1) throw std::invalid_argument("PermutationMap: need k >= 2 and n >= 1");
}

std::int64_t checked_node_count(int k, int n) {
  check_shape(k, n);
  std::int64_t count = 1;
  for (int i = 0; i < n; ++i) {
    if (count > std::numeric_limits<std::int32_t>::max() / k)
      throw std::invalid_argument("PermutationMap: k^n must stay below 2^31 (" + std::to_string(k) + "-ary " +
                                  std::to_string(n) + "-cube is too large to tabulate)");
    count *= k;
  }
  return count;
}

}  // namespace

std::vector<int> transpose_digit_order(int n) {
  if (n < 1) throw std::invalid_argument("transpose_digit_order: need n >= 1");
  std::vector<int> order(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) order[static_cast<std::size_t>(i)] = (i + n / 2) % n;
  return order;
}

std::vector<int> reversal_digit_order(int n) {
  if (n < 1) throw std::invalid_argument("reversal_digit_order: need n >= 1");
  std::vector<int> order(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) order[static_cast<std::size_t>(i)] = n - 1 - i;
  return order;
}

std::vector<int> digit_order(PermutationPattern pattern, int n) {
  return pattern == PermutationPattern::transpose ? transpose_digit_order(n) : reversal_digit_order(n);
}

PermutationMap::PermutationMap(PermutationPattern pattern, int k, int n) : PermutationMap(k, n, digit_order(pattern, n)) {}

PermutationMap::PermutationMap(int k, int n, std::vector<int> order) : k_(k), n_(n), order_(std::move(order)) {
  const std::int64_t count = checked_node_count(k, n);
  if (order_.size() != static_cast<std::size_t>(n)) throw std::invalid_argument("PermutationMap: order needs n entries");
  // source_to_destination[j]: the destination digit that copies source digit j.
  std::vector<int> source_to_destination(static_cast<std::size_t>(n), -1);
  for (int i = 0; i < n; ++i) {
    const int j = order_[static_cast<std::size_t>(i)];
    if (j < 0 || j >= n || source_to_destination[static_cast<std::size_t>(j)] != -1)
      throw std::invalid_argument("PermutationMap: order must be a permutation of 0..n-1");
    source_to_destination[static_cast<std::size_t>(j)] = i;
  }
  std::vector<std::int64_t> weight(static_cast<std::size_t>(n));  // k^(destination position of source digit j)
  std::vector<std::int64_t> power(static_cast<std::size_t>(n), 1);
  for (int i = 1; i < n; ++i) power[static_cast<std::size_t>(i)] = power[static_cast<std::size_t>(i - 1)] * k;
  for (int j = 0; j < n; ++j) weight[static_cast<std::size_t>(j)] = power[static_cast<std::size_t>(source_to_destination[static_cast<std::size_t>(j)])];

  // Walk the sources in id order like an odometer, updating the destination incrementally:
  // O(1) amortised per node instead of decomposing every id.
  destination_.resize(static_cast<std::size_t>(count));
  std::vector<int> digits(static_cast<std::size_t>(n), 0);
  std::int64_t image = 0;
  for (std::int64_t source = 0; source < count; ++source) {
    destination_[static_cast<std::size_t>(source)] = image;
    if (image == source) fixed_points_.push_back(source);
    for (int j = 0; j < n; ++j) {
      const auto jj = static_cast<std::size_t>(j);
      if (++digits[jj] < k) {
        image += weight[jj];
        break;
      }
      digits[jj] = 0;
      image -= static_cast<std::int64_t>(k - 1) * weight[jj];
    }
  }
}

std::vector<int> PermutationMap::digit_cycle_lengths() const {
  std::vector<bool> seen(order_.size(), false);
  std::vector<int> lengths;
  for (std::size_t start = 0; start < order_.size(); ++start) {
    if (seen[start]) continue;
    int length = 0;
    for (std::size_t i = start; !seen[i]; i = static_cast<std::size_t>(order_[i])) {
      seen[i] = true;
      ++length;
    }
    lengths.push_back(length);
  }
  std::sort(lengths.begin(), lengths.end());
  return lengths;
}

int differing_digits(int k, int n, std::int64_t a, std::int64_t b) {
  int count = 0;
  for (int i = 0; i < n; ++i, a /= k, b /= k)
    if (a % k != b % k) ++count;
  return count;
}

int hop_distance(int k, int n, HopMetric metric, std::int64_t from, std::int64_t to) {
  int hops = 0;
  for (int i = 0; i < n; ++i, from /= k, to /= k) {
    const int offset = static_cast<int>(((to % k) - (from % k) + k) % k);
    switch (metric) {
      case HopMetric::unidirectional: hops += offset; break;
      case HopMetric::bidirectional: hops += std::min(offset, k - offset); break;
      case HopMetric::hamming: hops += offset != 0 ? 1 : 0; break;
    }
  }
  return hops;
}

std::vector<double> enumerate_difference_counts(const PermutationMap& map) {
  std::vector<double> counts(static_cast<std::size_t>(map.dimensions()) + 1, 0.0);
  for (std::int64_t source = 0; source < map.nodes(); ++source)
    counts[static_cast<std::size_t>(differing_digits(map.radix(), map.dimensions(), source, map.destination(source)))] += 1.0;
  return counts;
}

double enumerate_mean_permutation_hops(const PermutationMap& map, HopMetric metric) {
  double total = 0.0;
  std::int64_t movers = 0;
  for (std::int64_t source = 0; source < map.nodes(); ++source) {
    if (map.is_fixed(source)) continue;
    total += hop_distance(map.radix(), map.dimensions(), metric, source, map.destination(source));
    ++movers;
  }
  return movers > 0 ? total / static_cast<double>(movers) : 0.0;
}

}  // namespace kncube::analytical
