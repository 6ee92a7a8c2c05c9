#pragma once
// The distribution of the measured messages' latencies, for percentiles (p50, p90, p99) and the
// maximum, and of their hop counts. Latencies go into a Boost.Histogram with logarithmic bins
// (2400 bins from 1 to 10^9 cycles: each bin 0.87% wide, so a percentile is known to within
// 0.9% at any latency a run can reach, in 19 KiB); a percentile is interpolated within its bin,
// the minimum and maximum are kept exactly. Hop counts go into a growing integer histogram.

#include <cstdint>
#include <limits>
#include <vector>

#include <boost/histogram.hpp>

namespace kncube::stats {

struct LatencyPercentiles {
  // Cycles; NaN (null in JSON, "-" in tables) when nothing was measured, or where the record is
  // not one run's (a sweep's pooled point).
  double p50 = std::numeric_limits<double>::quiet_NaN();
  double p90 = std::numeric_limits<double>::quiet_NaN();
  double p99 = std::numeric_limits<double>::quiet_NaN();
  double max = std::numeric_limits<double>::quiet_NaN();
};

// One bin of a latency histogram as reported: messages whose latency lay in [from, to) cycles.
struct LatencyBin {
  double from = 0.0;
  double to = 0.0;
  std::int64_t messages = 0;
};

class LatencyDistribution {
 public:
  LatencyDistribution();

  void add(double latency_cycles);
  std::int64_t count() const { return count_; }
  // The latency below which a share `q` (0..1) of the measured messages fall.
  double percentile(double q) const;
  LatencyPercentiles percentiles() const;
  // The distribution for people and plots: the fine bins merged 24 at a time (Boost.Histogram's
  // reduce/rebin) into bins 23% wide, 11 per decade, from the first to the last one holding a
  // message (empty ones between included); latencies under 1 cycle in a first bin [0, 1).
  std::vector<LatencyBin> histogram() const;

 private:
  using LogAxis = boost::histogram::axis::regular<double, boost::histogram::axis::transform::log>;
  using Histogram = decltype(boost::histogram::make_histogram(std::declval<LogAxis>()));

  Histogram histogram_;
  std::int64_t count_ = 0;
  double min_ = 0.0;
  double max_ = 0.0;
};

class HopDistribution {
 public:
  HopDistribution();
  void add(int hops);
  // counts()[h]: messages that crossed h network channels, from 0 to the largest seen.
  std::vector<std::int64_t> counts() const;

 private:
  using HopAxis = boost::histogram::axis::integer<int, boost::histogram::use_default, boost::histogram::axis::option::growth_t>;
  using Histogram = decltype(boost::histogram::make_histogram(std::declval<HopAxis>()));

  Histogram histogram_;
};

}  // namespace kncube::stats
