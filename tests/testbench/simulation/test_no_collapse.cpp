// No throughput collapse past saturation (issue 10): on small networks of every topology, with
// both routings, the BookSim router's accepted throughput with every source backlogged (offered
// 1.0 flit/node/cycle) is within 5% of its peak over offered loads, measured as BookSim measures
// (Bernoulli sources, a 3000-cycle warm-up, 10000 measured cycles). A negative control shows the
// check bites: without injection limitation Duato's routing on a unidirectional torus falls to
// what its escape VCs alone carry.
#include <gtest/gtest.h>

#include <algorithm>
#include <ostream>
#include <string>
#include <vector>

#include "rtl_models/network_config.h"
#include "testbenches/testbench/simulation/simulation_runner.h"

namespace kncube::simulation {
namespace {

struct CollapseCase {
  std::string name;
  Topology topology;
  int k;
  int n;
  Directions directions;
  Routing routing;
  int vcs;
  rtl::InjectionLimit limit = rtl::InjectionLimit::alo;  // the preset's
};

void PrintTo(const CollapseCase& c, std::ostream* out) { *out << c.name; }

rtl::NetworkConfig network_of(const CollapseCase& c) {
  rtl::NetworkConfig config;
  config.spec.topology = c.topology;
  config.spec.k = c.k;
  config.spec.n = c.n;
  config.spec.directions = c.directions;
  config.spec.routing = c.routing;
  config.spec.vcs = c.vcs;
  config.spec.message_length = 8;
  config.router = rtl::router_preset(rtl::RouterPreset::booksim);
  config.router.injection_limit = c.limit;
  // Tail-sent release can deadlock Duato's escape VCs: the preset is refused without this.
  if (c.routing == Routing::duato) config.router.vc_release = rtl::VcRelease::tail_credit;
  return config;
}

// Accepted throughput (flits/node/cycle) at each offered load, the last being 1.0.
std::vector<double> throughput_curve(rtl::NetworkConfig config) {
  config.spec.arrivals.kind = ArrivalKind::bernoulli;
  std::vector<double> accepted;
  for (double load : {0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 1.0}) {
    RunControl control;
    control.rate = load / config.spec.message_length;
    control.plan.warmup_cycles = 3000;
    control.plan.measure_cycles = 10000;
    control.plan.batches = 10;
    accepted.push_back(run_simulation(config, control).accepted_flits);
  }
  return accepted;
}

class NoCollapse : public ::testing::TestWithParam<CollapseCase> {};

TEST_P(NoCollapse, BackloggedThroughputStaysWithinFivePercentOfThePeak) {
  const std::vector<double> accepted = throughput_curve(network_of(GetParam()));
  const double peak = *std::max_element(accepted.begin(), accepted.end());
  EXPECT_GE(accepted.back(), 0.95 * peak) << GetParam().name << ": peak " << peak << ", backlogged " << accepted.back();
}

INSTANTIATE_TEST_SUITE_P(
    BookSimRouter, NoCollapse,
    ::testing::Values(CollapseCase{"bi_torus_dor", Topology::torus, 4, 2, Directions::bi, Routing::dor, 2},
                      CollapseCase{"bi_torus_duato", Topology::torus, 4, 2, Directions::bi, Routing::duato, 3},
                      CollapseCase{"uni_torus_dor", Topology::torus, 4, 2, Directions::uni, Routing::dor, 2},
                      CollapseCase{"uni_torus_duato", Topology::torus, 4, 2, Directions::uni, Routing::duato, 3},
                      CollapseCase{"hypercube_dor", Topology::hypercube, 2, 4, Directions::uni, Routing::dor, 2},
                      CollapseCase{"hypercube_duato", Topology::hypercube, 2, 4, Directions::uni, Routing::duato, 2},
                      CollapseCase{"mesh_dor", Topology::mesh, 4, 2, Directions::bi, Routing::dor, 2},
                      CollapseCase{"mesh_duato", Topology::mesh, 4, 2, Directions::bi, Routing::duato, 2}),
    [](const ::testing::TestParamInfo<CollapseCase>& info) { return info.param.name; });

TEST(NoCollapseControl, DuatoOnAUnidirectionalTorusCollapsesWithoutInjectionLimitation) {
  const CollapseCase unlimited{"uni_torus_duato_unlimited", Topology::torus, 4, 2, Directions::uni, Routing::duato, 3,
                               rtl::InjectionLimit::none};
  const std::vector<double> accepted = throughput_curve(network_of(unlimited));
  const double peak = *std::max_element(accepted.begin(), accepted.end());
  EXPECT_LT(accepted.back(), 0.85 * peak) << "peak " << peak << ", backlogged " << accepted.back();
}

}  // namespace
}  // namespace kncube::simulation
