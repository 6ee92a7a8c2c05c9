#include "testbenches/application/options/monitor_options.h"

#include <cstdint>
#include <limits>

#include <boost/program_options/options_description.hpp>
#include <boost/program_options/value_semantic.hpp>

#include "testbenches/application/options/option_table.h"
#include "testbenches/application/options/value_checks.h"
#include "testbenches/utilities/number_format.h"

namespace kncube::cli {

namespace po = boost::program_options;

void add_monitor_options(OptionTable& table) {
  po::options_description group = option_group("Reference monitor (analytical models beside the simulation)");
  group.add_options()
    ("tolerance", number_value(monitor::MonitorSettings{}.tolerance)->value_name("FRACTION"),
     "a model agrees when its prediction lies within the 95% confidence interval widened by this fraction of the "
     "measured mean: a number >= 0")
    ("report-interval", po::value<std::int64_t>()->default_value(0)->value_name("CYCLES"),
     "print the running measurement against every model's prediction to stderr every this many cycles: >= 0 (0: never)")
    ("vc-occupancy", po::bool_switch()->default_value(false),
     "also measure how many VCs per network channel are allocated (P_v, sampled every 8 cycles in the measurement "
     "window) and the multiplexing degree V-bar, next to the models' P_v and V-bar");
  table.add_group(group);
}

monitor::MonitorSettings read_monitor_options(const po::variables_map& values) {
  monitor::MonitorSettings settings;
  settings.tolerance = values["tolerance"].as<double>();
  require_in_range("tolerance", settings.tolerance, 0.0, true, std::numeric_limits<double>::max(), true, "a number >= 0");
  settings.report_interval = values["report-interval"].as<std::int64_t>();
  require_at_least("report-interval", settings.report_interval, 0);
  settings.vc_occupancy = values["vc-occupancy"].as<bool>();
  return settings;
}

void write_monitor_options(const monitor::MonitorSettings& settings, Emit emit, OptionList& out) {
  const monitor::MonitorSettings defaults;
  emit_option(out, emit, "tolerance", settings.tolerance, defaults.tolerance, report::round_trip_number(settings.tolerance));
  emit_option(out, emit, "report-interval", settings.report_interval, defaults.report_interval,
              std::to_string(settings.report_interval));
  if (settings.vc_occupancy) out.emplace_back("vc-occupancy", "");
}

}  // namespace kncube::cli
