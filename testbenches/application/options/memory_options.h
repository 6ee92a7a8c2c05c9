#pragma once
// --max-memory SIZE: the most memory a simulation may take, checked against the estimate before
// the network is built (testbench/simulation/memory_budget.h). SIZE is bytes, or a number with
// K, M, G or T (binary: 1G = 2^30 bytes), e.g. 512M, 1.5G. Without it the limit is what the
// machine allows (memory available at the start, ulimit -v, ulimit -d); it can only lower that.

#include <boost/program_options/variables_map.hpp>

#include "testbenches/application/options/option_list.h"
#include "testbenches/application/options/option_table.h"
#include "testbenches/testbench/simulation/run_control.h"

namespace kncube::cli {

void add_memory_options(OptionTable& table);

// Sets control.max_memory (0 when not given). Throws UsageError for a size that is not one.
void read_memory_options(const boost::program_options::variables_map& values, simulation::RunControl& control);

void write_memory_options(const simulation::RunControl& control, Emit emit, OptionList& out);

}  // namespace kncube::cli
