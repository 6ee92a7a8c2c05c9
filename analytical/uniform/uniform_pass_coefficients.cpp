#include "analytical/uniform/uniform_pass_coefficients.h"

#include <algorithm>
#include <stdexcept>

#include "analytical/common/topology_counts.h"

namespace kncube::analytical {

PassCounts::PassCounts(const std::vector<int>& hops) : dimensions_(static_cast<int>(hops.size())) {
  for (int h : hops) {
    if (h < 1) throw std::invalid_argument("PassCounts: H* holds only non-zero hop counts");
    path_length_ += h;
  }
  const std::size_t rows = static_cast<std::size_t>(path_length_) + 1;
  counts_.assign(rows * (static_cast<std::size_t>(dimensions_) + 1), 0.0);
  counts_[0] = 1.0;  // the empty product: t = 0, z = 0
  // Multiply in one dimension at a time. After d factors only t <= (sum of the first d caps)
  // and z <= d can be non-zero, so each factor updates that block in place: column z from the
  // highest t down (lower rows still hold the old product), columns from the highest z down (the
  // completed term reads column z - 1 unchanged). The open term, a sum of the old column over the
  // window t-h+1..t, slides down one row at a time instead of being summed afresh: O(|H|) per
  // column, not O(|H| h), which made a 512-ary 2-cube's 131 000 classes take minutes. Every count
  // is an integer of at most k^n <= 2^40 positions, exact in a double, so the sliding sum gives
  // the same bits as summing afresh.
  int reach = 0;
  for (int d = 0; d < dimensions_; ++d) {
    const int h = hops[static_cast<std::size_t>(d)];
    reach += h;
    for (int z = d + 1; z >= 0; --z) {
      double* column = counts_.data() + static_cast<std::size_t>(z) * rows;
      const double* completed = z >= 1 ? column - rows : nullptr;  // column z - 1, still old
      double window = 0.0;  // sum of the old column over rows max(0, t-h+1)..t
      for (int t = std::max(0, reach - h + 1); t <= reach; ++t) window += column[t];
      int t = reach;
      for (; t >= h; --t) {
        const double old_here = column[t];
        column[t] = window + (completed ? completed[t - h] : 0.0);
        window += column[t - h] - old_here;
      }
      for (; t >= 0; --t) {
        const double old_here = column[t];
        column[t] = window;
        window -= old_here;
      }
    }
  }
}

double PassCounts::positions(int t) const {
  double total = 0.0;
  for (int z = 0; z <= dimensions_; ++z) total += count(t, z);
  return total;
}

std::vector<double> PassCounts::probabilities(int t) const {
  std::vector<double> p(static_cast<std::size_t>(dimensions_) + 1, 0.0);
  const double total = positions(t);
  for (int z = 0; z <= dimensions_; ++z) p[static_cast<std::size_t>(z)] = count(t, z) / total;
  return p;
}

std::vector<double> pass_sums(const std::vector<int>& hops, HopIndex index) {
  const PassCounts counts(hops);
  std::vector<double> sums(static_cast<std::size_t>(counts.dimensions()), 0.0);
  for (int j = 1; j <= counts.path_length(); ++j) {
    const int t = hops_done_at_request(j, index);
    const double total = counts.positions(t);
    for (int z = 0; z < counts.dimensions(); ++z) sums[static_cast<std::size_t>(z)] += counts.count(t, z) / total;
  }
  return sums;
}

std::vector<double> pass_probabilities_literal(const std::vector<int>& hops, int hops_done) {
  const std::size_t entries = hops.size();
  if (entries > 20) throw std::invalid_argument("pass_probabilities_literal: too many entries for subset enumeration");
  std::vector<double> p(entries + 1, 0.0);
  const double denominator = psi(hops, hops_done);
  std::vector<int> caps(entries);
  for (unsigned subset = 0; subset < (1u << entries); ++subset) {
    int z = 0;
    int completed_hops = 0;
    for (std::size_t i = 0; i < entries; ++i) {
      if (subset & (1u << i)) {
        caps[i] = 0;  // (3.12): a completed dimension has no hops left to place
        completed_hops += hops[i];
        ++z;
      } else {
        caps[i] = hops[i] - 1;  // (3.12): an open dimension has made fewer than h_i hops
      }
    }
    p[static_cast<std::size_t>(z)] += psi(caps, hops_done - completed_hops);
  }
  for (double& v : p) v /= denominator;
  return p;
}

}  // namespace kncube::analytical
