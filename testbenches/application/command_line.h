#pragma once
// Entry of the kncube command line: dispatches the subcommand and returns the process exit code
// (0 ok, 2 bad input, 3 saturated run, 1 internal error).

namespace kncube::cli {

int run_command_line(int argc, char* argv[]);

}  // namespace kncube::cli
