#pragma once
// One `kncube run` of a sweep as the sweep sees it: the exit status sorted into ok, saturated
// (exit 3) or failed (anything else), and the numbers read back from its JSON report, including
// what the reference monitor added ("predicted", "verdicts") when it is there.

#include <map>
#include <optional>
#include <string>

#include "analytical/common/prediction.h"
#include "testbenches/testbench/simulation/measurement.h"
#include "testbenches/utilities/process_pool.h"

namespace kncube::sweep {

enum class RunStatus { ok, saturated, failed };
const char* to_string(RunStatus status);

// What the run's reference monitor said about one model.
struct MonitorReading {
  std::optional<analytical::Prediction> predicted;  // the "predicted" entry, if any
  std::string mode;                                 // "model-matched" or "offset"; empty if not given
  double offset = 0.0;                              // cycles removed from the measurement before comparing
};

struct RunOutcome {
  RunStatus status = RunStatus::failed;
  int exit_code = -1;
  std::string error;   // failed: one line saying why
  std::string reason;  // saturated: the run's reason
  std::string json;    // the run's JSON object as printed (one line), empty if it printed none
  double wall_seconds = 0.0;
  double cpu_seconds = 0.0;  // of the process; 0 when not measured (a run read back by --resume)

  simulation::Measurement measured;  // the report's "measured" object (failed: nothing read)
  int batches = 0;                   // of the batch-means confidence intervals

  std::map<std::string, MonitorReading> monitor;   // by model name
};

// Sorts a finished `kncube run --format json` process. Never throws: output that cannot be read
// makes a failed outcome whose error says so.
RunOutcome read_run_outcome(const ProcessOutcome& process);

}  // namespace kncube::sweep
