#pragma once
// Options that describe the traffic: --traffic and its parameters --locality, --hotspot-fraction,
// --hotspot-node, --pattern-fraction.

#include <boost/program_options/variables_map.hpp>

#include "analytical/network_spec.h"
#include "testbenches/cli/option_table.h"

namespace kncube::cli {

void add_traffic_options(OptionTable& table);

// Sets spec.traffic. Reads the network part of `spec` (the hot-spot node must exist), so
// read_network_options comes first. A parameter given for another traffic kind is refused
// rather than silently ignored. Throws UsageError.
void read_traffic_options(const boost::program_options::variables_map& values, NetworkSpec& spec);

}  // namespace kncube::cli
