#include "analytical/common/parallel_tasks.h"

#include <algorithm>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace kncube::analytical {

void run_parallel_tasks(std::size_t count, unsigned threads, const std::function<void(std::size_t)>& task,
                        const std::atomic<bool>* cancelled) {
  std::atomic<std::size_t> next{0};
  std::atomic<bool> failed{false};
  std::mutex failure_mutex;
  std::size_t failed_index = count;
  std::exception_ptr failure;
  const auto work = [&] {
    while (!failed && !(cancelled != nullptr && cancelled->load())) {
      const std::size_t i = next++;
      if (i >= count) return;
      try {
        task(i);
      } catch (...) {
        const std::lock_guard<std::mutex> lock(failure_mutex);
        if (i < failed_index) {
          failed_index = i;
          failure = std::current_exception();
        }
        failed = true;
      }
    }
  };
  const std::size_t helpers = std::min<std::size_t>(threads > 0 ? threads - 1 : 0, count > 0 ? count - 1 : 0);
  std::vector<std::thread> pool;
  pool.reserve(helpers);
  for (std::size_t t = 0; t < helpers; ++t) pool.emplace_back(work);
  work();
  for (std::thread& thread : pool) thread.join();
  if (failure) std::rethrow_exception(failure);
}

unsigned hardware_threads() { return std::max(1u, std::thread::hardware_concurrency()); }

}  // namespace kncube::analytical
