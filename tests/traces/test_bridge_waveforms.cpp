// Waveforms of the TLM bridge's networks (tlm/bridge/bridge_waveforms.h): a write and, a
// microsecond later, a read from node 0 to a memory two hops away on an 8x8 torus, traced on the
// routers of their path (0 -> 1 -> 2 and back). The VCDs are checked against what the bridge itself reports of the same
// transactions (NetworkReceipt: flits, generated and delivered cycles), the clock's stop while the
// platform is idle, the window, and GTKWave opening the save file where the traced cycles begin.

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "analytical/vocabulary/config_error.h"
#include "analytical/vocabulary/write_error.h"
#include "gtkwave_report.h"
#include "kncube_subprocess.h"
#include "tests/tlm/memory_target.h"
#include "tests/tlm/platform_fixture.h"
#include "tlm/bridge/bridge_waveforms.h"
#include "tlm/bridge/network_bridge.h"
#include "vcd_reader.h"

namespace kncube::traces::testing {
namespace {

constexpr std::int64_t kUnitsPerCycle = 10;  // the VCD's time unit is a tenth of the 1 ns cycle
constexpr unsigned kBytes = 32;              // one message of 1 + 4 flits

struct Access {
  tlm2::NetworkReceipt receipt;
  sc_core::sc_time end;
};

Access transport(tlm_utils::simple_initiator_socket<test::Initiators>& socket, tlm::tlm_command command,
                 std::vector<unsigned char>& data) {
  const tlm2::NetworkReceipt receipt = test::transport_with_receipt(socket, command, 0x80, data);
  return Access{receipt, sc_core::sc_time_stamp()};
}

// The platform, traced on routers 0, 1 and 2 over `window` (given out of order: the bridge sorts them).
struct TracedPlatform {
  tlm2::NetworkBridge<32> bridge;
  test::Initiators cpus{"cpus", 1};
  test::MemoryTarget<32> memory{"memory", 0x1000};
  tlm2::BridgeWaveforms waves;
  std::vector<Access> accesses;

