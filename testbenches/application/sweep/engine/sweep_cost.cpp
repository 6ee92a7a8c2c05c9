#include "testbenches/application/sweep/engine/sweep_cost.h"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <stdexcept>

#include <boost/property_tree/json_parser.hpp>
#include <boost/property_tree/ptree.hpp>

#include "testbenches/application/sweep/engine/run_outcome.h"
#include "testbenches/testbench/simulation/memory_budget.h"
#include "testbenches/utilities/number_format.h"
#include "testbenches/utilities/process_pool.h"
#include "testbenches/utilities/progress_bar.h"

namespace kncube::sweep {

namespace {

constexpr std::int64_t calibration_warmup_per_node = 10;
constexpr std::int64_t calibration_measure_per_node = 40;
constexpr std::int64_t calibration_warmup_cycles = 200;
constexpr std::int64_t calibration_measure_cycles = 2000;
// A calibration run at a very low rate would take long to generate its messages; it measures the
// per-cycle cost as well when cut short (a run ended by --max-cycles reports its speed, saturated).
constexpr std::int64_t calibration_max_cycles = 100000;

CalibrationRun calibration_run(const std::string& program, const OptionList& options, double rate, std::uint64_t seed,
                               const OptionList& shorter) {
  const ProcessOutcome process = run_process({run_command_argv(program, options, rate, seed, shorter), ""});
  const RunOutcome outcome = read_run_outcome(process);
  if (outcome.status == RunStatus::failed)
    throw std::runtime_error("cost estimate: the calibration run at rate " + rate_text(rate) + " failed, " + outcome.error);
  CalibrationRun run;
  run.rate = rate;
  run.process_cpu = process.cpu_seconds;
  try {
    boost::property_tree::ptree tree;
    std::istringstream in(outcome.json);
    boost::property_tree::read_json(in, tree);
    run.cycles = tree.get<double>("cycles");
    run.flit_hops = tree.get<double>("speed.flit_hops");
    run.simulation_cpu = tree.get<double>("speed.cpu_seconds");
  } catch (const std::exception& error) {
    throw std::runtime_error("cost estimate: the calibration run at rate " + rate_text(rate) +
                             " printed no speed: " + error.what());
  }
  if (!(run.cycles > 0.0)) throw std::runtime_error("cost estimate: the calibration run at rate " + rate_text(rate) + " simulated no cycle");
  return run;
}

}  // namespace

double RunCostModel::run_seconds(double rate, const stats::MeasurementPlan& plan) const {
  const double generated_per_cycle = rate * static_cast<double>(nodes);
  const double cycles = plan.by_cycles() ? static_cast<double>(plan.warmup_cycles + plan.measure_cycles)
                                         : static_cast<double>(plan.warmup_messages + plan.measure_messages) / generated_per_cycle;
  const double flit_hops = generated_per_cycle * cycles * flit_hops_per_message;
  return per_process + per_cycle * cycles + per_flit_hop * flit_hops;
}

double RunCostModel::calibration_seconds() const {
  double total = 0.0;
  for (const auto& run : calibration) total += run.process_cpu;
  return total;
}

RunCostModel fit_run_cost(const std::vector<CalibrationRun>& runs, std::int64_t nodes) {
  if (runs.empty()) throw std::invalid_argument("fit_run_cost: no calibration run");
  RunCostModel model;
  model.nodes = nodes;
  model.calibration = runs;
  double generated = 0.0, flit_hops = 0.0, cycles = 0.0, simulation = 0.0, overhead = 0.0;
  for (const auto& run : runs) {
    generated += run.rate * static_cast<double>(nodes) * run.cycles;
    flit_hops += run.flit_hops;
    cycles += run.cycles;
    simulation += run.simulation_cpu;
    overhead += std::max(0.0, run.process_cpu - run.simulation_cpu);
  }
  model.flit_hops_per_message = generated > 0.0 ? flit_hops / generated : 0.0;
  model.per_process = overhead / static_cast<double>(runs.size());
  if (runs.size() >= 2) {
    // a T1 + b F1 = S1, a T2 + b F2 = S2 (Cramer's rule).
    const CalibrationRun& one = runs.front();
    const CalibrationRun& two = runs.back();
    const double det = one.cycles * two.flit_hops - two.cycles * one.flit_hops;
    if (std::abs(det) > 1e-9 * one.cycles * two.flit_hops) {
      const double a = (one.simulation_cpu * two.flit_hops - two.simulation_cpu * one.flit_hops) / det;
      const double b = (one.cycles * two.simulation_cpu - two.cycles * one.simulation_cpu) / det;
      if (a >= 0.0 && b >= 0.0) {
        model.per_cycle = a;
        model.per_flit_hop = b;
        return model;
      }
      if (b < 0.0) {
        model.per_cycle = simulation / cycles;
        return model;
      }
    }
  }
  if (flit_hops > 0.0) model.per_flit_hop = simulation / flit_hops;
  else model.per_cycle = simulation / cycles;
  return model;
}

RunCostModel calibrate_run_cost(const std::string& program, const OptionList& options, const std::vector<double>& rates,
                                std::uint64_t seed, std::int64_t nodes, const stats::MeasurementPlan& plan) {
  if (rates.empty()) throw std::invalid_argument("calibrate_run_cost: no rate");
  const OptionList shorter = calibration_overrides(plan, nodes);
  // The lowest rate and the median: near and past saturation a run costs more per flit-hop (flits
  // wait in full buffers), which would make a run there a poor measure of the other points.
  std::vector<double> distinct = rates;
  std::sort(distinct.begin(), distinct.end());
  distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
  std::vector<CalibrationRun> runs = {calibration_run(program, options, distinct.front(), seed, shorter)};
  if (distinct.size() > 1) runs.push_back(calibration_run(program, options, distinct[distinct.size() / 2], seed, shorter));
  return fit_run_cost(runs, nodes);
}

OptionList calibration_overrides(const stats::MeasurementPlan& plan, std::int64_t nodes) {
  const OptionList cap = {{"max-cycles", std::to_string(calibration_max_cycles)}};
  if (plan.by_cycles())
    return {{"warmup-cycles", std::to_string(std::min(plan.warmup_cycles, calibration_warmup_cycles))},
            {"measure-cycles",
             std::to_string(std::max<std::int64_t>(plan.batches, std::min(plan.measure_cycles, calibration_measure_cycles)))},
            cap.front()};
  const std::int64_t warmup = std::min(plan.warmup_messages, calibration_warmup_per_node * nodes);
  const std::int64_t measure =
      std::max<std::int64_t>(plan.batches, std::min(plan.measure_messages, calibration_measure_per_node * nodes));
  return {{"warmup-messages", std::to_string(warmup)}, {"measure-messages", std::to_string(measure)}, cap.front()};
}

std::string cpu_text(double seconds) {
  return report::readable_number(seconds) + " CPU-s (" + clock_text(seconds) + ")";
}

void CostSummary::add_calibration(const RunCostModel& model) {
  calibration_runs += model.calibration.size();
  calibration_seconds += model.calibration_seconds();
}

std::string describe_cost(const CostSummary& cost, int jobs, int ranks) {
  const std::size_t at_once =
      std::max<std::size_t>(1, std::min(cost.runs, static_cast<std::size_t>(jobs) * static_cast<std::size_t>(ranks)));
  return std::to_string(cost.runs) + " runs, " + cpu_text(cost.cpu_seconds) + " in all, about " +
         clock_text(cost.cpu_seconds / static_cast<double>(at_once)) + " on " + std::to_string(at_once) +
         " processes at once; memory " + simulation::memory_text(cost.memory_per_run) + " per run, " +
         simulation::memory_text(cost.memory_per_run * jobs) + " for " + std::to_string(jobs) + " at once on " +
         (ranks > 1 ? "each rank" : "this machine") + "; speed measured by " + std::to_string(cost.calibration_runs) +
         " calibration runs of this configuration (" + report::readable_number(cost.calibration_seconds) + " CPU-s)";
}

std::optional<double> estimate_curve_seconds(const CurveProgress& progress) {
  if (progress.finished == 0) return std::nullopt;
  return progress.cpu_seconds / static_cast<double>(progress.finished) * static_cast<double>(progress.total);
}

std::string describe_curve_cost(const CurveProgress& progress) {
  const std::string head = "the models' curves for the plot: " + std::to_string(progress.total) + " predictions on " +
                           std::to_string(progress.threads) + (progress.threads == 1 ? " thread" : " threads") +
                           " beside the runs, ";
  const std::optional<double> estimate = estimate_curve_seconds(progress);
  if (!estimate)
    return head + "none finished during the calibration's " + clock_text(progress.wall_seconds) +
           " (the first is a curve's highest rate, its dearest); not estimated";
  if (progress.finished == progress.total)
    return head + "all finished during the calibration, in " + cpu_text(progress.cpu_seconds);
  return head + "about " + cpu_text(*estimate) + " in all, from the " + std::to_string(progress.finished) +
         " finished during the calibration (" + report::readable_number(progress.cpu_seconds) + " CPU-s)";
}

}  // namespace kncube::sweep
