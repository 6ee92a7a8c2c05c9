#pragma once
// What a sweep (or compare's simulations) will cost, stated before it starts: CPU time from the
// measured speed of the very configuration to be run, memory from the footprint estimate.
//
// A run at rate r (messages/node/cycle) of a network of N nodes generating W + M messages spends
//   c(r) = p + a T(r) + b F(r) CPU seconds, with
//   T(r) = (W + M) / (r N)   simulated cycles to generate them (drain and warm-up included in W + M)
//   F(r) = r N T(r) h        flit-hops, h = flit-hops per generated message (message length x hops)
//   a  CPU per simulated cycle (the per-cycle work of every router, busy or idle)
//   b  CPU per flit-hop
//   p  CPU per process beyond the simulation (start, elaboration, report)
// Calibration: short runs of the configuration (at the lowest and the median rate to be run: near
// saturation a flit-hop costs more, so a run there would misjudge the other points),
// each reporting its cycles, flit-hops and simulation CPU ("speed" in the run JSON) and measured
// whole (CPU of the process): h is their flit-hops per generated message, p their process CPU
// beyond the simulation's, and a and b solve their two equations. With one rate, or a solution
// with a negative term, one term carries it all (a alone if b < 0, b alone if a < 0).
// A run that saturates stops early; it is counted as if it did not.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "testbenches/application/sweep/engine/background_curves.h"
#include "testbenches/application/sweep/engine/run_arguments.h"
#include "testbenches/testbench/stats/run_statistics.h"

namespace kncube::sweep {

// One calibration run as measured.
struct CalibrationRun {
  double rate = 0.0;            // messages/node/cycle
  double cycles = 0.0;          // simulated
  double flit_hops = 0.0;
  double simulation_cpu = 0.0;  // seconds, the run's own "cpu_seconds"
  double process_cpu = 0.0;     // seconds, the whole process
};

struct RunCostModel {
  std::int64_t nodes = 1;
  double per_process = 0.0;            // p, seconds
  double per_cycle = 0.0;              // a, seconds
  double per_flit_hop = 0.0;           // b, seconds
  double flit_hops_per_message = 0.0;  // h
  std::vector<CalibrationRun> calibration;

  // c(r) for a run of `plan` at `rate`: T = (W + M) / (r N), or the plan's cycles when it
  // counts cycles.
  double run_seconds(double rate, const stats::MeasurementPlan& plan) const;
  // Sum of the calibration runs' process CPU, seconds.
  double calibration_seconds() const;
};

// Precondition: at least one run, each with cycles > 0 and rate > 0.
RunCostModel fit_run_cost(const std::vector<CalibrationRun>& runs, std::int64_t nodes);

// Runs `kncube run` with `options` once at the lowest and once at the median of `rates` (the
// upper median; once if all are equal), shortened as calibration_overrides says, as local processes one after the
// other, and fits the model. Throws std::runtime_error naming the run when one fails or prints no
// speed.
RunCostModel calibrate_run_cost(const std::string& program, const OptionList& options, const std::vector<double>& rates,
                                std::uint64_t seed, std::int64_t nodes, const stats::MeasurementPlan& plan);

// The options that shorten a run of `plan` into a calibration run: 10 warm-up and 40 measured
// messages per node (at most the plan's own, at least its batches), or with a window in cycles
// at most 200 warm-up and 2000 measured cycles; and at most 100000 cycles in all (--max-cycles).
OptionList calibration_overrides(const stats::MeasurementPlan& plan, std::int64_t nodes);

// "12.3 CPU-s (0:12)": seconds as a number to read and as a clock.
std::string cpu_text(double seconds);

// What a batch of runs will cost in all, for the line sweep and compare print before they start.
struct CostSummary {
  std::size_t runs = 0;
  double cpu_seconds = 0.0;
  double memory_per_run = 0.0;  // bytes, the largest run's (simulation::estimate_memory)
  std::size_t calibration_runs = 0;
  double calibration_seconds = 0.0;

  void add_calibration(const RunCostModel& model);
};

// "<runs> runs, <cpu> in all, about <clock> on <P> processes at once; memory <m> per run, <J m>
// for <J> at once on this machine (on each rank); speed measured by <C> calibration runs of this
// configuration (<s> CPU-s)", with J = `jobs` and P = J x `ranks` (at most the runs).
std::string describe_cost(const CostSummary& cost, int jobs, int ranks);

// The models' curves for the plot, computed beside the runs (BackgroundCurves, started before the
// calibration runs): their CPU time in all, extrapolated from the predictions finished by now
// (spread over the curves); nullopt while none has finished.
std::optional<double> estimate_curve_seconds(const CurveProgress& progress);

// "the models' curves for the plot: <N> predictions on <T> threads beside the runs, about <cpu>
// in all, from the <F> finished during the calibration (<s> CPU-s)", or "... all finished during
// the calibration, in <cpu>", or "... none finished during the calibration's <clock> (the
// first is a curve's highest rate, its dearest); not estimated".
std::string describe_curve_cost(const CurveProgress& progress);

}  // namespace kncube::sweep
