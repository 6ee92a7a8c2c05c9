// MpiSession in a kncube built with MPI (Open MPI's C API).
#ifdef KNCUBE_WITH_MPI

#include "testbenches/distributed/mpi_session.h"

#include <mpi.h>

#include <cstdio>
#include <stdexcept>
#include <string>

#include "testbenches/distributed/mpi_process_runner.h"
#include "testbenches/utilities/launcher_environment.h"

namespace kncube::sweep {

namespace {

// How long rank 0 waits for the workers to stop at the end: they stop their children (at most
// 2 s each, SIGTERM then SIGKILL) and answer.
constexpr double stop_timeout_seconds = 10.0;

}  // namespace

MpiSession::MpiSession() {
  if (started_by_mpi_launcher()) {
    // Funneled: only this thread calls MPI, while rank 0 has helper threads of its own (the
    // plot's model curves, the progress lines; BackgroundCurves, ElapsedTicker), which the
    // single-threaded level does not allow. Every MPI implementation provides this level.
    int provided = MPI_THREAD_SINGLE;
    MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided);
    if (provided < MPI_THREAD_FUNNELED) {
      MPI_Finalize();
      throw std::runtime_error("this MPI gives only thread level " + std::to_string(provided) +
                               " (single); kncube needs MPI_THREAD_FUNNELED: its rank 0 runs helper threads "
                               "that do not call MPI");
    }
    joined_ = true;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks_);
  }
  const LauncherTasks tasks = launcher_tasks();
  if (tasks.count > ranks_) {
    if (joined_) MPI_Finalize();
    throw std::runtime_error("kncube was started as one of " + std::to_string(tasks.count) + " tasks (" + tasks.variable +
                             ") but MPI joins " + std::to_string(ranks_) +
                             " of them, so every task would run the whole command into the same folder; with srun "
                             "give --mpi=pmix (or the MPI plugin of the cluster), or start kncube without srun");
  }
}

MpiSession::~MpiSession() {
  if (!joined_) return;
  if (distributed() && rank_ == 0 && !stop_workers(ranks_, stop_timeout_seconds)) {
    std::fprintf(stderr, "kncube: error: a worker rank did not stop within %.0f s; ending the MPI job\n", stop_timeout_seconds);
    MPI_Abort(MPI_COMM_WORLD, 1);
  }
  MPI_Finalize();
}

int MpiSession::serve() const {
  try {
    return serve_runs(rank_);
  } catch (const std::exception& error) {
    // Leaving quietly would leave rank 0 waiting for this rank's runs forever: end the job.
    std::fprintf(stderr, "kncube: internal error: rank %d: %s; ending the MPI job\n", rank_, error.what());
    MPI_Abort(MPI_COMM_WORLD, 1);
    return 1;
  }
}

std::unique_ptr<ProcessRunner> MpiSession::runner(int per_rank) const {
  if (distributed()) return std::make_unique<MpiProcessRunner>(ranks_, per_rank);
  return std::make_unique<ProcessPool>(per_rank);
}

bool MpiSession::available() { return true; }

}  // namespace kncube::sweep

#endif
