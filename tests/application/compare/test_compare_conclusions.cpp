// kncube compare --conclusions: one Markdown row per (N, constraint, wires, traffic) with the
// light-load and saturation winners by model, marked against the thesis (spec 03 §3.11).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "application/json_output.h"
#include "application/kncube_process.h"
#include "application/test_sweep_folder.h"

namespace kncube::cli::testing {
namespace {

using boost::property_tree::ptree;

TEST(CompareConclusions, MarkdownTableOfWinnersAgainstTheThesis) {
  SweepFolder folder;
  const ProcessResult result = run_kncube({"compare", "--conclusions", "--nodes", "64", "--output", folder.path()});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const auto lines = lines_of(result.out);
  ASSERT_GE(lines.size(), 18u);
  EXPECT_EQ(lines[0].rfind("| N | constraint | wires | traffic | light load: model |", 0), 0u) << lines[0];
  EXPECT_EQ(lines[1].rfind("|---|", 0), 0u);
  int rows = 0;
  for (const auto& line : lines) rows += line.rfind("| 64 |", 0) == 0 ? 1 : 0;
  EXPECT_EQ(rows, 16) << "2 constraints x 2 wire models x 4 traffic patterns";
  // Uniform, bisection, pipelined at N = 64: the 2D torus is fastest at light load and the
  // hypercube saturates last, as the thesis says (§3.11).
  EXPECT_EQ(lines[2].rfind("| 64 | bisection | pipelined | uniform | 2D ✓ ", 0), 0u) << lines[2];
  EXPECT_NE(lines[2].find("| HC ✓ "), std::string::npos) << lines[2];
  EXPECT_NE(result.out.find("Thesis statements (spec 03 §3.11):"), std::string::npos);
  EXPECT_NE(result.out.find("Model: agrees with the thesis in "), std::string::npos);
  EXPECT_EQ(folder.read("conclusions.md"), result.out.substr(0, result.out.find("wrote ")));
}

TEST(CompareConclusions, JsonCasesCarryTheNumbersBehindTheWinners) {
  SweepFolder folder;
  const ProcessResult result =
      run_kncube({"compare", "--conclusions", "--nodes", "64", "--hotspot-fraction", "0.5", "--format", "json", "--output",
                  folder.path()});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const auto cases = array_elements(parse_json(result.out).get_child("cases"));
  ASSERT_EQ(cases.size(), 16u);
  EXPECT_EQ(cases[1].get<std::string>("traffic"), "hotspot h=0.5");
  for (const ptree& c : cases) {
    const auto networks = array_elements(c.get_child("networks"));
    ASSERT_EQ(networks.size(), 3u);
    double best = 0.0;
    std::string winner;
    for (const ptree& network : networks) {
      const double rate = network.get<double>("model_saturation_rate");
      if (rate > best) {
        best = rate;
        winner = network.get<std::string>("label");
      }
    }
    EXPECT_EQ(winner.substr(0, winner.find(' ', 3)), c.get<std::string>("model.saturation.topology")) << winner;
    EXPECT_EQ(c.count("simulation"), 0u);
    EXPECT_FALSE(c.get<std::string>("thesis.statement").empty());
  }
}

}  // namespace
}  // namespace kncube::cli::testing
