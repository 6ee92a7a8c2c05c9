#pragma once
// What a fuzzed kncube command may do, and the checks of it. Allowed: exit 0 (with a report and
// no error line), 3 (a saturated run, with its report), or 2 with exactly one line on stderr,
// "kncube: error: ...", naming an option, and nothing on stdout. Not allowed: any other exit
// status (a crash, a signal, an internal error, a false deadlock, a write error), a timeout, an
// error line after a report, or a refusal that names no option.

#include <string>
#include <vector>

#include "application/fuzz/fuzz_case_generator.h"
#include "application/kncube_process.h"

namespace kncube::cli::testing {

enum class ParseVerdict { accepted, refused, help, failed };

struct ParseOutcome {
  ParseVerdict verdict = ParseVerdict::failed;
  std::string message;        // the refusal, or what failed
  bool cheap_to_run = false;  // accepted, and small and short enough to run in the test's time
};

// Reads the case as the subcommand does before it runs anything (OptionTable::parse and
// read_<command>_command_config through read_located), in this process: UsageError and ConfigError are refusals, any
// other exception a failure. Reading creates the output folders the case names (--output, --stats,
// --plots: checked writable before a run starts), so it runs with `directory` as the working
// directory, not the test's (the build's tests/ folder had collected ninety such folders).
ParseOutcome parse_in_process(const std::string& command, const std::vector<std::string>& args, const std::string& directory);

// What is wrong with a refusal's message (empty if nothing): it must name an option of the
// command, or the unknown option or stray word the arguments hold.
std::string refusal_problem(const std::string& message, const std::vector<std::string>& args,
                            const std::vector<OptionInfo>& options);

// What is wrong with a finished kncube process (empty if nothing).
std::string process_problem(const ProcessResult& result, const std::vector<std::string>& args,
                            const std::vector<OptionInfo>& options, const ParseOutcome& in_process);

}  // namespace kncube::cli::testing
