#include "testbenches/utilities/process_pool.h"

#include <stdexcept>

#include "testbenches/utilities/child_processes.h"

namespace kncube::sweep {

ProcessPool::ProcessPool(int max_running) : max_running_(max_running) {
  if (max_running < 1) throw std::invalid_argument("ProcessPool: max_running must be >= 1");
}

std::vector<ProcessOutcome> ProcessPool::run_all(const std::vector<ProcessRequest>& requests, const DoneCallback& on_done,
                                                 const TickCallback& on_tick, int tick_milliseconds) const {
  std::vector<ProcessOutcome> outcomes(requests.size());
  ChildProcesses children;
  std::size_t next = 0;
  while (next < requests.size() || children.running() > 0) {
    while (next < requests.size() && static_cast<int>(children.running()) < max_running_) {
      children.start(requests[next], next);
      ++next;
    }
    for (auto& [index, outcome] : children.wait(tick_milliseconds)) {
      outcomes[index] = std::move(outcome);
      if (on_done) on_done(index, outcomes[index]);
    }
    if (on_tick) on_tick();
  }
  return outcomes;
}

ProcessOutcome run_process(const ProcessRequest& request) { return ProcessPool(1).run_all({request}).front(); }

}  // namespace kncube::sweep
