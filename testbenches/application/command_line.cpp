#include "testbenches/application/command_line.h"

#include <cerrno>
#include <cstring>
#include <exception>
#include <new>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "testbenches/application/compare/compare_command.h"
#include "testbenches/application/options/exit_status.h"
#include "testbenches/application/model/model_command.h"
#include "testbenches/application/run/run_command.h"
#include "testbenches/application/sweep/sweep_command.h"
#include "testbenches/application/options/usage_error.h"
#include "analytical/vocabulary/config_error.h"
#include "analytical/vocabulary/write_error.h"
#include "testbenches/testbench/simulation/simulation_runner.h"

namespace kncube::cli {

namespace {


struct Subcommand {
  const char* name;
  const char* summary;
  int (*run)(const std::vector<std::string>& args, std::ostream& out);
};

// The subcommands in the order `kncube --help` lists them; run, sweep and compare join here.
std::vector<Subcommand> subcommands() {
  return {
      {"model", "evaluate an analytical latency model: saturation rate and latency at given rates", &run_model_command},
      {"run", "simulate the network cycle by cycle at one rate: latency with confidence interval, loads", &run_run_command},
      {"sweep", "simulate at several rates in parallel processes: latency curve against the models, CSV, JSON, plot", &run_sweep_command},
      {"compare", "2D torus, 3D torus and hypercube at equal cost (bisection or pin-out): models, simulation, plots", &run_compare_command},
  };
}

std::string subcommand_names() {
  std::string names;
  for (const auto& subcommand : subcommands()) names += (names.empty() ? "" : ", ") + std::string(subcommand.name);
  return names;
}

void write_usage(std::ostream& out) {
  out << "usage: kncube <subcommand> [options]\n\nsubcommands:\n";
  for (const auto& subcommand : subcommands()) out << "  " << subcommand.name << "  " << subcommand.summary << '\n';
  out << "\n'kncube <subcommand> --help' lists the options of a subcommand.\n"
         "Exit status: 0 ok, 1 internal error, 2 bad input, 3 saturated simulation run, 4 deadlock detected,\n"
         "5 an output could not be written, 128+N ended by signal N (a sweep then keeps what finished).\n";
}

// Errors are one line each, so that scripts can read them line by line; a model's reason may
// span lines.
std::string one_line(std::string text) {
  for (char& c : text)
    if (c == '\n' || c == '\r') c = ' ';
  return text;
}

int dispatch(const std::vector<std::string>& args, std::ostream& out) {
  if (args.empty())
    throw UsageError("a subcommand is missing; give one of " + subcommand_names() + " (see kncube --help)");
  const std::string& word = args.front();
  if (word == "--help" || word == "help") {
    write_usage(out);
    return exit_ok;
  }
  for (const auto& subcommand : subcommands())
    if (word == subcommand.name) return subcommand.run({args.begin() + 1, args.end()}, out);
  throw UsageError("subcommand " + word + " is not allowed; give one of " + subcommand_names() + " (see kncube --help)");
}

}  // namespace

int run_command_line(int argc, char* argv[]) {
  // The report is collected first and printed only on success, so a failure never leaves half a
  // JSON object or CSV table on stdout.
  std::ostringstream out;
  try {
    const int status = dispatch(std::vector<std::string>(argv + 1, argv + argc), out);
    errno = 0;
    std::cout << out.str() << std::flush;
    if (!std::cout) {
      // The results exist but nobody got them: never a success.
      std::cerr << "kncube: error: cannot write the report to standard output: "
                << (errno != 0 ? std::strerror(errno) : "write failed") << std::endl;
      return exit_write_failed;
    }
    return status;
  } catch (const UsageError& error) {
    std::cerr << "kncube: error: " << one_line(error.what()) << std::endl;
    return exit_bad_input;
  } catch (const ConfigError& error) {
    // A value found wrong only when the run set it up (a refused file, a network too large).
    std::cerr << "kncube: error: " << one_line(error.what()) << std::endl;
    return exit_bad_input;
  } catch (const WriteError& error) {
    std::cerr << "kncube: error: " << one_line(error.what()) << std::endl;
    return exit_write_failed;
  } catch (const simulation::DeadlockError& error) {
    // The chain of waiting VCs spans several lines on purpose: one chain per line.
    std::cerr << "kncube: " << error.what() << std::flush;
    return exit_deadlock;
  } catch (const std::bad_alloc&) {
    // The estimate checked before the run (memory_budget.h) let it start, and the memory ran out
    // anyway (other processes took it meanwhile, or a source queue past its estimate).
    std::cerr << "kncube: error: out of memory: an allocation failed during the run; give a smaller network, or "
                 "close what else uses the memory (--max-memory sets the limit the estimate is checked against)"
              << std::endl;
    return exit_internal_error;
  } catch (const std::exception& error) {
    std::cerr << "kncube: internal error: " << one_line(error.what()) << std::endl;
    return exit_internal_error;
  } catch (...) {
    std::cerr << "kncube: internal error: unknown exception" << std::endl;
    return exit_internal_error;
  }
}

}  // namespace kncube::cli
