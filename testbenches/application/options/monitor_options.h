#pragma once
// Options of the reference monitor that runs beside a simulation: --tolerance and
// --report-interval (the model and its switches come from the model group).

#include <boost/program_options/variables_map.hpp>

#include "testbenches/application/options/option_table.h"
#include "testbenches/testbench/monitor/reference_monitor.h"
#include "testbenches/application/options/option_list.h"

namespace kncube::cli {

void add_monitor_options(OptionTable& table);
// Throws UsageError for a negative tolerance or report interval.
monitor::MonitorSettings read_monitor_options(const boost::program_options::variables_map& values);

// The inverse of read_monitor_options (the reports' stream is the caller's). A switch such as
// --vc-occupancy is written with an empty value: the option alone.
void write_monitor_options(const monitor::MonitorSettings& settings, Emit emit, OptionList& out);

}  // namespace kncube::cli
