// kncube compare: the cost normalisation of the three networks against thesis Table 6.1 (spec 03
// §3.7): widths, mu (rounded and unrounded) and V for every N, constraint and wire model, in the
// JSON and in the table people read.
#include <gtest/gtest.h>

#include <cstdlib>
#include <map>
#include <string>
#include <vector>

#include "application/json_output.h"
#include "application/kncube_process.h"
#include "application/test_sweep_folder.h"

namespace kncube::cli::testing {
namespace {

using boost::property_tree::ptree;

double number(const ptree& tree, const std::string& path) { return std::strtod(tree.get<std::string>(path).c_str(), nullptr); }

std::vector<ptree> compare_networks(const SweepFolder& folder, std::vector<std::string> extra) {
  std::vector<std::string> args = {"compare", "--format", "json", "--rates", "0.00001", "--output", folder.path()};
  args.insert(args.end(), extra.begin(), extra.end());
  const ProcessResult result = run_kncube(args);
  EXPECT_EQ(result.exit_code, 0) << result.err;
  return array_elements(parse_json(result.out).get_child("networks"));
}

struct Table61Row {
  std::string nodes;
  std::string constraint;
  std::string wires;
  int mu_3d;
  int mu_hypercube;
};

// Table 6.1 (R = 1, mu rounded up), spec 03 §3.7.
const Table61Row kTable61[] = {
    {"64", "bisection", "pipelined", 3, 5},      {"64", "bisection", "nonpipelined", 4, 8},
    {"64", "pinout", "pipelined", 2, 4},         {"64", "pinout", "nonpipelined", 3, 6},
    {"512", "bisection", "pipelined", 6, 28},    {"512", "bisection", "nonpipelined", 8, 64},
    {"512", "pinout", "pipelined", 3, 11},       {"512", "pinout", "nonpipelined", 5, 26},
    {"4096", "bisection", "pipelined", 11, 168}, {"4096", "bisection", "nonpipelined", 16, 512},
    {"4096", "pinout", "pipelined", 4, 32},      {"4096", "pinout", "nonpipelined", 6, 96},
};

TEST(CompareTable, Table61FlitTimeFactorsAndVirtualChannels) {
  const std::map<std::string, std::vector<int>> vcs = {{"64", {6, 4, 2}}, {"512", {9, 6, 2}}, {"4096", {12, 8, 2}}};
  for (const Table61Row& row : kTable61) {
    SweepFolder folder;
    const auto networks = compare_networks(folder, {"--nodes", row.nodes, "--constraint", row.constraint, "--wires", row.wires});
    ASSERT_EQ(networks.size(), 3u);
    const std::string which = row.nodes + " " + row.constraint + " " + row.wires;
    EXPECT_EQ(networks[0].get<std::string>("topology"), "2D torus");
    EXPECT_EQ(networks[1].get<std::string>("topology"), "3D torus");
    EXPECT_EQ(networks[2].get<std::string>("topology"), "hypercube");
    EXPECT_EQ(networks[0].get<int>("mu"), 1) << which;
    EXPECT_EQ(networks[1].get<int>("mu"), row.mu_3d) << which;
    EXPECT_EQ(networks[2].get<int>("mu"), row.mu_hypercube) << which;
    for (std::size_t i = 0; i < 3; ++i) {
      EXPECT_EQ(networks[i].get<int>("vcs"), vcs.at(row.nodes)[i]) << which << " network " << i;
      // The models and the simulation run with t_c = ceil(mu), t_s = R = 1 (A13, §3.8).
      EXPECT_EQ(number(networks[i], "channel_time"), networks[i].get<int>("mu")) << which;
      EXPECT_EQ(number(networks[i], "switch_time"), 1.0) << which;
    }
  }
}

TEST(CompareTable, N64BisectionPipelinedIsTheThesisConfiguration) {
  SweepFolder folder;
  const auto networks = compare_networks(folder, {"--nodes", "64", "--bisection-budget", "64"});
  ASSERT_EQ(networks.size(), 3u);
  // Widths 1 : 1/2 : 1/4 under bisection at N = 64 (§3.3); with B* = 64 wires: 4, 2, 1 wires (B* k / 2N).
  const double widths[] = {1.0, 0.5, 0.25};
  const double wires[] = {4.0, 2.0, 1.0};
  const double mu[] = {1.0, 7.0 / 3.0, 14.0 / 3.0};
  const int k[] = {8, 4, 2};
  const int n[] = {2, 3, 6};
  for (std::size_t i = 0; i < 3; ++i) {
    EXPECT_DOUBLE_EQ(number(networks[i], "channel_width"), widths[i]);
    EXPECT_DOUBLE_EQ(number(networks[i], "channel_width_wires"), wires[i]);
    EXPECT_NEAR(number(networks[i], "mu_unrounded"), mu[i], 1e-12);
    EXPECT_EQ(networks[i].get<int>("k"), k[i]);
    EXPECT_EQ(networks[i].get<int>("n"), n[i]);
    EXPECT_EQ(networks[i].get<int>("nodes"), 64);
    EXPECT_EQ(networks[i].get<int>("buffer_flits"), 12);  // Fig. 6.1: 12 one-flit VC buffers per router
    EXPECT_EQ(networks[i].count("approximation"), 0u);
  }
}

TEST(CompareTable, TableFormatShowsTheNormalisationColumns) {
  SweepFolder folder;
  const ProcessResult result =
      run_kncube({"compare", "--nodes", "64", "--pinout-budget", "24", "--constraint", "pinout", "--rates", "0.0001",
                  "--output", folder.path()});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const auto lines = lines_of(result.out);
  ASSERT_GE(lines.size(), 6u);
  EXPECT_EQ(lines[0].rfind("N = 64: pinout constraint, pipelined wires, uniform traffic, M = 64 flits, budget 24 pins", 0), 0u)
      << lines[0];
  for (const char* header : {"network", "width (rel.)", "width (wires)", "mu (unrounded)", "V", "zero-load latency",
                             "saturation rate", "model"})
    EXPECT_NE(lines[1].find(header), std::string::npos) << header;
  // Pin-out at N = 64: widths 1 : 2/3 : 1/3, P* / 2n = 6, 4, 2 wires; mu 1, 2 (1.75), 4 (3.5); V 6, 4, 2.
  auto columns = [](const std::string& line) {
    std::vector<std::string> words;
    std::size_t start = line.find_first_not_of(' ');
    while (start != std::string::npos) {
      const std::size_t end = line.find("  ", start);
      words.push_back(line.substr(start, end == std::string::npos ? std::string::npos : end - start));
      start = end == std::string::npos ? end : line.find_first_not_of(' ', end);
    }
    return words;
  };
  const auto torus2 = columns(lines[2]);
  const auto torus3 = columns(lines[3]);
  const auto cube = columns(lines[4]);
  ASSERT_GE(torus2.size(), 10u) << lines[2];
  EXPECT_EQ(std::vector<std::string>(torus2.begin(), torus2.begin() + 9),
            (std::vector<std::string>{"2D torus 8x8", "8", "2", "64", "1", "6", "1", "1", "6"}));
  EXPECT_EQ(std::vector<std::string>(torus3.begin(), torus3.begin() + 9),
            (std::vector<std::string>{"3D torus 4x4x4", "4", "3", "64", "0.666667", "4", "2", "1.75", "4"}));
  EXPECT_EQ(std::vector<std::string>(cube.begin(), cube.begin() + 9),
            (std::vector<std::string>{"hypercube 6-cube", "2", "6", "64", "0.333333", "2", "4", "3.5", "2"}));
}

TEST(CompareTable, N512ShowsThe23x23Approximation) {
  SweepFolder folder;
  const ProcessResult result = run_kncube({"compare", "--nodes", "512", "--rates", "0.0001", "--output", folder.path()});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_NE(result.out.find("2D torus 23x23"), std::string::npos);
  EXPECT_NE(result.out.find("note: 2D torus 23x23: no integer square root of N = 512"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("529 nodes"), std::string::npos);

  const auto networks = array_elements(parse_json(folder.read("compare.json")).get_child("networks"));
  ASSERT_EQ(networks.size(), 3u);
  EXPECT_EQ(networks[0].get<int>("nodes"), 529);
  EXPECT_EQ(networks[0].get<int>("requested_nodes"), 512);
  EXPECT_NE(networks[0].get<std::string>("approximation").find("A14"), std::string::npos);
  EXPECT_EQ(networks[0].get<int>("vcs"), 9);  // V_2D = log2 512, from N, not from 529 (A14)
  EXPECT_EQ(networks[1].count("approximation"), 0u);
  EXPECT_EQ(networks[2].count("approximation"), 0u);
  EXPECT_NE(folder.read("plot-N512.gp").find("529 nodes, A14"), std::string::npos);
}

}  // namespace
}  // namespace kncube::cli::testing
