#pragma once
// kncube started in the background as a user would start a long sweep or comparison, to be sent
// signals: its pid, how many of its `kncube run` children (found by their --seed) are alive, and
// its exit status (128 + N when ended by signal N).

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <thread>
#include <vector>

namespace kncube::cli::testing {

// A seed for the runs of one test case that no other process on the machine uses at the same
// time: other cases of the suite (CTest runs them in parallel) and the same test run from another
// build tree. Its runs are found among the machine's processes by it.
inline std::string unique_seed(int base, int signal) {
  return std::to_string(static_cast<long long>(base) * 1000000 + static_cast<long long>(getpid()) * 100 + signal);
}

// How many processes run a kncube run with this seed.
inline int runs_alive(const std::string& seed) {
  int alive = 0;
  for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
    std::ifstream file(entry.path() / "cmdline", std::ios::binary);
    std::string cmdline((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    // Arguments are NUL-terminated in cmdline: the whole seed, not a prefix of a longer one.
    if (cmdline.find("--seed=" + seed + '\0') != std::string::npos) {
      std::ifstream status(entry.path() / "stat");
      std::string pid, name, state;
      status >> pid >> name >> state;
      if (state != "Z") ++alive;
    }
  }
  return alive;
}

inline pid_t start_kncube(const std::vector<std::string>& args) {
  std::vector<std::string> argv = {KNCUBE_BINARY};
  argv.insert(argv.end(), args.begin(), args.end());
  const pid_t pid = fork();
  if (pid == 0) {
    std::vector<char*> raw;
    for (auto& a : argv) raw.push_back(a.data());
    raw.push_back(nullptr);
    freopen("/dev/null", "w", stdout);
    freopen("/dev/null", "w", stderr);
    setenv("SC_COPYRIGHT_MESSAGE", "DISABLE", 1);
    execv(raw[0], raw.data());
    _exit(127);
  }
  return pid;
}

// Waits until the command has its runs going (at most 20 s).
inline void wait_for_runs(const std::string& seed) {
  for (int i = 0; i < 200 && runs_alive(seed) == 0; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(100));
}

inline int wait_exit(pid_t pid) {
  int status = 0;
  waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

}  // namespace kncube::cli::testing
