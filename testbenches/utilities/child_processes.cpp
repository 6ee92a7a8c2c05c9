#include "testbenches/utilities/child_processes.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <stdexcept>

#include "testbenches/utilities/interruption.h"

namespace kncube::sweep {

namespace {

using Clock = std::chrono::steady_clock;

std::runtime_error system_error(const std::string& what) { return std::runtime_error(what + ": " + std::strerror(errno)); }

}  // namespace

// A child being run: its pipes stay open until the child closes its ends (normally at exit).
struct ChildProcesses::Child {
  std::size_t index = 0;
  pid_t pid = -1;
  int out_fd = -1;
  int err_fd = -1;
  Clock::time_point start;
  ProcessOutcome outcome;
};

namespace {

using RunningChild = ChildProcesses::Child;

void make_pipe(int fds[2]) {
  // Close-on-exec, so that one child does not inherit the pipes of its siblings and keep them open.
  if (pipe2(fds, O_CLOEXEC) != 0) throw system_error("cannot create a pipe");
}

// Only async-signal-safe calls between fork and exec: the strings are prepared beforehand.
[[noreturn]] void exec_child(char* const* argv, const char* directory, int null_fd, int out_fd, int err_fd,
                             const char* exec_failed, pid_t parent) {
  // A child never outlives the sweep, even one killed with SIGKILL: the kernel ends it with its
  // parent. If the parent died between fork and here, the request came too late: leave now.
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != parent) _exit(127);
  // The parent's guard records SIGINT/SIGTERM; the child takes the defaults back before exec.
  signal(SIGINT, SIG_DFL);
  signal(SIGTERM, SIG_DFL);
  signal(SIGHUP, SIG_DFL);
  dup2(null_fd, STDIN_FILENO);
  dup2(out_fd, STDOUT_FILENO);
  dup2(err_fd, STDERR_FILENO);
  if (directory != nullptr && chdir(directory) != 0) {
    const char message[] = "cannot enter the working directory\n";
    (void)!write(STDERR_FILENO, message, sizeof message - 1);
    _exit(127);
  }
  execv(argv[0], argv);
  (void)!write(STDERR_FILENO, exec_failed, std::strlen(exec_failed));
  _exit(127);
}

RunningChild start_child(const ProcessRequest& request, std::size_t index) {
  if (request.argv.empty()) throw std::logic_error("ProcessPool: a request without a program");
  std::vector<char*> argv;
  for (const auto& arg : request.argv) argv.push_back(const_cast<char*>(arg.c_str()));
  argv.push_back(nullptr);
  const std::string exec_failed = "cannot run " + request.argv.front() + "\n";
  const char* directory = request.working_directory.empty() ? nullptr : request.working_directory.c_str();

  int out_pipe[2];
  int err_pipe[2];
  make_pipe(out_pipe);
  make_pipe(err_pipe);
  const int null_fd = open("/dev/null", O_RDONLY | O_CLOEXEC);
  if (null_fd < 0) throw system_error("cannot open /dev/null");

  RunningChild child;
  child.index = index;
  child.start = Clock::now();
  const pid_t parent = getpid();
  child.pid = fork();
  if (child.pid < 0) throw system_error("cannot start " + request.argv.front());
  if (child.pid == 0) exec_child(argv.data(), directory, null_fd, out_pipe[1], err_pipe[1], exec_failed.c_str(), parent);
  close(null_fd);
  close(out_pipe[1]);
  close(err_pipe[1]);
  child.out_fd = out_pipe[0];
  child.err_fd = err_pipe[0];
  // Non-blocking, so that reading what poll reported stops at EAGAIN instead of waiting.
  fcntl(child.out_fd, F_SETFL, O_NONBLOCK);
  fcntl(child.err_fd, F_SETFL, O_NONBLOCK);
  return child;
}

// Reads what is available; closes the descriptor at end of file.
void drain(int& fd, std::string& into) {
  char buffer[65536];
  for (;;) {
    const ssize_t count = read(fd, buffer, sizeof buffer);
    if (count > 0) {
      into.append(buffer, static_cast<std::size_t>(count));
      continue;
    }
    if (count < 0 && errno == EINTR) continue;
    if (count < 0 && errno == EAGAIN) return;
    close(fd);
    fd = -1;
    return;
  }
}

void finish_child(RunningChild& child) {
  int status = 0;
  rusage usage{};
  while (wait4(child.pid, &status, 0, &usage) < 0) {
    if (errno != EINTR) throw system_error("cannot wait for a child process");
  }
  auto seconds = [](const timeval& t) { return static_cast<double>(t.tv_sec) + 1e-6 * static_cast<double>(t.tv_usec); };
  child.outcome.cpu_seconds = seconds(usage.ru_utime) + seconds(usage.ru_stime);
  if (WIFEXITED(status)) {
    child.outcome.exit_code = WEXITSTATUS(status);
  } else if (WIFSIGNALED(status)) {
    child.outcome.exit_code = -1;
    child.outcome.signal = WTERMSIG(status);
  }
  child.outcome.wall_seconds = std::chrono::duration<double>(Clock::now() - child.start).count();
}

// Ends every running child (SIGTERM, then SIGKILL after a grace period) and reaps it, so that an
// interrupted sweep leaves no process behind.
void stop_children(std::vector<RunningChild>& running) {
  for (const auto& child : running) kill(child.pid, SIGTERM);
  const auto deadline = Clock::now() + std::chrono::seconds(2);
  for (auto& child : running) {
    int status = 0;
    while (waitpid(child.pid, &status, WNOHANG) == 0) {
      if (Clock::now() > deadline) {
        kill(child.pid, SIGKILL);
        waitpid(child.pid, &status, 0);
        break;
      }
      usleep(10000);
    }
    if (child.out_fd >= 0) close(child.out_fd);
    if (child.err_fd >= 0) close(child.err_fd);
  }
  running.clear();
}

}  // namespace

ChildProcesses::ChildProcesses() = default;
ChildProcesses::~ChildProcesses() { stop_all(); }

std::size_t ChildProcesses::running() const { return running_.size(); }

void ChildProcesses::start(const ProcessRequest& request, std::size_t index) {
  running_.push_back(start_child(request, index));
}

void ChildProcesses::stop_all() { stop_children(running_); }

std::vector<std::pair<std::size_t, ProcessOutcome>> ChildProcesses::wait(int milliseconds) {
  std::vector<pollfd> watched;
  for (const auto& child : running_) {
    if (child.out_fd >= 0) watched.push_back({child.out_fd, POLLIN, 0});
    if (child.err_fd >= 0) watched.push_back({child.err_fd, POLLIN, 0});
  }
  if (poll(watched.data(), watched.size(), milliseconds) < 0 && errno != EINTR)
    throw system_error("cannot wait for child output");
  if (const int signal = InterruptGuard::received()) {
    stop_all();
    throw Interrupted(signal);
  }
  for (auto& child : running_)
    for (const auto& w : watched) {
      if (w.revents == 0) continue;
      if (w.fd == child.out_fd) drain(child.out_fd, child.outcome.out);
      else if (w.fd == child.err_fd) drain(child.err_fd, child.outcome.err);
    }
  std::vector<std::pair<std::size_t, ProcessOutcome>> finished;
  for (auto it = running_.begin(); it != running_.end();) {
    if (it->out_fd >= 0 || it->err_fd >= 0) {
      ++it;
      continue;
    }
    finish_child(*it);
    finished.emplace_back(it->index, std::move(it->outcome));
    it = running_.erase(it);
  }
  return finished;
}

}  // namespace kncube::sweep
