#pragma once
// Options that say when each node generates messages: --arrivals and the MMPP source's parameters
// (spec 04 B.3): --hurst, --rho, --time-scales, --kappa, --delta, or --mmpp-components.

#include <boost/program_options/variables_map.hpp>

#include "analytical/vocabulary/arrival_spec.h"
#include "testbenches/application/options/option_list.h"
#include "testbenches/application/options/option_table.h"

namespace kncube::cli {

void add_arrival_options(OptionTable& table);

// Sets `arrivals`. An MMPP parameter given with another process, or a RECON-AN parameter given with
// explicit components, is refused rather than ignored. Throws UsageError.
void read_arrival_options(const boost::program_options::variables_map& values, ArrivalSpec& arrivals);

// The inverse of read_arrival_options: --arrivals and, for mmpp, its parameters.
void write_arrival_options(const ArrivalSpec& arrivals, Emit emit, OptionList& out);

}  // namespace kncube::cli
