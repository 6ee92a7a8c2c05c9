#include "testbenches/application/sweep/mpi_job.h"

#include <iostream>
#include <stdexcept>

#include "testbenches/application/options/usage_error.h"

namespace kncube::cli {

std::unique_ptr<sweep::MpiSession> join_mpi_job() {
  try {
    return std::make_unique<sweep::MpiSession>();
  } catch (const std::runtime_error& error) {
    throw UsageError(error.what());
  }
}

void describe_mpi_job(const sweep::MpiSession& session, const char* command, int per_rank) {
  if (!session.distributed()) return;
  std::cerr << "kncube " << command << ": MPI job of " << session.ranks() << " ranks: rank 0 hands out the runs, "
            << per_rank << " at a time on every rank (rank 0 included); results are gathered on rank 0\n";
}

}  // namespace kncube::cli
