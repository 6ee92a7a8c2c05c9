#include "analytical/uniform/uniform_destination_classes.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "analytical/common/combinatorics.h"

namespace kncube::analytical {
namespace {

// Hop count h of one dimension and the number of offsets within the window that need h hops.
struct HopWays {
  int hops;
  double ways;
};

// Indexed by hop value (h <= offset < side), so listing them costs O(side), not O(side^2): a
// radix of 10^5 took seconds, one of 10^6 minutes.
std::vector<HopWays> per_dimension_hops(const DestinationWindow& window) {
  std::vector<double> ways(static_cast<std::size_t>(window.side), 0.0);
  for (int offset = 0; offset < window.side; ++offset) ways[static_cast<std::size_t>(hops_for_offset(offset, window.k, window.directions))] += 1.0;
  std::vector<HopWays> table;
  for (std::size_t h = 0; h < ways.size(); ++h)
    if (ways[h] > 0.0) table.push_back({static_cast<int>(h), ways[h]});
  return table;
}

// How many distinct hop values per_dimension_hops lists, without listing them (what the
// applicability check needs for any radix the option takes): every offset of a unidirectional
// window is its own hop count; a bidirectional one folds at k/2.
double distinct_hop_values(const DestinationWindow& window) {
  return window.directions == Directions::uni ? window.side : std::min(window.side, window.k / 2 + 1);
}

void check(const DestinationWindow& window) {
  if (window.k < 2 || window.n < 1 || window.side < 1 || window.side > window.k)
    throw std::invalid_argument("destination window needs k >= 2, n >= 1 and 1 <= side <= k");
}

// Chooses how many of the remaining dimensions take hop value table[index], for every index in
// turn; each complete choice is one multiset of hop counts, i.e. one class.
class ClassEnumerator {
 public:
  ClassEnumerator(const std::vector<HopWays>& table, int n, DestinationSet& out) : table_(table), n_(n), out_(out) {}

  void run() { choose(0, n_, 1.0); }

 private:
  void choose(std::size_t index, int remaining, double ways) {
    // Every dimension placed: the rest of the table would each take none, a chain of factors 1
    // per value that cost O(values) per class (a 1448-ary 2-cube's enumeration took half a minute).
    if (remaining == 0) {
      ways_after_ = ways;
      emit();
      return;
    }
    if (index + 1 == table_.size()) {
      place(index, remaining, ways);
      emit();
      unplace(table_[index].hops, remaining);
      return;
    }
    for (int count = 0; count <= remaining; ++count) {
      place(index, count, ways);
      choose(index + 1, remaining - count, ways_after_);
      unplace(table_[index].hops, count);
    }
  }

  // Puts `count` dimensions at hop value table[index]: they can be any `count` of the
  // `remaining` free dimensions, each with table[index].ways offsets.
  void place(std::size_t index, int count, double ways) {
    const int free_dims = n_ - placed_;
    ways_after_ = ways * binomial(free_dims, count) * std::pow(table_[index].ways, count);
    placed_ += count;
    if (table_[index].hops != 0)
      for (int c = 0; c < count; ++c) hops_.push_back(table_[index].hops);
  }

  void unplace(int hop_value, int count) {
    placed_ -= count;
    if (hop_value != 0) hops_.resize(hops_.size() - static_cast<std::size_t>(count));
  }

  void emit() {
    if (hops_.empty()) return;  // the source itself
    DestinationClass c;
    c.hops = hops_;  // ascending because the table is ascending
    c.multiplicity = ways_after_;
    for (int h : hops_) c.path_length += h;
    out_.classes.push_back(std::move(c));
  }

  const std::vector<HopWays>& table_;
  int n_;
  DestinationSet& out_;
  std::vector<int> hops_;
  int placed_ = 0;
  double ways_after_ = 1.0;
};

}  // namespace

int hops_for_offset(int offset, int k, Directions directions) {
  return directions == Directions::uni ? offset : std::min(offset, k - offset);
}

double destination_class_count(const DestinationWindow& window) {
  check(window);
  const double values = distinct_hop_values(window);
  // Multisets of size n from `values` hop values, less the all-zero one (the source).
  return binomial(static_cast<std::int64_t>(values) + window.n - 1, window.n) - 1.0;
}

DestinationSet enumerate_destination_classes(const DestinationWindow& window) {
  check(window);
  DestinationSet set;
  const std::vector<HopWays> table = per_dimension_hops(window);
  ClassEnumerator(table, window.n, set).run();
  std::sort(set.classes.begin(), set.classes.end(), [](const DestinationClass& a, const DestinationClass& b) {
    if (a.hops.size() != b.hops.size()) return a.hops.size() < b.hops.size();
    return a.hops < b.hops;
  });
  double hops_total = 0.0;
  for (const DestinationClass& c : set.classes) {
    set.destinations += c.multiplicity;
    hops_total += c.multiplicity * c.path_length;
  }
  set.mean_distance = set.destinations > 0.0 ? hops_total / set.destinations : 0.0;
  return set;
}

int locality_side(int k, int n, double fraction) {
  const double side = std::pow(fraction, 1.0 / n) * k;
  const double nearest = std::round(side);
  if (std::fabs(side - nearest) <= 1e-9) return static_cast<int>(nearest);
  return static_cast<int>(std::ceil(side));
}

}  // namespace kncube::analytical
