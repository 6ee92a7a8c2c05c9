// No silent failure: a report that cannot be written (stdout on a full disk) ends with one line
// naming what could not be written and exit status 5; a trace or hop-log path kncube cannot
// create, or a device that would swallow the output, is bad input (exit 2) before the run.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

namespace {

struct ShellResult {
  int status = -1;
  std::string err;
};

// Runs kncube through the shell, so that its stdout can be sent to /dev/full (after `prefix`, shell
// commands that set its limits: run in a subshell).
ShellResult run_shell_prefixed(const std::string& prefix, const std::string& args, const std::string& stdout_target) {
  const std::string err_file = "/tmp/kncube-write-failure-" + std::to_string(::getpid()) + ".err";
  const std::string command = "(" + prefix + "SC_COPYRIGHT_MESSAGE=DISABLE " + std::string(KNCUBE_BINARY) + " " + args + " > " +
                              stdout_target + " 2> " + err_file + ")";
  const int raw = std::system(command.c_str());
  ShellResult result;
  result.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  std::ifstream in(err_file);
  std::ostringstream text;
  text << in.rdbuf();
  result.err = text.str();
  std::remove(err_file.c_str());
  return result;
}

ShellResult run_shell(const std::string& args, const std::string& stdout_target) { return run_shell_prefixed("", args, stdout_target); }

const std::string kRun = "run --k 4 --n 2 --rate 0.01 --warmup-messages 200 --measure-messages 1000";

TEST(WriteFailures, ReportToAFullDiskExitsFiveNamingTheStream) {
  for (const std::string format : {"table", "json", "csv"}) {
    const ShellResult result = run_shell(kRun + " --format " + format, "/dev/full");
    EXPECT_EQ(result.status, 5) << format;
    EXPECT_NE(result.err.find("cannot write the report to standard output: No space left on device"), std::string::npos)
        << result.err;
  }
  const ShellResult sweep = run_shell("sweep --k 4 --n 2 --rates 0.01 --warmup-messages 200 --measure-messages 1000 "
                                      "--format json --output /tmp/kncube-write-failure-sweep-" +
                                          std::to_string(::getpid()) + " --overwrite",
                                      "/dev/full");
  EXPECT_EQ(sweep.status, 5) << sweep.err;
  std::system(("rm -rf /tmp/kncube-write-failure-sweep-" + std::to_string(::getpid())).c_str());
}

TEST(WriteFailures, OutputPathsThatCannotHoldTheOutputAreBadInput) {
  for (const std::string options : {"--trace /proc/kncube-x.vcd", "--trace /kncube-no-such-folder/x.vcd",
                                    "--log-messages 1 --log-file /proc/kncube-x", "--log-messages 1 --log-file /dev/full"}) {
    const ShellResult result = run_shell(kRun + " " + options, "/dev/null");
    EXPECT_EQ(result.status, 2) << options;
    EXPECT_NE(result.err.find("is not allowed; "), std::string::npos) << options << ": " << result.err;
  }
}

// A file size limit with SIGXFSZ ignored makes writes fail part-way (EFBIG), as a full disk does.
// SystemC writes the VCD through a C stream that reports nothing, and gnuplot exits 0 with its image
// cut short: both ended with exit 0 and a truncated file.
TEST(WriteFailures, ATraceOrAPlotCutShortExitsFive) {
  const std::string folder = "/tmp/kncube-write-failure-cut-" + std::to_string(::getpid());
  std::system(("rm -rf " + folder + " && mkdir -p " + folder).c_str());
  const std::string limited = "trap '' XFSZ; ulimit -f 1000; ";  // 1000 blocks of 1 KiB
  const ShellResult trace = run_shell_prefixed(limited, kRun + " --trace " + folder + "/t.vcd", "/dev/null");
  EXPECT_EQ(trace.status, 5) << trace.err;
  EXPECT_NE(trace.err.find("cannot write the VCD file " + folder + "/t.vcd"), std::string::npos) << trace.err;
  const ShellResult plots = run_shell_prefixed("trap '' XFSZ; ulimit -f 12; ", kRun + " --plots " + folder + "/plots", "/dev/null");
  EXPECT_EQ(plots.status, 5) << plots.err;
  EXPECT_NE(plots.err.find("(gnuplot left it incomplete)"), std::string::npos) << plots.err;
  std::system(("rm -rf " + folder).c_str());
}

}  // namespace
