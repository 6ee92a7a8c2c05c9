#include "testbenches/testbench/traffic/graph_locality_traffic.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>

namespace kncube::traffic {

GraphLocalityTraffic::GraphLocalityTraffic(const graph::DistanceTable& distances, double fraction) {
  if (!(fraction > 0.0 && fraction <= 1.0)) throw std::invalid_argument("graph locality needs 0 < f <= 1");
  const int nodes = distances.nodes();
  const double wanted = fraction * nodes;
  std::vector<rtl::NodeId> order(static_cast<std::size_t>(nodes));
  first_.push_back(0);
  for (int s = 0; s < nodes; ++s) {
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](rtl::NodeId a, rtl::NodeId b) { return distances.distance(s, a) < distances.distance(s, b); });
    // The smallest radius whose ball holds f N nodes, at least the neighbours (radius 1).
    std::size_t count = 1;
    while (count < order.size() && (static_cast<double>(count) < wanted - 1e-9 ||
                                    distances.distance(s, order[count]) == distances.distance(s, order[count - 1]) ||
                                    distances.distance(s, order[count]) <= 1))
      ++count;
    for (std::size_t i = 0; i < count; ++i)
      if (order[i] != s) targets_.push_back(order[i]);
    first_.push_back(static_cast<std::uint32_t>(targets_.size()));
  }
}

rtl::Destination GraphLocalityTraffic::destination(rtl::NodeId source, rtl::Random& random) const {
  const std::uint32_t begin = first_[static_cast<std::size_t>(source)];
  const std::uint32_t count = first_[static_cast<std::size_t>(source) + 1] - begin;
  return {targets_[begin + random.below(count)], 0};
}

std::vector<rtl::NodeId> GraphLocalityTraffic::destinations(rtl::NodeId source) const {
  return {targets_.begin() + first_[static_cast<std::size_t>(source)], targets_.begin() + first_[static_cast<std::size_t>(source) + 1]};
}

}  // namespace kncube::traffic
