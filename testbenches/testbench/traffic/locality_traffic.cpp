#include "testbenches/testbench/traffic/locality_traffic.h"

#include <stdexcept>

namespace kncube::traffic {

LocalityTraffic::LocalityTraffic(int k, int n, int side) : k_(k), n_(n), side_(side), others_(0) {
  if (k < 2 || n < 1 || n > rtl::kMaxDimensions) throw std::invalid_argument("LocalityTraffic: needs k >= 2 and 1 <= n <= 16");
  if (side < 2 || side > k) throw std::invalid_argument("LocalityTraffic: the sub-cube side k_f must lie in [2, k]");
  std::int64_t window = 1;
  std::int64_t power = 1;
  for (int i = 0; i < n; ++i) {
    power_[static_cast<std::size_t>(i)] = static_cast<rtl::NodeId>(power);
    power *= k;
    window *= side;
    if (power > (std::int64_t{1} << 30)) throw std::invalid_argument("LocalityTraffic: network too large");
  }
  others_ = static_cast<std::uint32_t>(window - 1);
}

rtl::Destination LocalityTraffic::destination(rtl::NodeId source, rtl::Random& random) const {
  // One draw over the k_f^n - 1 non-zero offset vectors (the zero vector is the source), read
  // as base-k_f digits h_i; each is added to the source's digit modulo k. O(n) digit arithmetic,
  // independent of N, no allocation.
  std::uint32_t offsets = 1 + random.below(others_);
  rtl::NodeId destination = 0;
  rtl::NodeId rest = source;
  for (int i = 0; i < n_; ++i) {
    const int source_digit = static_cast<int>(rest % k_);
    rest /= k_;
    const int h = static_cast<int>(offsets % static_cast<std::uint32_t>(side_));
    offsets /= static_cast<std::uint32_t>(side_);
    const int digit = source_digit + h < k_ ? source_digit + h : source_digit + h - k_;
    destination += static_cast<rtl::NodeId>(digit) * power_[static_cast<std::size_t>(i)];
  }
  return {destination, 0};
}

}  // namespace kncube::traffic
