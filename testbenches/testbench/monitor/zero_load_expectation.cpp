#include "testbenches/testbench/monitor/zero_load_expectation.h"

#include <algorithm>
#include <map>
#include <vector>


namespace kncube::monitor {

double expected_zero_load_latency(const rtl::NetworkConfig& network, const rtl::TopologyGraph& topology,
                                  const rtl::TrafficPattern& traffic, int draws_per_source) {
  // The latency depends on the multiset of dimensions crossed; memoise it by that multiset.
  std::map<std::vector<int>, double> latency_of_path;
  rtl::Random random(network.seed ^ 0x5eedULL, 0xfeedULL);
  double total = 0.0;
  std::int64_t count = 0;
  const int nodes = topology.node_count();
  const int sources = std::min(nodes, 4096);
  for (int i = 0; i < sources; ++i) {
    const rtl::NodeId source = static_cast<rtl::NodeId>(static_cast<std::int64_t>(i) * nodes / sources);
    for (int draw = 0; draw < draws_per_source; ++draw) {
      const rtl::NodeId destination = traffic.destination(source, random).node;
      const std::vector<int> path = topology.route_dimensions(source, destination);
      auto it = latency_of_path.find(path);
      if (it == latency_of_path.end())
        it = latency_of_path.emplace(path, static_cast<double>(rtl::zero_load_latency(network, path))).first;
      total += it->second;
      ++count;
    }
  }
  return count > 0 ? total / static_cast<double>(count) : 0.0;
}

}  // namespace kncube::monitor
