#pragma once
// kncube started in the background as a user would start a long sweep or comparison, to be sent
// signals: its pid, how many of its `kncube run` children (found by their --seed) are alive, and
// its exit status (128 + N when ended by signal N).

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <sstream>
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

// A file of /proc/PID, empty when the process is gone: one can end while it is read, and the
// read then fails with ESRCH (which a std::ifstream turns into an exception: a flake).
inline std::string read_process_file(const std::filesystem::path& path) {
  std::string text;
  const int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return text;
  char buffer[4096];
  for (;;) {
    const ssize_t count = read(fd, buffer, sizeof buffer);
    if (count > 0) {
      text.append(buffer, static_cast<std::size_t>(count));
      continue;
    }
    if (count < 0) text.clear();
    break;
  }
  close(fd);
  return text;
}

// The fields of /proc/PID/stat after the name, whose parentheses may hold spaces: the state
// first, then the parent's pid; none when the process is gone.
inline std::vector<std::string> stat_fields(const std::filesystem::path& process) {
  const std::string stat = read_process_file(process / "stat");
  std::vector<std::string> fields;
  const auto name_end = stat.rfind(')');
  if (name_end == std::string::npos) return fields;
  std::istringstream rest(stat.substr(name_end + 1));
  for (std::string field; rest >> field;) fields.push_back(field);
  return fields;
}

// How many processes run a kncube run with this seed and, when `argument` is given, with that
// argument as well (whole, as `--name=value`).
inline int runs_alive(const std::string& seed, const std::string& argument = "") {
  int alive = 0;
  for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
    const std::string cmdline = read_process_file(entry.path() / "cmdline");
    // Arguments are NUL-terminated in cmdline: the whole seed, not a prefix of a longer one.
    if (cmdline.find("--seed=" + seed + '\0') != std::string::npos &&
        (argument.empty() || cmdline.find(std::string(1, '\0') + argument + '\0') != std::string::npos)) {
      const std::vector<std::string> fields = stat_fields(entry.path());  // gone counts as ended
      if (!fields.empty() && fields[0] != "Z") ++alive;
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

// Waits until the command has its measured runs going (at most 20 s): runs that carry
// `argument`, which its short calibration runs of the same seed (their cost estimate) do not: one
// of those seen, and gone by the next look, was a run that had "never started" (a flake).
inline void wait_for_runs(const std::string& seed, const std::string& argument) {
  for (int i = 0; i < 200 && runs_alive(seed, argument) == 0; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
}

inline int wait_exit(pid_t pid) {
  int status = 0;
  waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

}  // namespace kncube::cli::testing
