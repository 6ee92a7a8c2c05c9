// --router and the options it sets, as scripts use them: the preset's values in the JSON report,
// explicit options overriding it, a window in cycles reporting the saturation throughput of a
// backlogged network, and every bad input (exit 2, one line).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "application/bad_input_case.h"
#include "application/json_output.h"
#include "application/kncube_process.h"

namespace kncube::cli::testing {
namespace {

std::vector<std::string> booksim_run(std::vector<std::string> extra) {
  std::vector<std::string> args = {"run", "--router", "booksim", "--routing", "dor", "--k", "4", "--n", "2",
                                   "--directions", "bi", "--vcs", "2", "--message-length", "8", "--rate", "0.01",
                                   "--warmup-messages", "200", "--measure-messages", "2000", "--format", "json"};
  args.insert(args.end(), extra.begin(), extra.end());
  return args;
}

TEST(RouterPreset, BookSimSetsEveryChoiceAndExplicitOptionsOverrideIt) {
  const ProcessResult result = run_kncube(booksim_run({}));
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const auto json = parse_json(result.out);
  EXPECT_EQ(json.get<int>("config.buffer_depth"), 8);
  EXPECT_EQ(json.get<std::string>("config.pipeline"), "4stage");
  EXPECT_EQ(json.get<int>("config.delays.credit"), 2);
  EXPECT_EQ(json.get<std::string>("config.vc_release"), "tail-sent");
  EXPECT_EQ(json.get<std::string>("config.vc_allocator"), "islip");
  EXPECT_EQ(json.get<std::string>("config.sw_allocator"), "islip");
  EXPECT_EQ(json.get<std::string>("config.injection"), "serial");
  EXPECT_EQ(json.get<std::string>("config.injection_limit"), "alo");
  EXPECT_EQ(json.get<int>("config.injection_latency"), 2);
  EXPECT_EQ(json.get<int>("config.ejection_latency"), 1);
  EXPECT_EQ(json.get<std::string>("config.ejection"), "1");
  EXPECT_EQ(json.get<std::string>("config.dateline"), "per-dimension");
  EXPECT_EQ(json.get<std::string>("config.dimension_order"), "ascending");

  const ProcessResult overridden =
      run_kncube(booksim_run({"--buffer-depth", "4", "--injection", "shared", "--dateline", "per-hop", "--pipeline", "ideal"}));
  ASSERT_EQ(overridden.exit_code, 0) << overridden.err;
  const auto o = parse_json(overridden.out);
  EXPECT_EQ(o.get<int>("config.buffer_depth"), 4);
  EXPECT_EQ(o.get<std::string>("config.injection"), "shared");
  EXPECT_EQ(o.get<std::string>("config.dateline"), "per-hop");
  EXPECT_EQ(o.get<std::string>("config.pipeline"), "ideal");
  EXPECT_EQ(o.get<int>("config.delays.route"), 0);
  EXPECT_EQ(o.get<int>("config.delays.credit"), 2) << "--pipeline sets the stages, not the preset's credit delay";
  EXPECT_EQ(o.get<std::string>("config.vc_allocator"), "islip") << "what was not given stays the preset's";
}

TEST(RouterPreset, ModelIsTheDefault) {
  const ProcessResult result = run_kncube({"run", "--k", "4", "--rate", "0.01", "--warmup-messages", "100",
                                           "--measure-messages", "1000", "--format", "json"});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const auto json = parse_json(result.out);
  EXPECT_EQ(json.get<int>("config.buffer_depth"), 4);
  EXPECT_EQ(json.get<std::string>("config.pipeline"), "ideal");
  EXPECT_EQ(json.get<std::string>("config.injection"), "parallel");
  EXPECT_EQ(json.get<std::string>("config.injection_limit"), "none");
  EXPECT_EQ(json.get<std::string>("config.dateline"), "per-hop");
  EXPECT_EQ(json.get<std::string>("config.vc_allocator"), "separable");
  EXPECT_EQ(json.get<std::string>("config.verdicts.duato-uniform.mode", "model-matched"), "model-matched");
}

// Offered 1.0 flit/node/cycle: every source backlogged. A window in cycles is measured to its end
// and reports the accepted load, the saturation throughput, with the saturated verdict (exit 3).
TEST(MeasureCycles, BackloggedWindowReportsTheSaturationThroughput) {
  const ProcessResult result = run_kncube({"run", "--router", "booksim", "--routing", "dor", "--k", "4", "--n", "2",
                                           "--directions", "bi", "--vcs", "2", "--message-length", "8", "--arrivals",
                                           "bernoulli", "--rate", "0.125", "--warmup-cycles", "1000", "--measure-cycles",
                                           "4000", "--batches", "10", "--format", "json"});
  ASSERT_EQ(result.exit_code, 3) << result.err;
  const auto json = parse_json(result.out);
  EXPECT_EQ(json.get<std::string>("verdict"), "saturated");
  EXPECT_EQ(json.get<int>("config.warmup_cycles"), 1000);
  EXPECT_EQ(json.get<int>("config.measure_cycles"), 4000);
  EXPECT_NEAR(json.get<double>("measured.offered_load"), 1.0, 0.02);
  // 4x4 bidirectional torus, mean 2 hops, 2 links out of 4 per node per dimension pair: well below 1.
  const double accepted = json.get<double>("measured.accepted_load");
  EXPECT_GT(accepted, 0.4);
  EXPECT_LT(accepted, 0.9);
}

TEST(MeasureCycles, LightLoadDrainsEveryMessageGeneratedInTheWindow) {
  const ProcessResult result = run_kncube({"run", "--k", "4", "--n", "2", "--message-length", "8", "--rate", "0.01",
                                           "--warmup-cycles", "500", "--measure-cycles", "2000", "--format", "json"});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const auto json = parse_json(result.out);
  // 16 nodes x 2000 cycles x 0.01 messages: about 320 measured messages.
  EXPECT_NEAR(json.get<double>("measured.messages"), 320, 80);
  EXPECT_NEAR(json.get<double>("measured.offered_messages"), 0.01, 0.002);
  EXPECT_GE(json.get<int>("cycles"), 2500);
}

class RouterBadInput : public ::testing::TestWithParam<BadInputCase> {};

TEST_P(RouterBadInput, ExitsTwoWithOneLine) {
  const ProcessResult result = run_kncube(GetParam().args);
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_EQ(result.out, "");
  const auto lines = lines_of(result.err);
  ASSERT_EQ(lines.size(), 1u) << result.err;
  EXPECT_NE(lines[0].find(GetParam().expected), std::string::npos) << lines[0];
}

std::vector<std::string> run(std::vector<std::string> options) {
  options.insert(options.begin(), {"run", "--rate", "0.001", "--routing", "dor"});
  return options;
}

INSTANTIATE_TEST_SUITE_P(
    Options, RouterBadInput,
    ::testing::Values(
        BadInputCase{run({"--router", "garnet"}), "--router: garnet is not allowed; one of model, booksim"},
        BadInputCase{{"run", "--rate", "0.001", "--router", "booksim"},
                     "--routing: duato is not allowed with --router booksim"},
        BadInputCase{run({"--router", "booksim", "--link", "thesis"}), "--link: thesis is not allowed with --router booksim"},
        BadInputCase{run({"--injection", "burst"}), "--injection: burst is not allowed; one of parallel, shared, serial"},
        BadInputCase{run({"--injection-limit", "some"}), "--injection-limit: some is not allowed; one of none, alo"},
        BadInputCase{run({"--injection-latency", "0"}), "--injection-latency: 0 is not allowed; an integer from 1 to 1000"},
        BadInputCase{run({"--injection-latency", "1001"}), "--injection-latency: 1001 is not allowed"},
        BadInputCase{run({"--ejection-latency", "-1"}), "--ejection-latency: -1 is not allowed; an integer from 0 to 1000"},
        BadInputCase{run({"--dateline", "sideways"}), "--dateline: sideways is not allowed; one of per-hop, per-dimension"},
        BadInputCase{run({"--dimension-order", "random"}), "--dimension-order: random is not allowed; one of descending, ascending"},
        BadInputCase{run({"--vc-allocator", "wavefront"}), "--vc-allocator: wavefront is not allowed; one of separable, islip"},
        BadInputCase{run({"--sw-allocator", "maxsize"}), "--sw-allocator: maxsize is not allowed; one of separable, islip"},
        BadInputCase{run({"--buffer-depth", "0"}), "--buffer-depth: 0 is not allowed; an integer >= 1"},
        BadInputCase{run({"--measure-cycles", "5"}), "--measure-cycles: 5 is not allowed; an integer from 20 to 1000000000"},
        BadInputCase{run({"--measure-cycles", "2000000000"}), "--measure-cycles: 2000000000 is not allowed"},
        BadInputCase{run({"--warmup-cycles", "100"}), "--warmup-cycles is not allowed without --measure-cycles"},
        BadInputCase{run({"--measure-cycles", "1000", "--warmup-cycles", "-5"}), "--warmup-cycles: -5 is not allowed"},
        BadInputCase{run({"--measure-cycles", "1000", "--measure-messages", "50"}),
                     "--measure-messages is not allowed with --measure-cycles"}));

}  // namespace
}  // namespace kncube::cli::testing
