#pragma once
// The children a pool of processes has running: started one at a time, waited for together.
// ProcessPool runs a list through it; the MPI runner (testbenches/distributed) keeps one on every
// rank and starts a child whenever a request arrives, which a run-the-whole-list call cannot do.

#include <cstddef>
#include <utility>
#include <vector>

#include "testbenches/utilities/process_pool.h"

namespace kncube::sweep {

class ChildProcesses {
 public:
  ChildProcesses();
  // Ends every child still running (see stop_all).
  ~ChildProcesses();
  ChildProcesses(const ChildProcesses&) = delete;
  ChildProcesses& operator=(const ChildProcesses&) = delete;

  // Starts `request`; `index` comes back with its outcome. Throws std::runtime_error when a pipe
  // or the process cannot be created.
  void start(const ProcessRequest& request, std::size_t index);
  std::size_t running() const;

  // Waits at most `milliseconds` for output, reads what came, and returns the children that have
  // finished since (index, outcome). With no child running it only waits. While an
  // InterruptGuard lives, a guarded signal stops every child and throws Interrupted.
  std::vector<std::pair<std::size_t, ProcessOutcome>> wait(int milliseconds);

  // Ends every running child (SIGTERM, SIGKILL after 2 s) and reaps it.
  void stop_all();

  struct Child;  // defined where it is used, in the .cpp

 private:
  std::vector<Child> running_;
};

}  // namespace kncube::sweep
