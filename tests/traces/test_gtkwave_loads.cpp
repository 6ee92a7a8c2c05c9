// The trace of a followed message opened by GTKWave itself, headless under Xvfb, with a Tcl
// script (gtkwave_check.tcl) that reports what GTKWave loaded: every VCD variable, the groups
// folded, the markers at the message's injection and delivery, coded values shown by name
// through the translate filter files, and a zoom at which a cycle is wide enough for its number.
// Skipped only when xvfb-run is not installed (scripts/setup.sh installs it with gtkwave).
#include <gtest/gtest.h>

#include <cstdlib>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "gtkwave_report.h"
#include "kncube_subprocess.h"
#include "vcd_reader.h"

namespace kncube::traces::testing {
namespace {

constexpr const char* kFollowed = "11";

double number(const GtkwaveReport& report, const std::string& key, std::size_t i = 0) {
  const auto found = report.find(key);
  if (found == report.end() || found->second.size() <= i) {
    ADD_FAILURE() << "the GTKWave report has no " << key;
    return -1;
  }
  return std::stod(found->second[i]);
}

// The followed message's switch traversals in the hop log: (cycle, router).
std::vector<std::pair<long long, int>> hops_of(const std::string& hop_log) {
  std::vector<std::pair<long long, int>> hops;
  const auto lines = lines_of(file_content(hop_log));
  for (std::size_t i = 1; i < lines.size(); ++i) {
    std::vector<std::string> f;
    std::stringstream in(lines[i]);
    for (std::string field; std::getline(in, field, ',');) f.push_back(field);
    hops.emplace_back(std::stoll(f[0]), std::stoi(f[1]));
  }
  return hops;
}

TEST(GtkwaveLoads, AFollowedMessagesTraceOpensWithNamesMarkersAndReadableCycles) {
  if (!installed("xvfb-run")) GTEST_SKIP() << "xvfb-run is not installed (scripts/setup.sh installs the package xvfb)";
  ASSERT_TRUE(installed("gtkwave")) << "gtkwave is not installed (scripts/setup.sh installs it)";
  const ScratchDirectory scratch;
  const std::string vcd_path = scratch.file("net.vcd");
  const auto run = run_kncube({"run", "--k", "4", "--n", "2", "--directions", "bi", "--rate", "0.03",
                               "--message-length", "4", "--warmup-messages", "0", "--measure-messages", "60",
                               "--batches", "10", "--pipeline", "4stage", "--format", "json", "--trace", vcd_path,
                               "--trace-message", kFollowed, "--log-messages", kFollowed});
  ASSERT_TRUE(run.exit_code == 0 || run.exit_code == 3) << run.exit_code << ": " << run.err;

  const std::string report_path = scratch.file("gtkwave.report");
  ASSERT_EQ(run_gtkwave_check(scratch.file(""), "net.vcd", "net.gtkw", report_path), 0) << "gtkwave failed or hung; its output:\n" << file_content(scratch.file("gtkwave.log"));
  const std::string log = file_content(scratch.file("gtkwave.log"));
  EXPECT_EQ(log.find("rror"), std::string::npos) << log;
  EXPECT_EQ(log.find("annot"), std::string::npos) << log;  // "Cannot ..." / "cannot open"
  const auto report = read_gtkwave_report(report_path);
  ASSERT_EQ(report.count("end"), 1u) << "the check script stopped early:\n" << file_content(report_path) << log;

  // Every VCD variable loaded; the save file's groups folded, so fewer rows show than exist.
  const VcdFile vcd = read_vcd(vcd_path);
  EXPECT_EQ(number(report, "facs"), static_cast<double>(vcd.variables.size()));
  EXPECT_GT(number(report, "traces"), number(report, "visible"));

  // Markers: A (also the primary marker) at the injection, before the head's first traversal; B at
  // the delivery, not before the tail's last one. GTKWave counts picoseconds, 1000 per cycle.
  const auto hops = hops_of(scratch.file("net.hops.csv"));
  ASSERT_FALSE(hops.empty());
  const double injection = number(report, "named_a") / 1000.0;
  const double delivery = number(report, "named_b") / 1000.0;
  EXPECT_EQ(number(report, "marker"), number(report, "named_a"));
  EXPECT_GE(injection, 0.0);
  EXPECT_LE(injection, static_cast<double>(hops.front().first));
  EXPECT_GE(delivery, static_cast<double>(hops.back().first));
  // The traced routers are those on the path, and nothing else.
  std::set<int> path;
  for (const auto& [cycle, router] : hops) path.insert(router);
  std::set<int> traced;
  for (const auto& [name, variable] : vcd.variables)
    if (name.size() > 1 && name[0] == 'r' && name.find(".in_") != std::string::npos)
      traced.insert(std::stoi(name.substr(1, name.find('.') - 1)));
  EXPECT_EQ(traced, path);

  // Filtered traces show names: at least one VC state name at the injection, no raw -1 anywhere.
  EXPECT_GT(number(report, "filtered"), 0.0);
  const auto values = report.find("values");
  ASSERT_NE(values, report.end());
  const std::set<std::string> shown(values->second.begin(), values->second.end());
  EXPECT_EQ(shown.count("-1"), 0u) << "a -1 escaped its filter";
  bool state_name = false;
  for (const char* state : {"idle", "routing", "vc_alloc", "active"}) state_name = state_name || shown.count(state) > 0;
  EXPECT_TRUE(state_name) << "no VC state shown by name";

  // Readable cycle numbers: at least 40 pixels per cycle at the saved zoom.
  const double start = number(report, "window", 0);
  const double end = number(report, "window", 1);
  const double width = number(report, "window", 2);
  ASSERT_GT(end, start);
  EXPECT_GE(width * 1000.0 / (end - start), 40.0);
}

}  // namespace
}  // namespace kncube::traces::testing
