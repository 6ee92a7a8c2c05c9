#include "testbenches/testbench/traffic/permutation_traffic.h"

#include <stdexcept>

#include "testbenches/testbench/traffic/uniform_traffic.h"

namespace kncube::traffic {

PermutationTraffic::PermutationTraffic(analytical::PermutationPattern pattern, int k, int n, double fraction,
                                       FixedPoints fixed_points)
    : map_(pattern, k, n), nodes_(static_cast<rtl::NodeId>(map_.nodes())), fraction_(fraction), fixed_points_(fixed_points) {
  if (n < 2) throw std::invalid_argument("PermutationTraffic: with n = 1 every node is a fixed point");
  if (!(fraction >= 0.0 && fraction <= 1.0)) throw std::invalid_argument("PermutationTraffic: x must lie in [0, 1]");
}

rtl::Destination PermutationTraffic::destination(rtl::NodeId source, rtl::Random& random) const {
  if (random.uniform() < fraction_) {
    const auto image = static_cast<rtl::NodeId>(map_.destination(source));
    if (image != source || fixed_points_ == FixedPoints::self) return {image, permutation_class};
    // A fixed point under rule S: the message is uniform.
  }
  return {uniform_other_node(source, nodes_, random), uniform_class};
}

std::string PermutationTraffic::class_name(int message_class) const {
  return message_class == permutation_class ? "permutation" : "uniform";
}

}  // namespace kncube::traffic
