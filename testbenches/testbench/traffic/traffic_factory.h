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

std::unique_ptr<rtl::ArrivalProcess> make_arrival_process(ArrivalKind kind, double rate);
// The destination pattern of spec.traffic: the thesis's uniform, locality, hotspot, transpose and
// digit-reversal, and BookSim2's bitcomp, bitrev, shuffle, tornado, neighbor, randperm (its
// permutation drawn from spec.traffic.permutation_seed) and hotspot-set.
// Throws kncube::ConfigError for a pattern the simulator cannot generate on this network (check_traffic).
std::unique_ptr<rtl::TrafficPattern> make_traffic_pattern(const NetworkSpec& spec, const rtl::TopologyGraph& topology);

}  // namespace kncube::traffic
