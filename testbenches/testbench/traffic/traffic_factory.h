#pragma once
// Builds the traffic policies a simulation needs from the typed configuration.

#include <cstdint>
#include <memory>
#include <string>

#include "analytical/vocabulary/network_spec.h"
#include "rtl_models/topology.h"
#include "rtl_models/traffic_source.h"

namespace kncube::traffic {

// Throws kncube::ConfigError when `arrivals` cannot generate `rate` messages/node/cycle: a Bernoulli
// source above 1, MMPP parameters outside their ranges (analytical::validate_mmpp_spec).
void check_arrivals(const ArrivalSpec& arrivals, double rate);

// The highest generation rate a simulation takes, messages/node/cycle: a Bernoulli source makes at
// most one message a cycle, and a Poisson source far above it only fills its queue (a measurement
// window in cycles runs to its end whatever the backlog, so --rate 6e7 generated messages until
// the memory ran out). One message a cycle saturates every network kncube simulates.
constexpr double kMaxSimulatedRate = 1.0;

// The arrival process of every node at `rate` messages/node/cycle (checked by check_arrivals).
// An MMPP source keeps a state per node and its own random streams, from `seed` and the node id;
// the stateless processes ignore `nodes` and `seed`.
std::unique_ptr<rtl::ArrivalProcess> make_arrival_process(const ArrivalSpec& arrivals, double rate, std::int64_t nodes,
                                                          std::uint64_t seed);
// The destination pattern of spec.traffic: the thesis's uniform, locality, hotspot, transpose and
// digit-reversal, and BookSim2's bitcomp, bitrev, shuffle, tornado, neighbor, randperm (its
// permutation drawn from spec.traffic.permutation_seed) and hotspot-set.
// Throws kncube::ConfigError for a pattern the simulator cannot generate on this network (check_traffic).
std::unique_ptr<rtl::TrafficPattern> make_traffic_pattern(const NetworkSpec& spec, const rtl::TopologyGraph& topology);

}  // namespace kncube::traffic
