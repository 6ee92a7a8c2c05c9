// MpiSession in a kncube built without MPI: never distributed, and a parallel launch is refused.
#ifndef KNCUBE_WITH_MPI

#include <stdexcept>

#include "testbenches/distributed/mpi_session.h"
#include "testbenches/utilities/launcher_environment.h"

namespace kncube::sweep {

MpiSession::MpiSession() {
  const LauncherTasks tasks = launcher_tasks();
  if (tasks.count > 1)
    throw std::runtime_error("kncube was started as one of " + std::to_string(tasks.count) + " tasks (" + tasks.variable +
                             ") but was built without MPI, so every task would run the whole command into the same "
                             "folder; rebuild with MPI (scripts/setup.sh installs libopenmpi-dev) or start it without "
                             "mpirun/srun");
}

MpiSession::~MpiSession() = default;

int MpiSession::serve() const { return 0; }

std::unique_ptr<ProcessRunner> MpiSession::runner(int per_rank) const { return std::make_unique<ProcessPool>(per_rank); }

bool MpiSession::available() { return false; }

}  // namespace kncube::sweep

#endif