  TracedPlatform(const std::string& stem, TraceWindow window)
      : bridge("bridge", test::torus(8), test::platform({0}, {2})), waves(bridge, stem, {2, 0, 1}, window) {
    cpus.sockets[0]->bind(bridge.target_socket(0));
    bridge.initiator_socket(0).bind(memory.socket);
    test::spawn([this] {
      std::vector<unsigned char> written = test::pattern(kBytes, 5), read(kBytes);
      sc_core::wait(sc_core::sc_time(100, sc_core::SC_NS));
      accesses.push_back(transport(*cpus.sockets[0], tlm::TLM_WRITE_COMMAND, written));
      sc_core::wait(sc_core::sc_time(1000, sc_core::SC_NS));
      accesses.push_back(transport(*cpus.sockets[0], tlm::TLM_READ_COMMAND, read));
      EXPECT_EQ(read, written);
    });
  }
};

// When the first traced cycle was evaluated (VCD units): the cycle number's first value past the
// -1 it starts with.
std::int64_t first_cycle_time(const VcdFile& vcd) {
  for (const auto& [time, value] : vcd.at("cycle").changes)
    if (value >= 0) return time;
  ADD_FAILURE() << "no cycle traced";
  return -1;
}

// Times (VCD units, one per cycle of simulated time up to the end) at which `name` reads 1.
std::vector<std::int64_t> times_set(const VcdFile& vcd, const std::string& name) {
  std::vector<std::int64_t> times;
  for (std::int64_t t = 0; t <= vcd.last_time; t += kUnitsPerCycle)
    if (vcd.at(name).value_at(t, 0) == 1) times.push_back(t);
  return times;
}

std::int64_t save_file_number(const std::string& gtkw_path, const std::string& key) {
  std::istringstream in(file_content(gtkw_path));
  for (std::string line; std::getline(in, line);)
    if (line.rfind(key + " ", 0) == 0) return std::stoll(line.substr(key.size() + 1));
  ADD_FAILURE() << gtkw_path << " has no " << key;
  return -1;
}

TEST(BridgeWaveforms, TheTraceShowsEachMessagesFlitsInTheCyclesTheBridgeReportsAndTheIdleClockStopped) {
  simulation::start_fresh_systemc_context();
  const ScratchDirectory scratch;
  TracedPlatform platform(scratch.file("platform"), TraceWindow{});
  sc_core::sc_start();  // returns: tracing adds no process that runs by itself
  platform.waves.close();
  ASSERT_EQ(platform.accesses.size(), 2u);
  const tlm2::NetworkReceipt& write = platform.accesses[0].receipt;
  const tlm2::NetworkReceipt& read = platform.accesses[1].receipt;
  ASSERT_EQ(write.request.flits, 5);
  ASSERT_EQ(read.response.flits, 5);

  // Requests go 0 -> 1 -> 2 through r1's x+ output, responses back through its x- output: every
  // flit crosses that link in a cycle of its own, inside its message's generated..delivered.
  const VcdFile requests = read_vcd(scratch.file("platform.requests.vcd"));
  const VcdFile responses = read_vcd(scratch.file("platform.responses.vcd"));
  const auto check_link = [](const VcdFile& vcd, const std::string& link, const tlm2::MessageRecord& first,
                             const tlm2::MessageRecord& second) {
    const std::vector<std::int64_t> times = times_set(vcd, link + ".valid");
    ASSERT_EQ(times.size(), static_cast<std::size_t>(first.flits + second.flits)) << link;
    for (std::size_t i = 0; i < times.size(); ++i) {
      const tlm2::MessageRecord& message = i < static_cast<std::size_t>(first.flits) ? first : second;
      const std::int64_t cycle = vcd.at("cycle").value_at(times[i]);
      EXPECT_GE(cycle, message.generated) << link << " flit " << i;
      EXPECT_LE(cycle, message.delivered) << link << " flit " << i;
    }
  };
  check_link(requests, "r1.out_xp.link", write.request, read.request);
  check_link(responses, "r1.out_xm.link", write.response, read.response);

  // The microsecond between the two transactions is on the time axis, not in the cycle count:
  // the read's flits cross at least 1000 cycles of time after the write's but far fewer evaluated
  // cycles later, and the clock does not move in between.
  const std::vector<std::int64_t> crossings = times_set(requests, "r1.out_xp.link.valid");
  const std::int64_t write_time = crossings.front(), read_time = crossings.back();
  EXPECT_GE(read_time - write_time, 1000 * kUnitsPerCycle);
  const std::int64_t cycles_between = requests.at("cycle").value_at(read_time) - requests.at("cycle").value_at(write_time);
  EXPECT_GT(cycles_between, 0);
  EXPECT_LT(cycles_between, 200);
  const sc_core::sc_time idle_from = platform.accesses[0].end + sc_core::sc_time(100, sc_core::SC_NS);
  const std::int64_t idle_start = static_cast<std::int64_t>(idle_from / sc_core::sc_time(100, sc_core::SC_PS));
  int clock_changes_while_idle = 0;
  for (const auto& [time, value] : requests.at("clock").changes)
    if (time > idle_start && time < idle_start + 800 * kUnitsPerCycle) ++clock_changes_while_idle;
  EXPECT_EQ(clock_changes_while_idle, 0);

  // The save files open the view where the first traced cycle was evaluated (after the 100 ns the
  // initiator waited), in picoseconds, and name their VCD by its absolute path.
  EXPECT_GE(first_cycle_time(requests), 100 * kUnitsPerCycle);
  EXPECT_EQ(save_file_number(scratch.file("platform.requests.gtkw"), "[timestart]"), first_cycle_time(requests) * 100);
  EXPECT_NE(file_content(scratch.file("platform.responses.gtkw")).find("[dumpfile] \"" + scratch.file("platform.responses.vcd")),
            std::string::npos);
}

TEST(BridgeWaveforms, AWindowOfEvaluatedCyclesEndsTheTraceAndTheRunStillEnds) {
  simulation::start_fresh_systemc_context();
  const ScratchDirectory scratch;
  TracedPlatform platform(scratch.file("early"), TraceWindow{0, 4});
  sc_core::sc_start();
  platform.waves.close();
  ASSERT_EQ(platform.accesses.size(), 2u);
  const VcdFile requests = read_vcd(scratch.file("early.requests.vcd"));
  // Cycles 0 to 3 and nothing after: not the write's last flits, nor the read a microsecond later.
  EXPECT_EQ(requests.at("cycle").changes.back().second, 3);
  EXPECT_LT(requests.last_time, first_cycle_time(requests) + 10 * kUnitsPerCycle);
  EXPECT_LT(times_set(requests, "r1.out_xp.link.valid").size(), 5u);
}

TEST(BridgeWaveforms, WhatCannotBeTracedIsRefusedNamingIt) {
  const ScratchDirectory scratch;
  const auto refusal = [&](tlm2::NetworkModel model, std::vector<rtl::NodeId> routers, TraceWindow window,
                           const std::string& stem) -> std::string {
    simulation::start_fresh_systemc_context();
    tlm2::TransportConfig config = test::torus(8);
    config.model = model;
    tlm2::NetworkBridge<32> bridge("bridge", config, test::platform({0}, {2}));
    try {
      tlm2::BridgeWaveforms waves(bridge, stem, std::move(routers), window);
    } catch (const std::exception& error) {
      return error.what();
    }
    return "accepted";
  };
  const std::string stem = scratch.file("x");
  EXPECT_NE(refusal(tlm2::NetworkModel::contention, {0}, {}, stem).find("--model: contention is not allowed"), std::string::npos);
  EXPECT_EQ(refusal(tlm2::NetworkModel::cycle_level, {0, 64}, {}, stem),
            "--waveform routers: 64 is not allowed; a node from 0 to 63");
  EXPECT_EQ(refusal(tlm2::NetworkModel::cycle_level, {3, 1, 3}, {}, stem), "--waveform routers: 3 is not allowed; each router once");
  EXPECT_EQ(refusal(tlm2::NetworkModel::cycle_level, {}, {}, stem), "--waveform routers: none is not allowed; at least one router to trace");
  EXPECT_NE(refusal(tlm2::NetworkModel::cycle_level, {0}, {10, 5}, stem).find("--waveform window: 10..5"), std::string::npos);
  EXPECT_NE(refusal(tlm2::NetworkModel::cycle_level, {0}, {}, scratch.file("missing/dir/x")).find("missing/dir/x.requests.vcd"),
            std::string::npos);
}

TEST(BridgeWaveforms, GtkwaveOpensTheSaveFileWhereTheTracedCyclesBegin) {
  if (!installed("xvfb-run")) GTEST_SKIP() << "xvfb-run is not installed (scripts/setup.sh installs the package xvfb)";
  ASSERT_TRUE(installed("gtkwave")) << "gtkwave is not installed (scripts/setup.sh installs it)";
  simulation::start_fresh_systemc_context();
  const ScratchDirectory scratch;
  {
    TracedPlatform platform(scratch.file("platform"), TraceWindow{});
    sc_core::sc_start();
    platform.waves.close();
  }
  const std::string report_path = scratch.file("gtkwave.report");
  ASSERT_EQ(run_gtkwave_check(scratch.file(""), "platform.requests.vcd", "platform.requests.gtkw", report_path), 0)
      << file_content(scratch.file("gtkwave.log"));
  GtkwaveReport report = read_gtkwave_report(report_path);
  ASSERT_EQ(report.count("end"), 1u) << file_content(report_path);
  const VcdFile requests = read_vcd(scratch.file("platform.requests.vcd"));
  EXPECT_EQ(std::stoul(report["facs"].at(0)), requests.variables.size());
  // GTKWave counts picoseconds; the view's left edge is the first traced cycle's time.
  EXPECT_EQ(std::stoll(report["window"].at(0)), first_cycle_time(requests) * 100);
}

}  // namespace
}  // namespace kncube::traces::testing
