#include "tlm/route_dimensions.h"

#include <algorithm>
#include <cstdlib>

namespace kncube::tlm2 {

std::vector<int> route_dimensions(const rtl::TopologyGraph& topology, rtl::NodeId source, rtl::NodeId destination) {
  std::vector<int> dimensions;
  const int k = topology.radix();
  for (int i = topology.dimensions() - 1; i >= 0; --i) {
    const int from = topology.digit(source, i);
    const int to = topology.digit(destination, i);
    int hops = 0;
    if (!topology.wraps()) {
      hops = std::abs(to - from);
    } else {
      const int up = ((to - from) % k + k) % k;  // hops in the + direction
      hops = topology.bidirectional() ? std::min(up, k - up) : up;
    }
    dimensions.insert(dimensions.end(), static_cast<std::size_t>(hops), i);
  }
  return dimensions;
}

}  // namespace kncube::tlm2
