#pragma once
// What the environment says about how kncube was started: alone, or as one task of a parallel job
// by an MPI launcher. Launchers say so before MPI is initialised, through variables they set in
// every task; kncube reads them to decide whether to join the job at all (initialising MPI in a
// process no launcher started would make Open MPI start a runtime of its own) and to refuse a
// parallel start it cannot serve.
//   OMPI_COMM_WORLD_SIZE, OMPI_COMM_WORLD_RANK  Open MPI's mpirun / mpiexec
//   PMIX_RANK                                   a PMIx launcher: srun --mpi=pmix, prterun
//   PMI_SIZE, PMI_RANK                          a PMI-1/2 launcher: srun --mpi=pmi2, MPICH's mpiexec
//   SLURM_STEP_NUM_TASKS                        srun: the tasks of this job step (MPI or not)

#include <string>

namespace kncube::sweep {

struct LauncherTasks {
  int count = 1;         // tasks the launcher started; 1 when none says otherwise
  std::string variable;  // the variable that said so, e.g. "OMPI_COMM_WORLD_SIZE=2"; empty if none
};

// The largest task count any of the variables above gives.
LauncherTasks launcher_tasks();

// Whether an MPI launcher started this process (OMPI_COMM_WORLD_SIZE, PMIX_RANK or PMI_RANK set).
bool started_by_mpi_launcher();

// Parallel runs (-j) when none is given: the number of cores, or 1 when this process is one of
// several launcher tasks (each rank then runs one run at a time, the MPI convention of one rank
// per core).
int default_parallel_runs();

}  // namespace kncube::sweep
