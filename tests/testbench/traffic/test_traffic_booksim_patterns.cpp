// BookSim2's permutations (bitcomp, bitrev, shuffle, tornado, neighbor, randperm) against their
// definitions, written here independently of the generators (bit by bit, digit by digit, with
// the offsets as numbers), on every node of small networks; bijectivity; the --fixed-points
// rule both ways; randperm fixed by its seed. The generators are built through the factory, as a
// simulation builds them: with FixedPoints::self a destination is the map's image, no draw.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "analytical/vocabulary/config_error.h"
#include "rtl_models/topology.h"
#include "testbenches/testbench/traffic/node_map_traffic.h"
#include "testbenches/testbench/traffic/permutation_traffic.h"
#include "testbenches/testbench/traffic/traffic_factory.h"

namespace kncube {
namespace {

NetworkSpec network(Topology topology, int k, int n, TrafficKind kind, FixedPoints fixed_points = FixedPoints::self) {
  NetworkSpec spec;
  spec.topology = topology;
  if (topology == Topology::mesh) spec.directions = Directions::bi;
  spec.k = topology == Topology::hypercube ? 2 : k;
  spec.n = n;
  spec.traffic.kind = kind;
  spec.traffic.fixed_points = fixed_points;
  return spec;
}

// The image of every node, read through the generator (with fixed points sending to themselves
// every destination is the image; three draws per node make sure it is always the same one).
std::vector<rtl::NodeId> images_of(const NetworkSpec& spec) {
  const rtl::TopologyGraph topology = rtl::make_topology(spec);
  const auto pattern = traffic::make_traffic_pattern(spec, topology);
  const bool pure = is_booksim_pattern(spec.traffic.kind);  // transpose has its two classes
  if (pure) {
    EXPECT_EQ(pattern->class_count(), 1) << "a pure pattern has one class";
    EXPECT_EQ(pattern->class_name(0), "all");
  }
  rtl::Random random(11, 0);
  std::vector<rtl::NodeId> images;
  for (rtl::NodeId source = 0; source < topology.node_count(); ++source) {
    const rtl::Destination first = pattern->destination(source, random);
    if (pure) {
      EXPECT_EQ(first.message_class, 0);
    }
    for (int draw = 0; draw < 2; ++draw) EXPECT_EQ(pattern->destination(source, random).node, first.node) << source;
    images.push_back(first.node);
  }
  return images;
}

bool is_bijection(const std::vector<rtl::NodeId>& images) {
  std::vector<rtl::NodeId> sorted = images;
  std::sort(sorted.begin(), sorted.end());
  for (std::size_t i = 0; i < sorted.size(); ++i)
    if (sorted[i] != static_cast<rtl::NodeId>(i)) return false;
  return true;
}

int bit(rtl::NodeId id, int position) { return (id >> position) & 1; }

// Radix-k digit i of a node id.
int digit(rtl::NodeId id, int k, int i) {
  for (int j = 0; j < i; ++j) id /= k;
  return id % k;
}

struct BitCase {
  std::string name;
  NetworkSpec spec;
  int bits;  // log2 N
};

void PrintTo(const BitCase& c, std::ostream* out) { *out << c.name; }

std::vector<BitCase> bit_networks(TrafficKind kind) {
  return {{"torus_4x4", network(Topology::torus, 4, 2, kind), 4},
          {"torus_8x8", network(Topology::torus, 8, 2, kind), 6},
          {"hypercube_6", network(Topology::hypercube, 2, 6, kind), 6},
          {"torus_2ary_5cube", network(Topology::torus, 2, 5, kind), 5},
          {"torus_4ary_3cube", network(Topology::torus, 4, 3, kind), 6}};
}

class BitComplement : public ::testing::TestWithParam<BitCase> {};
class BitReversal : public ::testing::TestWithParam<BitCase> {};
class BitShuffle : public ::testing::TestWithParam<BitCase> {};

// Every bit flipped: bit i of the image is 1 - bit i of the source.
TEST_P(BitComplement, EveryBitFlippedOnEveryNode) {
  const auto images = images_of(GetParam().spec);
  const int b = GetParam().bits;
  ASSERT_EQ(images.size(), std::size_t{1} << b);
  for (rtl::NodeId s = 0; s < static_cast<rtl::NodeId>(images.size()); ++s)
    for (int i = 0; i < b; ++i) EXPECT_EQ(bit(images[static_cast<std::size_t>(s)], i), 1 - bit(s, i)) << s << " bit " << i;
  EXPECT_TRUE(is_bijection(images));
}

// Bit i of the source becomes bit b-1-i of the image.
TEST_P(BitReversal, BitsInReverseOrderOnEveryNode) {
  const auto images = images_of(GetParam().spec);
  const int b = GetParam().bits;
  ASSERT_EQ(images.size(), std::size_t{1} << b);
  for (rtl::NodeId s = 0; s < static_cast<rtl::NodeId>(images.size()); ++s)
    for (int i = 0; i < b; ++i) EXPECT_EQ(bit(images[static_cast<std::size_t>(s)], b - 1 - i), bit(s, i)) << s << " bit " << i;
  EXPECT_TRUE(is_bijection(images));
}

// Bit i of the source becomes bit (i + 1) mod b of the image: a left rotation by one.
TEST_P(BitShuffle, BitsRotatedLeftByOneOnEveryNode) {
  const auto images = images_of(GetParam().spec);
  const int b = GetParam().bits;
  ASSERT_EQ(images.size(), std::size_t{1} << b);
  for (rtl::NodeId s = 0; s < static_cast<rtl::NodeId>(images.size()); ++s)
    for (int i = 0; i < b; ++i) EXPECT_EQ(bit(images[static_cast<std::size_t>(s)], (i + 1) % b), bit(s, i)) << s << " bit " << i;
  EXPECT_TRUE(is_bijection(images));
}

auto name_of = [](const ::testing::TestParamInfo<BitCase>& info) { return info.param.name; };
INSTANTIATE_TEST_SUITE_P(Networks, BitComplement, ::testing::ValuesIn(bit_networks(TrafficKind::bitcomp)), name_of);
INSTANTIATE_TEST_SUITE_P(Networks, BitReversal, ::testing::ValuesIn(bit_networks(TrafficKind::bitrev)), name_of);
INSTANTIATE_TEST_SUITE_P(Networks, BitShuffle, ::testing::ValuesIn(bit_networks(TrafficKind::shuffle)), name_of);

// BookSim's bitrev is binary: on the 4x4 torus node 1 = 0001 goes to 1000 = 8, node (x1, x0) =
// (0, 1), to (2, 0); the radix-4 digit reversal (digit-reversal) would send it to (1, 0) = 4.
TEST(BitReversal, IsBinaryNotTheRadixKDigitReversal) {
  const auto images = images_of(network(Topology::torus, 4, 2, TrafficKind::bitrev));
  EXPECT_EQ(images[1], 8);
  EXPECT_EQ(images[6], 6);    // 0110 is a palindrome
  EXPECT_EQ(images[11], 13);  // 1011 -> 1101
}

struct DigitCase {
  std::string name;
  NetworkSpec spec;
  int offset;  // added to every digit, modulo k
};

void PrintTo(const DigitCase& c, std::ostream* out) { *out << c.name; }

class DigitShift : public ::testing::TestWithParam<DigitCase> {};

TEST_P(DigitShift, EveryDigitMovesByTheOffsetOnEveryNode) {
  const NetworkSpec& spec = GetParam().spec;
  const auto images = images_of(spec);
  const int k = spec.topology == Topology::hypercube ? 2 : spec.k;
  ASSERT_EQ(static_cast<std::int64_t>(images.size()), spec.nodes());
  for (rtl::NodeId s = 0; s < static_cast<rtl::NodeId>(images.size()); ++s)
    for (int i = 0; i < spec.n; ++i)
      EXPECT_EQ(digit(images[static_cast<std::size_t>(s)], k, i), (digit(s, k, i) + GetParam().offset) % k) << s << " digit " << i;
  EXPECT_TRUE(is_bijection(images));
}

// Tornado's offsets, ceil(k/2) - 1, written out: k = 3 and 4 move by 1, k = 5 and 6 by 2, k = 8 by 3.
INSTANTIATE_TEST_SUITE_P(
    TornadoAndNeighbor, DigitShift,
    ::testing::Values(DigitCase{"tornado_4x4", network(Topology::torus, 4, 2, TrafficKind::tornado), 1},
                      DigitCase{"tornado_8x8", network(Topology::torus, 8, 2, TrafficKind::tornado), 3},
                      DigitCase{"tornado_3ary_3cube", network(Topology::torus, 3, 3, TrafficKind::tornado), 1},
                      DigitCase{"tornado_5ary_2cube", network(Topology::torus, 5, 2, TrafficKind::tornado), 2},
                      DigitCase{"tornado_6ary_2cube_mesh", network(Topology::mesh, 6, 2, TrafficKind::tornado), 2},
                      DigitCase{"neighbor_4x4", network(Topology::torus, 4, 2, TrafficKind::neighbor), 1},
                      DigitCase{"neighbor_8x8", network(Topology::torus, 8, 2, TrafficKind::neighbor), 1},
                      DigitCase{"neighbor_3ary_3cube", network(Topology::torus, 3, 3, TrafficKind::neighbor), 1},
                      DigitCase{"neighbor_hypercube_6", network(Topology::hypercube, 2, 6, TrafficKind::neighbor), 1}),
    [](const ::testing::TestParamInfo<DigitCase>& info) { return info.param.name; });

// On a hypercube x -> x + 1 mod 2 flips every bit: neighbor is bitcomp there.
TEST(DigitShift, NeighborOnAHypercubeIsTheComplement) {
  EXPECT_EQ(images_of(network(Topology::hypercube, 2, 6, TrafficKind::neighbor)),
            images_of(network(Topology::hypercube, 2, 6, TrafficKind::bitcomp)));
}

NetworkSpec randperm(Topology topology, int k, int n, std::uint64_t seed) {
  NetworkSpec spec = network(topology, k, n, TrafficKind::randperm);
  spec.traffic.permutation_seed = seed;
  return spec;
}

TEST(RandomPermutation, IsABijectionFixedByItsSeed) {
  for (const NetworkSpec& base : {randperm(Topology::torus, 4, 2, 1), randperm(Topology::torus, 8, 2, 1),
                                  randperm(Topology::torus, 3, 3, 1), randperm(Topology::hypercube, 2, 6, 1)}) {
    const auto first = images_of(base);
    EXPECT_TRUE(is_bijection(first)) << describe(base);
    EXPECT_EQ(images_of(base), first) << "same seed, same permutation: " << describe(base);
    NetworkSpec other = base;
    other.traffic.permutation_seed = 2;
    const auto second = images_of(other);
    EXPECT_TRUE(is_bijection(second));
    EXPECT_NE(second, first) << "another seed, another permutation: " << describe(base);
    // Not a fixed rotation or the identity: at least half the nodes move (a uniform random
    // permutation fixes one node on average).
    int moved = 0;
    for (std::size_t s = 0; s < first.size(); ++s) moved += first[s] != static_cast<rtl::NodeId>(s);
    EXPECT_GE(moved, static_cast<int>(first.size()) / 2) << describe(base);
  }
}

// Fisher-Yates makes every permutation equally likely; over many seeds each node's image is
// uniform, so where node 0 goes is a fair 16-sided die (chi-square, 15 degrees of freedom, 0.1%
// critical value 37.7).
TEST(RandomPermutation, ImagesAreUniformOverSeeds) {
  std::vector<int> counts(16, 0);
  constexpr int seeds = 4000;
  for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
    const NetworkSpec spec = randperm(Topology::torus, 4, 2, seed);
    const auto pattern = traffic::make_traffic_pattern(spec, rtl::make_topology(spec));
    rtl::Random random(1, 1);
    ++counts[static_cast<std::size_t>(pattern->destination(0, random).node)];
  }
  double chi_square = 0.0;
  for (const int count : counts) chi_square += (count - seeds / 16.0) * (count - seeds / 16.0) / (seeds / 16.0);
  EXPECT_LT(chi_square, 37.7);
}

// --fixed-points: with `self` a fixed point sends to itself; with `uniform` (rule S) its
// messages are uniform over the N-1 others and every other source still follows the map.
struct FixedPointCase {
  std::string name;
  NetworkSpec spec;
  std::vector<rtl::NodeId> fixed;  // the map's fixed points, worked out by hand
};

void PrintTo(const FixedPointCase& c, std::ostream* out) { *out << c.name; }

class FixedPointRule : public ::testing::TestWithParam<FixedPointCase> {};

TEST_P(FixedPointRule, SelfSendsToItselfUniformSpreadsOverTheOthers) {
  NetworkSpec spec = GetParam().spec;
  const auto images = images_of(spec);  // fixed points self
  std::vector<rtl::NodeId> fixed;
  for (std::size_t s = 0; s < images.size(); ++s)
    if (images[s] == static_cast<rtl::NodeId>(s)) fixed.push_back(static_cast<rtl::NodeId>(s));
  ASSERT_EQ(fixed, GetParam().fixed);

  spec.traffic.fixed_points = FixedPoints::uniform;
  const rtl::TopologyGraph topology = rtl::make_topology(spec);
  const auto pattern = traffic::make_traffic_pattern(spec, topology);
  rtl::Random random(13, 0);
  const int nodes = topology.node_count();
  for (rtl::NodeId source = 0; source < nodes; ++source) {
    const bool is_fixed = std::find(fixed.begin(), fixed.end(), source) != fixed.end();
    if (!is_fixed) {
      EXPECT_EQ(pattern->destination(source, random).node, images[static_cast<std::size_t>(source)]) << source;
      continue;
    }
    // Rule S: never itself; every other node alike (chi-square at the 0.1% level).
    std::vector<int> counts(static_cast<std::size_t>(nodes), 0);
    const int samples = (nodes - 1) * 400;
    for (int i = 0; i < samples; ++i) ++counts[static_cast<std::size_t>(pattern->destination(source, random).node)];
    EXPECT_EQ(counts[static_cast<std::size_t>(source)], 0) << source;
    double chi_square = 0.0;
    const double expected = static_cast<double>(samples) / (nodes - 1);
    for (rtl::NodeId d = 0; d < nodes; ++d)
      if (d != source) chi_square += (counts[static_cast<std::size_t>(d)] - expected) * (counts[static_cast<std::size_t>(d)] - expected) / expected;
    // 0.1% critical values: 37.7 for 15 degrees of freedom (N = 16), 103.4 for 62 (N = 64).
    EXPECT_LT(chi_square, nodes == 16 ? 37.7 : 103.4) << source;
  }
}

INSTANTIATE_TEST_SUITE_P(
    Patterns, FixedPointRule,
    ::testing::Values(
        // 4-bit palindromes: 0000, 0110, 1001, 1111.
        FixedPointCase{"bitrev_4x4", network(Topology::torus, 4, 2, TrafficKind::bitrev), {0, 6, 9, 15}},
        // 6-bit palindromes abccba: 8 of them.
        FixedPointCase{"bitrev_hypercube_6",
                       network(Topology::hypercube, 2, 6, TrafficKind::bitrev),
                       {0, 12, 18, 30, 33, 45, 51, 63}},
        // A rotation fixes only all zeros and all ones.
        FixedPointCase{"shuffle_8x8", network(Topology::torus, 8, 2, TrafficKind::shuffle), {0, 63}},
        // The diagonal (x1 = x0) of the 4x4 torus.
        FixedPointCase{"transpose_4x4", network(Topology::torus, 4, 2, TrafficKind::transpose), {0, 5, 10, 15}}),
    [](const ::testing::TestParamInfo<FixedPointCase>& info) { return info.param.name; });

// Transpose keeps its share x: with fixed points self a diagonal node sends a share x to itself
// (permutation class) and the rest uniformly to the others (uniform class).
TEST(FixedPointRule, TransposeShareXGoesToItselfAtAFixedPoint) {
  NetworkSpec spec = network(Topology::torus, 8, 2, TrafficKind::transpose);
  spec.traffic.pattern_fraction = 0.3;
  const rtl::TopologyGraph topology = rtl::make_topology(spec);
  const auto pattern = traffic::make_traffic_pattern(spec, topology);
  ASSERT_EQ(pattern->class_count(), 2);
  const rtl::NodeId diagonal = 2 + 8 * 2;
  rtl::Random random(17, 0);
  constexpr int samples = 200000;
  int to_itself = 0;
  for (int i = 0; i < samples; ++i) {
    const rtl::Destination d = pattern->destination(diagonal, random);
    if (d.node == diagonal) {
      ++to_itself;
      EXPECT_EQ(d.message_class, traffic::PermutationTraffic::permutation_class);
    } else {
      EXPECT_EQ(d.message_class, traffic::PermutationTraffic::uniform_class);
    }
  }
  const double share = static_cast<double>(to_itself) / samples;
  EXPECT_NEAR(share, 0.3, 5.0 * std::sqrt(0.3 * 0.7 / samples));
}

// The generic table class refuses a table that is not a permutation (a bug in whoever built it).
TEST(NodeMapTraffic, RefusesATableThatIsNotAPermutation) {
  EXPECT_THROW(traffic::NodeMapTraffic({1, 1, 2}, FixedPoints::self), std::invalid_argument);
  EXPECT_THROW(traffic::NodeMapTraffic({0, 3}, FixedPoints::self), std::invalid_argument);
  EXPECT_THROW(traffic::NodeMapTraffic({0}, FixedPoints::self), std::invalid_argument);
  EXPECT_NO_THROW(traffic::NodeMapTraffic({2, 0, 1}, FixedPoints::uniform));
}

}  // namespace
}  // namespace kncube
