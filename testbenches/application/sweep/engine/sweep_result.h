#pragma once
// Everything a sweep produced, as its reports (CSV, JSON, plot, summary table) read it: the
// settings, the models with their saturation rates and dense curves, and every point with its
// combined measurement, its runs and one verdict per model.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "analytical/common/prediction.h"
#include "testbenches/application/sweep/engine/point_verdict.h"
#include "testbenches/application/sweep/engine/run_arguments.h"
#include "testbenches/application/sweep/engine/run_outcome.h"
#include "testbenches/testbench/simulation/measurement.h"
#include "testbenches/testbench/simulation/saturation_estimate.h"

namespace kncube::sweep {

// Where the rates came from.
enum class RateSource { given, model, measured_estimate };
const char* to_string(RateSource source);

// One model at one point.
struct ModelAtPoint {
  std::string model;
  analytical::Prediction prediction;  // at the point's rate
  bool from_monitor = false;          // read from the runs' JSON (else computed by the sweep)
  std::string mode = "unassessed";    // the runs' monitor's comparison mode: model-matched or offset
  double offset = 0.0;                // cycles the monitor removes from the measurement before comparing
  PointVerdict verdict;
};

struct SweepPoint {
  double rate = 0.0;                 // messages/node/cycle
  RunStatus status = RunStatus::ok;  // failed if any run failed, else saturated if any saturated
  std::vector<std::uint64_t> seeds;  // one per replication
  std::vector<RunOutcome> runs;      // one per replication, in seed order
  std::vector<std::string> errors;   // one line per failed run
  // Combined over the runs that produced a report: the means and intervals pooled (see
  // replication_pooling.h), hops and loads the mean over the runs; no message count or classes.
  simulation::Measurement measured;
  bool has_measurement = false;      // at least one run produced a report
  std::vector<ModelAtPoint> models;  // in the order of SweepResult::models
};

struct ModelSummary {
  std::string name;
  double saturation_rate = 0.0;  // messages/node/cycle
  // How the runs' monitors compared it: "model-matched" or "offset" (with the cycles removed
  // from measurements), or "unassessed" when the runs carried no monitor.
  std::string mode = "unassessed";
  double offset = 0.0;
  std::vector<analytical::Prediction> curve;  // dense, for the plot
};

struct SweepResult {
  std::string configuration;  // describe(spec), pipeline, links and buffers
  OptionList run_options;     // every setting passed to each `kncube run`
  std::uint64_t seed = 1;     // replication r uses seed + r
  int replications = 1;
  int jobs = 1;  // runs at once over the whole job (-j times the MPI ranks)
  RateSource rate_source = RateSource::given;
  std::string rate_model;                            // RateSource::model: which model's saturation rate
  std::optional<SaturationEstimate> measured_saturation;  // RateSource::measured_estimate
  std::string no_model_reason;                       // when no model applies
  double tolerance = 0.05;                           // of the verdicts: --tolerance, as the runs' monitors use it
  std::vector<ModelSummary> models;
  std::vector<SweepPoint> points;  // in rate order as given
  double wall_seconds = 0.0;
};

}  // namespace kncube::sweep
