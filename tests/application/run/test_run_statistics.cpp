// kncube run --stats / --stats-interval / --plots: the CSV files and the JSON "statistics" object
// with their fields, the two agreeing, the window's counts consistent with the run's own
// measurement (channel flits per delivered flit = mean hops; injected flits = offered load), the
// heat map drawn by gnuplot, and bad input refused with the usage line.
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <map>
#include <numeric>

#include "application/bad_input_case.h"
#include "application/json_output.h"
#include "application/kncube_process.h"
#include "application/test_sweep_folder.h"
#include "rtl_models/topology.h"

namespace kncube::cli::testing {
namespace {

std::vector<std::vector<std::string>> csv_rows(const std::string& text) {
  std::vector<std::vector<std::string>> rows;
  for (const auto& line : lines_of(text)) rows.push_back(csv_fields(line));
  return rows;
}

std::size_t column(const std::vector<std::string>& header, const std::string& name) {
  const auto it = std::find(header.begin(), header.end(), name);
  EXPECT_NE(it, header.end()) << name;
  return static_cast<std::size_t>(it - header.begin());
}

const std::vector<std::string> kRun = {"run", "--k", "4", "--directions", "bi", "--routing", "dor", "--vcs", "2", "--message-length", "8",
                                       "--rate", "0.02", "--warmup-messages", "1000", "--measure-messages", "4000"};

std::vector<std::string> with(std::vector<std::string> args, const std::vector<std::string>& more) {
  args.insert(args.end(), more.begin(), more.end());
  return args;
}

TEST(RunStatistics, CsvFilesAndJsonAgreeAndConserveFlits) {
  SweepFolder folder;
  const ProcessResult result = run_kncube(with(kRun, {"--stats", folder.path(), "--stats-interval", "50", "--format", "json"}));
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const auto json = parse_json(result.out);
  const auto stats = json.get_child("statistics");
  const std::int64_t cycles = stats.get<std::int64_t>("window.cycles");
  EXPECT_EQ(cycles, stats.get<std::int64_t>("window.last_cycle") - stats.get<std::int64_t>("window.first_cycle") + 1);
  EXPECT_GT(cycles, 1000);
  EXPECT_EQ(stats.get<int>("sample_interval"), 50);

  // channels.csv: 16 routers x (4 network outputs + 2 injection ports + ejection).
  const auto channels = csv_rows(folder.read("channels.csv"));
  ASSERT_EQ(channels.size(), 1u + 16u * 7u);
  const auto& h = channels[0];
  EXPECT_EQ(h, (std::vector<std::string>{"router", "port", "kind", "dimension", "direction", "flits", "utilisation", "busy_vcs"}));
  std::map<std::string, double> flits_by_kind;
  const auto json_channels = array_elements(stats.get_child("channels"));
  ASSERT_EQ(json_channels.size(), channels.size() - 1);
  for (std::size_t i = 1; i < channels.size(); ++i) {
    const auto& row = channels[i];
    const double flits = std::stod(row[column(h, "flits")]);
    flits_by_kind[row[column(h, "kind")]] += flits;
    EXPECT_NEAR(std::stod(row[column(h, "utilisation")]), flits / static_cast<double>(cycles), 1e-12);
    EXPECT_LE(std::stod(row[column(h, "utilisation")]), 1.0);
    const auto& j = json_channels[i - 1];
    EXPECT_EQ(j.get<std::string>("port"), row[column(h, "port")]);
    EXPECT_EQ(j.get<double>("flits"), flits);
  }
  // In the window, channel flits per ejected flit is the mean hop count of the traffic (the run's
  // measured "hops"), and injected flits per node and cycle the offered load in flits.
  const double hops = json.get<double>("measured.hops");
  EXPECT_NEAR(flits_by_kind["network"] / flits_by_kind["ejection"], hops, 0.03 * hops);
  EXPECT_NEAR(flits_by_kind["injection"] / 16.0 / static_cast<double>(cycles), json.get<double>("measured.offered_load"),
              0.05 * json.get<double>("measured.offered_load"));

  // routers.csv: the counters, grants never above requests, stalls = requests - grants.
  const auto routers = csv_rows(folder.read("routers.csv"));
  ASSERT_EQ(routers.size(), 17u);
  const auto& rh = routers[0];
  for (const char* field : {"buffer_writes", "buffer_reads", "vc_requests", "vc_grants", "sa_requests", "sa_grants",
                            "crossbar_traversals", "stall_no_vc", "stall_lost_sa", "stall_no_credit", "stall_link_busy"})
    column(rh, field);
  for (std::size_t i = 1; i < routers.size(); ++i) {
    auto get = [&](const char* name) { return std::stoll(routers[i][column(rh, name)]); };
    EXPECT_LE(get("vc_grants"), get("vc_requests"));
    EXPECT_LE(get("sa_grants"), get("sa_requests"));
    EXPECT_EQ(get("stall_no_vc"), get("vc_requests") - get("vc_grants"));
    EXPECT_EQ(get("stall_lost_sa"), get("sa_requests") - get("sa_grants"));
    EXPECT_EQ(get("crossbar_traversals"), get("sa_grants"));
    EXPECT_NEAR(static_cast<double>(get("buffer_writes")), static_cast<double>(get("buffer_reads")), 48.0);  // at most the 6 x 2 x 4 buffer slots
    EXPECT_EQ(stats.get_child("routers").size(), 16u);
  }

  // vcs.csv: 16 routers x 6 input ports x 2 VCs; vc_occupancy.csv one row per VC and sample.
  const auto vcs = csv_rows(folder.read("vcs.csv"));
  ASSERT_EQ(vcs.size(), 1u + 16u * 6u * 2u);
  EXPECT_EQ(vcs[0], (std::vector<std::string>{"router", "port", "vc", "mean_flits", "busy_fraction"}));
  const auto samples = array_elements(stats.get_child("vc_occupancy.cycles"));
  EXPECT_EQ(static_cast<std::int64_t>(samples.size()), cycles / 50);
  const auto occupancy = csv_rows(folder.read("vc_occupancy.csv"));
  EXPECT_EQ(occupancy[0], (std::vector<std::string>{"cycle", "router", "port", "vc", "flits"}));
  ASSERT_EQ(occupancy.size(), 1u + samples.size() * 192u);
  EXPECT_EQ(array_elements(stats.get_child("vc_occupancy.flits")).front().size(), 192u);

  // channels.csv's busy_vcs: the busy fractions of the VCs of the input port the channel feeds, at
  // the next router for a network channel (on this torus it enters through the port of its own
  // name), at its own router for an injection port; none for ejection.
  std::map<std::pair<std::string, std::string>, double> port_busy;  // (router, input port) -> sum over its VCs
  for (std::size_t i = 1; i < vcs.size(); ++i) port_busy[{vcs[i][0], vcs[i][1]}] += std::stod(vcs[i][4]);
  const rtl::TopologyGraph torus(Topology::torus, 4, 2, true);
  double network_busy = 0;
  for (std::size_t i = 1; i < channels.size(); ++i) {
    const auto& row = channels[i];
    const std::string kind = row[column(h, "kind")], busy = row[column(h, "busy_vcs")];
    SCOPED_TRACE("router " + row[0] + ", port " + row[1]);
    if (kind == "ejection") {
      EXPECT_EQ(busy, "");
      continue;
    }
    std::string router = row[0];
    if (kind == "network")
      for (const rtl::ChannelSpec& c : torus.channels())
        if (std::to_string(c.source) == row[0] && torus.port_name(c.source_port) == row[1]) router = std::to_string(c.sink);
    EXPECT_NE(router == row[0], kind == "network");
    EXPECT_NEAR(std::stod(busy), (port_busy[{router, row[1]}]), 1e-9);
    if (kind == "network") network_busy += std::stod(busy);
  }
  EXPECT_GT(network_busy, 1.0);  // VCs busy on average, summed over the channels
}

// vcs.csv's means are over every cycle of the window (the routers' running sums): with a sample
// every cycle the time series of vc_occupancy.csv has the same mean, VC by VC, on BookSim's router
// (whose flits stay two cycles in each buffer: something to count).
TEST(RunStatistics, VcMeansAreTheMeansOfEveryCycleOfTheWindow) {
  SweepFolder folder;
  const ProcessResult result = run_kncube({"run", "--k", "4", "--directions", "bi", "--routing", "dor", "--vcs", "2",
                                           "--message-length", "8", "--router", "booksim", "--rate", "0.03",
                                           "--warmup-cycles", "1000", "--measure-cycles", "400", "--stats", folder.path(),
                                           "--stats-interval", "1"});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const auto vcs = csv_rows(folder.read("vcs.csv"));
  const auto occupancy = csv_rows(folder.read("vc_occupancy.csv"));
  const std::size_t n = 16u * 5u * 2u;  // 16 routers x (4 network ports + 1 injection port: BookSim's) x 2 VCs
  ASSERT_EQ(vcs.size(), 1u + n);
  ASSERT_EQ(occupancy.size(), 1u + 400u * n);
  double total = 0;
  for (std::size_t vc = 0; vc < n; ++vc) {
    double sum = 0;
    for (std::size_t sample = 0; sample < 400; ++sample) {
      const auto& row = occupancy[1 + sample * n + vc];
      ASSERT_EQ(row[1], vcs[1 + vc][0]);  // the same router, port and VC
      ASSERT_EQ(row[2], vcs[1 + vc][1]);
      sum += std::stod(row[4]);
    }
    EXPECT_NEAR(std::stod(vcs[1 + vc][3]), sum / 400.0, 1e-9) << "VC row " << vc + 1;
    total += sum;
  }
  EXPECT_GT(total, 400.0);
}

// A window in cycles is counted exactly: cycles 1000 to 4999, samples every 100 cycles from its
// 100th on.
TEST(RunStatistics, WindowInCyclesIsExact) {
  SweepFolder folder;
  const ProcessResult result = run_kncube({"run", "--k", "4", "--directions", "bi", "--routing", "dor", "--vcs", "2",
                                           "--message-length", "8", "--rate", "0.02", "--warmup-cycles", "1000",
                                           "--measure-cycles", "4000", "--stats", folder.path(), "--stats-interval", "100",
                                           "--format", "json"});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const auto stats = parse_json(result.out).get_child("statistics");
  EXPECT_EQ(stats.get<std::int64_t>("window.first_cycle"), 1000);
  EXPECT_EQ(stats.get<std::int64_t>("window.last_cycle"), 4999);
  const auto cycles = array_elements(stats.get_child("vc_occupancy.cycles"));
  ASSERT_EQ(cycles.size(), 40u);
  EXPECT_EQ(cycles.front().get_value<std::int64_t>(), 1099);
  EXPECT_EQ(cycles.back().get_value<std::int64_t>(), 4999);
}

// The latency histogram, overall and per traffic class (hot-spot traffic has two), in the JSON and
// in latency_histogram.csv: every measured message in exactly one bin, the two outputs equal.
TEST(RunStatistics, LatencyHistogramPerClassCountsEveryMeasuredMessage) {
  SweepFolder folder;
  const ProcessResult result = run_kncube(with(kRun, {"--traffic", "hotspot", "--hotspot-fraction", "0.3", "--hotspot-node", "5",
                                                      "--stats", folder.path(), "--format", "json"}));
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const auto measured = parse_json(result.out).get_child("measured");
  const auto total_of = [](const boost::property_tree::ptree& bins) {
    std::int64_t total = 0;
    for (const auto& bin : array_elements(bins)) total += bin.get<std::int64_t>("messages");
    return total;
  };
  EXPECT_EQ(total_of(measured.get_child("latency_histogram")), 4000);
  std::map<std::string, std::int64_t> json_totals{{"all", 4000}};
  const auto classes = measured.get_child("classes");
  ASSERT_EQ(classes.size(), 2u);
  for (const auto& [name, entry] : classes) {
    EXPECT_EQ(total_of(entry.get_child("latency_histogram")), entry.get<std::int64_t>("messages")) << name;
    json_totals[name] = entry.get<std::int64_t>("messages");
  }
  const auto rows = csv_rows(folder.read("latency_histogram.csv"));
  ASSERT_GT(rows.size(), 3u);
  EXPECT_EQ(rows[0], (std::vector<std::string>{"class", "from", "to", "messages"}));
  std::map<std::string, std::int64_t> csv_totals;
  for (std::size_t i = 1; i < rows.size(); ++i) {
    EXPECT_LT(std::stod(rows[i][1]), std::stod(rows[i][2]));
    csv_totals[rows[i][0]] += std::stoll(rows[i][3]);
  }
  EXPECT_EQ(csv_totals, json_totals);
}

TEST(RunStatistics, LeftOutUnlessAskedFor) {
  const ProcessResult result = run_kncube(with(kRun, {"--format", "json"}));
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_FALSE(parse_json(result.out).get_child_optional("statistics"));
}

TEST(RunStatistics, HeatMapDrawnByGnuplot) {
  if (std::system("command -v gnuplot > /dev/null 2>&1") != 0) GTEST_SKIP() << "gnuplot is not installed";
  SweepFolder folder;
  const ProcessResult result = run_kncube(with(kRun, {"--plots", folder.path()}));
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const std::string png = folder.read("channel-utilisation.png");
  ASSERT_GT(png.size(), 10000u);
  EXPECT_EQ(png.substr(1, 3), "PNG");
  const std::string svg = folder.read("channel-utilisation.svg");
  EXPECT_NE(svg.find("<svg"), std::string::npos);
  // One panel per output direction, then injection and ejection.
  const std::string script = folder.read("channel-utilisation.gp");
  for (const char* title : {"x+ output (xp)", "x- output (xm)", "y+ output (yp)", "y- output (ym)", "injection", "ejection"})
    EXPECT_NE(script.find(title), std::string::npos) << title;
  EXPECT_FALSE(std::ifstream(folder.file("channels.csv")).good());  // --plots alone writes no CSV
}

TEST(RunStatistics, HeatMapOfAGraphlikeNetworkHasARowPerRouter) {
  if (std::system("command -v gnuplot > /dev/null 2>&1") != 0) GTEST_SKIP() << "gnuplot is not installed";
  SweepFolder folder;
  const ProcessResult result = run_kncube({"run", "--topology", "hypercube", "--n", "4", "--rate", "0.01",
                                           "--warmup-messages", "200", "--measure-messages", "1000", "--plots", folder.path()});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_NE(folder.read("channel-utilisation.gp").find("utilisation per router and output port"), std::string::npos);
  EXPECT_EQ(folder.read("channel-utilisation.png").substr(1, 3), "PNG");
}

class RunStatisticsBadInput : public ::testing::TestWithParam<BadInputCase> {};

TEST_P(RunStatisticsBadInput, IsRefusedWithTheUsageLine) {
  const BadInputCase& input = GetParam();
  const ProcessResult result = run_kncube(input.args);
  EXPECT_EQ(result.exit_code, 2) << result.err;
  EXPECT_NE(result.err.find("kncube: error: " + input.expected), std::string::npos) << result.err;
  EXPECT_EQ(lines_of(result.err).size(), 1u) << result.err;
}

INSTANTIATE_TEST_SUITE_P(
    Options, RunStatisticsBadInput,
    ::testing::Values(
        BadInputCase{{"run", "--rate", "0.01", "--stats", "/tmp", "--stats-interval", "0"},
                     "--stats-interval: 0 is not allowed; an integer from 1 to 1000000000"},
        BadInputCase{{"run", "--rate", "0.01", "--stats-interval", "10"},
                     "--stats-interval: 10 is not allowed; only together with --stats"},
        // The heat map does not use the samples: with --plots alone the interval changed nothing.
        BadInputCase{{"run", "--rate", "0.01", "--plots", "/tmp/kncube-never-plotted", "--stats-interval", "10"},
                     "--stats-interval: 10 is not allowed; only together with --stats"},
        BadInputCase{{"run", "--rate", "0.01", "--stats", "/dev/null"}, "--stats: /dev/null is not allowed; a folder"},
        BadInputCase{{"run", "--rate", "0.01", "--plots", "/proc/kncube-plots"}, "--plots: /proc/kncube-plots is not allowed; a folder"},
        BadInputCase{{"run", "--rate", "0.01", "--stats", ""}, "--stats: '' is not allowed; a folder path"},
        BadInputCase{{"run", "--topology", "hypercube", "--n", "4", "--switching", "circuit", "--rate", "0.01", "--stats", "/tmp"},
                     "--stats: /tmp is not allowed; only with wormhole switching"},
        BadInputCase{{"sweep", "--rates", "0.01", "--stats", "/tmp"}, "--stats is not an option of kncube sweep"}));

}  // namespace
}  // namespace kncube::cli::testing
