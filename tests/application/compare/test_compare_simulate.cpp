// kncube compare --simulate: every network also simulated at the same rates in thesis link mode
// (spec 03 §3.9) through the sweep's process pool, with the points in the JSON, CSV, table and plot.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "application/json_output.h"
#include "application/kncube_process.h"
#include "application/test_sweep_folder.h"

namespace kncube::cli::testing {
namespace {

using boost::property_tree::ptree;

double number(const ptree& tree, const std::string& path) { return std::strtod(tree.get<std::string>(path).c_str(), nullptr); }

std::vector<std::string> tiny(const SweepFolder& folder, std::vector<std::string> extra) {
  // 1000 measured messages: with fewer, the measurement window at 0.0005 (about half the 2D torus's
  // model saturation rate) is only a few message latencies long, and noise alone can trip the
  // accepted-load check that marks a run saturated.
  std::vector<std::string> args = {"compare", "--nodes", "64", "--rates", "0.0002,0.0005", "--simulate",
                                   "--warmup-messages", "300", "--measure-messages", "1000", "--output", folder.path()};
  args.insert(args.end(), extra.begin(), extra.end());
  return args;
}

TEST(CompareSimulate, TinyCaseWritesSimulatedPointsForEveryNetwork) {
  SweepFolder folder;
  const ProcessResult result = run_kncube(tiny(folder, {"--format", "json", "-j", "2"}));
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_NE(result.err.find("kncube compare: simulating 6 points"), std::string::npos) << result.err;
  EXPECT_NE(result.err.find("kncube compare: cost estimate: 6 runs, "), std::string::npos) << result.err;
  EXPECT_NE(result.err.find("6/6 points"), std::string::npos) << "the sweep's progress bar";

  const auto networks = array_elements(parse_json(result.out).get_child("networks"));
  ASSERT_EQ(networks.size(), 3u);
  const char* channel_times[] = {"1", "3", "5"};
  const char* vcs[] = {"6", "4", "2"};
  for (std::size_t i = 0; i < 3; ++i) {
    const ptree& options = networks[i].get_child("run_options");
    EXPECT_EQ(options.get<std::string>("link"), "thesis");
    EXPECT_EQ(options.get<std::string>("routing"), "duato");
    EXPECT_EQ(options.get<std::string>("directions"), "uni");
    EXPECT_EQ(options.get<std::string>("channel-time"), channel_times[i]);
    EXPECT_EQ(options.get<std::string>("switch-time"), "1");
    EXPECT_EQ(options.get<std::string>("vcs"), vcs[i]);
    EXPECT_EQ(options.get<std::string>("buffer-depth"), "2");
    EXPECT_EQ(options.get<std::string>("message-length"), "64");
    EXPECT_EQ(options.get<std::string>("measure-messages"), "1000");
    const auto simulated = array_elements(networks[i].get_child("simulated"));
    ASSERT_EQ(simulated.size(), 2u);
    EXPECT_EQ(number(simulated[0], "rate"), 0.0002);
    EXPECT_EQ(number(simulated[1], "rate"), 0.0005);
    for (const ptree& point : simulated) {
      EXPECT_EQ(point.get<std::string>("status"), "ok");
      EXPECT_EQ(point.get<int>("messages"), 1000);
      // Thesis links: no message is faster than its zero-load latency (|H| + M)(t_c + t_s) with |H| >= 1.
      EXPECT_GT(number(point, "latency"), 65.0 * (std::stoi(channel_times[i]) + 1));
      EXPECT_GT(number(point, "latency_ci95"), 0.0);
    }
  }
  const std::string script = folder.read("plot-N64.gp");
  for (const char* block : {"$simulated0 << EOD", "$simulated1 << EOD", "$simulated2 << EOD", "with yerrorbars"})
    EXPECT_NE(script.find(block), std::string::npos) << block;
}

TEST(CompareSimulate, TableAndCsvCarryTheSimulatedColumns) {
  SweepFolder folder;
  const ProcessResult result = run_kncube(tiny(folder, {"--buffer-depth", "1", "--seed", "3", "-j", "1"}));
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_NE(result.out.find("2D torus 8x8 model"), std::string::npos);
  EXPECT_NE(result.out.find("simulated"), std::string::npos);
  EXPECT_NE(result.out.find(" +/- "), std::string::npos);
  EXPECT_NE(result.out.find("buffers 1 flits, 300 warm-up and 1000 measured messages per point, seed 3"), std::string::npos)
      << result.out;
  const auto lines = lines_of(folder.read("compare.csv"));
  ASSERT_EQ(lines.size(), 7u);
  const auto header = csv_fields(lines[0]);
  EXPECT_EQ(header[16], "sim_status");
  EXPECT_EQ(header[17], "sim_latency");
  EXPECT_EQ(csv_fields(lines[1])[16], "ok");
}

}  // namespace
}  // namespace kncube::cli::testing
