#include "testbenches/utilities/launcher_environment.h"

#include <cstdlib>
#include <thread>

namespace kncube::sweep {

namespace {

// A positive count from the variable, 0 when it is unset or not a number.
int count_from(const char* name) {
  const char* text = std::getenv(name);
  if (text == nullptr || *text == '\0') return 0;
  char* end = nullptr;
  const long value = std::strtol(text, &end, 10);
  if (*end != '\0' || value < 1 || value > 1000000000L) return 0;
  return static_cast<int>(value);
}

}  // namespace

LauncherTasks launcher_tasks() {
  LauncherTasks tasks;
  for (const char* name : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "SLURM_STEP_NUM_TASKS"}) {
    const int count = count_from(name);
    if (count > tasks.count) {
      tasks.count = count;
      tasks.variable = std::string(name) + "=" + std::to_string(count);
    }
  }
  return tasks;
}

bool started_by_mpi_launcher() {
  for (const char* name : {"OMPI_COMM_WORLD_SIZE", "PMIX_RANK", "PMI_RANK"})
    if (std::getenv(name) != nullptr) return true;
  return false;
}

int default_parallel_runs() {
  if (launcher_tasks().count > 1) return 1;
  const unsigned cores = std::thread::hardware_concurrency();
  return cores > 0 ? static_cast<int>(cores) : 1;
}

}  // namespace kncube::sweep
