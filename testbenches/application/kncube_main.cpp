// The kncube executable. SystemC's sc_elab_and_sim prints a copyright banner before sc_main unless
// told not to; kncube's output is meant for scripts, so main() silences it first.
#include <cstdlib>
#include <systemc>

#include "testbenches/application/command_line.h"

int sc_main(int argc, char* argv[]) { return kncube::cli::run_command_line(argc, argv); }

int main(int argc, char* argv[]) {
  setenv("SC_COPYRIGHT_MESSAGE", "DISABLE", 1);
  return sc_core::sc_elab_and_sim(argc, argv);
}
