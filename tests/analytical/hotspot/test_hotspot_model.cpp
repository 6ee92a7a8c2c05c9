// The hot-spot LatencyModels: applicability and refusal reasons, the zero-load value (§3.1),
// channel/switch time scaling (spec 03 §3.8), saturation reporting (§3.5) and the catalog.
#include <gtest/gtest.h>

#include <limits>
#include <stdexcept>
#include <string>

#include "analytical/hotspot/hotspot_model.h"
#include "analytical/catalog/model_catalog.h"
#include "test_hotspot_support.h"

namespace kncube::analytical {
namespace {

using hotspot_test::hypercube;
using hotspot_test::torus;

::testing::AssertionResult refuses(HotspotVariant variant, const NetworkSpec& spec, const std::string& words,
                                   const ModelSwitches& switches = {}) {
  const Applicability a = hotspot_applicability(spec, switches, variant);
  if (a.applies) return ::testing::AssertionFailure() << "applies: " << describe(spec);
  if (a.reason.find(words) == std::string::npos)
    return ::testing::AssertionFailure() << "reason \"" << a.reason << "\" lacks \"" << words << "\"";
  return ::testing::AssertionSuccess();
}

TEST(HotspotModel, AppliesToTheSpecifiedFamilies) {
  for (const NetworkSpec& spec : {torus(8, 2, 3, 32, 0.2), torus(3, 3, 3, 16, 0.0), torus(8, 2, 3, 32, 0.08, Directions::bi),
                                  torus(3, 2, 4, 32, 0.5, Directions::bi), hypercube(8, 2, 32, 0.21)}) {
    EXPECT_TRUE(hotspot_applicability(spec, {}, HotspotVariant::thesis).applies) << describe(spec);
  }
  NetworkSpec two_ary_torus = torus(2, 6, 2, 32, 0.1);  // the hypercube, spelled as a torus
  EXPECT_TRUE(hotspot_applicability(two_ary_torus, {}, HotspotVariant::thesis).applies);
  EXPECT_TRUE(hotspot_applicability(torus(8, 3, 3, 32, 0.1), {}, HotspotVariant::paper).applies);
}

TEST(HotspotModel, RefusesWithActionableReasons) {
  const HotspotVariant t = HotspotVariant::thesis;
  NetworkSpec spec = torus(8, 2, 3, 32, 0.1);
  spec.routing = Routing::dor;
  EXPECT_TRUE(refuses(t, spec, "routing to duato"));
  spec = torus(8, 2, 3, 32, 0.1);
  spec.traffic.kind = TrafficKind::uniform;
  EXPECT_TRUE(refuses(t, spec, "needs hot-spot traffic"));
  spec = torus(8, 2, 3, 32, 0.1);
  spec.topology = Topology::mesh;
  EXPECT_TRUE(refuses(t, spec, "not meshes"));
  EXPECT_TRUE(refuses(t, torus(8, 2, 3, 32, 1.0), "0 <= h < 1"));
  EXPECT_TRUE(refuses(t, torus(8, 2, 3, 32, -0.1), "0 <= h < 1"));
  spec = torus(8, 2, 3, 32, 0.1);
  spec.traffic.hotspot_node = 64;
  EXPECT_TRUE(refuses(t, spec, "0..63"));
  spec.traffic.hotspot_node = -1;
  EXPECT_TRUE(refuses(t, spec, "does not exist"));
  spec = hypercube(8, 2, 32, 0.1);
  spec.traffic.hotspot_node = 256;
  EXPECT_TRUE(refuses(t, spec, "0..255"));
  EXPECT_TRUE(refuses(t, torus(8, 2, 2, 32, 0.1), "V >= 3"));
  EXPECT_TRUE(refuses(t, hypercube(8, 1, 32, 0.1), "V >= 2"));
  EXPECT_TRUE(refuses(t, torus(8, 2, 3, 0, 0.1), "at least 1 flit"));
  spec = torus(8, 2, 3, 32, 0.1);
  spec.channel_time = 0.0;
  EXPECT_TRUE(refuses(t, spec, "t_c > 0"));
  spec = torus(8, 2, 3, 32, 0.1);
  spec.switch_time = -1.0;
  EXPECT_TRUE(refuses(t, spec, "t_s >= 0"));
  ModelSwitches odd_weight;
  odd_weight.escape_weight = 3;
  EXPECT_TRUE(refuses(t, torus(8, 2, 3, 32, 0.1), "escape_weight", odd_weight));
  // At most 4096 distances from the hot node: the diameter n(k-1) unidirectional, n floor(k/2)
  // bidirectional (a saturation search iterates over all of them some 10^4 to 10^5 times).
  EXPECT_TRUE(hotspot_applicability(torus(2049, 2, 3, 32, 0.1), {}, t).applies);
  EXPECT_TRUE(refuses(t, torus(2050, 2, 3, 32, 0.1), "diameter is 4098 hops, more than the 4096"));
  EXPECT_TRUE(hotspot_applicability(torus(4097, 2, 3, 32, 0.1, Directions::bi), {}, t).applies);
  EXPECT_TRUE(refuses(t, torus(4098, 2, 3, 32, 0.1, Directions::bi), "diameter is 4098 hops"));
  EXPECT_TRUE(refuses(HotspotVariant::paper, torus(100000, 2, 3, 32, 0.1), "smaller radix"));
  // HS-P: unidirectional tori with k >= 3 only (§3.2).
  EXPECT_TRUE(refuses(HotspotVariant::paper, hypercube(8, 2, 32, 0.1), "use hotspot-thesis for hypercubes"));
  EXPECT_TRUE(refuses(HotspotVariant::paper, torus(8, 2, 3, 32, 0.1, Directions::bi), "use hotspot-thesis for bidirectional"));
  // prepare() refuses too, with the reason.
  try {
    make_hotspot_paper_model()->prepare(hypercube(8, 2, 32, 0.1), {});
    ADD_FAILURE() << "prepare accepted a hypercube";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("hotspot-paper"), std::string::npos);
  }
}

TEST(HotspotModel, ZeroLoadIsReturnedDirectly) {  // §3.1: (1-h)(M + d-bar) + h(M + sum j theta_j)
  struct Case { NetworkSpec spec; double regular, hot; };
  const Case cases[] = {{torus(8, 2, 3, 32, 0.16), 32 + 7.0, 32 + 448.0 / 63},
                        {torus(8, 2, 3, 32, 0.08, Directions::bi), 32 + 4.0, 32 + 256.0 / 63},
                        {hypercube(8, 2, 32, 0.21), 32 + 1024.0 / 255, 32 + 1024.0 / 255}};
  for (const Case& c : cases) {
    SCOPED_TRACE(describe(c.spec));
    const double h = c.spec.traffic.hotspot_fraction;
    const double expected = (1 - h) * c.regular + h * c.hot;
    for (HotspotVariant variant : {HotspotVariant::thesis, HotspotVariant::paper}) {
      if (!hotspot_applicability(c.spec, {}, variant).applies) continue;
      const auto model = (variant == HotspotVariant::thesis ? make_hotspot_thesis_model() : make_hotspot_paper_model())
                             ->prepare(c.spec, {});
      EXPECT_NEAR(model->zero_load_latency(), expected, 1e-12);
      const Prediction p = model->predict(0.0);
      ASSERT_FALSE(p.saturated);
      EXPECT_NEAR(p.latency, expected, 1e-12);
      EXPECT_NEAR(p.network_latency, expected, 1e-12);
      EXPECT_EQ(p.source_wait, 0.0);
      EXPECT_EQ(p.multiplexing, 1.0);
      EXPECT_EQ(p.iterations, 0);
      ASSERT_EQ(p.classes.size(), 2u);
      EXPECT_NEAR(p.classes[0].latency, c.regular, 1e-12);
      EXPECT_NEAR(p.classes[1].latency, c.hot, 1e-12);
      // The model tends to that value as lambda -> 0.
      EXPECT_NEAR(model->predict(1e-9).latency, expected, 1e-4);
    }
  }
}

// Spec 03 §3.8: with flit time t_c + t_s = tau every time is tau times longer and every rate
// tau times smaller, so Latency(tau, lambda/tau) = tau Latency(1, lambda) exactly: this holds
// only if M + hops, the M of S-bar h_j, and the minimum service M tau of every M/G/1 wait are
// all scaled.
TEST(HotspotModel, ChannelAndSwitchTimeScaleEveryTerm) {
  for (NetworkSpec spec : {torus(8, 2, 3, 32, 0.16), torus(8, 2, 3, 32, 0.08, Directions::bi), hypercube(8, 2, 32, 0.21)}) {
    SCOPED_TRACE(describe(spec));
    NetworkSpec slow = spec;
    slow.channel_time = 2.0;
    slow.switch_time = 0.5;
    const double tau = 2.5;
    const auto plain = make_hotspot_thesis_model()->prepare(spec, {});
    const auto scaled = make_hotspot_thesis_model()->prepare(slow, {});
    EXPECT_NEAR(scaled->zero_load_latency(), tau * plain->zero_load_latency(), 1e-9);
    EXPECT_NEAR(scaled->predict(0.0).latency, tau * plain->predict(0.0).latency, 1e-9);
    const double rate = 0.6 * plain->saturation_rate(1e-6);
    const Prediction a = plain->predict(rate);
    const Prediction b = scaled->predict(rate / tau);
    ASSERT_FALSE(a.saturated);
    ASSERT_FALSE(b.saturated);
    EXPECT_NEAR(b.latency, tau * a.latency, 1e-7 * b.latency);
    EXPECT_NEAR(b.network_latency, tau * a.network_latency, 1e-7 * b.network_latency);
    EXPECT_NEAR(b.source_wait, tau * a.source_wait, 1e-7 * b.latency);
    EXPECT_NEAR(b.multiplexing, a.multiplexing, 1e-9);
    EXPECT_NEAR(b.classes[1].latency, tau * a.classes[1].latency, 1e-7 * b.latency);
    EXPECT_NEAR(scaled->saturation_rate(1e-7), plain->saturation_rate(1e-7) / tau, 1e-6 * plain->saturation_rate(1e-7));
    // The defaults t_c = 1, t_s = 0 are the plain model, bit for bit.
    NetworkSpec explicit_defaults = spec;
    explicit_defaults.channel_time = 1.0;
    explicit_defaults.switch_time = 0.0;
    EXPECT_EQ(make_hotspot_thesis_model()->prepare(explicit_defaults, {})->predict(rate).latency, a.latency);
  }
}

TEST(HotspotModel, SaturationSaysWhichChannelAndWhichRule) {
  const auto model = make_hotspot_thesis_model()->prepare(torus(8, 2, 3, 32, 0.16), {});
  const Prediction p = model->predict(0.003);  // lambda_sat = 0.00241
  ASSERT_TRUE(p.saturated);
  EXPECT_NE(p.reason.find("rho_j >= 1 for j = 1,"), std::string::npos) << p.reason;
  EXPECT_NE(p.reason.find("channels j hops from the hot node"), std::string::npos) << p.reason;
  EXPECT_NE(p.reason.find("§3.5 step 2"), std::string::npos) << p.reason;
  EXPECT_EQ(p.rate, 0.003);
  // An iteration cap that is too small reports the cap rule.
  HotspotSolverOptions capped;
  capped.max_iterations = 2;
  const Prediction q = make_hotspot_thesis_model(capped)->prepare(torus(8, 2, 3, 32, 0.16), {})->predict(0.0015);
  ASSERT_TRUE(q.saturated);
  EXPECT_NE(q.reason.find("no convergence within 2 iterations"), std::string::npos) << q.reason;
  // Light load converges; the largest rho is channel class 1's.
  const Prediction ok = model->predict(0.001);
  EXPECT_FALSE(ok.saturated);
  EXPECT_TRUE(ok.reason.empty());
  EXPECT_TRUE(hotspot_test::matches_printed(ok.rho, "0.2763"));  // §6.3 h = 0.16, rho_1 (T)
}

TEST(HotspotModel, NegativeOrNonFiniteRatesAreErrors) {
  const auto model = make_hotspot_thesis_model()->prepare(torus(8, 2, 3, 32, 0.16), {});
  EXPECT_THROW(model->predict(-1e-3), std::invalid_argument);
  EXPECT_THROW(model->predict(std::numeric_limits<double>::quiet_NaN()), std::invalid_argument);
}

TEST(HotspotModel, RegisteredInTheCatalog) {
  const ModelCatalog catalog;
  const LatencyModel* thesis = catalog.find("hotspot-thesis");
  const LatencyModel* paper = catalog.find("hotspot-paper");
  ASSERT_NE(thesis, nullptr);
  ASSERT_NE(paper, nullptr);
  const NetworkSpec cube = hypercube(8, 2, 32, 0.21);
  EXPECT_TRUE(thesis->applies_to(cube, {}).applies);
  EXPECT_FALSE(paper->applies_to(cube, {}).applies);
  bool paper_refusal_listed = false;
  for (const std::string& line : catalog.refusals(cube, {}))
    if (line.rfind("hotspot-paper: ", 0) == 0) paper_refusal_listed = true;
  EXPECT_TRUE(paper_refusal_listed);
  EXPECT_FALSE(thesis->description().empty());
}

}  // namespace
}  // namespace kncube::analytical
