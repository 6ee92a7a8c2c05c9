// The fuzz test of issue 12: random argument lists and config files, drawn from each subcommand's
// option table (fuzz_case_generator.h), against model, run, sweep and compare, with a fixed seed.
// Every case is read in process the way the subcommand reads it (a refusal must name an option;
// any exception but bad input fails); a share of them, the refused ones and the accepted ones that
// are small and short, also runs as a kncube process bounded in time (fuzz_oracle.h: exit 0, 2 or 3
// only, one error line for 2, nothing claimed after an error). KNCUBE_FUZZ_SCALE multiplies the
// case counts: 1 in the default suite, more under the CTest label soak (tests/CMakeLists.txt).
// KNCUBE_FUZZ_SEED (a number, 0 by default) draws other cases than the suite's, for a campaign:
// a failure names its case in full, to be kept in test_fuzz_regressions.cpp.
#include <gtest/gtest.h>

#include <cerrno>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "analytical/catalog/model_catalog.h"
#include "application/fuzz/fuzz_case_generator.h"
#include "application/fuzz/fuzz_oracle.h"
#include "application/fuzz/option_catalog.h"
#include "application/test_sweep_folder.h"
#include "testbenches/application/compare/compare_command_config.h"
#include "testbenches/application/model/model_command_config.h"
#include "testbenches/application/run/run_command_config.h"
#include "testbenches/application/sweep/sweep_command_config.h"

