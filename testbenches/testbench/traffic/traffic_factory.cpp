#include "testbenches/testbench/traffic/traffic_factory.h"

#include <vector>

#include "analytical/vocabulary/config_error.h"
#include "testbenches/testbench/traffic/arrival_processes.h"
#include "testbenches/testbench/traffic/bit_permutations.h"
#include "testbenches/testbench/traffic/digit_shift_permutations.h"
#include "testbenches/testbench/traffic/hotspot_set_traffic.h"
#include "testbenches/testbench/traffic/hotspot_traffic.h"
#include "testbenches/testbench/traffic/locality_traffic.h"
#include "testbenches/testbench/traffic/node_map_traffic.h"
#include "testbenches/testbench/traffic/permutation_traffic.h"
#include "testbenches/testbench/traffic/random_permutation.h"
#include "testbenches/testbench/traffic/traffic_checks.h"
#include "testbenches/testbench/traffic/uniform_traffic.h"
#include "testbenches/testbench/traffic/graph_locality_traffic.h"

namespace kncube::traffic {

std::string to_string(ArrivalKind kind) { return kind == ArrivalKind::poisson ? "poisson" : "bernoulli"; }

std::unique_ptr<rtl::ArrivalProcess> make_arrival_process(ArrivalKind kind, double rate) {
  if (kind == ArrivalKind::bernoulli) {
    if (rate > kMaxSimulatedRate) throw kncube::ConfigError("rate", std::to_string(rate), "at most 1 message/node/cycle with --arrivals bernoulli");
    return std::make_unique<BernoulliArrivals>(rate);
  }
  if (rate > kMaxSimulatedRate)
    throw kncube::ConfigError("rate", std::to_string(rate),
                              "at most 1 message/node/cycle in a simulation (a rate that saturates every network; above it the "
                              "source queues only grow)");
  return std::make_unique<PoissonArrivals>(rate);
}

std::unique_ptr<rtl::TrafficPattern> make_traffic_pattern(const NetworkSpec& spec, const rtl::TopologyGraph& topology) {
  check_traffic(spec);
  const TrafficSpec& traffic = spec.traffic;
  switch (traffic.kind) {
    case TrafficKind::uniform: return std::make_unique<UniformTraffic>(topology.node_count(), traffic.self_traffic);
    case TrafficKind::hotspot:
      return std::make_unique<HotspotTraffic>(topology.node_count(), static_cast<rtl::NodeId>(traffic.hotspot_node),
                                              traffic.hotspot_fraction);
    case TrafficKind::transpose:
      return std::make_unique<PermutationTraffic>(analytical::PermutationPattern::transpose, topology.radix(),
                                                  topology.dimensions(), traffic.pattern_fraction, traffic.fixed_points);
    case TrafficKind::digit_reversal:
      return std::make_unique<PermutationTraffic>(analytical::PermutationPattern::digit_reversal, topology.radix(),
                                                  topology.dimensions(), traffic.pattern_fraction, traffic.fixed_points);
    case TrafficKind::locality:
      if (topology.distances()) return std::make_unique<GraphLocalityTraffic>(*topology.distances(), traffic.locality);
      return std::make_unique<LocalityTraffic>(topology.radix(), topology.dimensions(), locality_side(spec));
    case TrafficKind::bitcomp:
      return std::make_unique<NodeMapTraffic>(bit_complement_map(topology.node_count()), traffic.fixed_points);
    case TrafficKind::bitrev:
      return std::make_unique<NodeMapTraffic>(bit_reversal_map(topology.node_count()), traffic.fixed_points);
    case TrafficKind::shuffle:
      return std::make_unique<NodeMapTraffic>(bit_shuffle_map(topology.node_count()), traffic.fixed_points);
    case TrafficKind::tornado:
      return std::make_unique<NodeMapTraffic>(
          digit_shift_map(topology.radix(), topology.dimensions(), tornado_offset(topology.radix())), traffic.fixed_points);
    case TrafficKind::neighbor:
      return std::make_unique<NodeMapTraffic>(digit_shift_map(topology.radix(), topology.dimensions(), 1), traffic.fixed_points);
    case TrafficKind::randperm:
      return std::make_unique<NodeMapTraffic>(random_permutation_map(topology.node_count(), traffic.permutation_seed),
                                              traffic.fixed_points);
    case TrafficKind::hotspot_set: {
      const std::vector<rtl::NodeId> hot_nodes(traffic.hotspot_nodes.begin(), traffic.hotspot_nodes.end());
      return std::make_unique<HotspotSetTraffic>(topology.node_count(), hot_nodes, traffic.hotspot_weights);
    }
  }
  throw kncube::ConfigError("traffic", std::string(kncube::to_string(traffic.kind)), "one of the traffic kinds kncube knows");
}

}  // namespace kncube::traffic
