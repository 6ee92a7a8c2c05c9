// kncube run --trace / --log-messages end to end, as a user runs them: the VCD is accepted by
// GTKWave's converter, the save file names every traced router, the waveform shows each followed
// message on exactly the links and cycles the hop log recorded, and nothing changes outside the
// window.
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "kncube_subprocess.h"
#include "vcd_reader.h"

namespace kncube::traces::testing {
namespace {

// A 4x4 bidirectional torus under light load, 4-flit messages: small, deterministic (seeded), and
// with enough traffic that messages meet.
std::vector<std::string> small_run(const std::string& vcd, std::vector<std::string> more = {}) {
  std::vector<std::string> args = {"run",  "--k", "4", "--n", "2", "--directions", "bi", "--rate", "0.03",
                                   "--message-length", "4", "--warmup-messages", "0", "--measure-messages", "60",
                                   "--batches", "10", "--format", "json", "--trace", vcd};
  args.insert(args.end(), more.begin(), more.end());
  return args;
}

struct Hop {
  std::int64_t cycle;
  int router;
  std::string out_port;
  int flit;
  bool operator<(const Hop& o) const {
    return std::tie(cycle, router, out_port, flit) < std::tie(o.cycle, o.router, o.out_port, o.flit);
  }
  bool operator==(const Hop& o) const { return !(*this < o) && !(o < *this); }
};

std::vector<std::string> fields(const std::string& line) {
  std::vector<std::string> out;
  std::stringstream in(line);
  for (std::string f; std::getline(in, f, ',');) out.push_back(f);
  return out;
}

// message -> its hops, from the CSV hop log.
std::map<std::int64_t, std::set<Hop>> read_hop_log(const std::string& path) {
  std::map<std::int64_t, std::set<Hop>> hops;
  const auto lines = lines_of(file_content(path));
  EXPECT_FALSE(lines.empty());
  EXPECT_EQ(lines.front(), "cycle,router,in_port,in_vc,out_port,out_vc,message,flit,kind,source,destination");
  for (std::size_t i = 1; i < lines.size(); ++i) {
    const auto f = fields(lines[i]);
    EXPECT_EQ(f.size(), 11u) << lines[i];
    if (f.size() != 11) continue;
    hops[std::stoll(f[6])].insert(Hop{std::stoll(f[0]), std::stoi(f[1]), f[4], std::stoi(f[7])});
  }
  return hops;
}

// Every (cycle, router, output, flit) at which the VCD shows `message` on an output link.
std::set<Hop> hops_in_vcd(const VcdFile& vcd, std::int64_t message) {
  std::set<Hop> hops;
  const std::int64_t cycles = vcd.last_time / 10 + 1;  // timescale 100 ps, 1 ns cycles
  for (const auto& [name, variable] : vcd.variables) {
    const std::string suffix = ".link.msg";
    if (name.size() < suffix.size() || name.compare(name.size() - suffix.size(), suffix.size(), suffix) != 0) continue;
    const std::string output = name.substr(0, name.size() - suffix.size());  // r5.out_xp
    const auto dot = output.find('.');
    const int router = std::stoi(output.substr(1, dot - 1));
    const std::string port = output.substr(dot + 5);  // after ".out_"
    const VcdVariable& flit = vcd.at(output + ".link.flit");
    for (std::int64_t c = 0; c < cycles; ++c)
      if (variable.value_at(c * 10) == message) hops.insert(Hop{c, router, port, static_cast<int>(flit.value_at(c * 10))});
  }
  return hops;
}

// The run went to its end (0 ok, or 3 when a run this short looks saturated to the statistics).
bool finished(const Outcome& run) { return run.exit_code == 0 || run.exit_code == 3; }

TEST(TraceRun, VcdIsAcceptedByGtkwavesConverter) {
  const ScratchDirectory scratch;
  const auto run = run_kncube(small_run(scratch.file("net.vcd")));
  ASSERT_TRUE(finished(run)) << run.exit_code << ": " << run.err;
  EXPECT_EQ(run.out.front(), '{') << "the report on stdout stays clean JSON";
  EXPECT_EQ(run_shell("vcd2fst " + scratch.file("net.vcd") + " " + scratch.file("net.fst") + " >/dev/null 2>&1"), 0)
      << "vcd2fst (package gtkwave, installed by scripts/setup.sh) rejected the VCD";
}

TEST(TraceRun, FollowingAMessageThroughTheVcdReproducesTheHopLog) {
  const ScratchDirectory scratch;
  const std::string vcd_path = scratch.file("net.vcd");
  const auto run = run_kncube(small_run(vcd_path, {"--log-messages", "3,11,25"}));
  ASSERT_TRUE(finished(run)) << run.exit_code << ": " << run.err;
  const auto logged = read_hop_log(scratch.file("net.hops.csv"));  // default: beside the trace
  const VcdFile vcd = read_vcd(vcd_path);
  ASSERT_EQ(logged.size(), 3u);
  for (const auto& [message, hops] : logged) {
    // Route: at least injection-side network hops plus the ejection; 4 flits per hop.
    EXPECT_EQ(hops.size() % 4, 0u) << "message " << message;
    const std::set<Hop> seen = hops_in_vcd(vcd, message);
    EXPECT_EQ(seen, hops) << "message " << message << ": the VCD shows it on " << seen.size()
                          << " (link, cycle) pairs, the hop log has " << hops.size();
  }
}

TEST(TraceRun, SaveFileListsEveryTracedRoutersGroupAndOnlyExistingSignals) {
  const ScratchDirectory scratch;
  const std::string vcd_path = scratch.file("net.vcd");
  const auto run = run_kncube(small_run(vcd_path, {"--trace-routers", "5,0,10"}));
  ASSERT_TRUE(finished(run)) << run.exit_code << ": " << run.err;
  const auto lines = lines_of(file_content(scratch.file("net.gtkw")));
  ASSERT_FALSE(lines.empty());
  const VcdFile vcd = read_vcd(vcd_path);
  std::set<std::string> router_groups;
  bool dumpfile = false;
  unsigned long flags = 0;
  for (const std::string& line : lines) {
    if (line.rfind("[dumpfile] ", 0) == 0) dumpfile = line.find("net.vcd\"") != std::string::npos;
    if (line.rfind("@", 0) == 0) flags = std::stoul(line.substr(1), nullptr, 16);
    const bool group_begins = (flags & (1ul << 23)) != 0;
    if (group_begins && line.size() > 2 && line[0] == '-' && line[1] == 'r' && line.find(' ') == std::string::npos)
      router_groups.insert(line.substr(1));
    if (line.rfind("SystemC.", 0) == 0 || line.rfind("+{", 0) == 0) {
      std::string name = line.substr(line.find("SystemC.") + 8);
      name = name.substr(0, name.find('['));
      EXPECT_TRUE(vcd.has(name)) << line;
    }
  }
  EXPECT_TRUE(dumpfile);
  EXPECT_EQ(router_groups, (std::set<std::string>{"r0", "r5", "r10"}));
  EXPECT_TRUE(vcd.has("r5.in_xp.vc1.occupancy"));
  EXPECT_FALSE(vcd.has("r1.in_xp.vc1.occupancy")) << "router 1 was not asked for";
}

// Groups start folded but those --trace-open names; every coded signal goes through a translate
// filter file that exists beside the save file and lists its codes by name.
TEST(TraceRun, SaveFileFoldsAllButTheOpenedGroupsAndTranslatesCodes) {
  const ScratchDirectory scratch;
  const auto run = run_kncube(small_run(scratch.file("net.vcd"), {"--trace-routers", "5,6", "--trace-open", "r6,r5.in_xp"}));
  ASSERT_TRUE(finished(run)) << run.exit_code << ": " << run.err;
  std::map<std::string, bool> open;  // group title -> expanded
  std::map<std::string, std::string> filter_of;  // signal -> filter file
  unsigned long flags = 0;
  std::string filter;
  for (const std::string& line : lines_of(file_content(scratch.file("net.gtkw")))) {
    if (line.rfind("@", 0) == 0) flags = std::stoul(line.substr(1), nullptr, 16);
    if (line.rfind("^", 0) == 0) filter = line.substr(line.find(' ') + 1);
    if ((flags & (1ul << 23)) != 0 && line[0] == '-') open[line.substr(1)] = (flags & (1ul << 22)) == 0;
    if (line.rfind("+{", 0) == 0 || line.rfind("SystemC.", 0) == 0) {
      const std::string name = line.substr(line.find("SystemC.") + 8);
      if ((flags & (1ul << 13)) != 0) filter_of[name.substr(0, name.find('['))] = filter;
      filter.clear();
    }
  }
  EXPECT_TRUE(open.at("r6"));
  EXPECT_FALSE(open.at("r6 in_xp")) << "rN opens the router, not its ports";
  EXPECT_TRUE(open.at("r5"));
  EXPECT_TRUE(open.at("r5 in_xp"));
  EXPECT_FALSE(open.at("r5 in_xm"));
  EXPECT_FALSE(open.at("r5 out_xp"));

  ASSERT_EQ(filter_of.count("r5.in_xp.vc0.state"), 1u);
  EXPECT_EQ(filter_of.at("r5.in_xp.vc0.state"), scratch.file("net.vc_state.txt"));
  EXPECT_EQ(filter_of.at("r5.out_xp.link.kind"), scratch.file("net.flit_kind.txt"));
  EXPECT_EQ(filter_of.at("r5.out_xp.sa.in_port"), scratch.file("net.input_port.txt"));
  EXPECT_EQ(filter_of.at("r5.in_xp.vc0.out_port"), scratch.file("net.output_port.txt"));
  EXPECT_EQ(filter_of.at("r5.out_xp.link.msg"), scratch.file("net.id.txt"));
  EXPECT_EQ(filter_of.count("r5.in_xp.vc0.occupancy"), 0u) << "counts stay numbers";
  EXPECT_EQ(filter_of.count("cycle"), 0u);
  EXPECT_EQ(lines_of(file_content(scratch.file("net.vc_state.txt"))),
            (std::vector<std::string>{"# GTKWave translate filter written by kncube run --trace: vc_state codes",
                                      "0 idle", "1 routing", "2 vc_alloc", "3 active"}));
  EXPECT_EQ(lines_of(file_content(scratch.file("net.flit_kind.txt"))),
            (std::vector<std::string>{"# GTKWave translate filter written by kncube run --trace: flit_kind codes",
                                      "-1 -", "0 head", "1 body", "2 tail", "3 head_tail"}));
  const auto outputs = lines_of(file_content(scratch.file("net.output_port.txt")));
  EXPECT_EQ(outputs, (std::vector<std::string>{"# GTKWave translate filter written by kncube run --trace: output_port codes",
                                              "-1 -", "0 xp", "1 xm", "2 yp", "3 ym", "4 pe"}));
}

TEST(TraceRun, NothingChangesOutsideTheWindow) {
  const ScratchDirectory scratch;
  const std::string vcd_path = scratch.file("net.vcd");
  const auto run = run_kncube(small_run(vcd_path, {"--trace-window", "100:140"}));
  ASSERT_TRUE(finished(run)) << run.exit_code << ": " << run.err;
  const VcdFile vcd = read_vcd(vcd_path);
  int inside = 0;
  for (const auto& [name, variable] : vcd.variables) {
    for (const auto& [time, value] : variable.changes) {
      if (time == 0) continue;  // the initial dump
      EXPECT_GE(time, 1000) << name;
      EXPECT_LE(time, 1400) << name << " (at the window's end everything returns to its reset value)";
      ++inside;
    }
  }
  EXPECT_GT(inside, 0);
  EXPECT_EQ(vcd.at("cycle").value_at(1000), 100);
  EXPECT_EQ(vcd.at("cycle").value_at(1395), 139);
}

// Message 99999999 is never generated: the log has no line for it, and the run says so.
TEST(TraceRun, HopLogCanGoToAFileOfItsOwnWithoutAWaveform) {
  const ScratchDirectory scratch;
  const auto run = run_kncube({"run", "--k", "4", "--n", "2", "--rate", "0.02", "--warmup-messages", "0",
                               "--measure-messages", "20", "--batches", "10", "--log-messages", "2,99999999",
                               "--log-file", scratch.file("two.csv")});
  ASSERT_TRUE(finished(run)) << run.exit_code << ": " << run.err;
  EXPECT_NE(run.err.find("--log-messages: message 99999999 never crossed a router in this run"), std::string::npos)
      << run.err;
  EXPECT_EQ(run.err.find("message 2 "), std::string::npos) << run.err;
  const auto lines = lines_of(file_content(scratch.file("two.csv")));
  ASSERT_GE(lines.size(), 2u);
  for (std::size_t i = 1; i < lines.size(); ++i) EXPECT_EQ(fields(lines[i])[6], "2") << lines[i];
  EXPECT_EQ(fields(lines.back())[4], "pe") << "the last traversal ejects the tail";
}

}  // namespace
}  // namespace kncube::traces::testing