namespace kncube::cli::testing {
namespace {

// 1 by default; as the seed below, a value that is not a whole number from 1 up fails the test.
int scale() {
  const char* text = std::getenv("KNCUBE_FUZZ_SCALE");
  if (text == nullptr) return 1;
  char* end = nullptr;
  errno = 0;
  const long value = std::strtol(text, &end, 10);
  if (end == text || *end != '\0' || errno != 0 || value < 1 || value > 100000) {
    ADD_FAILURE() << "KNCUBE_FUZZ_SCALE=" << text << ": not allowed; a whole number from 1 to 100000";
    return 1;
  }
  return static_cast<int>(value);
}

// Added to the generators' fixed seeds: 0 draws the suite's cases. A value that is not a whole
// number fails the test, naming it, rather than quietly drawing the suite's cases again.
std::uint64_t seed_offset() {
  const char* text = std::getenv("KNCUBE_FUZZ_SEED");
  if (text == nullptr) return 0;
  char* end = nullptr;
  errno = 0;
  const unsigned long long value = std::strtoull(text, &end, 0);
  if (end == text || *end != '\0' || errno != 0 || text[0] == '-')
    ADD_FAILURE() << "KNCUBE_FUZZ_SEED=" << text << ": not allowed; a whole number from 0 to 2^64 - 1";
  return value;
}

constexpr int kParsedCasesPerCommand = 1500;  // read in process, per subcommand, at scale 1
constexpr int kProcessCasesPerCommand = 40;   // run as processes, per subcommand, at scale 1
constexpr int kProcessTimeoutSeconds = 60;

std::string help_of(const std::string& command) {
  const analytical::ModelCatalog catalog;
  std::ostringstream help;
  if (command == "model") model_command_options(catalog).write_help(help);
  if (command == "run") run_command_options(catalog).write_help(help);
  if (command == "sweep") sweep_command_options(catalog).write_help(help);
  if (command == "compare") compare_command_options().write_help(help);
  return help.str();
}

// A valid command of each subcommand that finishes in well under a second.
std::vector<std::string> base_command(const std::string& command) {
  const std::vector<std::string> simulation = {"--k", "3", "--n", "2", "--message-length", "4", "--warmup-cycles", "200",
                                               "--measure-cycles", "1000", "--max-cycles", "20000"};
  std::vector<std::string> base;
  if (command == "model") return {"--k", "4", "--n", "2", "--rates", "0.001,0.002"};
  if (command == "compare") return {"--nodes", "64", "--points", "3", "--output", "@OUTPUT"};
  base = simulation;
  if (command == "run") base.insert(base.end(), {"--rate", "0.02"});
  if (command == "sweep") base.insert(base.end(), {"--rates", "0.02,0.05", "--output", "@OUTPUT"});
  return base;
}

// The case's arguments with its config file written and its placeholders filled in.
std::vector<std::string> materialise(const FuzzCase& c, const SweepFolder& scratch, int index) {
  const std::string config = scratch.path() + "/config-" + std::to_string(index) + ".ini";
  if (c.has_config) std::ofstream(config, std::ios::binary) << c.config;
  std::vector<std::string> args = c.args;
  for (auto& arg : args) {
    if (arg == "@CONFIG") arg = config;
    if (arg == "@OUTPUT") arg = scratch.path() + "/out-" + std::to_string(index);
  }
  return args;
}

struct Tally {
  int cases = 0;
  int accepted = 0;
  int refused = 0;
  int processes = 0;
};

class CommandLineFuzz : public ::testing::TestWithParam<std::string> {};

TEST_P(CommandLineFuzz, ArgumentsAndConfigFilesReadInProcess) {
  const std::string command = GetParam();
  const std::vector<OptionInfo> options = options_from_help(help_of(command));
  ASSERT_GT(options.size(), 10u) << "the option table was not read from --help";
  FuzzCaseGenerator generator(command, base_command(command), options, 0x6b6e6375 + command.size() + seed_offset());
  SweepFolder scratch;
  Tally tally;
  const int cases = kParsedCasesPerCommand * scale();
  for (int i = 0; i < cases; ++i) {
    const FuzzCase c = generator.next();
    const std::vector<std::string> args = materialise(c, scratch, i);
    const auto start = std::chrono::steady_clock::now();
    const ParseOutcome outcome = parse_in_process(command, args, scratch.path());
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    ++tally.cases;
    EXPECT_LT(seconds, 10.0) << "reading took " << seconds << " s: " << c.description();
    if (outcome.verdict == ParseVerdict::failed) ADD_FAILURE() << "internal error " << outcome.message << "\n  " << c.description();
    if (outcome.verdict == ParseVerdict::refused) {
      ++tally.refused;
      const std::string problem = refusal_problem(outcome.message, args, options);
      EXPECT_EQ(problem, "") << c.description();
    }
    if (outcome.verdict == ParseVerdict::accepted) ++tally.accepted;
    if (HasFatalFailure()) break;
  }
  std::printf("fuzz %s, in process: %d cases (%d accepted, %d refused)\n", command.c_str(), tally.cases, tally.accepted, tally.refused);
  RecordProperty("cases", tally.cases);
  EXPECT_EQ(tally.cases, cases);
  EXPECT_GT(tally.accepted, 0) << "no case was accepted: the generator only tests refusals";
}

TEST_P(CommandLineFuzz, ProcessesEndWithAnAllowedOutcome) {
  const std::string command = GetParam();
  const std::vector<OptionInfo> options = options_from_help(help_of(command));
  FuzzCaseGenerator generator(command, base_command(command), options, 0x70726f63 + command.size() + seed_offset());
  SweepFolder scratch;
  Tally tally;
  const int quota = kProcessCasesPerCommand * scale();
  int accepted_run = 0;
  int refused_run = 0;
  // Half the processes are accepted cases (they simulate), half refused ones (the error line).
  for (int i = 0; accepted_run + refused_run < quota && i < 200 * quota; ++i) {
    const FuzzCase c = generator.next();
    const std::vector<std::string> args = materialise(c, scratch, i);
    const ParseOutcome outcome = parse_in_process(command, args, scratch.path());
    ++tally.cases;
    const bool run_it = (outcome.verdict == ParseVerdict::accepted && outcome.cheap_to_run && accepted_run < quota / 2) ||
                        (outcome.verdict == ParseVerdict::refused && refused_run < quota - quota / 2);
    if (!run_it) continue;
    (outcome.verdict == ParseVerdict::accepted ? accepted_run : refused_run)++;
    std::vector<std::string> full = {command};
    full.insert(full.end(), args.begin(), args.end());
    const ProcessResult result = run_kncube_bounded(full, kProcessTimeoutSeconds, scratch.path());
    ++tally.processes;
    EXPECT_EQ(process_problem(result, args, options, outcome), "") << c.description();
  }
  std::printf("fuzz %s, processes: %d run (%d accepted, %d refused) of %d cases drawn\n", command.c_str(), tally.processes,
              accepted_run, refused_run, tally.cases);
  RecordProperty("processes", tally.processes);
  EXPECT_EQ(refused_run, quota - quota / 2);
  EXPECT_GE(accepted_run, quota / 4) << "too few accepted cases were small enough to run";
}

INSTANTIATE_TEST_SUITE_P(Subcommands, CommandLineFuzz, ::testing::Values("model", "run", "sweep", "compare"),
                         [](const ::testing::TestParamInfo<std::string>& info) { return info.param; });

}  // namespace
}  // namespace kncube::cli::testing
