#pragma once
// Options for the channel and switch times of spec 03 §3.8: --channel-time t_c, --switch-time t_s.

#include <boost/program_options/variables_map.hpp>

#include "analytical/vocabulary/network_spec.h"
#include "testbenches/application/options/option_table.h"
#include "testbenches/application/options/option_list.h"

namespace kncube::cli {

void add_timing_options(OptionTable& table);
// Sets spec.channel_time and spec.switch_time. Throws UsageError.
void read_timing_options(const boost::program_options::variables_map& values, NetworkSpec& spec);

// The inverse of read_timing_options: --channel-time, --switch-time.
void write_timing_options(const NetworkSpec& spec, Emit emit, OptionList& out);

}  // namespace kncube::cli
