#pragma once
// Runs the points of a sweep as separate `kncube run` processes, at most `jobs` at a time (or
// through the given runner: the ranks of an MPI job), with a progress bar. Runs are started in rate order, replications of a rate together; results are
// kept by position, so they do not depend on which process finished first.

#include <cstdint>
#include <map>
#include <ostream>
#include <string>
#include <vector>

#include "testbenches/application/sweep/engine/run_arguments.h"
#include "testbenches/application/sweep/engine/run_journal.h"
#include "testbenches/application/sweep/engine/run_outcome.h"

namespace kncube::sweep {

struct SweepPlan {
  std::string program;     // the kncube executable (/proc/self/exe)
  OptionList run_options;  // forwarded to every run
  std::vector<double> rates;
  std::uint64_t seed = 1;  // replication r (0-based) runs with seed + r
  int replications = 1;
  int jobs = 1;
  const ProcessRunner* runner = nullptr;  // what runs the processes; nullptr: a local ProcessPool(jobs)
};

struct ProgressSink {
  std::ostream* out = nullptr;  // where the progress bar goes; nullptr: none
  bool terminal = false;
};

// runs[i][r]: rate i, replication r. Runs found in `finished` (by RunJournal::key) are taken from
// there instead of run again; each run that finishes is recorded in `journal` (if given) before
// anything else, so an interruption loses no finished run.
std::vector<std::vector<RunOutcome>> run_sweep_points(const SweepPlan& plan, const ProgressSink& progress,
                                                      const RunJournal* journal = nullptr,
                                                      const std::map<std::string, ProcessOutcome>& finished = {});

}  // namespace kncube::sweep
