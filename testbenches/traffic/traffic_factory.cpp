#include "testbenches/traffic/traffic_factory.h"

#include "rtl_models/config_error.h"
#include "testbenches/traffic/arrival_processes.h"
#include "testbenches/traffic/hotspot_traffic.h"
#include "testbenches/traffic/locality_traffic.h"
#include "testbenches/traffic/permutation_traffic.h"
#include "testbenches/traffic/traffic_checks.h"
#include "testbenches/traffic/uniform_traffic.h"

namespace kncube::traffic {

std::string to_string(ArrivalKind kind) { return kind == ArrivalKind::poisson ? "poisson" : "bernoulli"; }

std::unique_ptr<rtl::ArrivalProcess> make_arrival_process(ArrivalKind kind, double rate) {
  if (kind == ArrivalKind::bernoulli) {
    if (rate > 1.0) throw rtl::ConfigError("rate", std::to_string(rate), "at most 1 message/node/cycle with --arrivals bernoulli");
    return std::make_unique<BernoulliArrivals>(rate);
  }
  return std::make_unique<PoissonArrivals>(rate);
}

std::unique_ptr<rtl::TrafficPattern> make_traffic_pattern(const NetworkSpec& spec, const rtl::TopologyGraph& topology) {
  check_traffic(spec);
  const TrafficSpec& traffic = spec.traffic;
  switch (traffic.kind) {
    case TrafficKind::uniform: return std::make_unique<UniformTraffic>(topology.node_count());
    case TrafficKind::hotspot:
      return std::make_unique<HotspotTraffic>(topology.node_count(), static_cast<rtl::NodeId>(traffic.hotspot_node),
                                              traffic.hotspot_fraction);
    case TrafficKind::transpose:
      return std::make_unique<PermutationTraffic>(analytical::PermutationPattern::transpose, topology.radix(),
                                                  topology.dimensions(), traffic.pattern_fraction);
    case TrafficKind::digit_reversal:
      return std::make_unique<PermutationTraffic>(analytical::PermutationPattern::digit_reversal, topology.radix(),
                                                  topology.dimensions(), traffic.pattern_fraction);
    case TrafficKind::locality:
      return std::make_unique<LocalityTraffic>(topology.radix(), topology.dimensions(), locality_side(spec));
  }
  throw rtl::ConfigError("traffic", std::string(kncube::to_string(traffic.kind)), "one of the traffic kinds kncube knows");
}

}  // namespace kncube::traffic
