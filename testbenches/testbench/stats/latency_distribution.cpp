#include "testbenches/testbench/stats/latency_distribution.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace kncube::stats {

namespace bh = boost::histogram;

namespace {

constexpr unsigned latency_bins = 2400;
constexpr double lowest_latency = 1.0;  // cycles; below it (a zero-cycle self delivery) is the underflow bin
constexpr double highest_latency = 1e9;
constexpr unsigned reported_merge = 24;  // fine bins per reported bin: 2400 / 24 = 100 bins over 9 decades

}  // namespace

LatencyDistribution::LatencyDistribution()
    : histogram_(bh::make_histogram(LogAxis(latency_bins, lowest_latency, highest_latency))) {}

void LatencyDistribution::add(double latency) {
  histogram_(latency);
  min_ = count_ == 0 ? latency : std::min(min_, latency);
  max_ = count_ == 0 ? latency : std::max(max_, latency);
  ++count_;
}

double LatencyDistribution::percentile(double q) const {
  if (count_ == 0) return std::numeric_limits<double>::quiet_NaN();
  // The rank of the percentile among the counts, then the bin holding it; within the bin the
  // values are taken as spread evenly, clamped to what was seen.
  const double rank = q * static_cast<double>(count_);
  double below = 0.0;
  for (auto&& bin : bh::indexed(histogram_, bh::coverage::all)) {
    const double in_bin = *bin;
    if (in_bin <= 0.0) continue;
    if (below + in_bin >= rank) {
      const double lower = bin.index() < 0 ? min_ : bin.bin().lower();
      const double upper = bin.index() >= static_cast<int>(latency_bins) ? max_ : bin.bin().upper();
      const double value = lower + (upper - lower) * (rank - below) / in_bin;
      return std::clamp(value, min_, max_);
    }
    below += in_bin;
  }
  return max_;
}

LatencyPercentiles LatencyDistribution::percentiles() const {
  if (count_ == 0) {
    const double none = std::numeric_limits<double>::quiet_NaN();
    return {none, none, none, none};
  }
  return {percentile(0.5), percentile(0.9), percentile(0.99), max_};
}

std::vector<LatencyBin> LatencyDistribution::histogram() const {
  std::vector<LatencyBin> bins;
  if (count_ == 0) return bins;
  const auto coarse = bh::algorithm::reduce(histogram_, bh::algorithm::rebin(reported_merge));
  for (auto&& bin : bh::indexed(coarse, bh::coverage::all)) {
    if (bin.index() >= static_cast<int>(coarse.axis().size())) continue;  // above 10^9 cycles: never reached
    const double from = bin.index() < 0 ? 0.0 : bin.bin().lower();
    const double to = bin.index() < 0 ? lowest_latency : bin.bin().upper();
    bins.push_back({from, to, static_cast<std::int64_t>(*bin)});
  }
  std::size_t first = 0;
  while (first < bins.size() && bins[first].messages == 0) ++first;
  std::size_t last = bins.size();
  while (last > first && bins[last - 1].messages == 0) --last;
  return {bins.begin() + static_cast<std::ptrdiff_t>(first), bins.begin() + static_cast<std::ptrdiff_t>(last)};
}

HopDistribution::HopDistribution() : histogram_(bh::make_histogram(HopAxis(0, 1))) {}

void HopDistribution::add(int hops) { histogram_(hops); }

std::vector<std::int64_t> HopDistribution::counts() const {
  const auto& axis = histogram_.axis();
  std::vector<std::int64_t> counts(static_cast<std::size_t>(std::max(0, axis.value(axis.size()))), 0);
  for (auto&& bin : bh::indexed(histogram_)) {
    const int hops = static_cast<int>(bin.bin());
    if (hops >= 0 && static_cast<std::size_t>(hops) < counts.size()) counts[static_cast<std::size_t>(hops)] = static_cast<std::int64_t>(*bin);
  }
  while (!counts.empty() && counts.back() == 0) counts.pop_back();
  return counts;
}

}  // namespace kncube::stats
