#pragma once
// The permutation traffic patterns of spec 02 §2.3-2.4 as node maps, for the models (which need
// only their digit structure, A-3) and for the simulator's traffic generators (which need the
// destination of every source in O(1), and the fixed points that rule S of §2.1 turns into
// uniform sources).
//
// Nodes are named by their linear id sum_i x_i k^i (§2.1); digit i is the coordinate in
// dimension i.

#include <cstdint>
#include <vector>

namespace kncube::analytical {

enum class PermutationPattern {
  transpose,       // T(x)_i = x_{(i + floor(n/2)) mod n}  (§2.3, A-3)
  digit_reversal,  // R(x)_i = x_{n-1-i}                    (§2.4; bit reversal for k = 2)
};

// How hops between two nodes are counted (spec 02 §1, dist(y, z)).
enum class HopMetric {
  unidirectional,  // sum_i (z_i - y_i) mod k
  bidirectional,   // Lee distance sum_i min(d_i, k - d_i), d_i = (z_i - y_i) mod k
  hamming,         // number of differing digits: the hypercube's hop count
};

// A digit permutation as "destination digit i copies source digit order[i]".
std::vector<int> transpose_digit_order(int n);
std::vector<int> reversal_digit_order(int n);
std::vector<int> digit_order(PermutationPattern pattern, int n);

// The destination of every node of a k-ary n-cube under a digit permutation, precomputed.
class PermutationMap {
 public:
  // Throws std::invalid_argument unless k >= 2, n >= 1, k^n < 2^31 and `order` permutes 0..n-1.
  PermutationMap(int k, int n, std::vector<int> order);
  PermutationMap(PermutationPattern pattern, int k, int n);

  int radix() const { return k_; }
  int dimensions() const { return n_; }
  std::int64_t nodes() const { return static_cast<std::int64_t>(destination_.size()); }
  const std::vector<int>& order() const { return order_; }

  // Precondition: 0 <= source < nodes().
  std::int64_t destination(std::int64_t source) const { return destination_[static_cast<std::size_t>(source)]; }
  const std::vector<std::int64_t>& destinations() const { return destination_; }
  // A fixed point maps to itself; by rule S its messages are uniform.
  bool is_fixed(std::int64_t node) const { return destination(node) == node; }
  const std::vector<std::int64_t>& fixed_points() const { return fixed_points_; }

  // Lengths of the cycles of the digit permutation (ascending); they decide the closed-form
  // counts of permutation_counts.h.
  std::vector<int> digit_cycle_lengths() const;

 private:
  int k_;
  int n_;
  std::vector<int> order_;
  std::vector<std::int64_t> destination_;
  std::vector<std::int64_t> fixed_points_;
};

// Number of digits in which nodes a and b differ.
int differing_digits(int k, int n, std::int64_t a, std::int64_t b);
// Minimal hop count from `from` to `to` under `metric`.
int hop_distance(int k, int n, HopMetric metric, std::int64_t from, std::int64_t to);

// By enumerating every source: counts[i] = number of sources whose image differs from them in
// exactly i digits (n_p,i of §3.6), i = 0..n; counts[0] is the number of fixed points.
std::vector<double> enumerate_difference_counts(const PermutationMap& map);
// Exact mean hop count of permutation messages: the mean of dist(x, P(x)) over the sources that
// are not fixed points (the fixed points send uniform messages, rule S). 0 if every node is fixed.
double enumerate_mean_permutation_hops(const PermutationMap& map, HopMetric metric);

}  // namespace kncube::analytical
