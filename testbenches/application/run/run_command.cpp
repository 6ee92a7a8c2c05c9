#include "testbenches/application/run/run_command.h"

#include <filesystem>
#include <iostream>
#include <memory>

#include "analytical/catalog/model_catalog.h"
#include "analytical/vocabulary/config_error.h"
#include "analytical/vocabulary/write_error.h"
#include "testbenches/application/options/exit_status.h"
#include "testbenches/application/run/run_command_config.h"
#include "testbenches/application/options/usage_error.h"
#include "testbenches/testbench/monitor/monitor_plan.h"
#include "testbenches/testbench/monitor/reference_monitor.h"
#include "testbenches/application/run/heat_map_plot.h"
#include "testbenches/application/run/run_report.h"
#include "testbenches/application/run/stats_report.h"
#include "testbenches/testbench/simulation/simulation_runner.h"
#include "testbenches/testbench/stats/activity_recorder.h"
#include "testbenches/testbench/stats/vc_occupancy_sampler.h"
#include "testbenches/utilities/number_format.h"
#include "traces/trace_session.h"

namespace kncube::cli {

namespace {

void write_help(std::ostream& out, const OptionTable& table) {
  out << "usage: kncube run --rate r [options]\n"
         "Simulates the network cycle by cycle at one generation rate and reports latency, network latency and\n"
         "source wait (mean and 95% confidence interval by batch means), hops, offered and accepted load.\n"
         "Exit status: 0 ok, 1 internal error, 2 bad input, 3 saturated, 4 deadlock detected, 5 output not written.\n\n";
  table.write_help(out);
}

}  // namespace

int run_run_command(const std::vector<std::string>& args, std::ostream& out) {
  const analytical::ModelCatalog catalog;
  OptionTable table = run_command_options(catalog);
  const auto values = table.parse(args);
  if (read_general_options(values).help) {
    write_help(out, table);
    return exit_ok;
  }
  RunCommandConfig config = table.read_located([&] { return read_run_command_config(values, catalog); });
  simulation::RunResult result;
  // The plan outlives the monitor and the outcomes, which point into it.
  monitor::MonitorPlan plan;
  std::unique_ptr<monitor::ReferenceMonitor> reference_monitor;
  std::vector<monitor::ModelOutcome> outcomes;
  std::unique_ptr<stats::VcOccupancySampler> occupancy;
  std::unique_ptr<stats::ActivityRecorder> activity;
  traces::TraceSession tracing(config.tracing);
  try {
    plan = monitor::plan_monitoring(config.network, config.control, catalog, config.switches, config.model);
    config.monitor.reports = &std::cerr;
    simulation::RunHooks hooks;
    hooks.on_elaborated = [&](rtl::Network& network) {
      tracing.attach(network);
      if (config.monitor.vc_occupancy) {
        occupancy = std::make_unique<stats::VcOccupancySampler>(config.network.spec.vcs, 8, reference_monitor->measurement());
        occupancy->attach(network);
      }
      if (config.statistics.wanted()) {
        activity = std::make_unique<stats::ActivityRecorder>(config.statistics.interval, reference_monitor->measurement());
        activity->attach(network);
      }
    };
    hooks.on_circuit_elaborated = [&](rtl::CircuitNetwork& network) { tracing.attach(network); };
    hooks.make_modules = [&]() -> std::vector<rtl::MessageObserver*> {
      reference_monitor = std::make_unique<monitor::ReferenceMonitor>(
          "reference_monitor", plan, config.control.plan, static_cast<int>(config.network.spec.nodes()), config.monitor);
      return {reference_monitor.get()};
    };
    result = simulation::run_simulation(config.network, config.control, hooks);
    tracing.finish();
    outcomes = reference_monitor->verdicts(result.verdict != simulation::Verdict::ok, result.reason);
  } catch (const kncube::ConfigError& error) {
    throw UsageError(error.what());
  }
  if (activity) {
    activity->finish();
    for (const std::string& folder : {config.statistics.folder, config.statistics.plots_folder}) {
      std::error_code error;
      if (!folder.empty() && !std::filesystem::create_directories(folder, error) && error)
        throw WriteError(folder + " (cannot create the folder)", error.value());
    }
    const rtl::TopologyGraph topology = rtl::make_topology(config.network.spec);
    if (!config.statistics.folder.empty()) report::write_stats_files(config.statistics.folder, *activity, topology);
    if (!config.statistics.plots_folder.empty())
      report::write_heat_map(config.statistics.plots_folder, *activity, topology,
                             describe(config.network.spec) + ", rate " + report::round_trip_number(config.control.rate));
  }
  report::RunReport run{config.network, config.control, result, &outcomes, config.monitor.tolerance, occupancy.get(),
                        config.statistics.folder.empty() ? nullptr : activity.get()};
  switch (config.format) {
    case OutputFormat::json: report::write_json(out, run); break;
    case OutputFormat::csv: report::write_csv(out, run); break;
    case OutputFormat::table: report::write_table(out, run); break;
  }
  return result.verdict == simulation::Verdict::ok ? exit_ok : exit_saturated;
}

}  // namespace kncube::cli
