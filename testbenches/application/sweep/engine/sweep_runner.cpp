#include "testbenches/application/sweep/engine/sweep_runner.h"

#include <memory>

#include "testbenches/utilities/process_pool.h"
#include "testbenches/utilities/progress_bar.h"

namespace kncube::sweep {

std::vector<std::vector<RunOutcome>> run_sweep_points(const SweepPlan& plan, const ProgressSink& progress,
                                                      const RunJournal* journal,
                                                      const std::map<std::string, ProcessOutcome>& finished) {
  const std::size_t replications = static_cast<std::size_t>(plan.replications);
  std::vector<std::vector<RunOutcome>> runs(plan.rates.size(), std::vector<RunOutcome>(replications));
  std::vector<std::size_t> finished_per_point(plan.rates.size(), 0);
  int points_done = 0;
  // Runs recorded by an interrupted sweep count as done; the others become processes.
  std::vector<ProcessRequest> requests;
  std::vector<std::size_t> request_run;  // request -> point * replications + replication
  for (std::size_t point = 0; point < plan.rates.size(); ++point)
    for (std::size_t r = 0; r < replications; ++r) {
      const auto record = finished.find(RunJournal::key(plan.rates[point], plan.seed + r));
      if (record != finished.end()) {
        runs[point][r] = read_run_outcome(record->second);
        if (++finished_per_point[point] == replications) ++points_done;
        continue;
      }
      requests.push_back({run_command_argv(plan.program, plan.run_options, plan.rates[point], plan.seed + r), ""});
      request_run.push_back(point * replications + r);
    }

  std::unique_ptr<ProgressBar> bar;
  if (progress.out != nullptr)
    bar = std::make_unique<ProgressBar>(*progress.out, progress.terminal, static_cast<int>(plan.rates.size()),
                                        static_cast<int>(requests.size()));
  auto on_done = [&](std::size_t request, const ProcessOutcome& process) {
    const std::size_t point = request_run[request] / replications;
    const std::size_t replication = request_run[request] % replications;
    if (journal != nullptr) journal->record(RunJournal::key(plan.rates[point], plan.seed + replication), process);
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
  const ProcessPool local(plan.jobs);
  (plan.runner != nullptr ? *plan.runner : local).run_all(requests, on_done, on_tick);
  if (bar) bar->finish();
  return runs;
}

}  // namespace kncube::sweep
