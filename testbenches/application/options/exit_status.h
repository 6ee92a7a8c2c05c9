#pragma once
// Exit status of kncube, the same for every subcommand.

namespace kncube::cli {

constexpr int exit_ok = 0;
constexpr int exit_internal_error = 1;  // kncube itself failed (including a broken delivery rule)
constexpr int exit_bad_input = 2;       // the arguments cannot be run
constexpr int exit_saturated = 3;       // a simulation could not reach steady state
constexpr int exit_deadlock = 4;        // the watchdog saw no flit move while flits were in flight
constexpr int exit_write_failed = 5;    // an output could not be written (disk full, closed pipe, ...)

// What a command that runs simulations as child processes (sweep, compare) exits with when one of
// them failed: the child's own status if it says something specific (bad input, deadlock), else
// an internal error (a crash, a signal, an unreadable report).
constexpr int exit_status_of_failed_run(int child_exit_code) {
  return child_exit_code == exit_bad_input || child_exit_code == exit_deadlock ? child_exit_code : exit_internal_error;
}

}  // namespace kncube::cli
