#pragma once
// The finished runs of a sweep (or of compare's simulations: kind "compare", compare.state), on
// disk as each finishes, so that an interrupted sweep loses nothing and `--resume` re-runs only
// what is missing. In the output folder:
//   sweep.state          "kncube sweep", "status partial|complete", then the sweep's identity
//                        (its run options, rates, first seed, replications): a resume refuses a
//                        folder whose identity differs from the command's
//   runs/<key>.out|.err  what the run printed; runs/<key>.status its exit code, signal and wall
//                        time, written last, so a run without .status is missing
// Every file is written to a temporary name and renamed, so a kill at any moment leaves each
// record whole or absent.

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "testbenches/application/sweep/engine/run_arguments.h"
#include "testbenches/utilities/process_pool.h"

namespace kncube::sweep {

struct SweepIdentity {
  OptionList run_options;
  std::vector<double> rates;
  std::uint64_t seed = 1;
  int replications = 1;
};

class RunJournal {
 public:
  RunJournal(std::filesystem::path folder, const SweepIdentity& identity);
  // The journal of a `kind` ("sweep", "compare") whose identity is `identity` (lines of text).
  RunJournal(std::filesystem::path folder, const std::string& kind, std::string identity);

  // Whether `folder` holds the files of a `kind` (its state, results or run records).
  static bool holds_sweep(const std::filesystem::path& folder, const std::string& kind = "sweep");
  // Whether `folder` holds a `kind`'s own files (its state or results, not the run records both
  // kinds keep): a sweep must not write into a comparison's folder, nor the other way round.
  static bool holds_results_of(const std::filesystem::path& folder, const std::string& kind);
  // Whether `folder` holds the state file of a `kind`, finished or not.
  static bool has_state(const std::filesystem::path& folder, const std::string& kind = "sweep");
  // Removes the files of a `kind` from `folder` (for --overwrite); other files are left alone.
  static void clear(const std::filesystem::path& folder, const std::string& kind = "sweep");

  // A new journal: writes the state "partial".
  void start() const;
  // The runs an earlier, interrupted sweep with the same identity finished, by key. Throws
  // std::invalid_argument naming what differs when the folder holds another sweep.
  std::map<std::string, ProcessOutcome> resume() const;
  // Records one finished run; throws WriteError when the disk refuses.
  void record(const std::string& key, const ProcessOutcome& outcome) const;
  // Marks the sweep finished.
  void complete() const;

  // The record name of a run.
  static std::string key(double rate, std::uint64_t seed);
  // The record name of a run by its whole command line (compare's runs differ in more than rate
  // and seed): "run-" and a 64-bit FNV-1a hash of the arguments after the program's path.
  static std::string key(const std::vector<std::string>& argv);
  std::filesystem::path runs_folder() const { return folder_ / "runs"; }

 private:
  void write_state(const std::string& status) const;

  std::filesystem::path folder_;
  std::string kind_;
  std::string identity_;
};

// A journal and the runs it already holds, for the code that runs processes: a run found in
// `finished` is taken from there, every other is recorded in `journal` as it finishes.
struct RunRecords {
  const RunJournal* journal = nullptr;
  std::map<std::string, ProcessOutcome> finished;
};

}  // namespace kncube::sweep
