// Golden check: one message through a 3x3 bidirectional torus with the ideal pipeline, every
// router traced. The VCD (less its $date and $version sections) must equal the checked-in file,
// so any change to names, scopes, encodings or sampling times shows up as a diff to review.
// After an intended change: KNCUBE_UPDATE_GOLDEN=1 ./trace_tests --gtest_filter='GoldenVcd.*'
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <string>

#include "kncube_subprocess.h"
#include "rtl/network_fixture.h"
#include "traces/default_trace_routers.h"
#include "traces/waveform_recorder.h"
#include "vcd_reader.h"

namespace kncube::traces::testing {
namespace {

const char* const kGolden = KNCUBE_SOURCE_DIR "/tests/traces/golden/one_message_3x3.vcd";

rtl::NetworkConfig tiny_torus() {
  rtl::NetworkConfig config;
  config.spec.topology = Topology::torus;
  config.spec.k = 3;
  config.spec.n = 2;
  config.spec.directions = Directions::bi;
  config.spec.routing = Routing::dor;
  config.spec.vcs = 2;
  config.spec.message_length = 3;
  config.router.preset = rtl::PipelinePreset::ideal;
  config.router.delays = rtl::delays_for(config.router.preset);
  rtl::validate(config);
  return config;
}

// One message from node 0, generated at cycle 2, to node 8 (two hops, both over wrap-around
// links), traced whole for 24 cycles.
std::string write_one_message_vcd(const ScratchDirectory& scratch) {
  const std::string path = scratch.file("one_message.vcd");
  test::OneArrival arrivals(0, 2.0);
  test::FixedDestination traffic(8);
  test::RecordingObserver observer;
  test::SimulatedNetwork sim(tiny_torus(), arrivals, traffic, observer);
  {
    WaveformRecorder recorder(sim.network, path, default_trace_routers(sim.network.topology()), TraceWindow{});
    for (rtl::NodeId node = 0; node < sim.network.node_count(); ++node)
      sim.network.set_flit_observer(node, recorder.flit_observer(node));
    sim.run(24);
    recorder.close();
  }
  EXPECT_EQ(observer.delivered.size(), 1u);
  return path;
}

TEST(GoldenVcd, OneMessageThroughA3x3TorusMatchesTheCheckedInFile) {
  const ScratchDirectory scratch;
  const std::string vcd = vcd_without_date_and_version(write_one_message_vcd(scratch));
  if (std::getenv("KNCUBE_UPDATE_GOLDEN") != nullptr) {
    std::ofstream(kGolden) << vcd;
    GTEST_SKIP() << "golden file rewritten: " << kGolden;
  }
  const std::string golden = file_content(kGolden);
  ASSERT_FALSE(golden.empty()) << "missing " << kGolden;
  EXPECT_EQ(vcd, golden) << "the VCD changed; if intended, regenerate the golden file (see the top of this test)";
}

TEST(GoldenVcd, TheMessageCrossesTheExpectedLinksAtTheExpectedCycles) {
  // Independent of the golden file: node 0 = (0,0) to node 8 = (2,2) in a 3-ary torus goes one
  // hop down in y (to node 6), then one hop down in x (to node 8): dimension order resolves the
  // highest dimension first. Ideal pipeline: generated at 2, through the injection channel (1
  // cycle), so the head leaves router 0 at 3, router 6 at 4, and is ejected at router 8 at 5; the
  // body and tail follow one cycle apart.
  const ScratchDirectory scratch;
  const VcdFile vcd = read_vcd(write_one_message_vcd(scratch));
  const auto on_link = [&](const std::string& output, int cycle) {
    return vcd.at(output + ".link.msg").value_at(cycle * 10);
  };
  for (int flit = 0; flit < 3; ++flit) {
    EXPECT_EQ(on_link("r0.out_ym", 3 + flit), 0) << "flit " << flit;
    EXPECT_EQ(on_link("r6.out_xm", 4 + flit), 0) << "flit " << flit;
    EXPECT_EQ(on_link("r8.out_pe", 5 + flit), 0) << "flit " << flit;
    EXPECT_EQ(vcd.at("r0.out_ym.link.flit").value_at((3 + flit) * 10), flit);
    EXPECT_EQ(vcd.at("r0.out_ym.link.kind").value_at((3 + flit) * 10), flit == 0 ? 0 : flit == 1 ? 1 : 2);
    EXPECT_EQ(vcd.at("r0.out_ym.link.valid").value_at((3 + flit) * 10), 1);
  }
  EXPECT_EQ(on_link("r0.out_ym", 6), -1) << "the wire is empty after the tail";
  EXPECT_EQ(vcd.at("r0.out_ym.link.valid").value_at(60), 0);
  // The VC allocator granted output VC 0 of ym to the head in the cycle it left (ideal pipeline),
  // and only then; the switch allocator granted the same input for all three flits.
  EXPECT_NE(vcd.at("r0.out_ym.vc0.va_in_port").value_at(30), -1);
  EXPECT_EQ(vcd.at("r0.out_ym.vc0.va_in_port").value_at(40), -1);
  EXPECT_EQ(vcd.at("r0.out_ym.sa.in_port").value_at(50), vcd.at("r0.out_ym.vc0.va_in_port").value_at(30));
  EXPECT_EQ(vcd.at("r0.out_ym.xbar_in").value_at(50), vcd.at("r0.out_ym.vc0.va_in_port").value_at(30));
  EXPECT_EQ(vcd.at("r6.out_xm.vc0.va_in_port").value_at(40), vcd.at("r6.out_xm.sa.in_port").value_at(40));
  // Credits: the three flits each took one of ym VC0's credits at r0 and they come back one cycle
  // after each flit left r6's buffer (credit delay 1), so the count dips and recovers.
  const int depth = static_cast<int>(vcd.at("r0.out_ym.vc0.credits").value_at(0));
  EXPECT_EQ(vcd.at("r0.out_ym.vc0.credits").value_at(30), depth - 1);
  EXPECT_EQ(vcd.at("r0.out_ym.vc0.credits_returned").value_at(50), 1);
  EXPECT_EQ(vcd.at("r0.out_ym.vc0.credits").value_at(100), depth);
  EXPECT_EQ(vcd.at("cycle").value_at(230), 23);
  EXPECT_EQ(vcd.at("clock").value_at(230), 1);
  EXPECT_EQ(vcd.at("clock").value_at(235), 0);
}

}  // namespace
}  // namespace kncube::traces::testing
