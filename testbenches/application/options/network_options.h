#pragma once
// Options that describe the network: --topology, --k, --n, --directions, --routing, --vcs,
// --message-length.

#include <boost/program_options/variables_map.hpp>

#include "analytical/vocabulary/network_spec.h"
#include "testbenches/application/options/option_table.h"
#include "testbenches/application/options/option_list.h"

namespace kncube::cli {

void add_network_options(OptionTable& table);

// Sets topology, k, n, directions, routing, vcs, message_length and switching (through
// read_switching_options) of `spec`, leaving traffic and timing alone, checking ranges and
// combinations. Throws UsageError.
void read_network_options(const boost::program_options::variables_map& values, NetworkSpec& spec);

// The inverse of read_network_options: --topology, --k (not for the hypercube), --n, --directions,
// --routing, --vcs, --message-length.
void write_network_options(const NetworkSpec& spec, Emit emit, OptionList& out);

}  // namespace kncube::cli
