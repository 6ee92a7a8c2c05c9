// Bad tracing options: exit 2, nothing on stdout, one line naming the option and the value, and
// no trace file left behind.
#include <gtest/gtest.h>

#include <filesystem>
#include <ostream>
#include <string>
#include <vector>

#include "kncube_subprocess.h"

namespace kncube::traces::testing {
namespace {

struct BadTrace {
  std::vector<std::string> options;  // after the common run options; "DIR" becomes a scratch directory
  std::string expected;              // part of the error line
};

void PrintTo(const BadTrace& bad, std::ostream* out) {
  for (const auto& o : bad.options) *out << o << ' ';
}

class BadTraceOptions : public ::testing::TestWithParam<BadTrace> {};

TEST_P(BadTraceOptions, ExitTwoWithOneLine) {
  const ScratchDirectory scratch;
  std::vector<std::string> args = {"run", "--k", "4", "--n", "2", "--rate", "0.01", "--warmup-messages", "0",
                                   "--measure-messages", "20", "--batches", "10"};
  for (std::string option : GetParam().options) {
    if (option.rfind("DIR/", 0) == 0) option = scratch.file(option.substr(4));
    args.push_back(option);
  }
  const Outcome outcome = run_kncube(args);
  EXPECT_EQ(outcome.exit_code, 2);
  EXPECT_EQ(outcome.out, "");
  const auto lines = lines_of(outcome.err);
  ASSERT_EQ(lines.size(), 1u) << outcome.err;
  EXPECT_EQ(lines[0].rfind("kncube: error: ", 0), 0u) << lines[0];
  EXPECT_NE(lines[0].find(GetParam().expected), std::string::npos) << lines[0];
  EXPECT_FALSE(std::filesystem::exists(scratch.file("t.vcd"))) << "nothing written on bad input";
}

INSTANTIATE_TEST_SUITE_P(
    Routers, BadTraceOptions,
    ::testing::Values(
        BadTrace{{"--trace", "DIR/t.vcd", "--trace-routers", "0,16"},
                 "--trace-routers: 16 is not allowed; router numbers from 0 to 15, separated by commas"},
        BadTrace{{"--trace", "DIR/t.vcd", "--trace-routers", "-1"}, "--trace-routers: -1 is not allowed"},
        BadTrace{{"--trace", "DIR/t.vcd", "--trace-routers", "two"}, "--trace-routers: two is not allowed"},
        BadTrace{{"--trace", "DIR/t.vcd", "--trace-routers", ","}, "--trace-routers: ',' is not allowed"},
        BadTrace{{"--trace", "DIR/t.vcd", "--trace-routers", "0,"}, "--trace-routers: '0,' is not allowed"},
        BadTrace{{"--trace", "DIR/t.vcd", "--trace-routers", "1,,2"}, "--trace-routers: '1,,2' is not allowed"},
        BadTrace{{"--trace-routers", "1"}, "--trace-routers: 1 is not allowed; only together with --trace FILE.vcd"}));

INSTANTIATE_TEST_SUITE_P(
    Windows, BadTraceOptions,
    ::testing::Values(
        BadTrace{{"--trace", "DIR/t.vcd", "--trace-window", "50:50"},
                 "--trace-window: 50:50 is not allowed; START:END in cycles with 0 <= START < END"},
        BadTrace{{"--trace", "DIR/t.vcd", "--trace-window", "90:10"}, "--trace-window: 90:10 is not allowed"},
        BadTrace{{"--trace", "DIR/t.vcd", "--trace-window", "10"}, "--trace-window: 10 is not allowed"},
        BadTrace{{"--trace", "DIR/t.vcd", "--trace-window", "-5:10"}, "--trace-window: -5:10 is not allowed"},
        BadTrace{{"--trace", "DIR/t.vcd", "--trace-window", "a:b"}, "--trace-window: a:b is not allowed"},
        BadTrace{{"--trace-window", "0:10"}, "--trace-window: 0:10 is not allowed; only together with --trace"}));

INSTANTIATE_TEST_SUITE_P(
    Paths, BadTraceOptions,
    ::testing::Values(
        BadTrace{{"--trace", "/nonexistent-kncube-dir/t.vcd"},
                 "--trace: /nonexistent-kncube-dir/t.vcd is not allowed; a .vcd file in an existing directory"},
        BadTrace{{"--trace", "DIR/t.txt"}, "is not allowed; a file name ending in .vcd"},
        BadTrace{{"--trace", "DIR/"}, "is not allowed; a file name ending in .vcd"},
        BadTrace{{"--trace", "DIR/t.vcd", "--log-messages", "1", "--log-file", "/nonexistent-kncube-dir/h.csv"},
                 "--log-file: /nonexistent-kncube-dir/h.csv is not allowed; a file path in an existing directory"},
        BadTrace{{"--log-file", "DIR/h.csv"}, "--log-file: "},
        BadTrace{{"--trace", "DIR/t.vcd", "--log-messages", "1,x"}, "--log-messages: x is not allowed; message ids"},
        BadTrace{{"--trace", "DIR/t.vcd", "--log-messages", "@/nonexistent-kncube-dir/ids"},
                 "--log-messages: @/nonexistent-kncube-dir/ids is not allowed; @FILE naming a readable file"},
        // A file of ids is read as a config file is: a bad id is named with its file and line.
        BadTrace{{"--trace", "DIR/t.vcd", "--log-messages", "@/etc/passwd"}, "/etc/passwd:1: --log-messages: root:"},
        BadTrace{{"--trace", "DIR/t.vcd", "--log-messages", "@/tmp"},
                 "--log-messages: @/tmp is not allowed; @FILE naming a readable file of message ids (/tmp is a folder)"}));

INSTANTIATE_TEST_SUITE_P(
    OpenGroups, BadTraceOptions,
    ::testing::Values(
        BadTrace{{"--trace", "DIR/t.vcd", "--trace-open", "r16"},
                 "--trace-open: r16 is not allowed; groups rN (router N) or rN.PORT"},
        BadTrace{{"--trace", "DIR/t.vcd", "--trace-open", "x5"}, "--trace-open: x5 is not allowed"},
        BadTrace{{"--trace", "DIR/t.vcd", "--trace-open", "r5."}, "--trace-open: r5. is not allowed"},
        BadTrace{{"--trace", "DIR/t.vcd", "--trace-routers", "1", "--trace-open", "r5"},
                 "--trace-open: r5 is not allowed; a traced router (r1)"},
        BadTrace{{"--trace", "DIR/t.vcd", "--trace-open", "r5.in_zz"},
                 "--trace-open: r5.in_zz is not allowed; rN or rN.PORT with PORT one of in_xp,"},
        BadTrace{{"--trace-open", "r5"}, "--trace-open: r5 is not allowed; only together with --trace"}));

INSTANTIATE_TEST_SUITE_P(
    FollowedMessages, BadTraceOptions,
    ::testing::Values(
        BadTrace{{"--trace", "DIR/t.vcd", "--trace-message", "x"},
                 "--trace-message: x is not allowed; a message id, an integer >= 0"},
        BadTrace{{"--trace", "DIR/t.vcd", "--trace-message", "-3"}, "--trace-message: -3 is not allowed"},
        BadTrace{{"--trace", "DIR/t.vcd", "--trace-message", "1000000"},
                 "--trace-message: 1000000 is not allowed; the id of a message this run injects (it generates "
                 "messages 0 to "},
        BadTrace{{"--trace", "DIR/t.vcd", "--trace-message", "5", "--trace-window", "0:2"},
                 "--trace-message: 5 is not allowed; a message injected inside --trace-window (message 5 is injected "
                 "at cycle "},
        BadTrace{{"--trace-message", "5"}, "--trace-message: 5 is not allowed; only together with --trace"}));

}  // namespace
}  // namespace kncube::traces::testing
