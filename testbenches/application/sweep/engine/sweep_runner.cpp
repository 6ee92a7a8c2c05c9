#include "testbenches/application/sweep/engine/sweep_runner.h"

#include <memory>

#include "testbenches/utilities/process_pool.h"
#include "testbenches/utilities/progress_bar.h"

namespace kncube::sweep {

std::vector<std::vector<RunOutcome>> run_sweep_points(const SweepPlan& plan, const ProgressSink& progress) {
  const std::size_t replications = static_cast<std::size_t>(plan.replications);
  std::vector<ProcessRequest> requests;
  for (double rate : plan.rates)
    for (std::size_t r = 0; r < replications; ++r)
      requests.push_back({run_command_argv(plan.program, plan.run_options, rate, plan.seed + r), ""});

  std::unique_ptr<ProgressBar> bar;
  if (progress.out != nullptr)
    bar = std::make_unique<ProgressBar>(*progress.out, progress.terminal, static_cast<int>(plan.rates.size()),
                                        static_cast<int>(requests.size()));
  std::vector<std::vector<RunOutcome>> runs(plan.rates.size(), std::vector<RunOutcome>(replications));
  std::vector<std::size_t> finished_per_point(plan.rates.size(), 0);
  int points_done = 0;
  auto on_done = [&](std::size_t index, const ProcessOutcome& process) {
    const std::size_t point = index / replications;
    const std::size_t replication = index % replications;
    RunOutcome& outcome = runs[point][replication] = read_run_outcome(process);
    if (++finished_per_point[point] == replications) ++points_done;
    if (!bar) return;
    std::string what = "rate " + rate_text(plan.rates[point]) + " seed " + std::to_string(plan.seed + replication) + ": " +
                       to_string(outcome.status);
    if (outcome.status == RunStatus::failed) what += " (" + outcome.error + ")";
    bar->run_finished(points_done, what);
  };
  auto on_tick = [&] {
    if (bar) bar->tick();
  };
  ProcessPool(plan.jobs).run_all(requests, on_done, on_tick);
  if (bar) bar->finish();
  return runs;
}

}  // namespace kncube::sweep
