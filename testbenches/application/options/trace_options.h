#pragma once
// Options that record what happens inside a simulation run: --trace FILE.vcd (a VCD of chosen
// routers plus FILE.gtkw, a GTKWave save file beside it, and its translate filter files),
// --trace-routers, --trace-window, --trace-open (groups shown expanded), --trace-message (follow
// one message), and the hop log of chosen messages, --log-messages and --log-file.

#include <boost/program_options/variables_map.hpp>

#include "analytical/vocabulary/network_spec.h"
#include "testbenches/application/options/option_table.h"
#include "traces/trace_request.h"

namespace kncube::cli {

void add_trace_options(OptionTable& table);

// Reads and checks the trace options against the network `spec` (already read and valid): router
// numbers must exist, the window must hold at least one cycle, output paths must be writable.
// Throws UsageError.
traces::TraceRequest read_trace_options(const boost::program_options::variables_map& values, const NetworkSpec& spec);

}  // namespace kncube::cli
