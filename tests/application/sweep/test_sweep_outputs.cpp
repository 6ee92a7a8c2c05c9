// kncube sweep as a user runs it: a 3-point sweep on a 4x4 torus writes sweep.csv, sweep.json,
// plot.gp (and plot.png, plot.svg when gnuplot is installed) with the right rows and columns and
// prints a summary; automatic rates follow the model's saturation rate; --format json prints
// sweep.json. Tiny networks and few measured messages keep each sweep well under a second.
#include <gtest/gtest.h>

#include <unistd.h>

#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "analytical/catalog/model_catalog.h"
#include "application/json_output.h"
#include "application/kncube_process.h"
#include "application/test_sweep_folder.h"

namespace kncube::cli::testing {
namespace {

// A sweep of the uni 4-ary 2-cube with M = 8; `messages` measured per run after a warm-up of a third as many.
std::vector<std::string> small_sweep(const SweepFolder& folder, std::vector<std::string> extra, int messages = 1000) {
  std::vector<std::string> args = {"sweep", "--k", "4", "--n", "2", "--message-length", "8", "--warmup-messages",
                                   std::to_string(messages / 3), "--measure-messages", std::to_string(messages),
                                   "--output", folder.path()};
  args.insert(args.end(), extra.begin(), extra.end());
  return args;
}

bool gnuplot_on_path() {
  const char* path = std::getenv("PATH");
  std::istringstream directories(path != nullptr ? path : "");
  for (std::string directory; std::getline(directories, directory, ':');)
    if (access((directory + "/gnuplot").c_str(), X_OK) == 0) return true;
  return false;
}

double duato_saturation_rate_4x4() {
  NetworkSpec spec;
  spec.k = 4;
  spec.n = 2;
  spec.message_length = 8;
  return analytical::ModelCatalog().find("duato-uniform")->prepare(spec, {})->saturation_rate();
}

TEST(SweepOutputs, ThreePointsGiveThreeRowsOfEveryColumn) {
  SweepFolder folder;
  const ProcessResult result = run_kncube(small_sweep(folder, {"--rates", "0.005,0.01,0.015", "-j", "2"}));
  ASSERT_EQ(result.exit_code, 0) << result.err;

  const auto lines = lines_of(folder.read("sweep.csv"));
  ASSERT_EQ(lines.size(), 4u);
  EXPECT_EQ(lines[0],
            "rate,status,replications,offered_load,accepted_load,latency,latency_ci95,network_latency,"
            "network_latency_ci95,source_wait,source_wait_ci95,duato-uniform_predicted,duato-uniform_verdict,reason");
  const std::vector<std::string> rates = {"0.005", "0.01", "0.015"};
  for (std::size_t i = 0; i < rates.size(); ++i) {
    const auto fields = csv_fields(lines[i + 1]);
    ASSERT_EQ(fields.size(), 14u) << lines[i + 1];
    EXPECT_EQ(fields[0], rates[i]);
    EXPECT_EQ(fields[1], "ok");
    EXPECT_EQ(fields[2], "1");
    // Offered load in flits/node/cycle: the rate times M = 8 flits.
    EXPECT_NEAR(std::stod(fields[3]), 8 * std::stod(rates[i]), 0.15 * 8 * std::stod(rates[i]));
    EXPECT_GT(std::stod(fields[5]), 11.2);  // above the zero-load latency M + 3.2 hops
    EXPECT_GT(std::stod(fields[6]), 0.0);
    EXPECT_GT(std::stod(fields[11]), 0.0);
    EXPECT_TRUE(fields[12] == "agree" || fields[12] == "differ") << fields[12];
    EXPECT_EQ(fields[13], "");
  }

  const auto json = parse_json(folder.read("sweep.json"));
  EXPECT_EQ(json.get<int>("configuration.replications"), 1);
  EXPECT_EQ(json.get<std::string>("configuration.rates_from"), "given");
  EXPECT_EQ(json.get<std::string>("configuration.run_options.k"), "4");
  EXPECT_NEAR(json.get<double>("saturation.models.duato-uniform.saturation_rate"), duato_saturation_rate_4x4(), 1e-12);
  const auto points = array_elements(json.get_child("points"));
  ASSERT_EQ(points.size(), 3u);
  for (std::size_t i = 0; i < points.size(); ++i) {
    EXPECT_EQ(points[i].get<double>("rate"), std::stod(rates[i]));
    const auto runs = array_elements(points[i].get_child("runs"));
    ASSERT_EQ(runs.size(), 1u);
    // The full run report, as kncube run printed it.
    EXPECT_EQ(runs[0].get<double>("config.rate"), std::stod(rates[i]));
    EXPECT_EQ(runs[0].get<int>("config.seed"), 1);
    EXPECT_EQ(runs[0].get<double>("measured.latency.mean"), points[i].get<double>("measured.latency.mean"));
    EXPECT_GT(points[i].get<double>("predicted.duato-uniform.latency"), 0.0);
    EXPECT_FALSE(points[i].get<std::string>("verdicts.duato-uniform.verdict").empty());
  }

  const std::string script = folder.read("plot.gp");
  EXPECT_NE(script.find("messages/node/cycle"), std::string::npos);
  EXPECT_NE(script.find("latency (cycles)"), std::string::npos);
  EXPECT_NE(script.find("unidirectional 4-ary 2-cube, duato, V=3, M=8, uniform; pipeline ideal"), std::string::npos);
  EXPECT_NE(script.find("set arrow from"), std::string::npos);
  EXPECT_NE(script.find("with yerrorbars"), std::string::npos);
  EXPECT_NE(script.find("$model0 << EOD"), std::string::npos);
  // Issue 16: the 95% CI as a band as well as bars, each point as its verdict against the model,
  // and the top axis in the CSV's unit (offered_load, flits/node/cycle: M = 8 flits a message).
  EXPECT_NE(script.find("with filledcurves"), std::string::npos);
  EXPECT_NE(script.find("simulation, 95% CI"), std::string::npos);
  EXPECT_TRUE(script.find("agrees with duato-uniform") != std::string::npos ||
              script.find("differs from duato-uniform") != std::string::npos);
  EXPECT_NE(script.find("set x2label 'offered load (flits/node/cycle"), std::string::npos);
  EXPECT_NE(script.find("set x2range [0:"), std::string::npos);
  if (gnuplot_on_path()) {
    EXPECT_EQ(folder.read("plot.png").substr(1, 3), "PNG");
    EXPECT_NE(folder.read("plot.svg").find("<svg"), std::string::npos);
  }

  // The summary: one row per rate with the model's prediction and verdict, then the paths.
  EXPECT_NE(result.out.find("sweep of unidirectional 4-ary 2-cube"), std::string::npos);
  EXPECT_NE(result.out.find("duato-uniform"), std::string::npos);
  EXPECT_NE(result.out.find(folder.file("sweep.csv")), std::string::npos);
  // Progress goes to stderr as plain lines when stderr is not a terminal.
  EXPECT_NE(result.err.find("3/3 points"), std::string::npos) << result.err;
  EXPECT_NE(result.err.find("ETA"), std::string::npos);
}

TEST(SweepOutputs, AutomaticRatesSpanFiveToNinetyFivePercentOfTheModelsSaturation) {
  SweepFolder folder;
  const ProcessResult result = run_kncube(small_sweep(folder, {}, 200));
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const auto json = parse_json(folder.read("sweep.json"));
  EXPECT_EQ(json.get<std::string>("configuration.rates_from"), "model");
  EXPECT_EQ(json.get<std::string>("configuration.rates_model"), "duato-uniform");
  const auto rates = array_elements(json.get_child("configuration.rates"));
  ASSERT_EQ(rates.size(), 10u);
  const double saturation = duato_saturation_rate_4x4();
  EXPECT_NEAR(rates.front().get_value<double>(), 0.05 * saturation, 1e-12);
  EXPECT_NEAR(rates.back().get_value<double>(), 0.95 * saturation, 1e-12);
  EXPECT_EQ(lines_of(folder.read("sweep.csv")).size(), 11u);
}

TEST(SweepOutputs, FormatJsonPrintsSweepJson) {
  SweepFolder folder;
  const ProcessResult result = run_kncube(small_sweep(folder, {"--rates", "0.01", "--format", "json"}));
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_EQ(result.out, folder.read("sweep.json"));
  EXPECT_NE(result.err.find("wrote"), std::string::npos);
}

TEST(SweepOutputs, WithoutAModelTheRatesComeFromAMeasuredEstimate) {
  SweepFolder folder;
  const ProcessResult result = run_kncube(small_sweep(folder, {"--topology", "mesh", "-j", "4"}, 200));
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_NE(result.err.find("no model applies"), std::string::npos) << result.err;
  EXPECT_NE(result.err.find("measured saturation estimate"), std::string::npos) << result.err;
  const auto json = parse_json(folder.read("sweep.json"));
  EXPECT_EQ(json.get<std::string>("configuration.rates_from"), "measured-estimate");
  const double estimate = json.get<double>("saturation.measured_estimate.rate");
  EXPECT_GT(estimate, 0.0);
  EXPECT_LT(estimate, 1.0 / 8);  // a node injects at most one flit per cycle
  const auto points = array_elements(json.get_child("points"));
  ASSERT_EQ(points.size(), 10u);
  EXPECT_NEAR(points.back().get<double>("rate"), 0.95 * estimate, 1e-12);
  EXPECT_EQ(points.front().get<std::string>("verdicts.none.verdict"), "no-model");
  // No model columns: the CSV keeps its measured columns and the reason.
  EXPECT_EQ(csv_fields(lines_of(folder.read("sweep.csv")).front()).size(), 12u);
}

// Every point saturated leaves the percentile plot without a point. Its script used to plot NaN
// on an autoscaled axis, which gnuplot refuses ("all points y value undefined!"): the sweep
// reported the failure and wrote no plot-percentiles.svg.
TEST(SweepOutputs, ASweepWhosePointsAllSaturateStillDrawsItsPlots) {
  SweepFolder folder;
  const ProcessResult result = run_kncube(small_sweep(folder, {"--rates", "0.5,0.9"}, 200));
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const auto points = array_elements(parse_json(folder.read("sweep.json")).get_child("points"));
  ASSERT_EQ(points.size(), 2u);
  for (const auto& point : points) EXPECT_EQ(point.get<std::string>("status"), "saturated");
  EXPECT_EQ(result.err.find("failed"), std::string::npos) << result.err;
  EXPECT_NE(folder.read("plot-percentiles.gp").find("set yrange [0:1]"), std::string::npos);
  if (gnuplot_on_path()) {
    for (const char* stem : {"plot", "plot-percentiles"}) {
      EXPECT_EQ(folder.read(std::string(stem) + ".png").substr(1, 3), "PNG") << stem;
      EXPECT_NE(folder.read(std::string(stem) + ".svg").find("<svg"), std::string::npos) << stem;
    }
  }
}

}  // namespace
}  // namespace kncube::cli::testing
