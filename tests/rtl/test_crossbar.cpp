// Crossbar: one flit per output per cycle (the unlimited ejection output excepted), and the
// per-cycle configuration it keeps for tracing. Also the router's configuration presets.
#include <gtest/gtest.h>

#include <stdexcept>

#include "rtl_models/crossbar.h"
#include "rtl_models/input_unit.h"
#include "rtl_models/router_config.h"

namespace kncube::test {
namespace {

TEST(Crossbar, OneFlitPerOutputPerCycle) {
  const int ports = 5;
  for (int unlimited : {-1, 4}) {
    rtl::Crossbar crossbar(ports, ports, unlimited);
    for (int o = 0; o < ports; ++o) EXPECT_EQ(crossbar.input_of(o, 0), -1) << "nothing connected yet";
    for (rtl::Cycle now = 0; now < 6; ++now) {
      // Every input to a different output: a permutation is always allowed.
      for (int i = 0; i < ports; ++i) EXPECT_NO_THROW(crossbar.connect(i, static_cast<int>((i + now) % ports), now));
      for (int o = 0; o < ports; ++o) {
        EXPECT_EQ(crossbar.input_of(o, now), static_cast<int>((o - now % ports + ports) % ports));
        EXPECT_EQ(crossbar.input_of(o, now + 1), -1) << "a configuration holds for its cycle only";
      }
      // A second flit for any output in the same cycle is refused, except on the unlimited output.
      for (int o = 0; o < ports; ++o) {
        if (o == unlimited) {
          EXPECT_NO_THROW(crossbar.connect((o + 1) % ports, o, now));
          EXPECT_EQ(crossbar.input_of(o, now), (o + 1) % ports) << "the last input is kept for tracing";
        } else {
          EXPECT_THROW(crossbar.connect((o + 1) % ports, o, now), std::logic_error);
        }
      }
    }
  }
}

TEST(RouterConfig, PresetsAndNames) {
  const rtl::PipelineDelays ideal = rtl::delays_for(rtl::PipelinePreset::ideal);
  EXPECT_EQ(ideal.router_latency(), 0);
  EXPECT_EQ(ideal.credit, 1);
  const rtl::PipelineDelays four = rtl::delays_for(rtl::PipelinePreset::four_stage);
  EXPECT_EQ(four.route, 1);
  EXPECT_EQ(four.vc_alloc, 1);
  EXPECT_EQ(four.sw_alloc, 1);
  EXPECT_EQ(four.crossbar, 1);
  EXPECT_EQ(four.router_latency(), 4);
  rtl::PipelineDelays custom;
  custom.route = 2;
  custom.vc_alloc = 3;
  custom.sw_alloc = 5;
  custom.crossbar = 7;
  EXPECT_EQ(custom.router_latency(), 17);
  EXPECT_EQ(rtl::to_string(rtl::PipelinePreset::ideal), "ideal");
  EXPECT_EQ(rtl::to_string(rtl::PipelinePreset::four_stage), "4stage");
  EXPECT_EQ(rtl::to_string(rtl::PipelinePreset::custom), "custom");
  EXPECT_EQ(rtl::to_string(rtl::VcRelease::tail_sent), "tail-sent");
  EXPECT_EQ(rtl::to_string(rtl::VcRelease::tail_credit), "tail-credit");
  EXPECT_EQ(rtl::to_string(rtl::EjectionKind::unlimited), "unlimited");
  EXPECT_EQ(rtl::to_string(rtl::EjectionKind::single_port), "1");
  EXPECT_STREQ(rtl::to_string(rtl::VcState::idle), "idle");
  EXPECT_STREQ(rtl::to_string(rtl::VcState::routing), "routing");
  EXPECT_STREQ(rtl::to_string(rtl::VcState::vc_alloc), "vc_alloc");
  EXPECT_STREQ(rtl::to_string(rtl::VcState::active), "active");
}

}  // namespace
}  // namespace kncube::test
