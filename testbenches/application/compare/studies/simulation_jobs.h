#pragma once
// Simulates several networks at several rates each as one batch of `kncube run` processes, through
// the sweep engine's process pool (at most `parallel` alive) with its progress bar: the three
// networks of a comparison share the cores instead of waiting for one another. Results are kept
// by position, so the number of parallel processes changes only the time.

#include <cstdint>
#include <string>
#include <vector>

#include "testbenches/application/sweep/engine/run_arguments.h"
#include "testbenches/application/sweep/engine/run_journal.h"
#include "testbenches/application/sweep/engine/run_outcome.h"
#include "testbenches/application/sweep/engine/sweep_runner.h"

namespace kncube::compare {

struct SimulationJob {
  std::string label;             // names the network in progress lines, e.g. "3D torus 4x4x4"
  sweep::OptionList options;     // `kncube run` options without rate and seed
  std::vector<double> rates;     // messages/node/base cycle
};

// outcomes[j][i]: job j at its rate i. Every run uses `seed`. Throws std::runtime_error when a
// process cannot be started; a run that fails is a failed RunOutcome, not an exception. With
// `records`, a run whose command line is recorded there is read back instead of run again
// (--resume), and every run is recorded as it finishes (RunJournal::key of its command line).
// With `runner` (the ranks of an MPI job) the processes run there instead of in a local
// ProcessPool(parallel).
std::vector<std::vector<sweep::RunOutcome>> run_simulation_jobs(const std::string& program,
                                                                const std::vector<SimulationJob>& jobs,
                                                                std::uint64_t seed, int parallel,
                                                                const sweep::ProgressSink& progress,
                                                                const sweep::RunRecords* records = nullptr,
                                                                const sweep::ProcessRunner* runner = nullptr);

}  // namespace kncube::compare
