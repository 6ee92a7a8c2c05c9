#pragma once
// Work run in a forked child process, its result sent back through a pipe: the child's peak
// memory is its own (bench_router's measurements), and what a run leaves behind (a SystemC
// simulation context per replay, about 1 MiB, bench_tlm_contention --minimize's hundreds of
// replays) goes with the child.

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <type_traits>

namespace kncube::bench {

// Runs `work()` (returning a Result) in a child; true with `result` set when the child sent it
// and exited with status 0.
template <typename Result, typename Work>
bool run_in_child(const Work& work, Result& result) {
  static_assert(std::is_trivially_copyable_v<Result>, "the result crosses a pipe as bytes");
  int channel[2];
  if (pipe(channel) != 0) return false;
  const pid_t child = fork();
  if (child < 0) {
    close(channel[0]);
    close(channel[1]);
    return false;
  }
  if (child == 0) {
    close(channel[0]);
    const Result value = work();
    const bool written = write(channel[1], &value, sizeof value) == static_cast<ssize_t>(sizeof value);
    std::_Exit(written ? 0 : 1);
  }
  close(channel[1]);
  const bool read_all = read(channel[0], &result, sizeof result) == static_cast<ssize_t>(sizeof result);
  close(channel[0]);
  int status = 0;
  waitpid(child, &status, 0);
  return read_all && WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

}  // namespace kncube::bench
