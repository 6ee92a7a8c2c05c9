// What every traffic generator promises the network interfaces: never the source as destination
// unless the pattern allows self-traffic, no allocation per message (the per-message work is a
// table lookup, an alias-table draw or O(n) digit arithmetic, independent of N), and a refusal
// (kncube::ConfigError naming the option) of inputs it cannot generate.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <memory>
#include <new>
#include <string>
#include <vector>

#include "analytical/vocabulary/config_error.h"
#include "rtl_models/topology.h"
#include "testbenches/testbench/traffic/traffic_factory.h"

// Counting replacement of the global allocation functions, for this test binary only: the one way
// to see from outside whether a call allocates. The counter is a function-local static so that
// it exists before the first allocation of any static initialiser.
namespace {
std::atomic<long long>& allocation_count() {
  static std::atomic<long long> count{0};
  return count;
}
}  // namespace

// None of these is inlined: inlined into a caller, GCC sees a malloc'd pointer reach operator
// delete, or free() of a pointer from operator new, and warns (-Wmismatched-new-delete), although
// the pair is malloc/free throughout.
__attribute__((noinline)) void* operator new(std::size_t size) {
  allocation_count().fetch_add(1, std::memory_order_relaxed);
  if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
  throw std::bad_alloc();
}
__attribute__((noinline)) void operator delete(void* p) noexcept { std::free(p); }
__attribute__((noinline)) void operator delete(void* p, std::size_t) noexcept { std::free(p); }

