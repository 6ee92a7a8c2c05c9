// kncube compare --study dally: Dally's TABLE I and optimal dimensions (spec 03 §2.4, §2.10) as the
// analytical library computes them, next to the published values, with one plot per N.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "analytical/dally/dally_contention.h"
#include "analytical/dally/dally_throughput.h"
#include "analytical/dally/dally_wire_delay.h"
#include "application/json_output.h"
#include "application/kncube_process.h"
#include "application/test_sweep_folder.h"

namespace kncube::cli::testing {
namespace {

using boost::property_tree::ptree;

double number(const ptree& tree, const std::string& path) { return std::strtod(tree.get<std::string>(path).c_str(), nullptr); }

std::vector<double> numbers(const ptree& array) {
  std::vector<double> values;
  for (const auto& element : array_elements(array)) values.push_back(std::strtod(element.data().c_str(), nullptr));
  return values;
}

TEST(CompareDally, TableOneEqualsTheLibraryNextToThePaper) {
  SweepFolder folder;
  const ProcessResult result = run_kncube({"compare", "--study", "dally", "--format", "json", "--output", folder.path()});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const ptree json = parse_json(result.out);
  const auto rows = array_elements(json.get_child("table_one.rows"));
  ASSERT_EQ(rows.size(), 8u);
  const double paper_throughput[] = {0.36, 0.41, 0.43, 0.35, 0.31, 0.31, 0.36, 0.41};
  const double paper_first_latency[] = {46.1, 128, 233, 70.7, 55.2, 79.9, 135, 241};
  const std::vector<double> loads = numbers(json.get_child("table_one.loads"));
  ASSERT_EQ(loads, (std::vector<double>{0.1, 0.2, 0.3}));
  for (std::size_t r = 0; r < rows.size(); ++r) {
    const int k = rows[r].get<int>("k");
    const int n = rows[r].get<int>("n");
    const std::vector<double> latency = numbers(rows[r].get_child("latency"));
    ASSERT_EQ(latency.size(), 3u);
    for (std::size_t i = 0; i < 3; ++i)
      EXPECT_EQ(latency[i], analytical::dally_latency(k, n, 200.0, k / 2.0, loads[i]).latency) << k << "-ary " << n << "-cube";
    const analytical::DallyThroughput throughput = analytical::dally_max_throughput(k, n, 200.0, k / 2.0);
    EXPECT_EQ(number(rows[r], "max_throughput"), throughput.bits_per_cycle);
    EXPECT_EQ(rows[r].get<std::string>("limit"), throughput.limit == analytical::DallyLimit::source ? "src" : "sing");
    EXPECT_EQ(number(rows[r], "paper_max_throughput"), paper_throughput[r]);
    EXPECT_EQ(numbers(rows[r].get_child("paper_latency"))[0], paper_first_latency[r]);
  }
  EXPECT_EQ(rows[0].get<std::string>("size"), "1K");
  EXPECT_EQ(rows[7].get<std::string>("size"), "4K");
}

TEST(CompareDally, OptimalDimensionsOfTheThreeWireDelayModels) {
  SweepFolder folder;
  const ProcessResult result = run_kncube({"compare", "--study", "dally", "--format", "json", "--output", folder.path()});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const auto studies = array_elements(parse_json(result.out).get_child("optimal_dimension.studies"));
  ASSERT_EQ(studies.size(), 3u);
  const double nodes[] = {256, 16384, 1048576};
  const int paper[3][3] = {{2, 2, 2}, {4, 3, 2}, {5, 5, 2}};  // spec 03 §2.4: constant, logarithmic, linear
  const analytical::DallyDelayModel models[] = {analytical::DallyDelayModel::constant,
                                                analytical::DallyDelayModel::logarithmic,
                                                analytical::DallyDelayModel::linear};
  for (std::size_t s = 0; s < 3; ++s) {
    EXPECT_EQ(number(studies[s], "nodes"), nodes[s]);
    const auto curves = array_elements(studies[s].get_child("models"));
    ASSERT_EQ(curves.size(), 3u);
    for (std::size_t m = 0; m < 3; ++m) {
      const analytical::DallyDimensionSweep sweep = analytical::dally_latency_by_dimension(nodes[s], 150.0, models[m]);
      EXPECT_EQ(curves[m].get<int>("best_dimension"), sweep.best_dimension);
      EXPECT_EQ(curves[m].get<int>("best_dimension"), paper[s][m]) << nodes[s] << " model " << m;
      EXPECT_EQ(curves[m].get<int>("paper_best_dimension"), paper[s][m]);
      const auto points = array_elements(curves[m].get_child("points"));
      ASSERT_EQ(points.size(), sweep.points.size());
      for (std::size_t i = 0; i < points.size(); ++i) EXPECT_EQ(number(points[i], "latency"), sweep.points[i].latency);
    }
  }
  // 16K, constant delay: n = 2, 3, 4, 5 give 129, 48, 47, 58 cycles (spec 03 §2.4).
  const auto constant16k = array_elements(array_elements(studies[1].get_child("models"))[0].get_child("points"));
  const double expected[] = {129, 48, 47, 58};
  for (std::size_t i = 0; i < 4; ++i) EXPECT_NEAR(number(constant16k[i], "latency"), expected[i], 0.5);
}

TEST(CompareDally, TableFormatPrintsOursNextToThePaperAndOnePlotPerN) {
  SweepFolder folder;
  const ProcessResult result = run_kncube({"compare", "--study", "dally", "--output", folder.path()});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  for (const char* cell : {"46.19 / 46.1", "50.52 / 50.5", "59.39 / 59.3", "0.364 / 0.36", "0.463 / 0.43", "316.87 / 317",
                           "4 / 4 (", "3 / 3 (", "5 / 5 ("})
    EXPECT_NE(result.out.find(cell), std::string::npos) << cell;
  for (const char* label : {"256", "16K", "1M"}) {
    const std::string script = folder.read(std::string("dally-N") + label + ".gp");
    EXPECT_NE(script.find("$delay0 << EOD"), std::string::npos);
    EXPECT_NE(script.find("$delay2 << EOD"), std::string::npos);
    EXPECT_NE(script.find(std::string("set title 'N = ") + label), std::string::npos);
  }
  EXPECT_NE(folder.read("dally.csv").find("table_one,1K,32,2,latency_at_0.1,"), std::string::npos);
}

}  // namespace
}  // namespace kncube::cli::testing
