// The transpose / digit-reversal LatencyModels: spec 02 §6.5 switch rows, the §4 claims,
// refusals, the t_c/t_s timing extension of spec 03 §3.8 and catalog registration.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <memory>
#include <string>

#include "analytical/catalog/model_catalog.h"
#include "analytical/permutation/permutation_model.h"
#include "analytical/permutation/permutation_statics.h"

namespace kncube::analytical {
namespace {

NetworkSpec network(Topology topology, int k, int n, int vcs, int message_length, TrafficKind kind, double fraction,
                    Directions directions = Directions::uni) {
  NetworkSpec spec;
  spec.topology = topology;
  spec.k = k;
  spec.n = n;
  spec.directions = directions;
  spec.vcs = vcs;
  spec.message_length = message_length;
  spec.traffic.kind = kind;
  spec.traffic.pattern_fraction = fraction;
  return spec;
}

std::unique_ptr<PreparedModel> prepare(const NetworkSpec& spec, const ModelSwitches& switches = {}) {
  const auto model = spec.traffic.kind == TrafficKind::transpose ? make_transpose_model() : make_digit_reversal_model();
  return model->prepare(spec, switches);
}

// A printed lambda_sat: the reference bisected to 1e-4 relative and printed 3-5 significant digits.
void expect_saturation(double actual, double printed, double half_unit) {
  EXPECT_NEAR(actual, printed, half_unit + 2e-4 * printed);
}

ModelSwitches exact_hops() {
  ModelSwitches s;
  s.permutation_hops = PermutationHops::exact;
  return s;
}

ModelSwitches unscaled() {
  ModelSwitches s;
  s.lattice_scale = false;
  return s;
}

struct SwitchRow {
  const char* name;
  NetworkSpec spec;
  ModelSwitches switches;
  double saturation;
  double rate_06, latency_06;
  double rate_09, latency_09;  // latency_09 < 0: the reference reports "sat"
};

TEST(PermutationModel, Section6_5SwitchSensitivity) {
  const NetworkSpec tr2 = network(Topology::torus, 8, 2, 3, 32, TrafficKind::transpose, 0.7);
  const NetworkSpec tr2_uniform = network(Topology::torus, 8, 2, 3, 32, TrafficKind::transpose, 0.0);
  const NetworkSpec dr3 = network(Topology::torus, 8, 3, 3, 32, TrafficKind::digit_reversal, 0.7);
  const NetworkSpec br7 = network(Topology::hypercube, 2, 7, 3, 32, TrafficKind::digit_reversal, 0.6);
  const SwitchRow rows[] = {
      {"TR 8-ary 2-cube literal", tr2, {}, 0.0024744, 0.00148, 58.4566, 0.00223, 74.5244},
      {"TR 8-ary 2-cube kperm=exact", tr2, exact_hops(), 0.0021953, 0.00148, 62.0388, 0.00223, -1},
      {"TR 8-ary 2-cube scale=False", tr2, unscaled(), 0.0024024, 0.00148, 58.5841, 0.00223, 76.1276},
      {"TR 8-ary 2-cube m=0 literal", tr2_uniform, {}, 0.0024408, 0.00146, 58.5094, 0.0022, 74.5849},
      {"TR 8-ary 2-cube m=0 scale=False", tr2_uniform, unscaled(), 0.002375, 0.00146, 58.6270, 0.0022, 76.0526},
      {"DR 8-ary 3-cube literal", dr3, {}, 0.0025631, 0.00154, 57.6707, 0.00231, 71.8831},
      {"DR 8-ary 3-cube kperm=exact", dr3, exact_hops(), 0.0022545, 0.00154, 60.6134, 0.00231, -1},
      {"DR 8-ary 3-cube scale=False", dr3, unscaled(), 0.0024868, 0.00154, 57.7952, 0.00231, 73.3878},
      {"BR 7-cube literal", br7, {}, 0.025631, 0.0154, 64.5071, 0.0231, 87.9266},
      {"BR 7-cube scale=False", br7, unscaled(), 0.025433, 0.0154, 64.5333, 0.0231, 88.3798},
  };
  for (const SwitchRow& row : rows) {
    SCOPED_TRACE(row.name);
    const auto model = prepare(row.spec, row.switches);
    expect_saturation(model->saturation_rate(), row.saturation, 0.5e-7);
    const Prediction light = model->predict(row.rate_06);
    ASSERT_FALSE(light.saturated) << light.reason;
    EXPECT_NEAR(light.latency, row.latency_06, 0.5e-4 + 1e-9);
    const Prediction heavy = model->predict(row.rate_09);
    if (row.latency_09 < 0) {
      EXPECT_TRUE(heavy.saturated);
      EXPECT_FALSE(heavy.reason.empty());
    } else {
      ASSERT_FALSE(heavy.saturated) << heavy.reason;
      EXPECT_NEAR(heavy.latency, row.latency_09, 0.5e-4 + 1e-9);
    }
  }
}

// §4: uniform limit of the 10-ary 3-cube (M = 50, V = 4), which [T] §3.5 places near 0.0015.
TEST(PermutationModel, UniformLimitOf10Ary3Cube) {
  for (TrafficKind kind : {TrafficKind::transpose, TrafficKind::digit_reversal})
    expect_saturation(prepare(network(Topology::torus, 10, 3, 4, 50, kind, 0.0))->saturation_rate(), 0.001528, 0.5e-6);
}

// §4: Fig 5.6 (10-ary 4-cube, V = 4): m has a small effect on lambda_sat.
TEST(PermutationModel, Figure5_6SaturationRates) {
  const double fractions[] = {0.1, 0.5, 0.9};
  const double m50[] = {0.001485, 0.001545, 0.001611};
  const double m200[] = {0.000469, 0.000484, 0.000501};
  for (int i = 0; i < 3; ++i) {
    expect_saturation(prepare(network(Topology::torus, 10, 4, 4, 50, TrafficKind::transpose, fractions[i]))->saturation_rate(), m50[i], 0.5e-6);
    expect_saturation(prepare(network(Topology::torus, 10, 4, 4, 200, TrafficKind::transpose, fractions[i]))->saturation_rate(), m200[i], 0.5e-6);
  }
}

// §4: Fig 5.7 (10-ary 5-cube, V = 5), transpose and digit reversal (n odd: centre class).
TEST(PermutationModel, Figure5_7SaturationRates) {
  const double fractions[] = {0.1, 0.5, 0.9};
  const double tr50[] = {0.001598, 0.001680, 0.001770}, tr200[] = {0.000526, 0.000548, 0.000573};
  const double dr50[] = {0.001623, 0.001734, 0.001818}, dr200[] = {0.000533, 0.000556, 0.000568};
  for (int i = 0; i < 3; ++i) {
    const double x = fractions[i];
    expect_saturation(prepare(network(Topology::torus, 10, 5, 5, 50, TrafficKind::transpose, x))->saturation_rate(), tr50[i], 0.5e-6);
    expect_saturation(prepare(network(Topology::torus, 10, 5, 5, 200, TrafficKind::transpose, x))->saturation_rate(), tr200[i], 0.5e-6);
    expect_saturation(prepare(network(Topology::torus, 10, 5, 5, 50, TrafficKind::digit_reversal, x))->saturation_rate(), dr50[i], 0.5e-6);
    expect_saturation(prepare(network(Topology::torus, 10, 5, 5, 200, TrafficKind::digit_reversal, x))->saturation_rate(), dr200[i], 0.5e-6);
  }
}

// With x = 0 both models are the uniform model: the centre-class equations of §3.7 collapse to §3.6.
TEST(PermutationModel, CentreClassCollapsesWithoutReversalTraffic) {
  for (Topology topology : {Topology::torus, Topology::hypercube}) {
    const int k = topology == Topology::torus ? 8 : 2;
    const int n = topology == Topology::torus ? 3 : 7;
    const auto tr = prepare(network(topology, k, n, 3, 32, TrafficKind::transpose, 0.0));
    const auto dr = prepare(network(topology, k, n, 3, 32, TrafficKind::digit_reversal, 0.0));
    for (double fraction_of_sat : {0.3, 0.8, 0.99}) {
      const double rate = fraction_of_sat * tr->saturation_rate();
      const Prediction a = tr->predict(rate);
      const Prediction b = dr->predict(rate);
      ASSERT_FALSE(a.saturated || b.saturated);
      EXPECT_NEAR(a.latency, b.latency, 1e-8 * a.latency);
      EXPECT_NEAR(a.multiplexing, b.multiplexing, 1e-10);
    }
  }
}

// §2.4: for even n, R and T have the same cycle structure, so the models coincide.
TEST(PermutationModel, DigitReversalEqualsTransposeForEvenN) {
  for (Directions directions : {Directions::uni, Directions::bi}) {
    const auto tr = prepare(network(Topology::torus, 4, 4, 3, 16, TrafficKind::transpose, 0.5, directions));
    const auto dr = prepare(network(Topology::torus, 4, 4, 3, 16, TrafficKind::digit_reversal, 0.5, directions));
    const double rate = 0.7 * tr->saturation_rate();
    EXPECT_DOUBLE_EQ(tr->predict(rate).latency, dr->predict(rate).latency);
  }
}

TEST(PermutationModel, ZeroLoadLatencyIsMessagePlusMeanHops) {
  const auto model = prepare(network(Topology::torus, 8, 2, 3, 32, TrafficKind::transpose, 0.7));
  EXPECT_NEAR(model->zero_load_latency(), 32 + 7.043056, 5e-7);  // M + d-bar (§6.1)
  const Prediction zero = model->predict(0.0);
  ASSERT_FALSE(zero.saturated);
  EXPECT_NEAR(zero.latency, model->zero_load_latency(), 1e-12);
  EXPECT_DOUBLE_EQ(zero.multiplexing, 1.0);
  EXPECT_DOUBLE_EQ(zero.source_wait, 0.0);
  EXPECT_NEAR(zero.classes[0].latency, 32 + 7.111111, 5e-7);  // uniform: M + d-bar_u
  EXPECT_NEAR(zero.classes[1].latency, 32 + 7.0, 1e-12);     // transpose: M + d-bar_p
}

TEST(PermutationModel, PredictionFields) {
  const auto model = prepare(network(Topology::torus, 8, 2, 3, 32, TrafficKind::transpose, 0.7));
  const Prediction p = model->predict(0.0015);
  ASSERT_FALSE(p.saturated);
  EXPECT_DOUBLE_EQ(p.rate, 0.0015);
  EXPECT_TRUE(p.reason.empty());
  EXPECT_EQ(p.comparand, Comparand::message_latency);
  EXPECT_GT(p.iterations, 0);
  ASSERT_EQ(p.classes.size(), 2u);
  EXPECT_NEAR(p.classes[0].latency, (p.classes[0].network_latency + p.source_wait) * p.multiplexing, 1e-9);
  EXPECT_NEAR(p.classes[1].latency, (p.classes[1].network_latency + p.source_wait) * p.multiplexing, 1e-9);
  EXPECT_NEAR(p.latency, 0.3875 * p.classes[0].latency + 0.6125 * p.classes[1].latency, 1e-9);
  const Prediction beyond = model->predict(0.003);
  EXPECT_TRUE(beyond.saturated);
  EXPECT_NE(beyond.reason.find("utilisation"), std::string::npos) << beyond.reason;
}

// Spec 01 A3: weighting P_{V-1} by 1 instead of 2 in P_a&d raises saturation (tori only).
TEST(PermutationModel, EscapeWeightSwitch) {
  ModelSwitches one;
  one.escape_weight = 1;
  const NetworkSpec torus = network(Topology::torus, 8, 2, 3, 32, TrafficKind::transpose, 0.7);
  const double thesis = prepare(torus)->saturation_rate();
  const double single = prepare(torus, one)->saturation_rate();
  EXPECT_GT(single, thesis * 1.01);
  EXPECT_LT(single, thesis * 1.10);
  EXPECT_LT(prepare(torus, one)->predict(0.002).latency, prepare(torus)->predict(0.002).latency);
  // The hypercube has a single escape VC: the weight does not enter.
  const NetworkSpec cube = network(Topology::hypercube, 2, 8, 2, 32, TrafficKind::transpose, 0.8);
  EXPECT_DOUBLE_EQ(prepare(cube, one)->predict(0.01).latency, prepare(cube)->predict(0.01).latency);
}

// Spec 03 §3.8: every transmission term is (M + hops)(t_c + t_s) and every M/G/1 uses a minimum
// service time M(t_c + t_s). Time then scales exactly: at rate lambda / tau the model gives tau
// times the plain model's times at lambda, with the same utilisation and multiplexing.
TEST(PermutationModel, ChannelAndSwitchTimeScaleTheModel) {
  const NetworkSpec cases[] = {
      network(Topology::torus, 8, 2, 3, 32, TrafficKind::transpose, 0.7),
      network(Topology::torus, 8, 3, 3, 32, TrafficKind::digit_reversal, 0.7),
      network(Topology::hypercube, 2, 7, 3, 32, TrafficKind::digit_reversal, 0.6),
      network(Topology::torus, 8, 2, 3, 32, TrafficKind::transpose, 0.7, Directions::bi),
  };
  for (const NetworkSpec& plain : cases) {
    SCOPED_TRACE(describe(plain));
    NetworkSpec slow = plain;
    slow.channel_time = 2.0;
    slow.switch_time = 1.0;
    const double tau = 3.0;
    const auto base = prepare(plain);
    const auto scaled = prepare(slow);
    EXPECT_NEAR(scaled->zero_load_latency(), tau * base->zero_load_latency(), 1e-9);
    const Prediction zero = scaled->predict(0.0);
    EXPECT_NEAR(zero.latency, tau * base->predict(0.0).latency, 1e-9);
    EXPECT_NEAR(zero.network_latency, tau * base->zero_load_latency(), 1e-9);
    const double sat = base->saturation_rate();
    for (double fraction : {0.5, 0.95}) {
      const Prediction a = base->predict(fraction * sat);
      const Prediction b = scaled->predict(fraction * sat / tau);
      ASSERT_FALSE(a.saturated || b.saturated);
      EXPECT_NEAR(b.latency, tau * a.latency, 1e-9 * b.latency);
      EXPECT_NEAR(b.network_latency, tau * a.network_latency, 1e-9 * b.latency);
      EXPECT_NEAR(b.source_wait, tau * a.source_wait, 1e-9 * b.latency);
      EXPECT_NEAR(b.classes[1].network_latency, tau * a.classes[1].network_latency, 1e-9 * b.latency);
      EXPECT_NEAR(b.multiplexing, a.multiplexing, 1e-10);
      EXPECT_NEAR(b.rho, a.rho, 1e-10);
    }
    EXPECT_NEAR(scaled->saturation_rate(), sat / tau, 1e-6 * sat);
    // t_s alone counts like t_c: (t_c, t_s) = (1, 2) is the same model as (3, 0).
    NetworkSpec switch_heavy = plain;
    switch_heavy.channel_time = 1.0;
    switch_heavy.switch_time = 2.0;
    EXPECT_NEAR(prepare(switch_heavy)->predict(0.5 * sat / tau).latency, scaled->predict(0.5 * sat / tau).latency, 1e-9);
  }
}


TEST(PermutationModel, DefaultTimingIsThePlainModel) {
  NetworkSpec explicit_timing = network(Topology::torus, 8, 2, 3, 32, TrafficKind::transpose, 0.7);
  explicit_timing.channel_time = 1.0;
  explicit_timing.switch_time = 0.0;
  EXPECT_EQ(prepare(explicit_timing)->predict(0.0015).latency,
            prepare(network(Topology::torus, 8, 2, 3, 32, TrafficKind::transpose, 0.7))->predict(0.0015).latency);
  EXPECT_NEAR(prepare(explicit_timing)->predict(0.0015).latency, 58.776354, 5e-7);  // §6.2
}

TEST(PermutationModel, IterationCapSaturates) {
  const NetworkSpec spec = network(Topology::torus, 8, 2, 3, 32, TrafficKind::transpose, 0.7);
  const PermutationStatics statics = make_permutation_statics(PermutationPattern::transpose, spec, {});
  PermutationSolverOptions capped;
  capped.max_iterations = 3;
  const PermutationDiagnostics d = solve_permutation_model(statics, 0.0015, capped);
  EXPECT_TRUE(d.saturated);
  EXPECT_NE(d.reason.find("did not converge"), std::string::npos) << d.reason;
  // A looser tolerance converges in fewer iterations to nearly the same answer.
  PermutationSolverOptions loose;
  loose.tolerance = 1e-6;
  const PermutationDiagnostics quick = solve_permutation_model(statics, 0.0015, loose);
  ASSERT_FALSE(quick.saturated);
  EXPECT_LT(quick.iterations, 10);
  EXPECT_NEAR(quick.latency, 58.776354, 1e-3);
}

TEST(PermutationModel, AppliesToToriAndHypercubes) {
  const auto tr = make_transpose_model();
  const auto dr = make_digit_reversal_model();
  EXPECT_EQ(tr->name(), "transpose");
  EXPECT_EQ(dr->name(), "digit-reversal");
  EXPECT_FALSE(tr->description().empty());
  const NetworkSpec yes[] = {
      network(Topology::torus, 3, 3, 3, 16, TrafficKind::transpose, 1.0),
      network(Topology::torus, 3, 3, 3, 16, TrafficKind::transpose, 0.0, Directions::bi),
      network(Topology::torus, 4, 2, 4, 16, TrafficKind::transpose, 0.5, Directions::bi),
      network(Topology::hypercube, 2, 5, 2, 16, TrafficKind::transpose, 0.5),
      network(Topology::torus, 2, 6, 2, 16, TrafficKind::transpose, 0.5),  // a 2-ary torus is the hypercube
  };
  for (const NetworkSpec& spec : yes) {
    SCOPED_TRACE(describe(spec));
    const Applicability a = tr->applies_to(spec, {});
    ASSERT_TRUE(a.applies) << a.reason;
    const auto model = tr->prepare(spec, {});
    const Prediction p = model->predict(0.5 * model->saturation_rate());
    ASSERT_FALSE(p.saturated) << p.reason;
    EXPECT_GT(p.latency, model->zero_load_latency());
    NetworkSpec reversal = spec;
    reversal.traffic.kind = TrafficKind::digit_reversal;
    EXPECT_TRUE(dr->applies_to(reversal, {}).applies);
    EXPECT_FALSE(dr->prepare(reversal, {})->predict(0.5 * dr->prepare(reversal, {})->saturation_rate()).saturated);
  }
  // A 2-ary torus and the hypercube are the same network.
  EXPECT_DOUBLE_EQ(tr->prepare(network(Topology::torus, 2, 6, 2, 16, TrafficKind::transpose, 0.5), {})->predict(0.02).latency,
                   tr->prepare(network(Topology::hypercube, 2, 6, 2, 16, TrafficKind::transpose, 0.5), {})->predict(0.02).latency);
}

TEST(PermutationModel, RefusesWithActionableReasons) {
  const auto tr = make_transpose_model();
  const NetworkSpec good = network(Topology::torus, 8, 2, 3, 32, TrafficKind::transpose, 0.7);
  ASSERT_TRUE(tr->applies_to(good, {}).applies);
  struct Case { const char* what; NetworkSpec spec; ModelSwitches switches; const char* phrase; };
  auto with = [&](auto change) { NetworkSpec s = good; change(s); return s; };
  ModelSwitches bad_weight;
  bad_weight.escape_weight = 3;
  const Case cases[] = {
      {"wrong traffic", with([](NetworkSpec& s) { s.traffic.kind = TrafficKind::digit_reversal; }), {}, "transpose"},
      {"uniform traffic", with([](NetworkSpec& s) { s.traffic.kind = TrafficKind::uniform; }), {}, "transpose"},
      {"dimension order", with([](NetworkSpec& s) { s.routing = Routing::dor; }), {}, "duato"},
      {"negative x", with([](NetworkSpec& s) { s.traffic.pattern_fraction = -0.1; }), {}, "[0, 1]"},
      {"x above 1", with([](NetworkSpec& s) { s.traffic.pattern_fraction = 1.5; }), {}, "[0, 1]"},
      {"x NaN", with([](NetworkSpec& s) { s.traffic.pattern_fraction = std::numeric_limits<double>::quiet_NaN(); }), {}, "[0, 1]"},
      {"mesh", with([](NetworkSpec& s) { s.topology = Topology::mesh; }), {}, "mesh"},
      {"hypercube k", with([](NetworkSpec& s) { s.topology = Topology::hypercube; }), {}, "k = 2"},
      {"n = 1", with([](NetworkSpec& s) { s.n = 1; }), {}, "n >= 2"},
      {"torus V = 2", with([](NetworkSpec& s) { s.vcs = 2; }), {}, "V >= 3"},
      {"hypercube V = 1", with([](NetworkSpec& s) { s.topology = Topology::hypercube; s.k = 2; s.vcs = 1; }), {}, "V >= 2"},
      {"M = 0", with([](NetworkSpec& s) { s.message_length = 0; }), {}, "M >= 1"},
      {"t_c = 0", with([](NetworkSpec& s) { s.channel_time = 0.0; }), {}, "t_c > 0"},
      {"t_s < 0", with([](NetworkSpec& s) { s.switch_time = -1.0; }), {}, "t_s >= 0"},
      {"escape weight", good, bad_weight, "escape_weight"},
  };
  for (const Case& c : cases) {
    const Applicability a = tr->applies_to(c.spec, c.switches);
    EXPECT_FALSE(a.applies) << c.what;
    EXPECT_NE(a.reason.find(c.phrase), std::string::npos) << c.what << ": " << a.reason;
    EXPECT_THROW(tr->prepare(c.spec, c.switches), std::invalid_argument) << c.what;
  }
  const auto dr = make_digit_reversal_model();
  EXPECT_NE(dr->applies_to(good, {}).reason.find("digit-reversal"), std::string::npos);
}

TEST(PermutationModel, RegisteredInTheCatalog) {
  const ModelCatalog catalog;
  const LatencyModel* tr = catalog.find("transpose");
  const LatencyModel* dr = catalog.find("digit-reversal");
  ASSERT_NE(tr, nullptr);
  ASSERT_NE(dr, nullptr);
  const NetworkSpec spec = network(Topology::torus, 8, 3, 3, 32, TrafficKind::digit_reversal, 0.7);
  bool listed = false;
  for (const LatencyModel* m : catalog.applicable(spec, {})) listed = listed || m == dr;
  EXPECT_TRUE(listed);
  bool refused = false;
  for (const std::string& line : catalog.refusals(spec, {})) refused = refused || line.rfind("transpose: ", 0) == 0;
  EXPECT_TRUE(refused);
  EXPECT_NEAR(dr->prepare(spec, {})->predict(0.0015).latency, 57.128243, 5e-7);  // §6.2
}

}  // namespace
}  // namespace kncube::analytical
