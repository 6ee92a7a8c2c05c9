#pragma once
// --switching: wormhole (the default, specs 01-03) or circuit switching (spec 04 B.1).

#include <boost/program_options/variables_map.hpp>

#include "analytical/vocabulary/network_spec.h"
#include "testbenches/application/options/option_list.h"
#include "testbenches/application/options/option_table.h"

namespace kncube::cli {

void add_switching_options(OptionTable& table);

// Sets spec.switching. Reads the topology, so read_network_options comes first: circuit switching
// is built for hypercubes only, and any other topology is refused. Throws UsageError.
void read_switching_options(const boost::program_options::variables_map& values, NetworkSpec& spec);

// With circuit switching, removes from `out` the options read_switching_options refuses (the
// wormhole router's), which the other groups' writers name when they write every option.
void drop_wormhole_options(const NetworkSpec& spec, OptionList& out);

void write_switching_options(const NetworkSpec& spec, Emit emit, OptionList& out);

}  // namespace kncube::cli
