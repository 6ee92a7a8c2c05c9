#pragma once
// kncube sweep and compare as one MPI job: `mpirun -np P kncube sweep ...` starts P copies; rank 0
// runs the command as usual (options, journal, outputs, progress) and hands each `kncube run` to
// be made to a rank with a free slot, itself included; the other ranks only run what they are
// handed (the same child command a local sweep starts) and send back its exit status and output.
// Results are kept by index, so the outputs are those of the local sweep, byte for byte.
//
// When kncube joins (the rule, documented in the README): it was built with MPI (CMake found it)
// and an MPI launcher started it (launcher_environment.h: OMPI_COMM_WORLD_SIZE, PMIX_RANK or
// PMI_RANK set); it is distributed when the job then has more than one rank. One rank, or no
// launcher, is exactly the local sweep. Refused with a reason (std::runtime_error): a launcher
// that started several tasks of a kncube built without MPI, or several tasks that MPI does not
// join into one job (srun without --mpi) - every task would run the whole sweep into one folder.
//
// If a whole rank dies, Open MPI ends the job (its default error handler); every run that
// finished is in the sweep's journal, and the same command with --resume (with or without mpirun)
// runs only the missing ones.

#include <memory>

#include "testbenches/utilities/process_pool.h"

namespace kncube::sweep {

class MpiSession {
 public:
  // Joins the job when the rule above says so; otherwise does nothing.
  MpiSession();
  // Rank 0 of a distributed job stops the workers (they finish no run of their own: every run
  // was handed out by rank 0 and answered); every rank that joined leaves MPI.
  ~MpiSession();
  MpiSession(const MpiSession&) = delete;
  MpiSession& operator=(const MpiSession&) = delete;

  bool distributed() const { return ranks_ > 1; }
  // A rank other than 0 of a distributed job: it calls serve() instead of running the command.
  bool worker() const { return distributed() && rank_ > 0; }
  int ranks() const { return ranks_; }

  // On a worker: runs what rank 0 hands out until it says stop. Returns the exit status.
  int serve() const;

  // What runs a batch of `kncube run` processes for this rank 0: spread over every rank,
  // `per_rank` at a time on each, when distributed; a local ProcessPool(per_rank) otherwise.
  std::unique_ptr<ProcessRunner> runner(int per_rank) const;

  // Whether kncube was built with MPI.
  static bool available();

 private:
  int rank_ = 0;
  int ranks_ = 1;
  bool joined_ = false;
};

}  // namespace kncube::sweep
