#pragma once
// The first thing kncube sweep and compare do: join the MPI job they may have been started in
// (testbenches/distributed/mpi_session.h). A worker rank then serves runs instead of running the
// command; rank 0, or a kncube started alone, runs the command.

#include <memory>

#include "testbenches/distributed/mpi_session.h"

namespace kncube::cli {

// Throws UsageError when the launch cannot be served (a parallel launch of a kncube without MPI,
// or tasks MPI does not join).
std::unique_ptr<sweep::MpiSession> join_mpi_job();

// "kncube <command>: MPI job of P ranks: runs spread over all of them, J at a time on each" on
// stderr when distributed; nothing otherwise.
void describe_mpi_job(const sweep::MpiSession& session, const char* command, int per_rank);

}  // namespace kncube::cli
