#pragma once
// Options that describe the traffic: --traffic and its parameters --locality, --hotspot-fraction,
// --hotspot-node, --pattern-fraction, --self-traffic, --fixed-points, --hotspot-nodes,
// --hotspot-weights.

#include <string>

#include <boost/program_options/variables_map.hpp>

#include "analytical/vocabulary/network_spec.h"
#include "testbenches/application/options/option_table.h"
#include "testbenches/application/options/option_list.h"

namespace kncube::cli {

void add_traffic_options(OptionTable& table);
// The same options with `traffic_help` as --traffic's description, for a subcommand that takes
// only some kinds (compare lists the kinds it has a model for).
void add_traffic_options(OptionTable& table, const std::string& traffic_help);

// The --traffic word alone, for a subcommand that must refuse some kinds before their
// parameters are checked against a network (compare). Throws UsageError.
TrafficKind read_traffic_kind(const boost::program_options::variables_map& values);

// Sets spec.traffic. Reads the network part of `spec` (the hot-spot node must exist), so
// read_network_options comes first. A parameter given for another traffic kind is refused
// rather than silently ignored. randperm's permutation seed is the subcommand's --seed where it
// has one (run, sweep), else 1. Throws UsageError.
void read_traffic_options(const boost::program_options::variables_map& values, NetworkSpec& spec);

// The inverse of read_traffic_options: --traffic and the options of that kind of traffic (the
// others would be refused). randperm's seed is the run's --seed, the caller's to write.
void write_traffic_options(const TrafficSpec& traffic, Emit emit, OptionList& out);

}  // namespace kncube::cli
