#pragma once
// Matrix-transpose and digit-reversal traffic mixed with uniform traffic (spec 02 §2.3-2.4): a
// message follows the permutation with probability x, otherwise it goes uniformly to one of the
// N-1 other nodes. A fixed point of the permutation would address itself, so by rule S (§2.1,
// §2.5) its messages are all uniform; the models count them in the uniform class, which is why
// the permutation share of all messages is zeta_p = x (1 - n_p,0 / N) (T5.15). With
// FixedPoints::self (BookSim's rule) a fixed point's permutation draws address the fixed point
// itself instead; its other messages stay uniform.
//
// The permutation is analytical::PermutationMap, the same map the models' counts are checked
// against, precomputed so that a destination costs one table lookup.

#include "analytical/vocabulary/network_spec.h"
#include "analytical/permutation/permutation_patterns.h"
#include "rtl_models/traffic_source.h"

namespace kncube::traffic {

class PermutationTraffic final : public rtl::TrafficPattern {
 public:
  // The class numbers a message carries; the names match the permutation models' class predictions.
  static constexpr std::uint8_t uniform_class = 0;
  static constexpr std::uint8_t permutation_class = 1;

  // Throws std::invalid_argument unless k >= 2, n >= 2 (for n = 1 every node is a fixed point)
  // and 0 <= fraction <= 1.
  PermutationTraffic(analytical::PermutationPattern pattern, int k, int n, double fraction,
                     FixedPoints fixed_points = FixedPoints::uniform);

  rtl::Destination destination(rtl::NodeId source, rtl::Random& random) const override;
  int class_count() const override { return 2; }
  std::string class_name(int message_class) const override;

  const analytical::PermutationMap& map() const { return map_; }

 private:
  analytical::PermutationMap map_;
  rtl::NodeId nodes_;
  double fraction_;
  FixedPoints fixed_points_;
};

}  // namespace kncube::traffic
