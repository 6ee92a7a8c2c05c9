// The "dally" and "dally-queued" catalog entries (spec 03 §2.11, A7, A9, A23, A27).
#include <gtest/gtest.h>

#include <cmath>
#include <memory>
#include <string>

#include "analytical/dally/dally_contention.h"
#include "analytical/dally/dally_model.h"
#include "analytical/dally/dally_throughput.h"
#include "analytical/catalog/model_catalog.h"

namespace kncube::analytical {
namespace {

NetworkSpec dor_torus(int k, int n, int flits) {
  NetworkSpec spec;
  spec.topology = Topology::torus;
  spec.directions = Directions::uni;
  spec.routing = Routing::dor;
  spec.k = k;
  spec.n = n;
  spec.message_length = flits;
  return spec;
}

NetworkSpec dor_hypercube(int n, int flits) {
  NetworkSpec spec = dor_torus(2, n, flits);
  spec.topology = Topology::hypercube;
  return spec;
}

std::string refusal(const LatencyModel& model, const NetworkSpec& spec) {
  const Applicability a = model.applies_to(spec, ModelSwitches{});
  EXPECT_FALSE(a.applies);
  return a.reason;
}

TEST(DallyModel, NamesAndCatalog) {
  EXPECT_EQ(make_dally_model()->name(), "dally");
  EXPECT_EQ(make_dally_queued_model()->name(), "dally-queued");
  const ModelCatalog catalog;
  ASSERT_NE(catalog.find("dally"), nullptr);
  ASSERT_NE(catalog.find("dally-queued"), nullptr);
}

TEST(DallyModel, AppliesToUnidirectionalDorTorusAndHypercube) {
  for (const auto& model : {make_dally_model(), make_dally_queued_model()}) {
    EXPECT_TRUE(model->applies_to(dor_torus(16, 3, 25), ModelSwitches{}).applies);
    EXPECT_TRUE(model->applies_to(dor_torus(2, 6, 25), ModelSwitches{}).applies);
    EXPECT_TRUE(model->applies_to(dor_hypercube(6, 25), ModelSwitches{}).applies);
    NetworkSpec slow = dor_torus(8, 2, 16);
    slow.channel_time = 2.0;
    slow.switch_time = 1.0;
    EXPECT_TRUE(model->applies_to(slow, ModelSwitches{}).applies);
  }
}

TEST(DallyModel, RefusesWithActionableReasons) {
  const auto model = make_dally_model();
  NetworkSpec duato = dor_torus(8, 2, 16);
  duato.routing = Routing::duato;
  EXPECT_EQ(refusal(*model, duato), "Dally's model covers dimension-order routing; got duato");

  NetworkSpec bi = dor_torus(8, 2, 16);
  bi.directions = Directions::bi;
  EXPECT_NE(refusal(*model, bi).find("unidirectional"), std::string::npos);

  NetworkSpec mesh = dor_torus(8, 2, 16);
  mesh.topology = Topology::mesh;
  EXPECT_NE(refusal(*model, mesh).find("got mesh"), std::string::npos);

  NetworkSpec hot = dor_torus(8, 2, 16);
  hot.traffic.kind = TrafficKind::hotspot;
  hot.traffic.hotspot_fraction = 0.1;
  EXPECT_EQ(refusal(*model, hot), "Dally's model covers uniform traffic; got hotspot");

  NetworkSpec local = dor_torus(8, 2, 16);
  local.traffic.kind = TrafficKind::locality;
  EXPECT_EQ(refusal(*model, local), "Dally's model covers uniform traffic; got locality");

  NetworkSpec wide_cube = dor_hypercube(4, 16);
  wide_cube.k = 4;
  EXPECT_NE(refusal(*model, wide_cube).find("k = 2"), std::string::npos);

  NetworkSpec unary = dor_torus(1, 2, 16);
  EXPECT_NE(refusal(*model, unary).find("k >= 2"), std::string::npos);

  NetworkSpec empty = dor_torus(8, 2, 0);
  EXPECT_NE(refusal(*model, empty).find("message length"), std::string::npos);

  EXPECT_THROW(model->prepare(duato, ModelSwitches{}), std::invalid_argument);
  EXPECT_EQ(refusal(*make_dally_queued_model(), duato), "Dally's model covers dimension-order routing; got duato");
}

TEST(DallyModel, ZeroLoadUsesDistanceOverOtherNodes) {
  // A9: D n(k-1)/2 rescaled by N/(N-1); T_0 = M flits.
  const auto prepared = make_dally_model()->prepare(dor_torus(8, 2, 16), ModelSwitches{});
  const double distance = 7.0 * 64.0 / 63.0;
  EXPECT_NEAR(prepared->zero_load_latency(), distance + 16.0, 1e-12);
  const Prediction p = prepared->predict(0.0);
  EXPECT_FALSE(p.saturated);
  EXPECT_NEAR(p.latency, distance + 16.0, 1e-12);

  const auto cube = make_dally_model()->prepare(dor_hypercube(6, 10), ModelSwitches{});
  EXPECT_NEAR(cube->zero_load_latency(), 3.0 * 64.0 / 63.0 + 10.0, 1e-12);
}

TEST(DallyModel, PredictionIsTheTableOneRecursionInFlits) {
  // 16-ary 3-cube, W = 8 bits, L = 200 bits = 25 flits: lambda = 0.2 bits/cycle is 0.001 messages.
  const auto prepared = make_dally_model()->prepare(dor_torus(16, 3, 25), ModelSwitches{});
  const Prediction p = prepared->predict(0.2 / 200.0);
  ASSERT_FALSE(p.saturated);
  const double paper = dally_latency(16, 3, 200.0, 8.0, 0.2).latency;  // 70.35, with D = 22.5
  EXPECT_NEAR(p.latency, paper + 22.5 / 4095.0, 1e-9);
  EXPECT_DOUBLE_EQ(p.network_latency, p.latency);
  EXPECT_EQ(p.comparand, Comparand::network_latency);
  EXPECT_DOUBLE_EQ(p.source_wait, 0.0);
  EXPECT_DOUBLE_EQ(p.multiplexing, 1.0);
  EXPECT_GT(p.rho, 0.0);
  EXPECT_LT(p.rho, 1.0);
}

TEST(DallyModel, RhoIsTheLargerLoadAndReachesOneAtSaturation) {
  const auto prepared = make_dally_model()->prepare(dor_torus(16, 3, 25), ModelSwitches{});
  const double rate = 0.0012;
  const DallyOperatingPoint point = dally_operating_point(DallyStages{16.0, 3, 25.0}, DallyVariant::blocking, rate);
  EXPECT_DOUBLE_EQ(prepared->predict(rate).rho, std::max(point.singularity_load, point.source_load));
  const double saturation = prepared->saturation_rate(1e-10);
  EXPECT_NEAR(prepared->predict(saturation * (1.0 - 1e-8)).rho, 1.0, 1e-3);
}

TEST(DallyModel, SaturationRateIsMaxThroughputInMessages) {
  const auto torus = make_dally_model()->prepare(dor_torus(16, 3, 25), ModelSwitches{});
  const double rate = torus->saturation_rate(1e-9);
  EXPECT_NEAR(rate * 200.0, dally_max_throughput(16, 3, 200.0, 8.0).bits_per_cycle, 1e-6);
  EXPECT_NEAR(rate * 200.0, 0.3053, 5e-5);
  EXPECT_FALSE(torus->predict(rate * (1.0 - 1e-6)).saturated);
  EXPECT_TRUE(torus->predict(rate * (1.0 + 1e-6)).saturated);
  // The generic bisection of the interface agrees with the closed search.
  EXPECT_NEAR(bisect_saturation_rate(*torus, 1e-4, 1e-9), rate, 1e-8 * rate);

  const auto cube = make_dally_model()->prepare(dor_hypercube(10, 200), ModelSwitches{});
  EXPECT_NEAR(cube->saturation_rate(1e-9) * 200.0, 0.4635, 5e-5);
}

TEST(DallyModel, SaturatedPredictionsCarryTheBindingReason) {
  const auto torus = make_dally_model()->prepare(dor_torus(16, 3, 25), ModelSwitches{});
  const Prediction sing = torus->predict(0.31 / 200.0);
  EXPECT_TRUE(sing.saturated);
  EXPECT_EQ(sing.reason, "eq (23) singularity in dimension 2: 2*lambda_C*T_2 > 1");

  const auto cube = make_dally_model()->prepare(dor_hypercube(10, 200), ModelSwitches{});
  const Prediction src = cube->predict(0.47 / 200.0);
  EXPECT_TRUE(src.saturated);
  EXPECT_EQ(src.reason, "source saturated: lambda_E*T_n >= 1");

  const auto queued = make_dally_queued_model()->prepare(dor_torus(64, 2, 7), ModelSwitches{});
  const Prediction q = queued->predict(0.1);
  EXPECT_TRUE(q.saturated);
  EXPECT_EQ(q.reason, "eq (25) singularity: lambda_C*T_0/2 >= 1");
}

TEST(DallyModel, RouterTimesGeneraliseEq19) {
  // A23: t_hop = t_p = channel_time + switch_time, T_0 = t_p M, lambda_E per simulator cycle.
  NetworkSpec spec = dor_torus(8, 2, 16);
  spec.channel_time = 1.0;
  spec.switch_time = 1.0;
  const auto prepared = make_dally_model()->prepare(spec, ModelSwitches{});
  const double distance = 7.0 * 64.0 / 63.0;
  EXPECT_NEAR(prepared->zero_load_latency(), 2.0 * distance + 32.0, 1e-12);
  const double rate = 0.002;
  const DallyOperatingPoint point = dally_operating_point(DallyStages{8.0, 2, 32.0}, DallyVariant::blocking, rate);
  ASSERT_FALSE(point.saturated());
  EXPECT_GT(point.source_service_time, 32.0);
  EXPECT_NEAR(prepared->predict(rate).latency, 2.0 * distance + point.source_service_time, 1e-12);
  // Doubling T_0 doubles every T_i at half the rate (the recursion is homogeneous in
  // (T, 1/lambda_E)), so the saturation rate halves exactly.
  const auto unit = make_dally_model()->prepare(dor_torus(8, 2, 16), ModelSwitches{});
  EXPECT_NEAR(prepared->saturation_rate(1e-10), unit->saturation_rate(1e-10) / 2.0, 1e-8);
}

TEST(DallyModel, QueuedEntryUsesEqs25And26) {
  const auto prepared = make_dally_queued_model()->prepare(dor_torus(8, 4, 50), ModelSwitches{});
  const double rate = 0.2 / 200.0;
  const Prediction p = prepared->predict(rate);
  ASSERT_FALSE(p.saturated);
  const double paper = dally_latency(8, 4, 200.0, 4.0, 0.2, DallyVariant::queued).latency;  // 94.5
  EXPECT_NEAR(p.latency, paper + 14.0 / 4095.0, 1e-9);
  EXPECT_LT(p.latency, make_dally_model()->prepare(dor_torus(8, 4, 50), ModelSwitches{})->predict(rate).latency);
}

}  // namespace
}  // namespace kncube::analytical
