#pragma once
// Stopping long work cleanly on SIGINT, SIGTERM or SIGHUP: while an InterruptGuard lives, those
// signals only record themselves; the work checks interrupted() at safe points (the process pool
// after every wait), stops its children and throws Interrupted, and the command says what was
// kept. A signal handler can only write process-wide state, hence the one static flag here.

#include <csignal>
#include <stdexcept>
#include <string>

namespace kncube::sweep {

class Interrupted : public std::runtime_error {
 public:
  explicit Interrupted(int signal);
  int signal() const { return signal_; }
  // The conventional exit status of a process ended by `signal`: 128 + its number.
  int exit_status() const { return 128 + signal_; }

 private:
  int signal_;
};

class InterruptGuard {
 public:
  InterruptGuard();   // installs the handlers
  ~InterruptGuard();  // restores the previous ones
  InterruptGuard(const InterruptGuard&) = delete;
  InterruptGuard& operator=(const InterruptGuard&) = delete;

  // The signal received since a guard was installed, 0 if none.
  static int received();

 private:
  struct sigaction previous_[3];
};

// Throws Interrupted if a guarded signal arrived.
void throw_if_interrupted();

// "SIGINT", "SIGTERM", ... for messages.
std::string signal_name(int signal);

}  // namespace kncube::sweep
