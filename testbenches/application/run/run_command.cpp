#include "testbenches/application/run/run_command.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <functional>
#include <iostream>
#include <memory>
#include <string>

#include "analytical/catalog/model_catalog.h"
#include "analytical/vocabulary/config_error.h"
#include "analytical/vocabulary/write_error.h"
#include "testbenches/application/options/exit_status.h"
#include "testbenches/application/run/message_path.h"
#include "testbenches/application/run/run_command_config.h"
#include "testbenches/application/options/usage_error.h"
#include "testbenches/testbench/monitor/monitor_plan.h"
#include "testbenches/testbench/monitor/reference_monitor.h"
#include "testbenches/testbench/stats/heat_map_plot.h"
#include "testbenches/application/run/run_report.h"
#include "testbenches/application/run/stats_report.h"
#include "testbenches/testbench/simulation/run_progress.h"
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

// The parts of one run that outlive it (the monitor plan, which the monitor and the outcomes
// point into, is the caller's: prepared once for both passes of --trace-message).
struct RunParts {
  std::unique_ptr<monitor::ReferenceMonitor> reference_monitor;
  std::unique_ptr<stats::VcOccupancySampler> occupancy;
  std::unique_ptr<stats::ActivityRecorder> activity;  // --stats, --plots
};

// Where a run's progress lines go (with --progress), what they start with, and the cycles it plans
// (negative: the plan's own).
struct ProgressTarget {
  std::ostream* out = &std::cerr;
  std::string label = "kncube run";
  double planned_cycles = -1.0;
};

