// The kncube executable. SystemC's sc_elab_and_sim prints a copyright banner before sc_main unless
// told not to; kncube's output is meant for scripts, so main() silences it first.
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <new>
#include <systemc>

#include "testbenches/application/command_line.h"

namespace {

// An exception that escapes while another unwinds (a destructor that allocates while memory is
// exhausted) would end in abort() with no word to the user: say what happened in one line.
[[noreturn]] void report_and_exit() {
  const char* what = "an exception escaped during cleanup";
  try {
    if (const std::exception_ptr current = std::current_exception()) std::rethrow_exception(current);
  } catch (const std::bad_alloc&) {
    what = "out of memory: an allocation failed during the run; give a smaller network (see --max-memory)";
  } catch (...) {
  }
  std::fprintf(stderr, "kncube: error: %s\n", what);
  std::fflush(stderr);
  std::_Exit(1);
}

}  // namespace

int sc_main(int argc, char* argv[]) { return kncube::cli::run_command_line(argc, argv); }

int main(int argc, char* argv[]) {
  setenv("SC_COPYRIGHT_MESSAGE", "DISABLE", 1);
  std::set_terminate(report_and_exit);
  return sc_core::sc_elab_and_sim(argc, argv);
}
