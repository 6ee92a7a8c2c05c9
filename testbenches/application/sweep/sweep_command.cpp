#include "testbenches/application/sweep/sweep_command.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <iostream>
#include <stdexcept>

#include "analytical/catalog/model_catalog.h"
#include "testbenches/application/options/exit_status.h"
#include "testbenches/application/options/usage_error.h"
#include "testbenches/utilities/program_path.h"
#include "testbenches/application/sweep/sweep_command_config.h"
#include "testbenches/utilities/number_format.h"
#include "testbenches/application/sweep/report/sweep_report.h"
#include "testbenches/utilities/gnuplot_runner.h"
#include "testbenches/application/sweep/engine/point_assembly.h"
#include "testbenches/utilities/interruption.h"
#include "testbenches/utilities/process_pool.h"
#include "testbenches/utilities/output_file.h"
#include "testbenches/application/sweep/engine/background_curves.h"
#include "testbenches/testbench/simulation/elapsed_ticker.h"
#include "testbenches/application/sweep/engine/reference_models.h"
#include "testbenches/testbench/simulation/saturation_estimate.h"
#include "testbenches/testbench/traffic/traffic_factory.h"
#include "testbenches/application/sweep/engine/sweep_cost.h"
#include "testbenches/application/sweep/engine/sweep_runner.h"
#include "testbenches/testbench/simulation/memory_budget.h"
#include "testbenches/utilities/progress_bar.h"
#include "testbenches/application/sweep/mpi_job.h"

