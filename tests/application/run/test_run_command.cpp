// kncube run as a script uses it: the JSON report's fields and their consistency, determinism,
// the saturated verdict with exit status 3, the other formats, and every bad input with exit 2.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "application/json_output.h"
#include "application/bad_input_case.h"
#include "application/kncube_process.h"

namespace kncube::cli::testing {
namespace {

std::vector<std::string> small_run(std::vector<std::string> extra) {
  std::vector<std::string> args = {"run", "--k", "4", "--n", "2", "--message-length", "8", "--warmup-messages", "500",
                                   "--measure-messages", "3000"};
  args.insert(args.end(), extra.begin(), extra.end());
  return args;
}

TEST(RunCommand, JsonReportCarriesTheMeasuredQuantities) {
  const ProcessResult result = run_kncube(small_run({"--rate", "0.01", "--format", "json"}));
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const auto json = parse_json(result.out);
  EXPECT_EQ(json.get<std::string>("verdict"), "ok");
  EXPECT_EQ(json.get<std::string>("config.topology"), "torus");
  EXPECT_EQ(json.get<int>("config.k"), 4);
  EXPECT_EQ(json.get<double>("config.rate"), 0.01);
  EXPECT_EQ(json.get<int>("measured.messages"), 3000);
  const double latency = json.get<double>("measured.latency.mean");
  const double network = json.get<double>("measured.network_latency.mean");
  const double wait = json.get<double>("measured.source_wait.mean");
  // Uni 4-ary 2-cube: mean distance 3.2 hops, so zero-load latency is 8 + 3.2 = 11.2 cycles.
  EXPECT_GT(latency, 11.2);
  EXPECT_LT(latency, 20.0);
  EXPECT_NEAR(latency, network + wait, 1e-6 * latency);
  EXPECT_GT(json.get<double>("measured.latency.ci95"), 0.0);
  EXPECT_NEAR(json.get<double>("measured.hops"), 3.2, 0.1);
  // Offered and accepted load: 0.01 messages x 8 flits per node and cycle.
  EXPECT_NEAR(json.get<double>("measured.offered_load"), 0.08, 0.006);
  EXPECT_NEAR(json.get<double>("measured.accepted_load"), 0.08, 0.006);
  EXPECT_NEAR(json.get<double>("measured.offered_messages"), 0.01, 0.0008);
  EXPECT_GT(json.get<std::int64_t>("cycles"), 0);
  EXPECT_GT(json.get<double>("speed.flit_hops_per_cpu_second"), 0.0);
}

std::string without_speed(const std::string& json_text) {
  return json_text.substr(0, json_text.find("\"speed\""));
}

TEST(RunCommand, SameSeedSameResultsBitForBit) {
  const auto args = small_run({"--rate", "0.02", "--format", "json", "--routing", "duato", "--seed", "42"});
  const ProcessResult first = run_kncube(args);
  const ProcessResult second = run_kncube(args);
  ASSERT_EQ(first.exit_code, 0) << first.err;
  EXPECT_EQ(without_speed(first.out), without_speed(second.out));
  const ProcessResult other = run_kncube(small_run({"--rate", "0.02", "--format", "json", "--seed", "43"}));
  EXPECT_NE(parse_json(other.out).get<double>("measured.latency.mean"),
            parse_json(first.out).get<double>("measured.latency.mean"));
}

TEST(RunCommand, BeyondSaturationItSaysSaturatedAndExitsThree) {
  const ProcessResult result = run_kncube(small_run({"--rate", "0.2", "--format", "json"}));
  EXPECT_EQ(result.exit_code, 3) << result.err;
  const auto json = parse_json(result.out);
  EXPECT_EQ(json.get<std::string>("verdict"), "saturated");
  EXPECT_FALSE(json.get<std::string>("reason").empty());
  EXPECT_LT(json.get<double>("measured.accepted_load"), json.get<double>("measured.offered_load"));
}

// A short window at a light load misses 95% of the offered flits by chance alone (the flits in flight
// at its two ends); that is not saturation. These runs, at 14% of saturation, read "saturated" when
// the accepted load alone decided.
TEST(RunCommand, ShortWindowsAtALightLoadAreNotSaturated) {
  for (const std::vector<std::string>& window :
       {std::vector<std::string>{"--warmup-cycles", "3000", "--measure-cycles", "2000", "--seed", "4"},
        std::vector<std::string>{"--warmup-cycles", "3000", "--measure-cycles", "500", "--seed", "4"},
        std::vector<std::string>{"--warmup-messages", "0", "--measure-messages", "20", "--seed", "2"},
        std::vector<std::string>{"--warmup-messages", "0", "--measure-messages", "20", "--seed", "5"},
        std::vector<std::string>{"--warmup-messages", "0", "--measure-messages", "20", "--seed", "7"}}) {
    std::vector<std::string> args = {"run", "--k", "4", "--rate", "0.001", "--format", "json"};
    args.insert(args.end(), window.begin(), window.end());
    const ProcessResult result = run_kncube(args);
    EXPECT_EQ(result.exit_code, 0) << window[1] << " " << window[3] << " seed " << window[5] << ": " << result.out;
  }
}

// A window in cycles that no message came from measured nothing: an error naming the window, not
// latency "-" with verdict ok.
TEST(RunCommand, AWindowThatMeasuredNoMessageIsRefused) {
  const ProcessResult result = run_kncube({"run", "--k", "4", "--rate", "0.0005", "--measure-cycles", "100"});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_EQ(result.out, "");
  EXPECT_NE(result.err.find("--measure-cycles: 100 is not allowed; a window that measures messages"), std::string::npos)
      << result.err;
}

// --drain-cycles below the check interval (1024 cycles) is applied at its own cycle: with 1 cycle
// the messages in flight at the window's end cannot drain (they were found drained at cycle 5120).
TEST(RunCommand, ADrainLimitShorterThanTheCheckIntervalIsKept) {
  const std::vector<std::string> run = {"run", "--k", "4", "--rate", "0.005", "--warmup-cycles", "2000", "--measure-cycles",
                                        "3000", "--seed", "3", "--drain-cycles"};
  std::vector<std::string> one = run, enough = run;
  one.push_back("1");
  enough.push_back("200");
  const ProcessResult tight = run_kncube(one);
  EXPECT_EQ(tight.exit_code, 3) << tight.out;
  EXPECT_NE(tight.out.find("did not drain within 1 cycles after the window"), std::string::npos) << tight.out;
  EXPECT_EQ(run_kncube(enough).exit_code, 0);
}

// With thesis links a flit takes --channel-time cycles per hop: the deadlock watchdog waits for at
// least 20 of them (with 10^6 cycles per flit, 20 000 cycles of no flit moving is no deadlock).
TEST(RunCommand, TheWatchdogWaitsForTheSlowestChannelsFlits) {
  const ProcessResult result =
      run_kncube({"run", "--k", "4", "--rate", "0.002", "--warmup-messages", "0", "--measure-messages", "20", "--link", "thesis",
                  "--channel-time", "100000", "--format", "json"});
  EXPECT_NE(result.exit_code, 4) << result.err;
  EXPECT_EQ(result.err.find("deadlock"), std::string::npos) << result.err;
}

// Issue 12: a run that saturates before its measurement window opens measured nothing; it says
// so (null in JSON, "-" in the table), never latency 0 +/- 0 and loads 0.
TEST(RunCommand, WhatASaturatedRunDidNotMeasureIsNullNotZero) {
  const std::vector<std::string> args = {"run", "--k", "4", "--n", "2", "--message-length", "8", "--warmup-messages", "100000",
                                         "--measure-messages", "1000", "--rate", "0.5", "--saturation-backlog", "2"};
  std::vector<std::string> json_args = args;
  json_args.insert(json_args.end(), {"--format", "json"});
  const ProcessResult json_run = run_kncube(json_args);
  ASSERT_EQ(json_run.exit_code, 3) << json_run.err;
  EXPECT_EQ(json_run.out.find("\"mean\": 0,"), std::string::npos) << json_run.out;
  const auto json = parse_json(json_run.out);
  EXPECT_EQ(json.get<int>("measured.messages"), 0);
  for (const char* field : {"measured.latency.mean", "measured.latency.ci95", "measured.network_latency.mean",
                            "measured.source_wait.mean", "measured.hops", "measured.offered_load", "measured.accepted_load",
                            "measured.offered_messages", "measured.accepted_messages"})
    EXPECT_EQ(json.get<std::string>(field), "null") << field;
  const ProcessResult table = run_kncube(args);
  ASSERT_EQ(table.exit_code, 3) << table.err;
  EXPECT_NE(table.out.find("\nlatency                  -\n"), std::string::npos) << table.out;
  EXPECT_NE(table.out.find("\nlatency p50/p90/p99/max  -\n"), std::string::npos) << table.out;
  EXPECT_EQ(table.out.find("0 +/- 0"), std::string::npos) << table.out;
}

TEST(RunCommand, TableAndCsvFormats) {
  const ProcessResult table = run_kncube(small_run({"--rate", "0.01"}));
  ASSERT_EQ(table.exit_code, 0) << table.err;
  EXPECT_NE(table.out.find("verdict: ok"), std::string::npos);
  EXPECT_NE(table.out.find("latency"), std::string::npos);
  const ProcessResult csv = run_kncube(small_run({"--rate", "0.01", "--format", "csv"}));
  ASSERT_EQ(csv.exit_code, 0) << csv.err;
  const auto lines = lines_of(csv.out);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0].rfind("rate,verdict,cycles,messages,latency,", 0), 0u);
  EXPECT_EQ(lines[1].rfind("0.01,ok,", 0), 0u);
}

