#include "testbenches/utilities/interruption.h"

#include <cstring>

namespace kncube::sweep {
namespace {

volatile std::sig_atomic_t received_signal = 0;
constexpr int kGuarded[3] = {SIGINT, SIGTERM, SIGHUP};

extern "C" void record_signal(int signal) {
  if (received_signal == 0) received_signal = signal;
}

}  // namespace

Interrupted::Interrupted(int signal)
    : std::runtime_error("interrupted by " + signal_name(signal)), signal_(signal) {}

InterruptGuard::InterruptGuard() {
  received_signal = 0;
  struct sigaction action {};
  action.sa_handler = record_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;  // no SA_RESTART: a blocking poll returns EINTR and the pool looks at once
  for (int i = 0; i < 3; ++i) sigaction(kGuarded[i], &action, &previous_[i]);
}

InterruptGuard::~InterruptGuard() {
  for (int i = 0; i < 3; ++i) sigaction(kGuarded[i], &previous_[i], nullptr);
}

int InterruptGuard::received() { return received_signal; }

void throw_if_interrupted() {
  if (const int signal = InterruptGuard::received()) throw Interrupted(signal);
}

std::string signal_name(int signal) {
  switch (signal) {
    case SIGINT: return "SIGINT";
    case SIGTERM: return "SIGTERM";
    case SIGHUP: return "SIGHUP";
    case SIGKILL: return "SIGKILL";
    default: return "signal " + std::to_string(signal);
  }
}

}  // namespace kncube::sweep
