#pragma once
// Options of the simulated router and its links: --buffer-depth, --pipeline with the per-stage
// delays, --vc-release, --arbiter, --ejection, --link, --wire-delay.

#include <boost/program_options/variables_map.hpp>

#include "analytical/vocabulary/network_spec.h"
#include "rtl_models/link_config.h"
#include "rtl_models/router_config.h"
#include "testbenches/application/options/option_table.h"
#include "testbenches/application/options/option_list.h"

namespace kncube::cli {

void add_router_options(OptionTable& table);

// Reads the router and link settings; `spec` (network and timing options already read) gives the
// dimension count for per-dimension wire delays and t_c, t_s for --link thesis. Throws UsageError.
void read_router_options(const boost::program_options::variables_map& values, const NetworkSpec& spec,
                         rtl::RouterConfig& router, rtl::LinkConfig& links);

// The inverse of read_router_options: --router, then what differs from that preset (a custom
// pipeline as its four stage delays), and the links.
void write_router_options(const rtl::RouterConfig& router, const rtl::LinkConfig& links, Topology topology, Emit emit,
                          OptionList& out);

}  // namespace kncube::cli
