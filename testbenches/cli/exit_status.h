#pragma once
// Exit status of kncube, the same for every subcommand.

namespace kncube::cli {

constexpr int exit_ok = 0;
constexpr int exit_internal_error = 1;  // kncube itself failed (including a broken delivery rule)
constexpr int exit_bad_input = 2;       // the arguments cannot be run
constexpr int exit_saturated = 3;       // a simulation could not reach steady state
constexpr int exit_deadlock = 4;        // the watchdog saw no flit move while flits were in flight

}  // namespace kncube::cli