namespace kncube {
namespace {

NetworkSpec network(Topology topology, int k, int n, Directions directions, TrafficKind kind) {
  NetworkSpec spec;
  spec.topology = topology;
  spec.k = k;
  spec.n = n;
  spec.directions = directions;
  spec.traffic.kind = kind;
  spec.traffic.hotspot_fraction = 0.3;
  spec.traffic.hotspot_node = 5;
  spec.traffic.pattern_fraction = 0.6;
  spec.traffic.locality = 0.3;
  spec.traffic.hotspot_nodes = {1, 4, 6};
  spec.traffic.hotspot_weights = {1.0, 2.5, 0.5};
  return spec;
}

// Whether a kind is defined on the network (BookSim's bit patterns need N a power of two,
// tornado k >= 3, locality a torus or hypercube).
bool defined_on(TrafficKind kind, Topology topology, int k) {
  const bool power_of_two = (k & (k - 1)) == 0;
  switch (kind) {
    case TrafficKind::bitcomp:
    case TrafficKind::bitrev:
    case TrafficKind::shuffle: return power_of_two;
    case TrafficKind::tornado: return topology != Topology::hypercube && k >= 3;
    case TrafficKind::locality: return topology != Topology::mesh;
    default: return true;
  }
}

// Every pattern with the models' rules: no message is addressed to its source.
std::vector<NetworkSpec> every_pattern() {
  std::vector<NetworkSpec> specs;
  for (const TrafficKind kind : {TrafficKind::uniform, TrafficKind::hotspot, TrafficKind::transpose,
                                 TrafficKind::digit_reversal, TrafficKind::locality, TrafficKind::bitcomp,
                                 TrafficKind::bitrev, TrafficKind::shuffle, TrafficKind::tornado, TrafficKind::neighbor,
                                 TrafficKind::randperm}) {
    for (const NetworkSpec& spec : {network(Topology::torus, 8, 2, Directions::uni, kind),
                                    network(Topology::torus, 5, 3, Directions::bi, kind),
                                    network(Topology::torus, 3, 3, Directions::uni, kind),
                                    network(Topology::hypercube, 2, 7, Directions::uni, kind),
                                    network(Topology::mesh, 4, 2, Directions::bi, kind)})
      if (defined_on(kind, spec.topology, spec.k)) specs.push_back(spec);
  }
  return specs;
}

// The patterns that may address a message to its source: BookSim's uniform, fixed points that
// send to themselves, hotspot-set (a member may draw itself).
std::vector<NetworkSpec> self_addressing_patterns() {
  std::vector<NetworkSpec> specs;
  NetworkSpec uniform = network(Topology::torus, 8, 2, Directions::uni, TrafficKind::uniform);
  uniform.traffic.self_traffic = true;
  specs.push_back(uniform);
  for (const TrafficKind kind : {TrafficKind::transpose, TrafficKind::bitrev, TrafficKind::randperm}) {
    NetworkSpec spec = network(Topology::hypercube, 2, 7, Directions::uni, kind);
    spec.traffic.fixed_points = FixedPoints::self;
    specs.push_back(spec);
  }
  specs.push_back(network(Topology::torus, 8, 2, Directions::uni, TrafficKind::hotspot_set));
  specs.push_back(network(Topology::mesh, 4, 2, Directions::bi, TrafficKind::hotspot_set));
  return specs;
}

TEST(TrafficGenerators, NeverAddressTheSourceAndStayInsideTheNetwork) {
  for (const NetworkSpec& spec : every_pattern()) {
    const rtl::TopologyGraph topology = rtl::make_topology(spec);
    const auto pattern = traffic::make_traffic_pattern(spec, topology);
    rtl::Random random(21, 0);
    for (rtl::NodeId source = 0; source < topology.node_count(); ++source) {
      for (int draw = 0; draw < 500; ++draw) {
        const rtl::Destination d = pattern->destination(source, random);
        ASSERT_NE(d.node, source) << describe(spec);
        ASSERT_GE(d.node, 0);
        ASSERT_LT(d.node, topology.node_count());
        ASSERT_LT(d.message_class, pattern->class_count());
      }
    }
  }
}

// The patterns that allow self-traffic do produce it, and stay inside the network otherwise.
TEST(TrafficGenerators, SelfAddressingPatternsAddressTheSourceSometimesAndStayInside) {
  for (const NetworkSpec& spec : self_addressing_patterns()) {
    const rtl::TopologyGraph topology = rtl::make_topology(spec);
    const auto pattern = traffic::make_traffic_pattern(spec, topology);
    rtl::Random random(23, 0);
    int to_source = 0;
    for (rtl::NodeId source = 0; source < topology.node_count(); ++source) {
      for (int draw = 0; draw < 200; ++draw) {
        const rtl::Destination d = pattern->destination(source, random);
        ASSERT_GE(d.node, 0);
        ASSERT_LT(d.node, topology.node_count());
        ASSERT_LT(d.message_class, pattern->class_count());
        to_source += d.node == source;
      }
    }
    EXPECT_GT(to_source, 0) << describe(spec);
  }
}

// The network interface asks for one destination per generated message: the generators must not
// allocate there (the permutation maps, the alias table and the locality weights are built once).
TEST(TrafficGenerators, DrawingDestinationsAllocatesNothing) {
  {
    const long long before = allocation_count().load();
    const auto probe = std::make_unique<std::vector<int>>(10);
    ASSERT_GE(allocation_count().load() - before, 2) << "the counting operator new is not in use";
  }
  std::vector<NetworkSpec> specs = every_pattern();
  for (const NetworkSpec& spec : self_addressing_patterns()) specs.push_back(spec);
  for (const NetworkSpec& spec : specs) {
    const rtl::TopologyGraph topology = rtl::make_topology(spec);
    const auto pattern = traffic::make_traffic_pattern(spec, topology);
    rtl::Random random(22, 0);
    long long sum = 0;
    const long long before = allocation_count().load();
    for (int i = 0; i < 100000; ++i) sum += pattern->destination(static_cast<rtl::NodeId>(i % topology.node_count()), random).node;
    const long long after = allocation_count().load();
    EXPECT_EQ(after - before, 0) << describe(spec);
    EXPECT_GT(sum, 0);
  }
}

struct Refusal {
  std::string name;
  NetworkSpec spec;
  std::string expected;
};

void PrintTo(const Refusal& r, std::ostream* out) { *out << r.name; }

class TrafficRefusalTest : public ::testing::TestWithParam<Refusal> {};

TEST_P(TrafficRefusalTest, FactoryRefusesWithTheOptionAndTheReason) {
  const Refusal& r = GetParam();
  const rtl::TopologyGraph topology = rtl::make_topology(r.spec);
  try {
    traffic::make_traffic_pattern(r.spec, topology);
    FAIL() << "accepted " << describe(r.spec);
  } catch (const kncube::ConfigError& error) {
    EXPECT_NE(std::string(error.what()).find(r.expected), std::string::npos) << error.what();
  }
}

NetworkSpec with(NetworkSpec spec, void (*change)(NetworkSpec&)) {
  change(spec);
  return spec;
}

const NetworkSpec hotspot = network(Topology::torus, 8, 2, Directions::uni, TrafficKind::hotspot);
const NetworkSpec transpose = network(Topology::torus, 8, 2, Directions::uni, TrafficKind::transpose);
const NetworkSpec locality = network(Topology::torus, 8, 2, Directions::uni, TrafficKind::locality);
const NetworkSpec bitrev_3ary = network(Topology::torus, 3, 2, Directions::uni, TrafficKind::bitrev);
const NetworkSpec hotspot_set = network(Topology::torus, 8, 2, Directions::uni, TrafficKind::hotspot_set);

NetworkSpec on_two_nodes(TrafficKind kind) {
  NetworkSpec spec = network(Topology::hypercube, 2, 1, Directions::uni, kind);
  spec.vcs = 2;
  return spec;
}

INSTANTIATE_TEST_SUITE_P(
    BadTraffic, TrafficRefusalTest,
    ::testing::Values(
        Refusal{"h_one", with(hotspot, [](NetworkSpec& s) { s.traffic.hotspot_fraction = 1.0; }),
                "--hotspot-fraction: 1 is not allowed; a number in [0, 1)"},
        Refusal{"h_negative", with(hotspot, [](NetworkSpec& s) { s.traffic.hotspot_fraction = -0.25; }),
                "--hotspot-fraction: -0.25 is not allowed"},
        Refusal{"hot_node_missing", with(hotspot, [](NetworkSpec& s) { s.traffic.hotspot_node = 64; }),
                "--hotspot-node: 64 is not allowed; a node id in [0, 63]"},
        Refusal{"x_above_one", with(transpose, [](NetworkSpec& s) { s.traffic.pattern_fraction = 1.5; }),
                "--pattern-fraction: 1.5 is not allowed; a number in [0, 1]"},
        Refusal{"transpose_n1", with(transpose, [](NetworkSpec& s) { s.n = 1; }),
                "--traffic: transpose is not allowed; a pattern of networks with n >= 2 dimensions"},
        Refusal{"reversal_n1", with(transpose, [](NetworkSpec& s) { s.n = 1; s.traffic.kind = TrafficKind::digit_reversal; }),
                "--traffic: digit-reversal is not allowed; a pattern of networks with n >= 2"},
        Refusal{"f_zero", with(locality, [](NetworkSpec& s) { s.traffic.locality = 0.0; }),
                "--locality: 0 is not allowed; a number in (0, 1]"},
        Refusal{"f_one_node", with(locality, [](NetworkSpec& s) { s.traffic.locality = 0.01; }),
                "--locality: 0.01 is not allowed; an f > 1/N = 1/64"},
        Refusal{"f_exactly_one_node", with(locality, [](NetworkSpec& s) { s.traffic.locality = 1.0 / 64.0; }),
                "--locality: 0.015625 is not allowed"},
        Refusal{"locality_mesh", with(locality, [](NetworkSpec& s) { s.topology = Topology::mesh; s.directions = Directions::bi; }),
                "--traffic: locality is not allowed; a pattern of tori and hypercubes"},
        Refusal{"bitcomp_9_nodes", with(bitrev_3ary, [](NetworkSpec& s) { s.traffic.kind = TrafficKind::bitcomp; }),
                "--traffic: bitcomp is not allowed; a pattern of networks whose node count N = k^n is a power of two"},
        Refusal{"bitrev_9_nodes", bitrev_3ary, "N = 9 is not (use k a power of two)"},
        Refusal{"shuffle_6x6", with(bitrev_3ary, [](NetworkSpec& s) { s.k = 6; s.traffic.kind = TrafficKind::shuffle; }),
                "--traffic: shuffle is not allowed; a pattern of networks whose node count N = k^n is a power of two"},
        Refusal{"bitrev_2_nodes", on_two_nodes(TrafficKind::bitrev),
                "--traffic: bitrev is not allowed; a pattern of networks with N >= 4 nodes"},
        Refusal{"shuffle_2_nodes", on_two_nodes(TrafficKind::shuffle), "--traffic: shuffle is not allowed"},
        Refusal{"tornado_hypercube", with(on_two_nodes(TrafficKind::tornado), [](NetworkSpec& s) { s.n = 5; }),
                "--traffic: tornado is not allowed; a pattern of networks with k >= 3: its offset ceil(k/2) - 1 is 0"},
        Refusal{"randperm_identity", with(on_two_nodes(TrafficKind::randperm), [](NetworkSpec& s) { s.traffic.permutation_seed = 1; }),
                "--traffic: randperm is not allowed; a permutation that moves some node: seed 1 draws the identity"},
        Refusal{"hotspot_set_empty", with(hotspot_set, [](NetworkSpec& s) { s.traffic.hotspot_nodes.clear(); }),
                "--hotspot-nodes: (none) is not allowed"},
        Refusal{"hotspot_set_outside", with(hotspot_set, [](NetworkSpec& s) { s.traffic.hotspot_nodes = {3, 64}; s.traffic.hotspot_weights.clear(); }),
                "--hotspot-nodes: 64 is not allowed; node ids in [0, 63]"},
        Refusal{"hotspot_set_repeated", with(hotspot_set, [](NetworkSpec& s) { s.traffic.hotspot_nodes = {3, 7, 3}; }),
                "--hotspot-nodes: 3 is not allowed; each node once"},
        Refusal{"hotspot_set_weight_count", with(hotspot_set, [](NetworkSpec& s) { s.traffic.hotspot_weights = {1, 2}; }),
                "--hotspot-weights: 1,2 is not allowed; one weight per node of --hotspot-nodes, 3 weights for its 3 nodes"},
        Refusal{"hotspot_set_weight_zero", with(hotspot_set, [](NetworkSpec& s) { s.traffic.hotspot_weights = {1, 0, 2}; }),
                "--hotspot-weights: 0 is not allowed; positive finite numbers"}),
    [](const ::testing::TestParamInfo<Refusal>& info) { return info.param.name; });

}  // namespace
}  // namespace kncube
