// kncube compare's outputs: compare.json is exactly {"networks": [...]} with the promised fields,
// --rates auto gives a common range up to the largest saturation rate, compare.csv has one row per
// network and rate, and every N has its plot script (and images when gnuplot is installed).
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "application/json_output.h"
#include "application/kncube_process.h"
#include "application/test_sweep_folder.h"

namespace kncube::cli::testing {
namespace {

using boost::property_tree::ptree;

double number(const ptree& tree, const std::string& path) { return std::strtod(tree.get<std::string>(path).c_str(), nullptr); }

bool gnuplot_installed() { return std::system("command -v gnuplot >/dev/null 2>&1") == 0; }

TEST(CompareOutputs, JsonIsExactlyTheNetworksArrayWithThePromisedFields) {
  SweepFolder folder;
  const ProcessResult result =
      run_kncube({"compare", "--nodes", "64,512", "--format", "json", "--points", "8", "--output", folder.path()});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_EQ(lines_of(result.out).size(), 1u);
  const ptree json = parse_json(result.out);
  ASSERT_EQ(json.size(), 1u) << "only \"networks\" at the top level";
  ASSERT_EQ(json.begin()->first, "networks");
  EXPECT_EQ(result.out, folder.read("compare.json")) << "stdout and compare.json are the same report";

  const auto networks = array_elements(json.get_child("networks"));
  ASSERT_EQ(networks.size(), 6u);
  const std::vector<std::string> required = {"topology", "k", "n", "nodes", "channel_width", "mu", "vcs",
                                             "zero_load_latency", "saturation_rate", "points"};
  for (std::size_t size = 0; size < 2; ++size) {
    double largest = 0.0;
    for (std::size_t i = 0; i < 3; ++i) largest = std::max(largest, number(networks[3 * size + i], "saturation_rate"));
    for (std::size_t i = 0; i < 3; ++i) {
      const ptree& network = networks[3 * size + i];
      std::vector<std::string> keys;
      for (const auto& [key, value] : network) keys.push_back(key);
      ASSERT_GE(keys.size(), required.size());
      EXPECT_EQ(std::vector<std::string>(keys.begin(), keys.begin() + static_cast<long>(required.size())), required)
          << "the required fields come first, in order";
      EXPECT_EQ(network.get<std::string>("model"), "duato-uniform");
      EXPECT_EQ(network.get<bool>("rates_automatic"), true);
      const auto points = array_elements(network.get_child("points"));
      ASSERT_EQ(points.size(), 8u);
      // Automatic rates: midpoints of 8 equal slices of (0, s_max], the same for the three networks.
      for (std::size_t p = 0; p < points.size(); ++p) {
        EXPECT_NEAR(number(points[p], "rate"), largest * (2.0 * p + 1) / 16.0, 1e-15);
        const bool saturated = points[p].get<bool>("saturated");
        EXPECT_EQ(saturated, number(points[p], "rate") > number(network, "saturation_rate"));
        EXPECT_EQ(points[p].count("latency"), saturated ? 0u : 1u);
        EXPECT_EQ(points[p].count("reason"), saturated ? 1u : 0u);
      }
      EXPECT_EQ(network.count("simulated"), 0u);
      EXPECT_EQ(network.count("run_options"), 0u);
    }
  }
  EXPECT_EQ(networks[3].get<int>("requested_nodes"), 512);
  EXPECT_EQ(networks[3].count("approximation"), 1u);
}

TEST(CompareOutputs, CsvHasOneRowPerNetworkAndRate) {
  SweepFolder folder;
  const ProcessResult result = run_kncube({"compare", "--format", "csv", "--rates", "0.0002,0.0015", "--traffic", "hotspot",
                                           "--hotspot-fraction", "0.2", "--output", folder.path()});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_EQ(result.out, folder.read("compare.csv"));
  const auto lines = lines_of(result.out);
  ASSERT_EQ(lines.size(), 7u);
  const auto header = csv_fields(lines[0]);
  EXPECT_EQ(header.front(), "requested_nodes");
  EXPECT_EQ(header.back(), "note");
  EXPECT_EQ(header.size(), 17u);
  for (std::size_t i = 1; i < lines.size(); ++i) {
    const auto fields = csv_fields(lines[i]);
    ASSERT_EQ(fields.size(), header.size()) << lines[i];
    EXPECT_EQ(fields[13], i % 2 == 1 ? "0.0002" : "0.0015");
  }
  // h = 0.2: every network saturates before 0.0015 by the hot-spot model.
  EXPECT_EQ(csv_fields(lines[2])[14], "true");
  EXPECT_NE(csv_fields(lines[2])[16].find("model:"), std::string::npos);
}

TEST(CompareOutputs, OnePlotPerNodeCountNamingTheComparison) {
  SweepFolder folder;
  const ProcessResult result = run_kncube({"compare", "--nodes", "64,512", "--wires", "nonpipelined", "--traffic",
                                           "transpose", "--output", folder.path()});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  for (const char* nodes : {"64", "512"}) {
    const std::string script = folder.read(std::string("plot-N") + nodes + ".gp");
    EXPECT_NE(script.find(std::string("set title 'N = ") + nodes +
                          ": bisection constraint, nonpipelined wires, transpose x=1 traffic"),
              std::string::npos)
        << script.substr(0, 400);
    for (const char* block : {"$model0 << EOD", "$model1 << EOD", "$model2 << EOD", "set arrow from"})
      EXPECT_NE(script.find(block), std::string::npos) << block;
    EXPECT_EQ(script.find("$simulated"), std::string::npos);
    if (gnuplot_installed()) {
      EXPECT_TRUE(std::filesystem::exists(folder.file(std::string("plot-N") + nodes + ".png")));
      EXPECT_TRUE(std::filesystem::exists(folder.file(std::string("plot-N") + nodes + ".svg")));
    }
  }
  EXPECT_NE(result.out.find("wrote " + folder.file("compare.json")), std::string::npos);
}

TEST(CompareOutputs, WithoutGnuplotTheDataAndScriptsAreStillWritten) {
  SweepFolder folder;
  const ProcessResult result = run_kncube({"compare", "--rates", "0.0001", "--output", folder.path()});
  ASSERT_EQ(result.exit_code, 0);
  // Run again with a PATH that has no gnuplot.
  const std::string command = "cd '" + folder.path() + "' && PATH=/nonexistent SC_COPYRIGHT_MESSAGE=DISABLE '" +
                              std::string(KNCUBE_BINARY) + "' compare --rates 0.0001 --output again >out.txt 2>err.txt";
  EXPECT_EQ(std::system(command.c_str()), 0);
  EXPECT_NE(folder.read("err.txt").find("gnuplot is not on PATH"), std::string::npos) << folder.read("err.txt");
  EXPECT_TRUE(std::filesystem::exists(folder.file("again/compare.json")));
  EXPECT_TRUE(std::filesystem::exists(folder.file("again/plot-N64.gp")));
  EXPECT_FALSE(std::filesystem::exists(folder.file("again/plot-N64.png")));
}

TEST(CompareOutputs, DefaultFolderIsNamedAfterTheComparison) {
  SweepFolder folder;
  const std::string command = "cd '" + folder.path() + "' && SC_COPYRIGHT_MESSAGE=DISABLE '" + std::string(KNCUBE_BINARY) +
                              "' compare --nodes 64 --constraint pinout --traffic hotspot --hotspot-fraction 0.05 "
                              "--rates 0.0001 >/dev/null 2>&1";
  EXPECT_EQ(std::system(command.c_str()), 0);
  EXPECT_TRUE(std::filesystem::exists(folder.file("compare-N64-pinout-pipelined-hotspot-h0.05/compare.json")));
}

}  // namespace
}  // namespace kncube::cli::testing