namespace kncube::cli {

namespace {

constexpr int curve_points = 60;          // rates per model curve in the plot
// A line this often while the sweep waits for something other than its runs: the models'
// preparation, the cost's calibration, the plot's curves (circuit-mmpp at 2^8 phases: minutes).
constexpr double kWaitProgressSeconds = 10.0;
constexpr std::int64_t probe_messages_per_node = 20;  // warm-up and measured messages of a probe run, per node

void write_help(std::ostream& out, const OptionTable& table) {
  out << "usage: kncube sweep [--rates a,b,c|auto] [--replications R] [-j N] [--output DIR] [kncube run options]\n"
         "Simulates the network at several rates, each rate (and each replication) a separate 'kncube run' process,\n"
         "at most N at a time. --rates auto (the default) takes 10 rates from 5% to 95% of the saturation rate of the\n"
         "first model that applies, or, when none applies, of a measured estimate (bisection with short runs).\n"
         "Writes sweep.csv, sweep.json, plot.gp, plot.png and plot.svg (the last two need gnuplot on PATH) into DIR\n"
         "and prints a summary: latency with 95% CI, each model's prediction and verdict per rate.\n"
         "Exit status: 0 ok (saturated points included, marked), 2 bad input; when a run fails, its exit status\n"
         "(1 internal error, 2 bad input, 4 deadlock) after writing what completed; 5 when a file could not be\n"
         "written; 128+N when ended by signal N (finished points kept in DIR; --resume continues).\n"
         "Before the runs it prints their cost: CPU time from two short calibration runs of this configuration (at the\n"
         "lowest and median rate: CPU per process, per simulated cycle and per flit-hop, times each run's cycles and\n"
         "flit-hops, rate x nodes x cycles x flit-hops per message) and memory from the footprint estimate; after them, the\n"
         "CPU time they took. Under 'mpirun -np P' (kncube built with MPI) rank 0 runs the sweep and hands the runs to all\n"
         "P ranks, -j at a time on each (default 1): the same runs, the same sweep.csv.\n\n";
  table.write_help(out);
}

std::string configuration_text(const SweepCommandConfig& config) {
  return describe(config.network.spec) + "; " + rtl::describe_router(config.network);
}

// --rates auto without a model: bisect with short runs of the same configuration.
sweep::SaturationEstimate measured_saturation(const SweepCommandConfig& config, const std::string& program,
                                              const std::string& no_model_reason) {
  const std::int64_t probe = probe_messages_per_node * config.network.spec.nodes();
  const std::int64_t warmup = std::min(config.control.plan.warmup_messages, probe);
  const std::int64_t measure =
      std::max<std::int64_t>(config.control.plan.batches, std::min(config.control.plan.measure_messages, probe));
  std::cerr << "kncube sweep: no model applies (" << no_model_reason << "); --rates auto estimates the saturation rate by "
            << "bisection with short runs (" << warmup << " warm-up and " << measure << " measured messages each)\n";
  const sweep::OptionList shorter = {{"warmup-messages", std::to_string(warmup)}, {"measure-messages", std::to_string(measure)}};
  auto saturates = [&](double rate) {
    // No simulation runs above kMaxSimulatedRate, which saturates every network.
    if (rate > traffic::kMaxSimulatedRate) return true;
    const sweep::ProcessOutcome process =
        sweep::run_process({sweep::run_command_argv(program, config.run_options, rate, config.network.seed, shorter), ""});
    const sweep::RunOutcome outcome = sweep::read_run_outcome(process);
    if (outcome.status == sweep::RunStatus::failed)
      throw std::runtime_error("saturation estimate: the short run at rate " + sweep::rate_text(rate) + " failed, " +
                               outcome.error);
    return outcome.status == sweep::RunStatus::saturated;
  };
  const sweep::SaturationEstimate estimate = sweep::estimate_saturation(saturates, config.network.spec.message_length);
  std::cerr << "kncube sweep: measured saturation estimate " << report::readable_number(estimate.rate)
            << " messages/node/cycle (" << estimate.probes.size() << " short runs; saturated at "
            << report::readable_number(estimate.high) << ")\n";
  return estimate;
}

// Fills the rates of the sweep and says where they came from.
std::vector<double> choose_rates(const SweepCommandConfig& config, const sweep::ReferenceModels& models,
                                 const std::string& program, sweep::SweepResult& result) {
  if (!config.rates.automatic()) {
    result.rate_source = sweep::RateSource::given;
    return config.rates.rates;
  }
  if (!models.models.empty()) {
    const sweep::ReferenceModel& first = models.models.front();
    if (first.saturation_rate > 0.0 && std::isfinite(first.saturation_rate)) {
      result.rate_source = sweep::RateSource::model;
      result.rate_model = first.name;
      return automatic_rates(first.saturation_rate);
    }
  }
  const std::string why = models.models.empty() ? models.no_model_reason
                                                : models.models.front().name + " gives no finite saturation rate";
  result.measured_saturation = measured_saturation(config, program, why);
  result.rate_source = sweep::RateSource::measured_estimate;
  return automatic_rates(result.measured_saturation->rate);
}

// What the sweep was estimated to cost, for the lines after it: 0 and nullopt where not estimated.
struct CostEstimates {
  double runs = 0.0;             // CPU seconds
  std::optional<double> curves;  // CPU seconds
};

// Says before the runs start what they will cost (engine/sweep_cost.h): CPU time from calibration
// runs of this configuration, memory from the footprint estimate, and the CPU time of the models'
// curves from what `curves` finished meanwhile. Estimates nothing when nothing is left to run or a
// calibration run failed (the sweep goes on: the estimate informs, it decides nothing).
CostEstimates state_cost(const SweepCommandConfig& config, const sweep::SweepPlan& plan,
                         const std::map<std::string, sweep::ProcessOutcome>& finished, int ranks,
                         const sweep::BackgroundCurves& curves) {
  std::vector<double> to_run;
  for (double rate : plan.rates)
    for (int r = 0; r < plan.replications; ++r)
      if (finished.count(sweep::RunJournal::key(rate, plan.seed + static_cast<std::uint64_t>(r))) == 0) to_run.push_back(rate);
  if (to_run.empty()) return {};
  sweep::RunCostModel model;
  try {
    const simulation::ElapsedTicker calibrating(std::cerr, kWaitProgressSeconds,
                                                "kncube sweep: calibrating the cost estimate with short runs");
    model = sweep::calibrate_run_cost(plan.program, plan.run_options, to_run, plan.seed, config.network.spec.nodes(),
                                      config.control.plan);
  } catch (const sweep::Interrupted&) {
    throw;
  } catch (const std::runtime_error& error) {
    std::cerr << "kncube sweep: no cost estimate: " << error.what() << '\n';
    return {};
  }
  sweep::CostSummary cost;
  cost.runs = to_run.size();
  for (double rate : to_run) cost.cpu_seconds += model.run_seconds(rate, config.control.plan);
  cost.memory_per_run = simulation::estimate_memory(config.network, config.control).total();
  cost.add_calibration(model);
  std::cerr << "kncube sweep: cost estimate: " << sweep::describe_cost(cost, plan.jobs, ranks) << ": "
            << report::readable_number(model.per_flit_hop * 1e9) << " ns per flit-hop, "
            << report::readable_number(model.per_cycle * 1e9) << " ns per cycle, "
            << report::readable_number(model.per_process) << " s per process\n";
  const sweep::CurveProgress progress = curves.progress();
  if (progress.total > 0) std::cerr << "kncube sweep: cost estimate: " << sweep::describe_curve_cost(progress) << '\n';
  return {cost.cpu_seconds, sweep::estimate_curve_seconds(progress)};
}

// After the runs: what they took, beside the estimate.
void state_cpu_used(const std::vector<std::vector<sweep::RunOutcome>>& runs, double estimate) {
  double cpu = 0.0;
  for (const auto& point : runs)
    for (const auto& run : point) cpu += run.cpu_seconds;
  std::cerr << "kncube sweep: CPU time of the runs this command ran: " << sweep::cpu_text(cpu);
  if (estimate > 0.0) std::cerr << ", estimated " << sweep::cpu_text(estimate);
  std::cerr << '\n';
}

// After the curves: what they took, beside their estimate.
void state_curves_cpu_used(const sweep::CurveProgress& curves, std::optional<double> estimate) {
  if (curves.total == 0) return;
  std::cerr << "kncube sweep: CPU time of the models' curves: " << sweep::cpu_text(curves.cpu_seconds);
  if (estimate) std::cerr << ", estimated " << sweep::cpu_text(*estimate);
  std::cerr << '\n';
}

// The outputs that were written, in the order of the summary.
std::vector<std::string> write_outputs(const sweep::SweepResult& result, const std::string& folder) {
  const std::filesystem::path dir(folder);
  records::write_output_file(folder, "sweep.csv", [&](std::ostream& out) { report::write_sweep_csv(out, result); });
  records::write_output_file(folder, "sweep.json", [&](std::ostream& out) { report::write_sweep_json(out, result); });
  records::write_output_file(folder, "plot.gp",
                             [&](std::ostream& out) { report::write_sweep_plot_script(out, result, "plot.png", "plot.svg"); });
  records::write_output_file(folder, "plot-percentiles.gp", [&](std::ostream& out) {
    report::write_sweep_percentile_plot_script(out, result, "plot-percentiles.png", "plot-percentiles.svg");
  });
  std::vector<std::string> written = {(dir / "sweep.csv").string(), (dir / "sweep.json").string(), (dir / "plot.gp").string(),
                                      (dir / "plot-percentiles.gp").string()};
  const auto gnuplot = sweep::find_gnuplot();
  if (!gnuplot) {
    std::cerr << "kncube sweep: gnuplot is not on PATH, so plot.png and plot.svg (and plot-percentiles.png and .svg) were "
                 "not drawn; plot.gp and plot-percentiles.gp are written (run 'gnuplot plot.gp' in "
              << folder << " once gnuplot is installed)\n";
    return written;
  }
  for (std::string& image : sweep::render_plots(*gnuplot, folder, {"plot.gp", "plot-percentiles.gp"}, "kncube sweep", std::cerr))
    written.push_back(std::move(image));
  return written;
}

int exit_status_of(const sweep::SweepResult& result) {
  for (const auto& point : result.points)
    for (const auto& run : point.runs)
      if (run.status == sweep::RunStatus::failed)
        return exit_status_of_failed_run(run.exit_code);
  return exit_ok;
}

int run_sweep(const SweepCommandConfig& config, const analytical::ModelCatalog& catalog, const sweep::MpiSession& session,
              std::ostream& out) {
  const auto start = std::chrono::steady_clock::now();
  const std::string program = running_program_path();
  std::optional<simulation::ElapsedTicker> preparing(std::in_place, std::cerr, kWaitProgressSeconds,
                                                     "kncube sweep: preparing the reference models");
  const sweep::ReferenceModels models =
      sweep::prepare_reference_models(catalog, config.network.spec, config.switches, config.model);
  preparing.reset();

  sweep::SweepResult result;
  result.configuration = configuration_text(config);
  result.run_options = config.run_options;
  result.seed = config.network.seed;
  result.replications = config.sweep.replications;
  result.jobs = config.sweep.jobs * session.ranks();  // runs at once: -j on each rank of an MPI job
  result.no_model_reason = models.no_model_reason;
  result.tolerance = config.monitor.tolerance;

  sweep::SweepPlan plan;
  plan.program = program;
  plan.run_options = config.run_options;
  plan.rates = choose_rates(config, models, program, result);
  plan.seed = config.network.seed;
  plan.replications = config.sweep.replications;
  plan.jobs = config.sweep.jobs;
  const std::unique_ptr<sweep::ProcessRunner> runner = session.runner(plan.jobs);
  plan.runner = runner.get();
  describe_mpi_job(session, "sweep", plan.jobs);
  const sweep::RunJournal journal(config.sweep.output, {plan.run_options, plan.rates, plan.seed, plan.replications});
  std::map<std::string, sweep::ProcessOutcome> finished;
  if (config.sweep.resume) {
    try {
      finished = journal.resume();
    } catch (const std::invalid_argument& error) {
      throw UsageError::not_allowed("resume", config.sweep.output, error.what());
    }
    std::cerr << "kncube sweep: resuming " << config.sweep.output << ": " << finished.size() << " of "
              << plan.rates.size() * static_cast<std::size_t>(plan.replications) << " runs were finished\n";
  } else {
    journal.start();
  }
  // The curves while the calibration and the runs are: a calibration run leaves a core free.
  sweep::BackgroundCurves curves(models, curve_points);
  const CostEstimates estimate = state_cost(config, plan, finished, session.ranks(), curves);
  auto runs = sweep::run_sweep_points(plan, {&std::cerr, isatty(STDERR_FILENO) == 1}, &journal, finished);
  state_cpu_used(runs, estimate.runs);

  for (std::size_t i = 0; i < plan.rates.size(); ++i)
    result.points.push_back(sweep::assemble_point(plan.rates[i], plan.seed, std::move(runs[i]), models, result.tolerance));
  result.models = sweep::summarise_models(models, result.points, curves.take(std::cerr, kWaitProgressSeconds));
  state_curves_cpu_used(curves.progress(), estimate.curves);
  result.wall_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  const std::vector<std::string> written = write_outputs(result, config.sweep.output);
  journal.complete();
  switch (config.format) {
    case OutputFormat::json: report::write_sweep_json(out, result); break;
    case OutputFormat::csv: report::write_sweep_csv(out, result); break;
    case OutputFormat::table:
      report::write_sweep_table(out, result);
      out << "wrote";
      for (const auto& path : written) out << ' ' << path;
      out << '\n';
      break;
  }
  if (config.format != OutputFormat::table) {
    std::cerr << "kncube sweep: wrote";
    for (const auto& path : written) std::cerr << ' ' << path;
    std::cerr << '\n';
  }
  return exit_status_of(result);
}


}  // namespace

int run_sweep_command(const std::vector<std::string>& args, std::ostream& out) {
  // Under mpirun every rank starts here; only rank 0 reads the command (the others never touch
  // the output folder) and the workers serve its runs until it is done.
  const std::unique_ptr<sweep::MpiSession> session = join_mpi_job();
  if (session->worker()) return session->serve();
  const analytical::ModelCatalog catalog;
  OptionTable table = sweep_command_options(catalog);
  const auto values = table.parse(expand_jobs_shorthand(args));
  if (read_general_options(values).help) {
    write_help(out, table);
    return exit_ok;
  }
  const SweepCommandConfig config = table.read_located([&] { return read_sweep_command_config(values, catalog); });
  const sweep::InterruptGuard guard;
  try {
    return run_sweep(config, catalog, *session, out);
  } catch (const sweep::Interrupted& interrupted) {
    std::cerr << "kncube sweep: " << interrupted.what() << "; every run that finished is kept in " << config.sweep.output
              << "/runs; run the same command with --resume to finish the sweep\n";
    return interrupted.exit_status();
  }
}

}  // namespace kncube::cli
