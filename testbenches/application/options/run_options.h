#pragma once
// Options that control one simulation run: --seed, --warmup-messages,
// --measure-messages, --batches, and the limits that end it (--watchdog-cycles,
// --saturation-backlog, --drain-cycles, --max-cycles).

#include <cstdint>

#include <boost/program_options/variables_map.hpp>

#include "testbenches/application/options/option_table.h"
#include "testbenches/testbench/simulation/run_control.h"
#include "testbenches/application/options/option_list.h"

namespace kncube::cli {

void add_run_options(OptionTable& table);

// Fills everything of `control` except the rate; returns the seed. Throws UsageError.
std::uint64_t read_run_options(const boost::program_options::variables_map& values, simulation::RunControl& control);

// The inverse of read_run_options, --seed excepted (the caller gives each run its seed).
void write_run_options(const simulation::RunControl& control, Emit emit, OptionList& out);

}  // namespace kncube::cli
