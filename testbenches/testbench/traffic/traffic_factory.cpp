#include "testbenches/testbench/traffic/traffic_factory.h"

#include <vector>

#include "analytical/mmpp/recon_an_fit.h"
#include "analytical/vocabulary/config_error.h"
#include "testbenches/testbench/traffic/arrival_processes.h"
#include "testbenches/testbench/traffic/bit_permutations.h"
#include "testbenches/testbench/traffic/digit_shift_permutations.h"
#include "testbenches/testbench/traffic/hotspot_set_traffic.h"
#include "testbenches/testbench/traffic/hotspot_traffic.h"
#include "testbenches/testbench/traffic/locality_traffic.h"
#include "testbenches/testbench/traffic/mmpp_arrivals.h"
#include "testbenches/testbench/traffic/node_map_traffic.h"
#include "testbenches/testbench/traffic/permutation_traffic.h"
#include "testbenches/testbench/traffic/random_permutation.h"
#include "testbenches/testbench/traffic/traffic_checks.h"
#include "testbenches/utilities/number_format.h"
#include "testbenches/testbench/traffic/uniform_traffic.h"
#include "testbenches/testbench/traffic/graph_locality_traffic.h"

namespace kncube::traffic {

void check_arrivals(const ArrivalSpec& arrivals, double rate) {
  if (arrivals.kind == ArrivalKind::bernoulli && rate > kMaxSimulatedRate)
    throw kncube::ConfigError("rate", report::round_trip_number(rate), "at most 1 message/node/cycle with --arrivals bernoulli");
  if (rate > kMaxSimulatedRate)
    throw kncube::ConfigError("rate", report::round_trip_number(rate),
                              "at most 1 message/node/cycle in a simulation (a rate that saturates every network; above it the "
                              "source queues only grow)");
  if (arrivals.kind == ArrivalKind::mmpp) analytical::validate_mmpp_spec(arrivals.mmpp);
}

std::unique_ptr<rtl::ArrivalProcess> make_arrival_process(const ArrivalSpec& arrivals, double rate, std::int64_t nodes,
                                                          std::uint64_t seed) {
  check_arrivals(arrivals, rate);
  switch (arrivals.kind) {
    case ArrivalKind::poisson: return std::make_unique<PoissonArrivals>(rate);
    case ArrivalKind::bernoulli: return std::make_unique<BernoulliArrivals>(rate);
    case ArrivalKind::mmpp:
      // The same fit the circuit-mmpp model uses (spec 04 B.3: one table for both).
      return std::make_unique<MmppArrivals>(analytical::mmpp_components(arrivals.mmpp, rate), nodes, seed);
  }
  throw kncube::ConfigError("arrivals", std::string(kncube::to_string(arrivals.kind)), "poisson, bernoulli or mmpp");
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
