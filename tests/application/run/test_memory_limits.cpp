// Issue 12: a network that will not fit is refused before it is built, with the estimate and the
// limit (exit 2, one line), whether the limit is the machine's (ulimit -v here, so the test does
// not depend on the machine's RAM), or --max-memory; sweeps count their parallel processes.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "application/kncube_process.h"

namespace kncube::cli::testing {
namespace {

void expect_refused(const ProcessResult& result, const std::vector<std::string>& expected) {
  EXPECT_EQ(result.exit_code, 2) << result.err;
  EXPECT_EQ(result.out, "");
  const auto lines = lines_of(result.err);
  ASSERT_EQ(lines.size(), 1u) << result.err;
  EXPECT_EQ(lines[0].rfind("kncube: error: ", 0), 0u) << lines[0];
  for (const auto& text : expected) EXPECT_NE(lines[0].find(text), std::string::npos) << text << " in " << lines[0];
}

// The case: ulimit -v 6000000 and a 16-ary 5-cube (about 23 GiB then, 22.2 GiB since the round-robin arbiters are kept as pointers, 21.5 GiB since the estimate stopped counting an SC_METHOD per node, 20.7 GiB since credit lines between routers hold the credits in flight rather than a slot per buffer slot, 20 GiB since the delay lines keep arrival cycles and VCs instead of flits, 19.6 GiB since a channel keeps them in its own lines, 19.7 GiB since each router has an arrival wheel) aborted with exit 134.
TEST(MemoryLimits, NetworkBeyondUlimitIsRefusedWithEstimateAndLimit) {
  expect_refused(run_kncube({"run", "--k", "16", "--n", "5", "--rate", "0.001"}, "ulimit -v 6000000;"),
                 {"the simulation needs about 18.8 GiB (network ", "buffers ", "allowed by ulimit -v"});
}

TEST(MemoryLimits, HugeBuffersAreRefusedByMaxMemory) {
  expect_refused(run_kncube({"run", "--k", "8", "--buffer-depth", "65536", "--rate", "0.001", "--max-memory", "1G"}),
                 {"needs about 2.17 GiB", "more than the 1 GiB allowed by --max-memory", "or raise --max-memory"});
}

// Just under its need, the same run is refused; just over it, it runs (the estimate is close).
TEST(MemoryLimits, RunsWithinItsEstimate) {
  const std::vector<std::string> args = {"run", "--k", "16", "--n", "2", "--buffer-depth", "1000", "--rate", "0.0005",
                                         "--warmup-messages", "200", "--measure-messages", "500"};
  std::vector<std::string> small = args, enough = args;
  small.insert(small.end(), {"--max-memory", "100M"});
  enough.insert(enough.end(), {"--max-memory", "400M"});
  expect_refused(run_kncube(small), {"allowed by --max-memory"});
  const ProcessResult ran = run_kncube(enough, "ulimit -v 2000000;");
  EXPECT_EQ(ran.exit_code, 0) << ran.err;
}

TEST(MemoryLimits, ParallelSweepCountsEveryProcess) {
  expect_refused(run_kncube({"sweep", "--k", "16", "--n", "2", "--buffer-depth", "1000", "--rates", "0.001,0.002", "-j", "2",
                             "--max-memory", "300M", "--output", "/nonexistent/never-created"}),
                 {"for 2 processes side by side", "or fewer processes (-j)"});
}

TEST(MemoryLimits, MaxMemoryIsASize) {
  for (const char* bad : {"1X", "0", "-5G", "nan", "2P", "", "100"})
    expect_refused(run_kncube({"run", "--rate", "0.001", "--max-memory", bad}), {"--max-memory: "});
}

}  // namespace
}  // namespace kncube::cli::testing
