// The kncube executable: SystemC's library owns main() and calls sc_main.
#include <cstdlib>
#include <systemc>

#include "testbenches/cli/command_line.h"

int sc_main(int argc, char* argv[]) { return kncube::cli::run_command_line(argc, argv); }