// The run as configured; `attach` sees the elaborated network (tracing), `extra` every message.
// Shared by the run itself and the first pass of --trace-message (`extra` set: no statistics
// recorded, counting does not change the run), so both are the same run.
simulation::RunResult simulate(RunCommandConfig& config, const monitor::MonitorPlan& plan, RunParts& parts,
                               const std::function<void(rtl::Network&)>& attach,
                               const std::function<void(rtl::CircuitNetwork&)>& attach_circuit,
                               rtl::MessageObserver* extra, const ProgressTarget& progress_target = {}) {
  config.monitor.reports = &std::cerr;
  simulation::RunHooks hooks;
  if (extra != nullptr) hooks.observers.push_back(extra);
  hooks.on_elaborated = [&](rtl::Network& network) {
    attach(network);
    if (config.monitor.vc_occupancy) {
      parts.occupancy = std::make_unique<stats::VcOccupancySampler>(config.network.spec.vcs, 8,
                                                                    parts.reference_monitor->measurement());
      parts.occupancy->attach(network);
    }
    if (config.statistics.wanted() && extra == nullptr) {
      parts.activity = std::make_unique<stats::ActivityRecorder>(config.statistics.interval,
                                                                 parts.reference_monitor->measurement());
      parts.activity->attach(network);
    }
  };
  hooks.on_circuit_elaborated = attach_circuit;
  hooks.make_modules = [&]() -> std::vector<rtl::MessageObserver*> {
    parts.reference_monitor = std::make_unique<monitor::ReferenceMonitor>(
        "reference_monitor", plan, config.control.plan, static_cast<int>(config.network.spec.nodes()), config.monitor);
    return {parts.reference_monitor.get()};
  };
  std::unique_ptr<simulation::RunProgress> progress;
  if (config.progress_seconds > 0.0) {
    const stats::MeasurementPlan& plan = config.control.plan;
    const double planned_cycles =
        progress_target.planned_cycles >= 0.0
            ? progress_target.planned_cycles
            : simulation::planned_generation_cycles(config.control, static_cast<double>(config.network.spec.nodes()));
    progress = std::make_unique<simulation::RunProgress>(*progress_target.out, config.progress_seconds, planned_cycles,
                                                         plan.by_cycles() ? 0 : plan.measure_messages,
                                                         progress_target.label);
    hooks.on_check = [&](rtl::Cycle now, const stats::RunStatistics& statistics) { progress->on_check(now, statistics); };
  }
  return simulation::run_simulation(config.network, config.control, hooks);
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
  // Prepared once, before anything is simulated or written: a configuration the monitor refuses
  // is reported as such (not, with --trace-message, as a message never injected), and the two
  // passes of --trace-message share it (circuit-mmpp's at 2^8 phases takes longer than the run).
  monitor::MonitorPlan plan;
  try {
    monitor::PlanProgress plan_progress;
    if (config.progress_seconds > 0.0) plan_progress = monitor::PlanProgress{&std::cerr, config.progress_seconds, "kncube run"};
    plan = monitor::plan_monitoring(config.network, config.control, catalog, config.switches, config.model, plan_progress);
  } catch (const kncube::ConfigError& error) {
    throw UsageError(error.what());
  }
  if (config.tracing.followed_message) {
    const FirstPass first_pass = [&](rtl::MessageObserver& observer, const std::function<void(rtl::Network&)>& attach,
                                     std::ostream& progress) {
      // It ends once the message is delivered, about when message id + 1 has been generated.
      const std::uint64_t id = *config.tracing.followed_message;
      const double nodes = static_cast<double>(config.network.spec.nodes());
      ProgressTarget target;
      target.out = &progress;
      target.label = "kncube run: --trace-message " + std::to_string(id) + ", first pass";
      target.planned_cycles = std::min(simulation::planned_generation_cycles(config.control, nodes),
                                       static_cast<double>(id + 1) / (config.control.rate * nodes));
      RunParts parts;
      simulate(config, plan, parts, attach, [](rtl::CircuitNetwork&) {}, &observer, target);
    };
    const MessagePath path = find_message_path(*config.tracing.followed_message, first_pass);
    follow_message(config.tracing, path);
  }
  simulation::RunResult result;
  RunParts parts;
  std::vector<monitor::ModelOutcome> outcomes;
  traces::TraceSession tracing(config.tracing);
  try {
    result = simulate(config, plan, parts, [&](rtl::Network& network) { tracing.attach(network); },
                      [&](rtl::CircuitNetwork& network) { tracing.attach(network); }, nullptr);
    tracing.finish();
    const std::vector<std::uint64_t> unlogged = tracing.never_logged();
    if (!unlogged.empty())  // not silently an empty log
      std::cerr << "kncube run: --log-messages: message " << unlogged.front()
                << (unlogged.size() > 1 ? " and " + std::to_string(unlogged.size() - 1) + " more" : std::string())
                << " never crossed a router in this run (not generated, or still queued at its source when the run "
                   "ended); the log has no line for "
                << (unlogged.size() > 1 ? "them" : "it") << "\n";
    outcomes = parts.reference_monitor->verdicts(result.verdict != simulation::Verdict::ok, result.reason);
  } catch (const kncube::ConfigError& error) {
    throw UsageError(error.what());
  }
  if (result.verdict == simulation::Verdict::ok && result.messages == 0) {
    // Only a window in cycles can come out empty (one in messages waits for them): nothing measured
    // is not a latency of 0, nor agreement with the model.
    const double per_cycle = config.control.rate * rtl::make_topology(config.network.spec).node_count();
    throw UsageError::not_allowed(
        "measure-cycles", std::to_string(config.control.plan.measure_cycles),
        "a window that measures messages: none was delivered from it at --rate " + report::round_trip_number(config.control.rate) +
            " (about " + report::round_trip_number(per_cycle * static_cast<double>(config.control.plan.measure_cycles)) +
            " expected); " + std::to_string(static_cast<long long>(std::ceil(20.0 / per_cycle))) + " cycles give about 20");
  }
  if (parts.activity) {
    parts.activity->finish();
    for (const std::string& folder : {config.statistics.folder, config.statistics.plots_folder}) {
      std::error_code error;
      if (!folder.empty() && !std::filesystem::create_directories(folder, error) && error)
        throw WriteError(folder + " (cannot create the folder)", error.value());
    }
    const rtl::TopologyGraph topology = rtl::make_topology(config.network.spec);
    if (!config.statistics.folder.empty()) {
      report::write_stats_files(config.statistics.folder, *parts.activity, topology);
      report::write_latency_histogram_file(config.statistics.folder, result);
    }
    if (!config.statistics.plots_folder.empty()) {
      const stats::ActivityRecorder& activity = *parts.activity;
      const stats::HeatMapCounts counts{activity.routers(), activity.channels(), activity.cycles(),
                                        "in cycles " + std::to_string(activity.first_cycle() + 1) + " to " +
                                            std::to_string(activity.last_cycle()) + " (" + std::to_string(activity.cycles()) +
                                            " cycles, the measurement window)",
                                        "kncube run --plots"};
      stats::write_heat_map(config.statistics.plots_folder, counts, topology,
                            describe(config.network.spec) + ", rate " + report::round_trip_number(config.control.rate));
    }
  }
  report::RunReport run{config.network, config.control, result, &outcomes, config.monitor.tolerance, parts.occupancy.get(),
                        config.statistics.folder.empty() ? nullptr : parts.activity.get()};
  switch (config.format) {
    case OutputFormat::json: report::write_json(out, run); break;
    case OutputFormat::csv: report::write_csv(out, run); break;
    case OutputFormat::table: report::write_table(out, run); break;
  }
  return result.verdict == simulation::Verdict::ok ? exit_ok : exit_saturated;
}

}  // namespace kncube::cli
