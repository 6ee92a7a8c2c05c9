#pragma once
// Builds the traffic policies a simulation needs from the typed configuration.

#include <memory>
#include <string>

#include "analytical/vocabulary/network_spec.h"
#include "rtl_models/topology.h"
#include "rtl_models/traffic_source.h"

namespace kncube::traffic {

enum class ArrivalKind { poisson, bernoulli };
std::string to_string(ArrivalKind kind);

// The highest generation rate a simulation takes, messages/node/cycle: a Bernoulli source makes at
// most one message a cycle, and a Poisson source far above it only fills its queue (a measurement
// window in cycles runs to its end whatever the backlog, so --rate 6e7 generated messages until
// the memory ran out). One message a cycle saturates every network kncube simulates.
constexpr double kMaxSimulatedRate = 1.0;

// Throws kncube::ConfigError for a rate above kMaxSimulatedRate.
std::unique_ptr<rtl::ArrivalProcess> make_arrival_process(ArrivalKind kind, double rate);
// The destination pattern of spec.traffic: the thesis's uniform, locality, hotspot, transpose and
// digit-reversal, and BookSim2's bitcomp, bitrev, shuffle, tornado, neighbor, randperm (its
// permutation drawn from spec.traffic.permutation_seed) and hotspot-set.
// Throws kncube::ConfigError for a pattern the simulator cannot generate on this network (check_traffic).
std::unique_ptr<rtl::TrafficPattern> make_traffic_pattern(const NetworkSpec& spec, const rtl::TopologyGraph& topology);

}  // namespace kncube::traffic
