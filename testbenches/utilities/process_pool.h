#pragma once
// Runs child processes, at most a given number at a time, and captures what each prints on
// stdout and stderr through pipes. A sweep runs its points this way: each point is a separate
// `kncube run`, so points are isolated (a crash or a deadlock ends one point, not the sweep) and
// run on as many cores as asked for.

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace kncube::sweep {

struct ProcessRequest {
  std::vector<std::string> argv;  // argv[0] is the program's path (no PATH search)
  std::string working_directory;  // empty: the parent's
};

struct ProcessOutcome {
  int exit_code = -1;        // the child's exit status; -1 when it was ended by a signal
  int signal = 0;            // the signal that ended it, 0 if it exited
  std::string out;           // everything it wrote to stdout
  std::string err;           // everything it wrote to stderr
  double wall_seconds = 0.0;
  double cpu_seconds = 0.0;  // user + system CPU time of the child; 0 when not measured (a resumed run)
};

// How a batch of processes is run: on this machine (ProcessPool) or spread over the ranks of an
// MPI job (testbenches/distributed/mpi_process_runner.h). Either way outcomes come back by index.
class ProcessRunner {
 public:
  virtual ~ProcessRunner() = default;

  using DoneCallback = std::function<void(std::size_t index, const ProcessOutcome& outcome)>;
  using TickCallback = std::function<void()>;

  // Starts the requests in list order and returns their outcomes by index. `on_done` is called
  // as each finishes (in completion order), `on_tick` at least every `tick_milliseconds` while
  // waiting (a progress bar redraws its clock there). Throws std::runtime_error when a pipe or a
  // process cannot be created. While an InterruptGuard lives, a SIGINT/SIGTERM/SIGHUP stops every
  // running child and throws Interrupted; outcomes already passed to `on_done` are the work that
  // was finished.
  virtual std::vector<ProcessOutcome> run_all(const std::vector<ProcessRequest>& requests,
                                              const DoneCallback& on_done = {}, const TickCallback& on_tick = {},
                                              int tick_milliseconds = 250) const = 0;
};

// Runs the requests on this machine, keeping at most max_running alive. Children die with this
// process whatever ends it (PR_SET_PDEATHSIG), so none is ever left running.
class ProcessPool : public ProcessRunner {
 public:
  // `max_running` >= 1.
  explicit ProcessPool(int max_running);

  std::vector<ProcessOutcome> run_all(const std::vector<ProcessRequest>& requests, const DoneCallback& on_done = {},
                                      const TickCallback& on_tick = {}, int tick_milliseconds = 250) const override;

 private:
  int max_running_;
};

// Runs one process to completion.
ProcessOutcome run_process(const ProcessRequest& request);

}  // namespace kncube::sweep
