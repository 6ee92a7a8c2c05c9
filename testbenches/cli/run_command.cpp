#include "testbenches/cli/run_command.h"

#include "rtl_models/config_error.h"
#include "testbenches/cli/exit_status.h"
#include "testbenches/cli/run_command_config.h"
#include "testbenches/cli/usage_error.h"
#include "testbenches/report/run_report.h"
#include "testbenches/simulation/simulation_runner.h"

namespace kncube::cli {

namespace {

void write_help(std::ostream& out, const OptionTable& table) {
  out << "usage: kncube run --rate r [options]\n"
         "Simulates the network cycle by cycle at one generation rate and reports latency, network latency and\n"
         "source wait (mean and 95% confidence interval by batch means), hops, offered and accepted load.\n"
         "Exit status: 0 ok, 1 internal error, 2 bad input, 3 saturated, 4 deadlock detected.\n\n";
  table.write_help(out);
}

}  // namespace

int run_run_command(const std::vector<std::string>& args, std::ostream& out) {
  const OptionTable table = run_command_options();
  const auto values = table.parse(args);
  if (read_general_options(values).help) {
    write_help(out, table);
    return exit_ok;
  }
  const RunCommandConfig config = read_run_command_config(values);
  simulation::RunResult result;
  try {
    result = simulation::run_simulation(config.network, config.control);
  } catch (const rtl::ConfigError& error) {
    throw UsageError(error.what());
  }
  report::RunReport run{config.network, config.control, result};
  switch (config.format) {
    case OutputFormat::json: report::write_json(out, run); break;
    case OutputFormat::csv: report::write_csv(out, run); break;
    case OutputFormat::table: report::write_table(out, run); break;
  }
  return result.verdict == simulation::Verdict::ok ? exit_ok : exit_saturated;
}

}  // namespace kncube::cli
