#include "testbenches/cli/command_line.h"

#include <iostream>

namespace kncube::cli {

int run_command_line(int argc, char* argv[]) {
  (void)argc;
  (void)argv;
  std::cerr << "kncube: no subcommand yet\n";
  return 2;
}

}  // namespace kncube::cli
