// Values past an option's stated range are refused with one line naming the option and the range
// (exit 2), never wrapped (--seed -1 read as 2^64 - 1), overflowed (a cycle limit gone negative),
// turned into a false deadlock (a 2e9-cycle allocation delay) or an allocation failure.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "application/kncube_process.h"

namespace {

using kncube::cli::testing::run_kncube;

struct Extreme {
  std::vector<std::string> args;
  std::string expected;  // part of the one-line error
};

// How gtest prints the case (in CTest's test names too): the command line, not the bytes.
void PrintTo(const Extreme& e, std::ostream* os) {
  for (const std::string& arg : e.args) *os << (&arg == &e.args.front() ? "" : " ") << arg;
}

class ExtremeValues : public ::testing::TestWithParam<Extreme> {};

TEST_P(ExtremeValues, AreRefusedNamingTheRange) {
  const auto result = run_kncube(GetParam().args);
  EXPECT_EQ(result.exit_code, 2) << result.err;
  EXPECT_NE(result.err.find(GetParam().expected), std::string::npos) << result.err;
  EXPECT_EQ(result.err.find("internal error"), std::string::npos) << result.err;
}

const std::vector<std::string> kRun = {"run", "--k", "4", "--n", "2", "--rate", "0.01"};

std::vector<std::string> run_with(std::vector<std::string> extra) {
  std::vector<std::string> args = kRun;
  args.insert(args.end(), extra.begin(), extra.end());
  return args;
}

INSTANTIATE_TEST_SUITE_P(
    Issue12, ExtremeValues,
    ::testing::Values(
        Extreme{run_with({"--seed", "-1"}), "--seed: -1 is not allowed; an integer from 0 to 18446744073709551615"},
        Extreme{run_with({"--seed", "+5"}), "--seed: +5 is not allowed"},
        Extreme{run_with({"--warmup-messages", "9223372036854775807"}), "--warmup-messages: 9223372036854775807 is not allowed; an integer from 0 to 1000000000000"},
        Extreme{run_with({"--measure-messages", "2000000000000"}), "--measure-messages: 2000000000000 is not allowed"},
        Extreme{run_with({"--vc-alloc-delay", "2000000000"}), "--vc-alloc-delay: 2000000000 is not allowed; an integer from 0 to 1000"},
        Extreme{run_with({"--credit-delay", "5000"}), "--credit-delay: 5000 is not allowed; an integer from 1 to 1000"},
        Extreme{run_with({"--buffer-depth", "2000000000"}), "--buffer-depth: 2000000000 is not allowed; an integer from 1 to 65536"},
        Extreme{run_with({"--wire-delay", "1000000000"}), "--wire-delay: 1000000000 is not allowed; an integer from 1 to 100000"},
        Extreme{{"sweep", "--k", "4", "--rates", "0.01", "--replications", "100000000", "--output", "/tmp/kncube-never-written"},
                "--replications: 100000000 is not allowed; an integer from 1 to 10000"}));

}  // namespace
