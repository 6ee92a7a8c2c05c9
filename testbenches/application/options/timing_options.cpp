#include "testbenches/application/options/timing_options.h"

#include <limits>

#include <boost/program_options/options_description.hpp>
#include <boost/program_options/value_semantic.hpp>

#include "testbenches/application/options/option_table.h"
#include "testbenches/application/options/value_checks.h"
#include "testbenches/utilities/number_format.h"

namespace kncube::cli {

namespace po = boost::program_options;

void add_timing_options(OptionTable& table) {
  po::options_description group = option_group("Timing (spec 03 §3.8; the chapter 3-5 models assume t_c = 1, t_s = 0)");
  group.add_options()
    ("channel-time", number_value(NetworkSpec{}.channel_time)->value_name("t_c"),
     "time a flit occupies a channel, base cycles: a finite number > 0")
    ("switch-time", number_value(NetworkSpec{}.switch_time)->value_name("t_s"),
     "switch time not overlapped with the channel, base cycles: a finite number >= 0");
  table.add_group(group);
}

void read_timing_options(const po::variables_map& values, NetworkSpec& spec) {
  spec.channel_time = values["channel-time"].as<double>();
  require_positive_finite("channel-time", spec.channel_time, "base cycles");
  spec.switch_time = values["switch-time"].as<double>();
  require_in_range("switch-time", spec.switch_time, 0.0, true, std::numeric_limits<double>::max(), true,
                   "a finite number >= 0 (base cycles)");
}

void write_timing_options(const NetworkSpec& spec, Emit emit, OptionList& out) {
  const NetworkSpec defaults;
  emit_option(out, emit, "channel-time", spec.channel_time, defaults.channel_time, report::round_trip_number(spec.channel_time));
  emit_option(out, emit, "switch-time", spec.switch_time, defaults.switch_time, report::round_trip_number(spec.switch_time));
}

}  // namespace kncube::cli
