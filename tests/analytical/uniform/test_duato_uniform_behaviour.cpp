// duato-uniform behaviour: the ambiguity switches of spec 01 §6 (A1, A3, A4), the limits of
// §4.4 (rate -> 0, saturation reasons, tolerance and cap), the refusals, the channel/switch time
// extension of spec 03 §3.8, and registration in the catalog.

#include <gtest/gtest.h>

#include <string>

#include "analytical/uniform/duato_uniform_model.h"
#include "analytical/uniform/duato_uniform_test_support.h"
#include "analytical/catalog/model_catalog.h"

namespace kncube::analytical {
namespace {
using namespace test_support;

double relative_change(const NetworkSpec& spec, const ModelSwitches& switches) {
  return saturation(spec, switches) / saturation(spec) - 1.0;
}

TEST(DuatoUniformSwitches, A1AfterHopReadingRaisesSaturationByPointThreeToFourPercent) {
  ModelSwitches after;
  after.hop_index = HopIndex::after_hop;
  const double ten_ary = relative_change(uni(10, 3, 4, 50), after);
  const double bi_eight = relative_change(bi(8, 2, 3, 32), after);
  EXPECT_GT(ten_ary, 0.002);  // §6 A1: +0.3 %
  EXPECT_LT(ten_ary, 0.005);
  EXPECT_GT(bi_eight, 0.035);  // §6 A1: +4 %
  EXPECT_LT(bi_eight, 0.05);
}

TEST(DuatoUniformSwitches, A3EscapeWeightOneRaisesSaturationByTwoToSevenPercent) {
  ModelSwitches weight_one;
  weight_one.escape_weight = 1;
  for (const NetworkSpec& spec : {uni(8, 2, 3, 32), uni(10, 3, 4, 50), bi(8, 2, 3, 32), uni(8, 3, 3, 32)}) {
    const double change = relative_change(spec, weight_one);
    EXPECT_GT(change, 0.02) << describe(spec);
    EXPECT_LT(change, 0.07) << describe(spec);
  }
  // The hypercube has a single escape VC (3.28): the weight does not enter.
  EXPECT_EQ(relative_change(hypercube(8, 3, 32), weight_one), 0.0);
}

TEST(DuatoUniformSwitches, A4ExactDistanceLowersSaturationByPointOneToOnePointSixPercent) {
  ModelSwitches exact;
  exact.channel_distance = ChannelDistance::exact;
  for (const NetworkSpec& spec : {uni(8, 2, 3, 32), uni(10, 3, 4, 50), bi(8, 2, 3, 32), uni(8, 3, 3, 32)}) {
    const double change = relative_change(spec, exact);
    EXPECT_LT(change, -0.0009) << describe(spec);
    EXPECT_GT(change, -0.0165) << describe(spec);
  }
  // The channel rate factor becomes d-bar_ex / n: 7.111 / 2 instead of 3.5.
  EXPECT_NEAR(reference_model(uni(8, 2, 3, 32), exact)->channel_rate_factor(), 64.0 / 18.0, 1e-12);
  // The hypercube's d-bar is exact already (3.25).
  EXPECT_EQ(relative_change(hypercube(8, 3, 32), exact), 0.0);
}

TEST(DuatoUniformLimits, LatencyTendsToMessageLengthPlusExactMeanDistance) {
  for (const NetworkSpec& spec : {uni(8, 2, 3, 32), bi(8, 3, 5, 32), hypercube(8, 3, 32), locality(uni(10, 3, 4, 50), 0.125)}) {
    const auto model = reference_model(spec);
    const double zero_load = spec.message_length + model->mean_distance();
    EXPECT_DOUBLE_EQ(model->zero_load_latency(), zero_load);
    const Prediction tiny = model->predict(1e-12);
    ASSERT_FALSE(tiny.saturated);
    EXPECT_NEAR(tiny.latency, zero_load, 1e-5) << describe(spec);
    EXPECT_NEAR(tiny.multiplexing, 1.0, 1e-6);
    EXPECT_NEAR(tiny.source_wait, 0.0, 1e-6);
    const Prediction zero = model->predict(0.0);
    EXPECT_DOUBLE_EQ(zero.latency, zero_load);
  }
}

TEST(DuatoUniformLimits, AboveSaturationTheReasonNamesRho) {
  const auto model = reference_model(uni(8, 2, 3, 32));
  const double star = model->saturation_rate();
  EXPECT_FALSE(model->predict(star).saturated);
  const Prediction beyond = model->predict(1.1 * star);
  ASSERT_TRUE(beyond.saturated);
  EXPECT_NE(beyond.reason.find("rho"), std::string::npos) << beyond.reason;
  // §4.4: 8 iterations to reach rho >= 1 at 1.1 lambda_g*, 24 at 1.01 and 233 at 1.0001 lambda_g*.
  EXPECT_EQ(beyond.iterations, 8);
  EXPECT_EQ(model->predict(1.01 * star).iterations, 24);
  EXPECT_EQ(model->predict(1.0001 * star).iterations, 233);
}

TEST(DuatoUniformLimits, SaturationSearchStopsAtDoublePrecision) {
  // Tolerance 0 asks for the last representable bracket: the search must still terminate.
  const auto model = reference_model(bi(8, 2, 3, 32));
  const double exact = model->saturation_rate(0.0);
  EXPECT_TRUE(near_relative(exact, model->saturation_rate(1e-7), 1e-7));
  EXPECT_FALSE(model->predict(exact).saturated);
  EXPECT_TRUE(model->predict(exact * (1.0 + 1e-6)).saturated);
}

TEST(DuatoUniformLimits, IterationCapCountsAsSaturated) {
  auto model = reference_model(uni(8, 2, 3, 32));
  model->set_iteration_cap(10);
  const Prediction capped = model->predict(0.0023);  // needs 43 iterations
  ASSERT_TRUE(capped.saturated);
  EXPECT_NE(capped.reason.find("did not converge within 10 iterations"), std::string::npos) << capped.reason;
  EXPECT_THROW(model->set_iteration_cap(0), std::invalid_argument);
  EXPECT_THROW(model->set_tolerance(0.0), std::invalid_argument);
}

TEST(DuatoUniformLimits, ToleranceIsSettableAndDefaultsToOneNanoCycle) {
  auto model = prepare_duato_uniform(uni(8, 2, 3, 32));
  EXPECT_EQ(model->tolerance(), 1e-9);
  const Prediction coarse = model->predict(0.0022);
  model->set_tolerance(1e-3);
  const Prediction loose = model->predict(0.0022);
  EXPECT_LT(loose.iterations, coarse.iterations);
  EXPECT_NEAR(loose.network_latency, coarse.network_latency, 0.05);
}

TEST(DuatoUniformRefusals, ReasonsAUserCanActOn) {
  const auto model = make_duato_uniform_model();
  EXPECT_EQ(model->name(), "duato-uniform");
  auto reason = [&](const NetworkSpec& spec, const ModelSwitches& switches = {}) {
    const Applicability a = model->applies_to(spec, switches);
    EXPECT_FALSE(a.applies) << describe(spec);
    return a.reason;
  };
  EXPECT_EQ(reason(uni(8, 2, 2, 32)), "Duato's routing on a torus needs V >= 3 (2 escape + 1 adaptive); got V = 2");
  EXPECT_NE(reason(hypercube(6, 1, 32)).find("V >= 2 (1 escape + 1 adaptive); got V = 1"), std::string::npos);
  NetworkSpec mesh = uni(8, 2, 3, 32);
  mesh.topology = Topology::mesh;
  EXPECT_NE(reason(mesh).find("mesh"), std::string::npos);
  NetworkSpec dor = uni(8, 2, 3, 32);
  dor.routing = Routing::dor;
  EXPECT_NE(reason(dor).find("routing dor"), std::string::npos);
  EXPECT_NE(reason(locality(bi(8, 2, 3, 32), 0.25)).find("A10"), std::string::npos);
  EXPECT_NE(reason(locality(uni(8, 2, 3, 32), 0.0)).find("(0, 1]"), std::string::npos);
  EXPECT_NE(reason(locality(uni(8, 2, 3, 32), 1.5)).find("(0, 1]"), std::string::npos);
  EXPECT_NE(reason(locality(uni(10, 3, 4, 50), 0.0005)).find("A9"), std::string::npos);  // k_f = 1
  NetworkSpec hotspot = uni(8, 2, 3, 32);
  hotspot.traffic.kind = TrafficKind::hotspot;
  EXPECT_NE(reason(hotspot).find("hotspot"), std::string::npos);
  NetworkSpec wrong_k = hypercube(6, 3, 32);
  wrong_k.k = 8;
  EXPECT_NE(reason(wrong_k).find("k = 2"), std::string::npos);
  NetworkSpec no_flits = uni(8, 2, 3, 0);
  EXPECT_NE(reason(no_flits).find("M = 0"), std::string::npos);
  EXPECT_NE(reason(with_times(uni(8, 2, 3, 32), 0.0, 0.0)).find("t_c"), std::string::npos);
  EXPECT_NE(reason(with_times(uni(8, 2, 3, 32), 1.0, -1.0)).find("t_s"), std::string::npos);
  ModelSwitches odd_weight;
  odd_weight.escape_weight = 3;
  EXPECT_NE(reason(uni(8, 2, 3, 32), odd_weight).find("A3"), std::string::npos);
  EXPECT_NE(reason(uni(64, 6, 3, 32)).find("destination classes"), std::string::npos);
  EXPECT_THROW(prepare_duato_uniform(uni(8, 2, 2, 32)), std::invalid_argument);
}

TEST(DuatoUniformRefusals, AcceptsEveryCoveredConfiguration) {
  const auto model = make_duato_uniform_model();
  NetworkSpec two_ary_torus = uni(2, 5, 2, 32);  // k = 2 torus is the hypercube: V = 2 suffices
  for (const NetworkSpec& spec : {uni(3, 2, 3, 8), bi(3, 2, 3, 8), bi(8, 3, 7, 64), hypercube(10, 2, 16), two_ary_torus,
                                  locality(uni(10, 3, 4, 50), 0.125), locality(uni(10, 3, 4, 50), 0.2), locality(hypercube(6, 3, 32), 1.0)})
    EXPECT_TRUE(model->applies_to(spec, {}).applies) << describe(spec) << ": " << model->applies_to(spec, {}).reason;
}

TEST(DuatoUniformChannelTime, DefaultsAndEqualHopTimeGiveThePlainModel) {
  const auto plain = reference_model(uni(8, 2, 3, 32));
  const auto split = reference_model(with_times(uni(8, 2, 3, 32), 0.75, 0.25));  // t_c + t_s = 1
  for (double rate : {0.0005, 0.002, 0.0023}) {
    const Prediction a = plain->predict(rate);
    const Prediction b = split->predict(rate);
    EXPECT_DOUBLE_EQ(a.latency, b.latency);
    EXPECT_DOUBLE_EQ(a.network_latency, b.network_latency);
    EXPECT_EQ(a.iterations, b.iterations);
  }
}

TEST(DuatoUniformChannelTime, ZeroLoadScalesWithHopTime) {
  const auto model = reference_model(with_times(bi(8, 2, 3, 32), 2.0, 0.5));
  EXPECT_DOUBLE_EQ(model->zero_load_latency(), (32.0 + 4.063492063492063) * 2.5);
  EXPECT_NEAR(model->predict(1e-10).latency, model->zero_load_latency(), 1e-5);
}

TEST(DuatoUniformChannelTime, HopTimeIsAChangeOfTimeUnit) {
  // S_H = (|H| + M)(t_c + t_s) + sum B_j with variance (S - M(t_c + t_s))^2 means that
  // Latency(t_c + t_s = c, lambda) = c * Latency(1, c * lambda) (spec 03 §3.8, A18).
  const NetworkSpec base = uni(8, 3, 3, 32);
  const auto plain = reference_model(base);
  const auto slow = reference_model(with_times(base, 1.5, 0.5));
  for (double rate : {0.0002, 0.0007, 0.0011}) {
    const Prediction a = plain->predict(2.0 * rate);
    const Prediction b = slow->predict(rate);
    ASSERT_FALSE(b.saturated);
    EXPECT_TRUE(near_relative(b.latency, 2.0 * a.latency, 1e-9));
    EXPECT_TRUE(near_relative(b.network_latency, 2.0 * a.network_latency, 1e-9));
    EXPECT_TRUE(near_relative(b.source_wait, 2.0 * a.source_wait, 1e-8));
    EXPECT_TRUE(near_relative(b.multiplexing, a.multiplexing, 1e-9));
    EXPECT_TRUE(near_relative(b.rho, a.rho, 1e-9));
  }
  EXPECT_TRUE(near_relative(slow->saturation_rate(), 0.5 * plain->saturation_rate(), 2e-7));
}

TEST(DuatoUniformCatalog, RegisteredUnderItsName) {
  const ModelCatalog catalog;
  const LatencyModel* model = catalog.find("duato-uniform");
  ASSERT_NE(model, nullptr);
  const NetworkSpec spec = uni(8, 2, 3, 32);
  const auto prepared = model->prepare(spec, {});
  EXPECT_FALSE(prepared->predict(0.002).saturated);
  NetworkSpec mesh = spec;
  mesh.topology = Topology::mesh;
  bool refused = false;
  for (const std::string& line : catalog.refusals(mesh, {})) refused |= line.rfind("duato-uniform: ", 0) == 0;
  EXPECT_TRUE(refused);
}

}  // namespace
}  // namespace kncube::analytical
