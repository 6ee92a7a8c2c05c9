#include "testbenches/application/compare/studies/simulation_jobs.h"

#include <memory>
#include <utility>

#include "testbenches/utilities/process_pool.h"
#include "testbenches/utilities/progress_bar.h"

namespace kncube::compare {

std::vector<std::vector<sweep::RunOutcome>> run_simulation_jobs(const std::string& program,
                                                                const std::vector<SimulationJob>& jobs,
                                                                std::uint64_t seed, int parallel,
                                                                const sweep::ProgressSink& progress,
                                                                const sweep::RunRecords* records,
                                                                const sweep::ProcessRunner* runner) {
  std::vector<sweep::ProcessRequest> requests;
  std::vector<std::pair<std::size_t, std::size_t>> position;  // request -> (job, rate)
  std::vector<std::vector<sweep::RunOutcome>> outcomes(jobs.size());
  for (std::size_t j = 0; j < jobs.size(); ++j) {
    outcomes[j].resize(jobs[j].rates.size());
    for (std::size_t i = 0; i < jobs[j].rates.size(); ++i) {
      std::vector<std::string> argv = sweep::run_command_argv(program, jobs[j].options, jobs[j].rates[i], seed);
      if (records != nullptr) {
        const auto recorded = records->finished.find(sweep::RunJournal::key(argv));
        if (recorded != records->finished.end()) {
          outcomes[j][i] = sweep::read_run_outcome(recorded->second);
          continue;
        }
      }
      requests.push_back({std::move(argv), ""});
      position.emplace_back(j, i);
    }
  }
  if (requests.empty()) return outcomes;

  // One run per point: the bar counts points and runs alike.
  const int total = static_cast<int>(requests.size());
  std::unique_ptr<sweep::ProgressBar> bar;
  if (progress.out != nullptr) bar = std::make_unique<sweep::ProgressBar>(*progress.out, progress.terminal, total, total);
  int done = 0;
  auto on_done = [&](std::size_t index, const sweep::ProcessOutcome& process) {
    const auto [j, i] = position[index];
    if (records != nullptr && records->journal != nullptr)
      records->journal->record(sweep::RunJournal::key(requests[index].argv), process);
    sweep::RunOutcome& outcome = outcomes[j][i] = sweep::read_run_outcome(process);
    ++done;
    if (!bar) return;
    std::string what = jobs[j].label + " rate " + sweep::rate_text(jobs[j].rates[i]) + ": " + sweep::to_string(outcome.status);
    if (outcome.status == sweep::RunStatus::failed) what += " (" + outcome.error + ")";
    bar->run_finished(done, what);
  };
  auto on_tick = [&] {
    if (bar) bar->tick();
  };
  const sweep::ProcessPool local(parallel);
  (runner != nullptr ? *runner : local).run_all(requests, on_done, on_tick);
  if (bar) bar->finish();
  return outcomes;
}

}  // namespace kncube::compare
