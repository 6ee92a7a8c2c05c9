// Spec 04 A.7: the XFTM-R and XFTM-P reference numbers (k = 8, XFTM-L, M = 32), the graph
// quantities of A.5.2, and the models' place in the catalog.
#include <gtest/gtest.h>

#include <memory>

#include "analytical/graph/grid_generators.h"
#include "analytical/catalog/model_catalog.h"
#include "analytical/xftm/graph_quantities.h"
#include "analytical/xftm/xftm_models.h"
#include "analytical/xftm/xftm_paper_formulas.h"

namespace kncube::analytical {
namespace {

constexpr double kFourDecimals = 5e-5 + 1e-12;

NetworkSpec xftm_spec(int k, int vcs) {
  NetworkSpec spec;
  spec.topology = Topology::xftm;
  spec.k = k;
  spec.vcs = vcs;
  spec.message_length = 32;
  spec.graph = std::make_shared<const graph::NetworkGraph>(graph::make_xftm_graph(k));
  return spec;
}

TEST(GraphQuantities, XftmL8MatchesA7) {
  const GraphQuantities q = measure_graph(graph::make_xftm_graph(8));
  EXPECT_EQ(q.nodes, 52);
  EXPECT_EQ(q.channels, 168);
  EXPECT_NEAR(q.mean_distance, 5.2700, kFourDecimals);
  EXPECT_NEAR(q.channel_rate_factor, 1.6312, kFourDecimals);
  ASSERT_EQ(q.profitable_ports.size(), 4U);
  EXPECT_EQ(q.profitable_ports[0], 0.0);
  EXPECT_NEAR(q.profitable_ports[1], 0.5709, kFourDecimals);
  EXPECT_NEAR(q.profitable_ports[2], 0.4288, kFourDecimals);
  EXPECT_NEAR(q.profitable_ports[3], 0.0003, kFourDecimals);
  EXPECT_NEAR(theorem1_average_distance(8), 0.9031, kFourDecimals);
}

TEST(GraphQuantities, Torus8MatchesA52) {
  const GraphQuantities q = measure_graph(graph::make_torus_graph(8));
  ASSERT_EQ(q.profitable_ports.size(), 5U);
  EXPECT_NEAR(q.profitable_ports[1], 0.4709, kFourDecimals);
  EXPECT_NEAR(q.profitable_ports[2], 0.4605, kFourDecimals);
  EXPECT_NEAR(q.profitable_ports[3], 0.0647, kFourDecimals);
  EXPECT_NEAR(q.profitable_ports[4], 0.0039, kFourDecimals);
  EXPECT_NEAR(q.channel_rate_factor, q.mean_distance / 4.0, 1e-12);  // eq. (6)'s regular torus, C = 4N
}

TEST(GraphQuantities, OtherRadicesMatchA7) {
  const struct { int k; double mean; double factor; } rows[] = {{4, 2.7143, 1.0556}, {6, 3.9839, 1.3280}, {10, 6.4550, 1.8904}};
  for (const auto& row : rows) {
    const GraphQuantities q = measure_graph(graph::make_xftm_graph(row.k));
    EXPECT_NEAR(q.mean_distance, row.mean, kFourDecimals) << row.k;
    EXPECT_NEAR(q.channel_rate_factor, row.factor, kFourDecimals) << row.k;
  }
}

struct Reference {
  int vcs;
  double rate;
  double paper_latency;  // XFTM-P
  double latency;        // XFTM-R, 0 if saturated
  double service, wait, multiplexing;  // XFTM-R parts, 0 if not printed
};

// Spec 04 A.7 (latencies to 3 decimals, parts to 3-4).
const Reference kReferences[] = {
    {2, 0.001, 35.123, 41.962, 37.284, 0.361, 1.1147},
    {2, 0.002, 36.438, 46.430, 37.395, 0.741, 1.2175},
    {2, 0.004, 39.077, 56.684, 38.718, 1.674, 1.4034},
    {2, 0.010, 47.359, 0.0, 0, 0, 0},
    {8, 0.001, 34.928, 42.195, 37.270, 0.089, 1.1295},
    {8, 0.004, 38.532, 61.807, 37.270, 0.361, 1.6424},
    {8, 0.008, 43.969, 109.207, 37.449, 0.744, 2.8593},
};

TEST(XftmModels, ReproduceTheA7Table) {
  for (const Reference& r : kReferences) {
    const XftmResolvedPrepared resolved(measure_graph(graph::make_xftm_graph(8)), r.vcs, 32);
    const XftmPaperPrepared paper(8, r.vcs, 32);
    const Prediction p = paper.predict(r.rate);
    ASSERT_FALSE(p.saturated) << r.rate;
    EXPECT_NEAR(p.latency, r.paper_latency, 5e-4 + 1e-9) << "XFTM-P V=" << r.vcs << " rate " << r.rate;
    const Prediction q = resolved.predict(r.rate);
    if (r.latency == 0.0) {
      EXPECT_TRUE(q.saturated) << r.rate;
      continue;
    }
    ASSERT_FALSE(q.saturated) << r.rate;
    EXPECT_NEAR(q.latency, r.latency, 5e-4 + 1e-9) << "XFTM-R V=" << r.vcs << " rate " << r.rate;
    EXPECT_NEAR(q.network_latency, r.service, 5e-4 + 1e-9);
    EXPECT_NEAR(q.source_wait, r.wait, 5e-4 + 1e-9);
    EXPECT_NEAR(q.multiplexing, r.multiplexing, 5e-5 + 1e-9);
  }
}

TEST(XftmModels, PaperPartsAtTheFirstPoint) {
  const Prediction p = XftmPaperPrepared(8, 2, 32).predict(0.001);  // 35.123 (33.806, 0.291, 1.0301)
  EXPECT_NEAR(p.network_latency, 33.806, 5e-4);
  EXPECT_NEAR(p.source_wait, 0.291, 5e-4);
  EXPECT_NEAR(p.multiplexing, 1.0301, 5e-5);
}

TEST(XftmModels, SaturationRatesMatchA7) {
  const GraphQuantities q = measure_graph(graph::make_xftm_graph(8));
  EXPECT_NEAR(XftmResolvedPrepared(q, 2, 32).saturation_rate(), 0.00518, 5e-6);
  EXPECT_NEAR(XftmResolvedPrepared(q, 8, 32).saturation_rate(), 0.00968, 5e-6);
  EXPECT_NEAR(XftmPaperPrepared(8, 2, 32).saturation_rate(), 0.02506, 5e-6);
  EXPECT_NEAR(XftmPaperPrepared(8, 8, 32).saturation_rate(), 0.04058, 5e-6);
  // In flits/node/cycle (A.6): XFTM-P at V = 8 passes the one flit per cycle an injection channel carries.
  EXPECT_NEAR(XftmPaperPrepared(8, 2, 32).saturation_rate() * 32, 0.80, 0.005);
  EXPECT_NEAR(XftmPaperPrepared(8, 8, 32).saturation_rate() * 32, 1.30, 0.005);
}

TEST(XftmModels, ZeroLoadIsMessagePlusDistance) {
  const GraphQuantities q = measure_graph(graph::make_xftm_graph(8));
  const XftmResolvedPrepared resolved(q, 4, 32);
  EXPECT_NEAR(resolved.zero_load_latency(), 32 + 5.2700, kFourDecimals);
  EXPECT_NEAR(resolved.predict(1e-9).latency, resolved.zero_load_latency(), 1e-5);
}

TEST(XftmCatalog, ModelsApplyToGraphNetworksAndCubeModelsRefuseThem) {
  const ModelCatalog catalog;
  NetworkSpec spec = xftm_spec(8, 2);
  const auto applicable = catalog.applicable(spec, {});
  ASSERT_EQ(applicable.size(), 2U);
  EXPECT_EQ(applicable[0]->name(), "xftm-r");
  EXPECT_EQ(applicable[1]->name(), "xftm-p");
  const Prediction p = catalog.find("xftm-r")->prepare(spec, {})->predict(0.001);
  EXPECT_NEAR(p.latency, 41.962, 5e-4);

  spec.topology = Topology::tm;
  spec.graph = std::make_shared<const graph::NetworkGraph>(graph::make_tm_graph(8));
  EXPECT_TRUE(catalog.find("xftm-r")->applies_to(spec, {}).applies);
  EXPECT_FALSE(catalog.find("xftm-p")->applies_to(spec, {}).applies);
  EXPECT_FALSE(catalog.find("duato-uniform")->applies_to(spec, {}).applies);

  spec.routing = Routing::dor;
  EXPECT_FALSE(catalog.find("xftm-r")->applies_to(spec, {}).applies);

  spec.routing = Routing::duato;
  graph::NetworkGraph slow_link("two nodes");
  slow_link.add_node(graph::GraphNode{"a", false, 0, 0});
  slow_link.add_node(graph::GraphNode{"b", false, 0, 0});
  slow_link.add_link(0, 1, 3);
  spec.topology = Topology::graph;
  spec.graph = std::make_shared<const graph::NetworkGraph>(std::move(slow_link));
  EXPECT_FALSE(catalog.find("xftm-r")->applies_to(spec, {}).applies);  // single-cycle hops only

  NetworkSpec torus;  // the k-ary n-cube models still answer for k-ary n-cubes; XFTM-R does not
  EXPECT_TRUE(catalog.find("duato-uniform")->applies_to(torus, {}).applies);
  EXPECT_FALSE(catalog.find("xftm-r")->applies_to(torus, {}).applies);
}

}  // namespace
}  // namespace kncube::analytical
