#pragma once
// Pure permutation traffic from a precomputed table: every message of source s goes to map[s].
// The BookSim patterns (bitcomp, bitrev, shuffle, tornado, neighbor, randperm) differ only in how
// their table is computed (bit_permutations.h, digit_shift_permutations.h, random_permutation.h),
// so one class serves them all and a destination is one table lookup whatever the pattern.
//
// A fixed point (map[s] == s) follows the FixedPoints rule: with `self` (BookSim) it sends to
// itself; with `uniform` (rule S of spec 02 §2.1, the default) its messages go uniformly to the
// N-1 other nodes. Every message is in one class, "all": unlike transpose and digit-reversal
// with x < 1, nothing is mixed in that per-class statistics could separate.

#include <vector>

#include "analytical/vocabulary/network_spec.h"
#include "rtl_models/traffic_source.h"

namespace kncube::traffic {

class NodeMapTraffic final : public rtl::TrafficPattern {
 public:
  // Throws std::invalid_argument unless `map` has at least 2 entries and is a permutation of
  // 0..N-1 (N = map.size()).
  NodeMapTraffic(std::vector<rtl::NodeId> map, FixedPoints fixed_points);

  rtl::Destination destination(rtl::NodeId source, rtl::Random& random) const override;

  const std::vector<rtl::NodeId>& map() const { return map_; }

 private:
  std::vector<rtl::NodeId> map_;
  FixedPoints fixed_points_;
};

}  // namespace kncube::traffic
