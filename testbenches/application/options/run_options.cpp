#include "testbenches/application/options/run_options.h"

#include <limits>
#include <string>

#include <boost/program_options/options_description.hpp>
#include <boost/program_options/value_semantic.hpp>

#include "testbenches/application/options/option_table.h"
#include "testbenches/application/options/usage_error.h"
#include "analytical/vocabulary/network_rules.h"
#include "testbenches/application/options/value_checks.h"
#include "testbenches/utilities/number_format.h"

namespace kncube::cli {

namespace po = boost::program_options;

void add_run_options(OptionTable& table) {
  po::options_description group = option_group("Run (simulation)");
  group.add_options()
    ("seed", po::value<std::uint64_t>()->default_value(1)->value_name("S"),
     "random seed: same seed, same results, bit for bit")
    ("warmup-messages", po::value<std::int64_t>()->default_value(10000)->value_name("COUNT"),
     "messages generated before measuring (network-wide, in generation order): an integer from 0 to 10^12")
    ("measure-messages", po::value<std::int64_t>()->default_value(100000)->value_name("COUNT"),
     "messages measured after the warm-up; the run drains until all are delivered: an integer from batches to 10^12")
    ("warmup-cycles", po::value<std::int64_t>()->value_name("CYCLES"),
     "with --measure-cycles: cycles before the measurement window: an integer from 0 to 10^9 (default 0)")
    ("measure-cycles", po::value<std::int64_t>()->value_name("CYCLES"),
     "measure by cycles instead of messages (BookSim's method): the messages generated in this many cycles after "
     "the warm-up are measured, the run drains until all are delivered, accepted load is counted over the window "
     "even past saturation; an integer from batches to 10^9 (BookSim: --warmup-cycles 3000 --measure-cycles 10000)")
    ("batches", po::value<int>()->default_value(20)->value_name("B"),
     "batches for the 95% confidence interval (batch means over the measured messages in generation order, or "
     "over equal slices of a window in cycles): >= 10")
    ("watchdog-cycles", po::value<std::int64_t>()->default_value(20000)->value_name("CYCLES"),
     "deadlock watchdog: no flit moved for this many cycles while flits are in flight stops the run: >= 1 (raised to "
     "20 flit times of the slowest channel, e.g. with --link thesis --channel-time)")
    ("saturation-backlog", number_value(simulation::RunControl{}.saturation_backlog)->value_name("MESSAGES"),
     "mean source-queue length per node, messages, beyond which the run stops as saturated: > 0")
    ("drain-cycles", po::value<std::int64_t>()->default_value(0)->value_name("CYCLES"),
     "cycles allowed to deliver the measured messages after the window: 0 = max(2 x window, 20000)")
    ("max-cycles", po::value<std::int64_t>()->default_value(0)->value_name("CYCLES"),
     "hard limit on simulated cycles: 0 = 4 x the expected generation time + 10^6");
  table.add_group(group);
}

std::uint64_t read_run_options(const po::variables_map& values, simulation::RunControl& control) {
  control.plan.warmup_messages = values["warmup-messages"].as<std::int64_t>();
  // 10^12 messages is days of simulation on any network here; beyond it a limit only overflows.
  constexpr std::int64_t max_messages = 1000000000000;
  require_bounded("warmup-messages", control.plan.warmup_messages, 0, max_messages);
  control.plan.batches = values["batches"].as<int>();
  require_at_least("batches", control.plan.batches, 10);
  control.plan.measure_messages = values["measure-messages"].as<std::int64_t>();
  require_bounded("measure-messages", control.plan.measure_messages, control.plan.batches, max_messages);
  constexpr std::int64_t max_window = 1000000000;
  if (given(values, "measure-cycles")) {
    for (const char* option : {"warmup-messages", "measure-messages"})
      if (given(values, option))
        throw UsageError("--" + std::string(option) + " is not allowed with --measure-cycles; the window is counted in "
                         "cycles (give --warmup-cycles instead)");
    control.plan.measure_cycles = values["measure-cycles"].as<std::int64_t>();
    require_integer_in("measure-cycles", control.plan.measure_cycles, control.plan.batches, max_window);
    if (given(values, "warmup-cycles")) {
      control.plan.warmup_cycles = values["warmup-cycles"].as<std::int64_t>();
      require_integer_in("warmup-cycles", control.plan.warmup_cycles, 0, max_window);
    }
  } else if (given(values, "warmup-cycles")) {
    throw UsageError("--warmup-cycles is not allowed without --measure-cycles; it is the warm-up of a window in cycles");
  }
  control.watchdog_cycles = values["watchdog-cycles"].as<std::int64_t>();
  require_at_least("watchdog-cycles", control.watchdog_cycles, 1);
  control.saturation_backlog = values["saturation-backlog"].as<double>();
  require_in_range("saturation-backlog", control.saturation_backlog, 0.0, false, std::numeric_limits<double>::max(), true,
                   "a number of messages > 0");
  control.drain_cycles = values["drain-cycles"].as<std::int64_t>();
  require_at_least("drain-cycles", control.drain_cycles, 0);
  control.max_cycles = values["max-cycles"].as<std::int64_t>();
  require_at_least("max-cycles", control.max_cycles, 0);
  return values["seed"].as<std::uint64_t>();
}

void write_run_options(const simulation::RunControl& control, Emit emit, OptionList& out) {
  const simulation::RunControl defaults;
  const auto& plan = control.plan;
  if (plan.by_cycles()) {
    emit_option(out, emit, "warmup-cycles", plan.warmup_cycles, defaults.plan.warmup_cycles, std::to_string(plan.warmup_cycles));
    out.emplace_back("measure-cycles", std::to_string(plan.measure_cycles));  // what makes the window one in cycles
  } else {
    emit_option(out, emit, "warmup-messages", plan.warmup_messages, defaults.plan.warmup_messages, std::to_string(plan.warmup_messages));
    emit_option(out, emit, "measure-messages", plan.measure_messages, defaults.plan.measure_messages,
                std::to_string(plan.measure_messages));
  }
  emit_option(out, emit, "batches", plan.batches, defaults.plan.batches, std::to_string(plan.batches));
  emit_option(out, emit, "watchdog-cycles", control.watchdog_cycles, defaults.watchdog_cycles, std::to_string(control.watchdog_cycles));
  emit_option(out, emit, "saturation-backlog", control.saturation_backlog, defaults.saturation_backlog,
              report::round_trip_number(control.saturation_backlog));
  emit_option(out, emit, "drain-cycles", control.drain_cycles, defaults.drain_cycles, std::to_string(control.drain_cycles));
  emit_option(out, emit, "max-cycles", control.max_cycles, defaults.max_cycles, std::to_string(control.max_cycles));
}

}  // namespace kncube::cli
