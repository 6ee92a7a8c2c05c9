#include "testbenches/testbench/traffic/node_map_traffic.h"

#include <stdexcept>

#include "testbenches/testbench/traffic/uniform_traffic.h"

namespace kncube::traffic {

NodeMapTraffic::NodeMapTraffic(std::vector<rtl::NodeId> map, FixedPoints fixed_points)
    : map_(std::move(map)), fixed_points_(fixed_points) {
  if (map_.size() < 2) throw std::invalid_argument("NodeMapTraffic: needs at least 2 nodes");
  // A table that is not a permutation would overload some nodes and starve others: a bug in
  // the code that computed it, caught here once rather than seen as odd latencies.
  std::vector<bool> hit(map_.size(), false);
  for (const rtl::NodeId image : map_) {
    if (image < 0 || static_cast<std::size_t>(image) >= map_.size() || hit[static_cast<std::size_t>(image)])
      throw std::invalid_argument("NodeMapTraffic: the table is not a permutation of the nodes");
    hit[static_cast<std::size_t>(image)] = true;
  }
}

rtl::Destination NodeMapTraffic::destination(rtl::NodeId source, rtl::Random& random) const {
  const rtl::NodeId image = map_[static_cast<std::size_t>(source)];
  if (image != source || fixed_points_ == FixedPoints::self) return {image, 0};
  return {uniform_other_node(source, static_cast<rtl::NodeId>(map_.size()), random), 0};
}

}  // namespace kncube::traffic
