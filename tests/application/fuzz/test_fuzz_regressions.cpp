// The cases the command-line fuzz test found wrong, kept as they were found (each ran as a
// process bounded in time, and must now end with an allowed outcome).
#include <gtest/gtest.h>

#include <ostream>
#include <string>
#include <vector>

#include "application/kncube_process.h"

namespace kncube::cli::testing {
namespace {

struct FoundCase {
  std::vector<std::string> args;
  std::string expected;  // part of the one error line
};

void PrintTo(const FoundCase& c, std::ostream* out) {
  for (const auto& arg : c.args) *out << arg << ' ';
}

class FuzzRegression : public ::testing::TestWithParam<FoundCase> {};

TEST_P(FuzzRegression, EndsWithOneErrorLine) {
  const ProcessResult result = run_kncube_bounded(GetParam().args, 60, "/tmp");
  EXPECT_EQ(result.exit_code, 2) << result.err;
  const auto lines = lines_of(result.err);
  ASSERT_EQ(lines.size(), 1u) << result.err;
  EXPECT_NE(lines[0].find(GetParam().expected), std::string::npos) << lines[0];
  EXPECT_EQ(result.out, "");
}

INSTANTIATE_TEST_SUITE_P(
    Found, FuzzRegression,
    ::testing::Values(
        // A config file that never ends: std::getline read /dev/full's NULs until memory ran out.
        FoundCase{{"compare", "--nodes", "64", "--config", "/dev/full"}, "--config: the line is longer than 65536 bytes"},
        FoundCase{{"run", "--rate", "0.1", "--config", "/dev/zero"}, "--config: the line is longer than 65536 bytes"},
        // A window in cycles runs to its end whatever the backlog: 6e7 messages/node/cycle filled
        // the source queues until the memory ran out (the sweep's run never ended).
        FoundCase{{"sweep", "--k", "3", "--n", "2", "--message-length", "4", "--warmup-cycles", "200", "--measure-cycles", "1000",
                   "--max-cycles", "20000", "--rates", "57818803", "--output", "/tmp/kncube-fuzz-never-written"},
                  "--rates: 57818803 is not allowed; at most 1 message/node/cycle in a simulation"},
        FoundCase{{"run", "--k", "3", "--n", "2", "--warmup-cycles", "200", "--measure-cycles", "1000", "--rate", "1000"},
                  "--rate: 1000 is not allowed; at most 1 message/node/cycle"},
        // Counting Duato's destination classes listed the hop values in O(k^2): --k 100001 took
        // seconds to be refused, --k 2000000000 --n 1 would have taken years.
        FoundCase{{"model", "--k", "2000000000", "--n", "1", "--rates", "0.001"}, "more than the 5000000 the model enumerates"}));

}  // namespace
}  // namespace kncube::cli::testing
