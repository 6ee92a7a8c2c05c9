// Spec 02 §6.5 (hot-spot rows: literal, variant=paper, shift=1, away=True ), the
// A-11 uniform-limit figures and the §4 claims for the 10-ary 3-cube.
#include <gtest/gtest.h>

#include <memory>
#include <vector>

#include "analytical/hotspot/hotspot_model.h"
#include "test_hotspot_support.h"

namespace kncube::analytical {
namespace {

using hotspot_test::matches_printed;
using hotspot_test::near_relative;

enum class Option { literal, paper, shift, away };

struct SensitivityRow {
  const char* config;
  NetworkSpec spec;
  Option option;
  double saturation;
  double rate_at_0_6, rate_at_0_9;
  const char* latency_at_0_6;
  const char* latency_at_0_9;  // "sat": the model must refuse a number
};

std::unique_ptr<PreparedModel> prepare(const NetworkSpec& spec, Option option) {
  ModelSwitches switches;
  switches.hotspot_shift = option == Option::shift;
  switches.hotspot_away = option == Option::away;
  const auto model = option == Option::paper ? make_hotspot_paper_model() : make_hotspot_thesis_model();
  return model->prepare(spec, switches);
}

const std::vector<SensitivityRow>& sensitivity_rows() {
  using hotspot_test::hypercube;
  using hotspot_test::torus;
  static const std::vector<SensitivityRow> rows = {
      {"8-ary 2-cube h=0.16", torus(8, 2, 3, 32, 0.16), Option::literal, 0.00241, 0.00145, 0.00217, "58.4221", "75.8141"},
      {"8-ary 2-cube h=0.16", torus(8, 2, 3, 32, 0.16), Option::paper, 0.0023888, 0.00145, 0.00217, "58.3916", "76.1981"},
      {"8-ary 2-cube h=0.16", torus(8, 2, 3, 32, 0.16), Option::shift, 0.0022931, 0.00145, 0.00217, "58.4889", "78.1600"},
      {"8-ary 2-cube h=0.16", torus(8, 2, 3, 32, 0.16), Option::away, 0.0023852, 0.00145, 0.00217, "58.4800", "76.4353"},
      {"8-ary 2-cube h=0", torus(8, 2, 3, 32, 0.0), Option::literal, 0.0025149, 0.00151, 0.00226, "58.7360", "74.8384"},
      {"8-ary 2-cube h=0", torus(8, 2, 3, 32, 0.0), Option::paper, 0.0024453, 0.00151, 0.00226, "58.8650", "76.3467"},
      {"8-ary 2-cube h=0", torus(8, 2, 3, 32, 0.0), Option::away, 0.002436, 0.00151, 0.00226, "58.8836", "76.5877"},
      {"8-cube h=0.21", hypercube(8, 2, 32, 0.21), Option::literal, 0.0042051, 0.00252, 0.00378, "43.2200", "66.2321"},
      {"8-cube h=0.21", hypercube(8, 2, 32, 0.21), Option::shift, 0.0039288, 0.00252, 0.00378, "43.4821", "73.0936"},
      {"8-cube h=0.21", hypercube(8, 2, 32, 0.21), Option::away, 0.0042048, 0.00252, 0.00378, "43.2205", "66.2349"},
      {"8-cube h=0", hypercube(8, 2, 32, 0.0), Option::literal, 0.025536, 0.0153, 0.023, "62.4188", "86.0419"},
      {"8-cube h=0", hypercube(8, 2, 32, 0.0), Option::away, 0.022062, 0.0153, 0.023, "63.3719", "sat"},
      {"bi 8-ary 2-cube h=0.08", torus(8, 2, 3, 32, 0.08, Directions::bi), Option::literal, 0.010614, 0.00637, 0.00955, "60.4565",
       "81.1348"},
      {"bi 8-ary 2-cube h=0.08", torus(8, 2, 3, 32, 0.08, Directions::bi), Option::shift, 0.0099498, 0.00637, 0.00955, "60.5788",
       "85.2526"},
      {"bi 8-ary 2-cube h=0.08", torus(8, 2, 3, 32, 0.08, Directions::bi), Option::away, 0.0099956, 0.00637, 0.00955, "60.9062",
       "87.1092"},
  };
  return rows;
}

class HotspotSensitivity : public ::testing::TestWithParam<std::size_t> {};

TEST_P(HotspotSensitivity, MatchesSection65) {
  const SensitivityRow& row = sensitivity_rows()[GetParam()];
  SCOPED_TRACE(::testing::Message() << row.config << " option " << static_cast<int>(row.option));
  const auto model = prepare(row.spec, row.option);
  EXPECT_TRUE(near_relative(model->saturation_rate(1e-7), row.saturation, 2e-4));
  const Prediction light = model->predict(row.rate_at_0_6);
  ASSERT_FALSE(light.saturated) << light.reason;
  EXPECT_TRUE(matches_printed(light.latency, row.latency_at_0_6));
  const Prediction heavy = model->predict(row.rate_at_0_9);
  if (std::string(row.latency_at_0_9) == "sat") {
    EXPECT_TRUE(heavy.saturated);
    EXPECT_FALSE(heavy.reason.empty());
  } else {
    ASSERT_FALSE(heavy.saturated) << heavy.reason;
    EXPECT_TRUE(matches_printed(heavy.latency, row.latency_at_0_9));
  }
}

INSTANTIATE_TEST_SUITE_P(Spec02Section65, HotspotSensitivity, ::testing::Range<std::size_t>(0, 15));

TEST(HotspotSensitivityRows, AllHotspotRowsAreCovered) { EXPECT_EQ(sensitivity_rows().size(), 15u); }

// with away=True the bidirectional h = 0 limit gives lambda_sat 0.01049 (uniform: 0.01026).
TEST(HotspotSwitches, AwayUniformLimitBidirectional) {
  const auto model = prepare(hotspot_test::torus(8, 2, 3, 32, 0.0, Directions::bi), Option::away);
  const double saturation = model->saturation_rate(1e-7);
  EXPECT_NEAR(saturation, 0.01049, 0.5e-5 + 2e-4 * 0.01049);
}

// The switches are selectable independently of the variant: escape_weight = 1 (spec 01 A3)
// lowers P_a&d, so blocking and latency fall and lambda_sat rises (spec 01: by 2-7 %).
TEST(HotspotSwitches, EscapeWeightOneRaisesSaturation) {
  const NetworkSpec spec = hotspot_test::torus(8, 2, 3, 32, 0.16);
  ModelSwitches thesis_weight;
  ModelSwitches single_weight;
  single_weight.escape_weight = 1;
  const auto literal = make_hotspot_thesis_model()->prepare(spec, thesis_weight);
  const auto lighter = make_hotspot_thesis_model()->prepare(spec, single_weight);
  EXPECT_LT(lighter->predict(0.002).latency, literal->predict(0.002).latency);
  const double ratio = lighter->saturation_rate(1e-7) / literal->saturation_rate(1e-7);
  EXPECT_GT(ratio, 1.01);
  EXPECT_LT(ratio, 1.10);
  // On the hypercube P_a&d = P_V whatever the weight (B5, k = 2).
  const NetworkSpec cube = hotspot_test::hypercube(8, 2, 32, 0.21);
  EXPECT_DOUBLE_EQ(make_hotspot_thesis_model()->prepare(cube, single_weight)->predict(0.003).latency,
                   make_hotspot_thesis_model()->prepare(cube, thesis_weight)->predict(0.003).latency);
}

// With shift, S-bar h_1 includes no blocking either way, but the channel entering H now
// counts: S-bar h_2 = M + phi_1 w_1 instead of M + phi_2 w_2 weighted by xi.
TEST(HotspotSwitches, ShiftMovesHotServiceDownstream) {
  ModelSwitches shift;
  shift.hotspot_shift = true;
  const NetworkSpec spec = hotspot_test::hypercube(8, 2, 32, 0.21);
  const HotspotSolution s = hotspot_diagnostics(spec, shift, HotspotVariant::thesis, 0.003);
  ASSERT_FALSE(s.prediction.saturated);
  const HotspotChannelState& entry = s.channels[0];
  EXPECT_DOUBLE_EQ(entry.hot_service, 32.0);
  EXPECT_NEAR(s.channels[1].hot_service, 32.0 + entry.adaptive_and_escape_busy * entry.wait, 1e-6);
}

// §4: HS-T, 10-ary 3-cube, M = 50: more VCs raise lambda_sat at h = 0.01 but not at h = 0.2.
TEST(HotspotClaims, TenAryThreeCubeVirtualChannelSweep) {
  const double low_h[] = {0.001236, 0.001571, 0.001770, 0.001896, 0.001969, 0.002009};
  double previous_high_h = 0.0;
  for (int vcs = 3; vcs <= 8; ++vcs) {
    SCOPED_TRACE(::testing::Message() << "V = " << vcs);
    const double expected = low_h[vcs - 3];
    const double at_low_h =
        make_hotspot_thesis_model()->prepare(hotspot_test::torus(10, 3, vcs, 50, 0.01), ModelSwitches{})->saturation_rate(1e-7);
    EXPECT_NEAR(at_low_h, expected, 0.5e-6 + 2e-4 * expected);  // printed to 4 significant digits
    const double at_high_h =
        make_hotspot_thesis_model()->prepare(hotspot_test::torus(10, 3, vcs, 50, 0.2), ModelSwitches{})->saturation_rate(1e-7);
    if (vcs == 3) {
      EXPECT_NEAR(at_high_h, 0.0002712, 0.5e-7 + 2e-4 * 0.0002712);
    }
    if (vcs == 8) {
      EXPECT_NEAR(at_high_h, 0.0002722, 0.5e-7 + 2e-4 * 0.0002722);
    }
    // Flat: every V lies between the two printed ends.
    EXPECT_GT(at_high_h, 0.0002712 * (1 - 2e-4) - 0.5e-7);
    EXPECT_LT(at_high_h, 0.0002722 * (1 + 2e-4) + 0.5e-7);
    EXPECT_GE(at_high_h, previous_high_h * (1 - 1e-6));
    previous_high_h = at_high_h;
  }
}

// §4: uniform limit, 10-ary 3-cube, M = 50, V = 4, h = 0: HS-T 0.001574, HS-P 0.001549.
TEST(HotspotClaims, TenAryThreeCubeUniformLimit) {
  const NetworkSpec spec = hotspot_test::torus(10, 3, 4, 50, 0.0);
  const double thesis = make_hotspot_thesis_model()->prepare(spec, ModelSwitches{})->saturation_rate(1e-7);
  const double paper = make_hotspot_paper_model()->prepare(spec, ModelSwitches{})->saturation_rate(1e-7);
  EXPECT_NEAR(thesis, 0.001574, 0.5e-6 + 2e-4 * 0.001574);
  EXPECT_NEAR(paper, 0.001549, 0.5e-6 + 2e-4 * 0.001549);
}

}  // namespace
}  // namespace kncube::analytical