TEST(RunCommand, ConfigFileSuppliesRunOptions) {
  TemporaryFile file("k = 4\nmessage-length = 8\n[run]\nwarmup-messages = 200\nmeasure-messages = 1000\nrate = 0.01\nseed = 9\n");
  const ProcessResult result = run_kncube({"run", "--config", file.path(), "--format", "json"});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const auto json = parse_json(result.out);
  EXPECT_EQ(json.get<int>("measured.messages"), 1000);
  EXPECT_EQ(json.get<int>("config.seed"), 9);
}

using BadRun = BadInputCase;

class BadRunInput : public ::testing::TestWithParam<BadRun> {};

TEST_P(BadRunInput, ExitsTwoWithOneLineNamingTheProblem) {
  std::vector<std::string> args = {"run"};
  args.insert(args.end(), GetParam().args.begin(), GetParam().args.end());
  const ProcessResult result = run_kncube(args);
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_EQ(result.out, "");
  const auto lines = lines_of(result.err);
  ASSERT_EQ(lines.size(), 1u) << result.err;
  EXPECT_NE(lines[0].find(GetParam().expected), std::string::npos) << lines[0];
}

INSTANTIATE_TEST_SUITE_P(
    Cases, BadRunInput,
    ::testing::Values(
        BadRun{{}, "--rate is missing"},
        BadRun{{"--rate", "0"}, "--rate: 0 is not allowed"},
        BadRun{{"--rate", "-0.1"}, "--rate: -0.1 is not allowed"},
        BadRun{{"--rates", "0.1,0.2"}, "one rate with kncube run"},
        BadRun{{"--rate", "0.001", "--k", "1"}, "--k: 1 is not allowed"},
        BadRun{{"--rate", "0.001", "--k", "2"}, "--k: 2 is not allowed; an integer >= 3 (a torus needs k >= 3"},
        BadRun{{"--rate", "0.001", "--vcs", "2"}, "--vcs: 2 is not allowed"},
        BadRun{{"--rate", "0.001", "--routing", "dor", "--vcs", "1"}, "--vcs: 1 is not allowed; an integer >= 2 (dimension-order routing on a torus"},
        BadRun{{"--rate", "0.001", "--buffer-depth", "0"}, "--buffer-depth: 0 is not allowed"},
        BadRun{{"--rate", "0.0001", "--message-length", "4097"}, "--message-length: 4097 is not allowed; at most 4096 flits"},
        BadRun{{"--rate", "0.001", "--wire-delay", "0"}, "--wire-delay: 0 is not allowed"},
        BadRun{{"--rate", "0.001", "--wire-delay", "1,2,3"}, "--wire-delay: 1,2,3 is not allowed; one delay, or one per dimension"},
        BadRun{{"--rate", "0.001", "--wire-delay", "fast"}, "--wire-delay: fast is not allowed"},
        // A trailing comma is refused in every list, as --rates refuses it.
        BadRun{{"--rate", "0.001", "--wire-delay", "1,"}, "--wire-delay: 1, is not allowed"},
        BadRun{{"--rate", "0.001", "--log-messages", "5,"}, "--log-messages: '5,' is not allowed"},
        BadRun{{"--rate", "0.001", "--credit-delay", "0"}, "--credit-delay: 0 is not allowed"},
        BadRun{{"--rate", "0.001", "--route-delay", "-1"}, "--route-delay: -1 is not allowed"},
        BadRun{{"--rate", "0.001", "--pipeline", "5stage"}, "--pipeline: 5stage is not allowed; one of ideal, 4stage"},
        BadRun{{"--rate", "0.001", "--link", "optical"}, "--link: optical is not allowed"},
        BadRun{{"--rate", "0.001", "--ejection", "2"}, "--ejection: 2 is not allowed"},
        BadRun{{"--rate", "0.001", "--arrivals", "markov"}, "--arrivals: markov is not allowed; one of poisson, bernoulli, mmpp"},
        BadRun{{"--rate", "2", "--arrivals", "bernoulli"}, "--rate"},
        BadRun{{"--rate", "0.001", "--channel-time", "2"}, "--channel-time is not allowed with --link pipelined"},
        BadRun{{"--rate", "0.001", "--link", "thesis", "--channel-time", "2.5"}, "--channel-time: 2.5 is not allowed"},
        BadRun{{"--rate", "0.001", "--batches", "5"}, "--batches: 5 is not allowed"},
        BadRun{{"--rate", "0.001", "--measure-messages", "5"}, "--measure-messages: 5 is not allowed"},
        BadRun{{"--rate", "1e-12"}, "--rate: 1e-12 is not allowed"},
        BadRun{{"--rate", "0.001", "--n", "30"}, "--n: 30 is not allowed"},
        BadRun{{"--rate", "0.001", "--vc-release", "tail-sent"}, "--vc-release: tail-sent is not allowed; tail-credit with --routing duato"},
        BadRun{{"--rate", "0.001", "--injection", "both"}, "--injection: both is not allowed"},
        BadRun{{"--rate", "0.001", "--bogus"}, "--bogus is not an option of kncube run"}));

}  // namespace
}  // namespace kncube::cli::testing
