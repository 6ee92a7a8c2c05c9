// The control plane of circuit switching in the VCD (spec 04 B.1, issue 15): node 2's probes in
// the contention scenario of test_circuit_data_plane.cpp launch, reserve a first hop, are blocked
// after one hop and backtrack, cycle by cycle, until the second hop frees up; then the circuit is
// acknowledged and delivered. Values are stamped at their cycle's rising edge (cycle c at time 10c
// in units of 100 ps).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "analytical/vocabulary/config_error.h"
#include "rtl/circuit/circuit_fixture.h"
#include "traces/circuit_waveform_recorder.h"
#include "kncube_subprocess.h"
#include "vcd_reader.h"

namespace kncube::traces::testing {
namespace {

std::vector<std::int64_t> cycles_with(const VcdFile& vcd, const std::string& name, std::int64_t last_cycle) {
  std::vector<std::int64_t> cycles;
  for (std::int64_t c = 0; c <= last_cycle; ++c)
    if (vcd.at(name).value_at(10 * c, 0) == 1) cycles.push_back(c);
  return cycles;
}

TEST(CircuitVcd, ProbesBlocksBacktracksAndAcknowledgementsAreTraced) {
  const std::string vcd_path = ::testing::TempDir() + "kncube_circuit_control.vcd";
  {
    test::ScriptedCircuitNetwork sim(test::circuit_cube(2, 1, 4));
    CircuitWaveformRecorder recorder(sim.network, vcd_path, {2}, TraceWindow{0, 40});
    sim.network.submit(0, 1);
    sim.network.submit(3, 1);
    sim.run(1);
    sim.network.submit(2, 1);
    sim.run(40);
    recorder.close();
  }
  const VcdFile vcd = read_vcd(vcd_path);
  std::remove(vcd_path.c_str());
  ASSERT_TRUE(vcd.has("r2.inj0.block"));
  EXPECT_EQ(cycles_with(vcd, "r2.inj0.launch", 20), (std::vector<std::int64_t>{1, 3, 5, 7}));
  EXPECT_EQ(cycles_with(vcd, "r2.inj0.reserve", 20), (std::vector<std::int64_t>{1, 3, 5, 7, 8}));
  EXPECT_EQ(cycles_with(vcd, "r2.inj0.block", 20), (std::vector<std::int64_t>{2, 4, 6}));
  EXPECT_EQ(cycles_with(vcd, "r2.inj0.backtrack", 20), (std::vector<std::int64_t>{3, 5, 7}));
  EXPECT_EQ(cycles_with(vcd, "r2.inj0.arrive", 20), (std::vector<std::int64_t>{9}));
  EXPECT_EQ(cycles_with(vcd, "r2.inj0.ack", 20), (std::vector<std::int64_t>{11}));
  EXPECT_EQ(cycles_with(vcd, "r2.inj0.deliver", 20), (std::vector<std::int64_t>{17}));
  // Phases: probing 1, backtracking 2, acknowledging 3, transferring 4, idle 0.
  EXPECT_EQ(vcd.at("r2.inj0.phase").value_at(10 * 2), 2);
  EXPECT_EQ(vcd.at("r2.inj0.phase").value_at(10 * 9), 3);
  EXPECT_EQ(vcd.at("r2.inj0.phase").value_at(10 * 12), 4);
  EXPECT_EQ(vcd.at("r2.inj0.phase").value_at(10 * 17), 0);
  EXPECT_EQ(vcd.at("r2.inj0.msg").value_at(10 * 5), 2);
  // Node 2's channels hold its own circuit's first hop while it is reserved.
  EXPECT_EQ(vcd.at("r2.out_d0.busy_vcs").value_at(10 * 1) + vcd.at("r2.out_d1.busy_vcs").value_at(10 * 1), 1);
}

// The save file shows phases by name: the phase traces reference the circuit_phase filter file,
// whose lines name CircuitPhase's codes.
TEST(CircuitVcd, SaveFileTranslatesPhasesByName) {
  const std::string stem = ::testing::TempDir() + "kncube_circuit_names";
  {
    test::ScriptedCircuitNetwork sim(test::circuit_cube(2, 1, 4));
    CircuitWaveformRecorder recorder(sim.network, stem + ".vcd", {2}, TraceWindow{0, 10});
    recorder.write_save_file(stem + ".gtkw", stem + ".vcd");
    recorder.close();
  }
  const auto save = lines_of(file_content(stem + ".gtkw"));
  const auto phase =
      std::find_if(save.begin(), save.end(), [](const std::string& l) { return l.find("inj0.phase") != std::string::npos; });
  ASSERT_NE(phase, save.end());
  EXPECT_EQ(*(phase - 1), "^2 " + std::filesystem::absolute(stem + ".circuit_phase.txt").string());
  EXPECT_EQ(lines_of(file_content(stem + ".circuit_phase.txt")),
            (std::vector<std::string>{"# GTKWave translate filter written by kncube run --trace: circuit_phase codes",
                                      "0 idle", "1 probing", "2 backtracking", "3 acknowledging", "4 transferring"}));
  for (const char* suffix : {".vcd", ".gtkw", ".circuit_phase.txt", ".id.txt"}) std::remove((stem + suffix).c_str());
}

// A node's group is folded unless --trace-open names it (GTKWave's group-begin flag 1 << 23,
// folded 1 << 22); a port of a circuit node or an untraced node is refused.
TEST(CircuitVcd, NodeGroupsFoldedButThoseOpened) {
  const std::string stem = ::testing::TempDir() + "kncube_circuit_open";
  {
    test::ScriptedCircuitNetwork sim(test::circuit_cube(2, 1, 4));
    CircuitWaveformRecorder recorder(sim.network, stem + ".vcd", {0, 2}, TraceWindow{0, 10}, sc_core::sc_time(1, sc_core::SC_NS),
                                     {OpenGroup{2, ""}});
    recorder.write_save_file(stem + ".gtkw", stem + ".vcd");
    recorder.close();
  }
  std::map<std::string, bool> open;
  unsigned long flags = 0;
  for (const std::string& line : lines_of(file_content(stem + ".gtkw"))) {
    if (line.rfind("@", 0) == 0) flags = std::stoul(line.substr(1), nullptr, 16);
    if ((flags & (1ul << 23)) != 0 && line[0] == '-') open[line.substr(1)] = (flags & (1ul << 22)) == 0;
  }
  EXPECT_FALSE(open.at("r0"));
  EXPECT_TRUE(open.at("r2"));
  for (const char* suffix : {".vcd", ".gtkw", ".circuit_phase.txt", ".id.txt"}) std::remove((stem + suffix).c_str());
  test::ScriptedCircuitNetwork sim(test::circuit_cube(2, 1, 4));
  EXPECT_THROW(CircuitWaveformRecorder(sim.network, stem + ".vcd", {0}, TraceWindow{0, 10}, sc_core::sc_time(1, sc_core::SC_NS),
                                       {OpenGroup{0, "inj0"}}),
               kncube::ConfigError);
  EXPECT_THROW(CircuitWaveformRecorder(sim.network, stem + ".vcd", {0}, TraceWindow{0, 10}, sc_core::sc_time(1, sc_core::SC_NS),
                                       {OpenGroup{2, ""}}),
               kncube::ConfigError);
}

}  // namespace
}  // namespace kncube::traces::testing
