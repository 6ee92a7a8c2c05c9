// kncube run --progress: lines on stderr while a run simulates, none by default when stderr is
// not a terminal (scripts and pipes get only the report), every 10 s when it is one, and bad
// values refused naming the option.
#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "application/kncube_process.h"

namespace kncube::cli::testing {
namespace {

// About 0.7 s of simulation on the 8-ary 2-cube (the first check comes after 1024 cycles).
std::vector<std::string> long_run(std::vector<std::string> extra) {
  std::vector<std::string> args = {"run", "--rate", "0.003", "--measure-messages", "20000"};
  args.insert(args.end(), extra.begin(), extra.end());
  return args;
}

TEST(RunProgressCli, PrintsPhaseCycleAndMessagesOnStderrAtTheInterval) {
  const ProcessResult plain = run_kncube(long_run({}));
  ASSERT_EQ(plain.exit_code, 0) << plain.err;
  EXPECT_EQ(plain.err, "");  // auto, and stderr is a file here
  const ProcessResult reported = run_kncube(long_run({"--progress", "0.1"}));
  ASSERT_EQ(reported.exit_code, 0) << reported.err;
  std::istringstream lines(reported.err);
  std::string line;
  int count = 0;
  while (std::getline(lines, line)) {
    ++count;
    EXPECT_EQ(line.rfind("kncube run: ", 0), 0u) << line;
    EXPECT_NE(line.find(" measured messages delivered"), std::string::npos) << line;
    EXPECT_NE(line.find(" elapsed"), std::string::npos) << line;
  }
  EXPECT_GE(count, 1) << "no progress line in a run of " << reported.out;
  // Everything but the machine's speed is the same run: the report's latency line is identical.
  const auto latency = [](const std::string& out) { return out.substr(out.find("latency"), 80); };
  EXPECT_EQ(latency(reported.out), latency(plain.out));
  EXPECT_EQ(run_kncube(long_run({"--progress", "0"})).err, "");
}

// --trace-message's first pass runs in a child whose stdout and stderr are silenced (its reports
// repeat the run's); its progress lines reach the user all the same, labelled, before the run's.
TEST(RunProgressCli, TheFirstPassOfTraceMessageReportsItsProgressToo) {
  const std::filesystem::path folder =
      std::filesystem::temp_directory_path() / ("kncube-progress-trace-" + std::to_string(::getpid()));
  std::filesystem::create_directories(folder);
  const ProcessResult reported =
      run_kncube(long_run({"--progress", "0.1", "--trace", (folder / "t.vcd").string(), "--trace-message", "15000"}));
  std::filesystem::remove_all(folder);
  ASSERT_EQ(reported.exit_code, 0) << reported.err;
  std::istringstream lines(reported.err);
  int first_pass = 0;
  int run = 0;
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("kncube run: --trace-message 15000, first pass: ", 0) == 0) {
      EXPECT_EQ(run, 0) << "a first-pass line after the run's: " << line;
      EXPECT_NE(line.find(" measured messages delivered"), std::string::npos) << line;
      ++first_pass;
    } else if (line.rfind("kncube run: ", 0) == 0) {
      ++run;
    }
  }
  EXPECT_GE(first_pass, 1) << reported.err;
  EXPECT_GE(run, 1) << reported.err;
}

TEST(RunProgressCli, AutoReportsEveryTenSecondsOnATerminal) {
  if (run_shell("command -v script").first != 0) GTEST_SKIP() << "script(1) is not installed";
  // script gives the command a pseudo-terminal; stderr goes there, stdout to /dev/null. A run of
  // about a second prints nothing with auto (10 s), one line a tenth of a second with 0.1.
  const std::string binary = std::string("SC_COPYRIGHT_MESSAGE=DISABLE ") + KNCUBE_BINARY;
  const std::string args = " run --rate 0.003 --measure-messages 20000";
  const auto [quiet_status, quiet] = run_shell("script -qec '" + binary + args + " 2>&1 >/dev/null' /dev/null");
  EXPECT_EQ(quiet_status, 0) << quiet;
  EXPECT_EQ(quiet.find("kncube run: "), std::string::npos) << quiet;
  const auto [status, terminal] =
      run_shell("script -qec '" + binary + args + " --progress 0.1 2>&1 >/dev/null' /dev/null");
  EXPECT_EQ(status, 0) << terminal;
  EXPECT_NE(terminal.find("kncube run: "), std::string::npos) << terminal;
}

// A model that takes longer than the interval (circuit-mmpp at 2^7 phases: about 0.4 s for its
// prediction and saturation rate; 2^6 phases took 0.5 s before its fixed point's secant steps and
// 0.1 s since) says so while it works, before the run's own lines;
// without --progress, or with 0, nothing.
TEST(RunProgressCli, AReferenceModelThatTakesLongerThanTheIntervalSaysSo) {
  const std::vector<std::string> args = {"run",       "--topology", "hypercube", "--n",       "6",
                                         "--vcs",     "5",          "--switching", "circuit", "--arrivals",
                                         "mmpp",      "--rate",     "0.004",     "--time-scales", "7",
                                         "--measure-messages", "2000"};
  std::vector<std::string> reported_args = args;
  reported_args.insert(reported_args.end(), {"--progress", "0.1"});
  const ProcessResult reported = run_kncube(reported_args);
  ASSERT_EQ(reported.exit_code, 0) << reported.err;
  std::istringstream lines(reported.err);
  int model = 0;
  int run = 0;
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("kncube run: reference model circuit-mmpp: computing its prediction at rate 0.004 and its "
                   "saturation rate, ",
                   0) == 0) {
      EXPECT_EQ(run, 0) << "a model line after the run's: " << line;
      EXPECT_NE(line.find(" elapsed"), std::string::npos) << line;
      ++model;
    } else {
      EXPECT_NE(line.find(" measured messages delivered"), std::string::npos) << line;
      ++run;
    }
  }
  EXPECT_GE(model, 1) << reported.err;
  const ProcessResult quiet = run_kncube(args);
  ASSERT_EQ(quiet.exit_code, 0) << quiet.err;
  EXPECT_EQ(quiet.err, "");
  // The same run and the same prediction: the reports' latency and monitor lines are identical.
  const auto from = [](const std::string& out, const char* what) { return out.substr(out.find(what), 120); };
  EXPECT_EQ(from(reported.out, "latency"), from(quiet.out, "latency"));
  EXPECT_EQ(from(reported.out, "circuit-mmpp:"), from(quiet.out, "circuit-mmpp:"));
}

TEST(RunProgressCli, BadIntervalsAreRefusedNamingTheOption) {
  for (const char* value : {"-1", "0.05", "86401", "ten", "", "1s", "nan", "inf"}) {
    const ProcessResult result = run_kncube({"run", "--rate", "0.001", "--progress", value});
    EXPECT_EQ(result.exit_code, 2) << value;
    EXPECT_EQ(result.err.rfind("kncube: error: --progress: ", 0), 0u) << value << ": " << result.err;
    EXPECT_NE(result.err.find("auto, 0 (never) or seconds from 0.1 to 86400"), std::string::npos) << result.err;
    EXPECT_EQ(result.out, "");
  }
}

}  // namespace
}  // namespace kncube::cli::testing
