#include "testbenches/application/compare/compare_command.h"

#include <cstdint>
#include <iostream>
#include <set>
#include <stdexcept>
#include <sstream>
#include <string>

#include "testbenches/application/compare/compare_command_config.h"
#include "testbenches/application/compare/compare_modes.h"
#include "testbenches/application/options/exit_status.h"
#include "testbenches/application/options/usage_error.h"
#include "testbenches/application/sweep/engine/run_journal.h"
#include "testbenches/application/sweep/mpi_job.h"
#include "testbenches/application/sweep/sweep_options.h"
#include "testbenches/utilities/interruption.h"
#include "testbenches/utilities/number_format.h"

namespace kncube::cli {

namespace {

void write_help(std::ostream& out, const OptionTable& table) {
  out << "usage: kncube compare [--nodes N[,N...]] [--constraint bisection|pinout] [--wires pipelined|nonpipelined]\n"
         "                      [--bisection-budget B | --pinout-budget P] [--message-length M] [traffic options]\n"
         "                      [--rates a,b,c|auto] [--simulate [-j N] [--measure-messages C]] [--output DIR]\n"
         "       kncube compare --study dally\n"
         "       kncube compare --conclusions [--nodes ...] [--simulate [--simulate-nodes N[,N...]]]\n"
         "Compares the 2D torus, 3D torus and hypercube of N nodes at equal cost (thesis ch. 6, spec 03 §3): channel\n"
         "widths under the constraint, flit-time factor mu (wire delay and serialisation), VCs V at equal router\n"
         "buffers, then each network's latency against generation rate from the model of its traffic (duato-uniform,\n"
         "hotspot-thesis, transpose, digit-reversal) with t_c = ceil(mu), t_s = 1. With --simulate each network is\n"
         "also simulated at the same rates (kncube run --link thesis). Writes compare.json, compare.csv and per N\n"
         "plot-N<N>.gp, .png and .svg (the last two need gnuplot on PATH) into DIR, and prints a table.\n"
         "Exit status: 0 ok, 2 bad input; with --simulate, the status of the first failed run (1, 2 or 4).\n"
         "With --simulate it prints the cost first: CPU time from two short calibration runs of each network (as kncube\n"
         "sweep does) and the memory of the largest network. Under 'mpirun -np P' the runs are spread over the P ranks.\n\n";
  table.write_help(out);
}

// expand_jobs_shorthand takes every long option but --help for one still waiting for its value, so
// the "-j" of "--simulate -j 2" would be read as the switch's value. The switches take no value
// and their place among options means nothing, so they go last, where nothing can follow them.
std::vector<std::string> with_jobs_expanded(const std::vector<std::string>& args) {
  const auto is_switch = [](const std::string& token) { return token == "--simulate" || token == "--conclusions"; };
  std::vector<std::string> options;
  std::vector<std::string> switches;
  for (const auto& token : args) (is_switch(token) ? switches : options).push_back(token);
  std::vector<std::string> expanded = expand_jobs_shorthand(options);
  expanded.insert(expanded.end(), switches.begin(), switches.end());
  return expanded;
}

// An option's value as text, whatever its type in the table.
std::string value_text(const boost::any& value) {
  if (const auto* text = boost::any_cast<std::string>(&value)) return *text;
  if (const auto* number = boost::any_cast<double>(&value)) return report::round_trip_number(*number);
  if (const auto* number = boost::any_cast<int>(&value)) return std::to_string(*number);
  if (const auto* number = boost::any_cast<std::int64_t>(&value)) return std::to_string(*number);
  if (const auto* number = boost::any_cast<std::uint64_t>(&value)) return std::to_string(*number);
  if (const auto* flag = boost::any_cast<bool>(&value)) return *flag ? "true" : "false";
  return "?";
}

// What a resumed comparison must have been started with: every option given, by name, except
// those that do not change its results (where it is written, how many processes, the format).
std::string comparison_identity(const boost::program_options::variables_map& values) {
  static const std::set<std::string> free = {"resume", "overwrite", "jobs", "output", "format", "help", "config"};
  std::ostringstream text;
  for (const auto& [name, value] : values)
    if (!value.defaulted() && free.count(name) == 0) text << "option " << name << '=' << value_text(value.value()) << '\n';
  return text.str();
}

int run_mode(const CompareCommandConfig& config, std::ostream& out) {
  switch (config.comparison.mode) {
    case CompareMode::networks: return run_network_comparison(config, out);
    case CompareMode::dally_study: return run_dally_study(config, out);
    case CompareMode::conclusions: return run_conclusions(config, out);
  }
  return exit_internal_error;
}

}  // namespace

int run_compare_command(const std::vector<std::string>& args, std::ostream& out) {
  // As in kncube sweep: under mpirun only rank 0 runs the command; the others serve its runs.
  const std::unique_ptr<sweep::MpiSession> session = join_mpi_job();
  if (session->worker()) return session->serve();
  OptionTable table = compare_command_options();
  const auto values = table.parse(with_jobs_expanded(args));
  if (read_general_options(values).help) {
    write_help(out, table);
    return exit_ok;
  }
  CompareCommandConfig config = table.read_located([&] { return read_compare_command_config(values); });
  if (!config.simulation.simulate) return run_mode(config, out);

  // Every run is recorded in DIR/runs as it finishes: an interrupted comparison loses none, and
  // --resume reads them back (the saturation searches replay their recorded probes and go on).
  const sweep::InterruptGuard guard;
  const sweep::RunJournal journal(config.comparison.output, "compare", comparison_identity(values));
  sweep::RunRecords records;
  records.journal = &journal;
  if (config.simulation.resume) {
    try {
      records.finished = journal.resume();
    } catch (const std::invalid_argument& error) {
      throw UsageError::not_allowed("resume", config.comparison.output, error.what());
    }
    std::cerr << "kncube compare: resuming " << config.comparison.output << ": " << records.finished.size()
              << " runs were recorded\n";
  } else {
    journal.start();
  }
  config.simulation.run.records = &records;
  const std::unique_ptr<sweep::ProcessRunner> runner = session->runner(config.simulation.run.jobs);
  config.simulation.run.runner = runner.get();
  config.simulation.run.ranks = session->ranks();
  describe_mpi_job(*session, "compare", config.simulation.run.jobs);
  try {
    const int status = run_mode(config, out);
    journal.complete();
    return status;
  } catch (const sweep::Interrupted& interrupted) {
    std::cerr << "kncube compare: " << interrupted.what() << "; every run that finished is kept in "
              << config.comparison.output << "/runs; run the same command with --resume to finish the comparison\n";
    return interrupted.exit_status();
  }
}

}  // namespace kncube::cli
