#pragma once
// The two halves of an MPI sweep (see mpi_session.h), MPI_COMM_WORLD between them. Only in a
// kncube built with MPI.
//
// Rank 0 (MpiProcessRunner) hands the requests out in list order to whichever rank has a free
// slot (`per_rank` slots on every rank, rank 0's own run as local children) and keeps each
// outcome by its index. A worker (serve_runs) starts a child for every run it is handed, at once,
// and answers each with its outcome when the child ends; a run it cannot start is answered as a
// failed run (exit status 127 and why, as a local child that cannot exec answers), never dropped.
// Rank 0 sends runs without waiting (the messages are small and go eagerly), and workers send
// results with a blocking send that rank 0, which never blocks, always receives: no cycle of
// ranks waiting for each other.

#include <vector>

#include "testbenches/utilities/process_pool.h"

namespace kncube::sweep {

class MpiProcessRunner : public ProcessRunner {
 public:
  // `ranks` >= 2 (the job's size), `per_rank` >= 1.
  MpiProcessRunner(int ranks, int per_rank);

  std::vector<ProcessOutcome> run_all(const std::vector<ProcessRequest>& requests, const DoneCallback& on_done = {},
                                      const TickCallback& on_tick = {}, int tick_milliseconds = 250) const override;

 private:
  int ranks_;
  int per_rank_;
};

// A worker rank: runs what rank 0 hands out until rank 0 says stop, then stops its children and
// says goodbye. Returns the exit status (0).
int serve_runs(int rank);

// Rank 0: tells every worker to stop and waits up to `timeout_seconds` for all to say goodbye,
// discarding results still on the way (of runs an interruption abandoned). False if one did not.
bool stop_workers(int ranks, double timeout_seconds);

}  // namespace kncube::sweep
