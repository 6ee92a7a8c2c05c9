#include "testbenches/testbench/traffic/traffic_checks.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <string>
#include <vector>

#include "analytical/uniform/uniform_destination_classes.h"
#include "analytical/vocabulary/config_error.h"
#include "testbenches/testbench/traffic/bit_permutations.h"
#include "testbenches/testbench/traffic/digit_shift_permutations.h"
#include "testbenches/testbench/traffic/random_permutation.h"
#include "testbenches/utilities/number_format.h"

namespace kncube::traffic {
namespace {

// The value as the user typed it, as far as a double can tell, in the command line's form.
std::string shown(double value) { return report::round_trip_number(value); }

// A derived quantity, to four significant digits.
std::string approx(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.4g", value);
  return text;
}

int radix(const NetworkSpec& spec) { return spec.topology == Topology::hypercube ? 2 : spec.k; }

void check_hotspot(const NetworkSpec& spec) {
  const TrafficSpec& t = spec.traffic;
  if (!(t.hotspot_fraction >= 0.0 && t.hotspot_fraction < 1.0))
    throw kncube::ConfigError("hotspot-fraction", shown(t.hotspot_fraction), "a number in [0, 1)");
  if (t.hotspot_node < 0 || t.hotspot_node >= spec.nodes())
    throw kncube::ConfigError("hotspot-node", std::to_string(t.hotspot_node),
                           "a node id in [0, " + std::to_string(spec.nodes() - 1) + "] (k^n = " +
                               std::to_string(spec.nodes()) + " nodes)");
}

// What an identity map would leave of a permutation: the words end every refusal of one.
std::string identity_consequence(const TrafficSpec& t) {
  return t.fixed_points == FixedPoints::uniform
             ? "so by rule S (spec 02 §2.1) every message would be uniform"
             : "so with --fixed-points self every message would stay at its source";
}

void check_permutation(const NetworkSpec& spec) {
  const TrafficSpec& t = spec.traffic;
  if (!(t.pattern_fraction >= 0.0 && t.pattern_fraction <= 1.0))
    throw kncube::ConfigError("pattern-fraction", shown(t.pattern_fraction), "a number in [0, 1]");
  if (spec.n < 2) {
    const bool transpose = t.kind == TrafficKind::transpose;
    throw kncube::ConfigError("traffic", std::string(to_string(t.kind)),
                           std::string("a pattern of networks with n >= 2 dimensions: with n = 1 ") +
                               (transpose ? "the transpose T(x)_0 = x_(0 + floor(1/2)) = x_0" : "the reversal R(x)_0 = x_0") +
                               " maps every node to itself, " + identity_consequence(t));
  }
}

void check_locality(const NetworkSpec& spec) {
  const double f = spec.traffic.locality;
  if (!(f > 0.0 && f <= 1.0)) throw kncube::ConfigError("locality", shown(f), "a number in (0, 1]");
  if (spec.topology == Topology::mesh)
    throw kncube::ConfigError("traffic", "locality",
                           "a pattern of tori and hypercubes: its window d_i = (s_i + h_i) mod k (spec 01 eq. 3.35) "
                           "wraps around, which a mesh has no channels for");
  const int side = locality_side(spec);
  if (side < 2)
    throw kncube::ConfigError("locality", shown(f),
                           "an f > 1/N = 1/" + std::to_string(spec.nodes()) + ": the sub-cube side k_f = (f N)^(1/n) = " +
                               approx(std::pow(f * static_cast<double>(spec.nodes()), 1.0 / spec.n)) +
                               " rounds up to 1 (spec 01 A9): the sub-cube would hold the source alone, fewer than 2 "
                               "nodes");
}

// bitcomp, bitrev and shuffle read the node id as b = log2 N bits.
void check_bit_permutation(const NetworkSpec& spec) {
  const std::string kind(to_string(spec.traffic.kind));
  const int bits = address_bits(spec.nodes());
  if (bits < 1)
    throw kncube::ConfigError("traffic", kind,
                           "a pattern of networks whose node count N = k^n is a power of two (it permutes the log2 N bits "
                           "of the node id); N = " + std::to_string(spec.nodes()) + " is not (use k a power of two)");
  // One bit reversed or rotated is the bit itself.
  if (bits == 1 && spec.traffic.kind != TrafficKind::bitcomp)
    throw kncube::ConfigError("traffic", kind,
                           "a pattern of networks with N >= 4 nodes: with N = 2 the node id has one bit, which " + kind +
                               " maps to itself: every node is a fixed point, " + identity_consequence(spec.traffic));
}

void check_tornado(const NetworkSpec& spec) {
  const int k = radix(spec);
  if (tornado_offset(k) == 0)
    throw kncube::ConfigError("traffic", "tornado",
                           "a pattern of networks with k >= 3: its offset ceil(k/2) - 1 is 0 for k = " + std::to_string(k) +
                               (spec.topology == Topology::hypercube ? " (a hypercube)" : "") +
                               ": it maps every node to itself, " + identity_consequence(spec.traffic));
}

// The largest network rtl::validate lets the simulator build.
constexpr std::int64_t max_simulated_nodes = std::int64_t{1} << 24;

void check_randperm(const NetworkSpec& spec) {
  // The identity has probability 1/N!, so only a handful of nodes can meet it, but the check is
  // exact: it draws the permutation the generators will draw. Beyond what can be simulated
  // (where only `kncube model` asks, and no model covers randperm) it is not drawn at all.
  if (spec.nodes() > max_simulated_nodes) return;
  const std::vector<rtl::NodeId> images = random_permutation_map(spec.nodes(), spec.traffic.permutation_seed);
  for (std::size_t node = 0; node < images.size(); ++node)
    if (images[node] != static_cast<rtl::NodeId>(node)) return;
  throw kncube::ConfigError("traffic", "randperm",
                         "a permutation that moves some node: seed " + std::to_string(spec.traffic.permutation_seed) +
                             " draws the identity on these " + std::to_string(spec.nodes()) + " nodes, " +
                             identity_consequence(spec.traffic) + " (choose another --seed)");
}

std::string weight_list(const std::vector<double>& weights) {
  std::string text;
  for (const double w : weights) text += (text.empty() ? "" : ",") + shown(w);
  return text;
}

void check_hotspot_set(const NetworkSpec& spec) {
  const TrafficSpec& t = spec.traffic;
  const std::string ids = "node ids in [0, " + std::to_string(spec.nodes() - 1) + "] (k^n = " + std::to_string(spec.nodes()) + " nodes)";
  if (t.hotspot_nodes.empty())
    throw kncube::ConfigError("hotspot-nodes", "(none)",
                           "one or more " + ids + ", separated by commas: --traffic hotspot-set sends every message to them");
  std::set<std::int64_t> seen;
  for (const std::int64_t node : t.hotspot_nodes) {
    if (node < 0 || node >= spec.nodes()) throw kncube::ConfigError("hotspot-nodes", std::to_string(node), ids);
    if (!seen.insert(node).second)
      throw kncube::ConfigError("hotspot-nodes", std::to_string(node),
                             "each node once; " + std::to_string(node) + " is listed more than once");
  }
  if (t.hotspot_weights.empty()) return;  // all equal
  if (t.hotspot_weights.size() != t.hotspot_nodes.size())
    throw kncube::ConfigError("hotspot-weights", weight_list(t.hotspot_weights),
                           "one weight per node of --hotspot-nodes, " + std::to_string(t.hotspot_nodes.size()) +
                               " weights for its " + std::to_string(t.hotspot_nodes.size()) + " nodes (got " +
                               std::to_string(t.hotspot_weights.size()) + ")");
  for (const double w : t.hotspot_weights)
    if (!(std::isfinite(w) && w > 0.0))
      throw kncube::ConfigError("hotspot-weights", shown(w), "positive finite numbers, one per node of --hotspot-nodes");
}

// Graph networks have node ids but no digits: the patterns defined on digits (transpose,
// digit-reversal, tornado, neighbor) do not exist there; locality is by graph distance.
void check_graph_traffic(const NetworkSpec& spec) {
  const TrafficKind kind = spec.traffic.kind;
  switch (kind) {
    case TrafficKind::transpose:
    case TrafficKind::digit_reversal:
    case TrafficKind::tornado:
    case TrafficKind::neighbor:
      throw kncube::ConfigError("traffic", std::string(to_string(kind)),
                             "on --topology " + std::string(to_string(spec.topology)) +
                                 " a pattern defined by node index or graph distance: uniform, locality, hotspot, hotspot-set, "
                                 "bitcomp, bitrev, shuffle, randperm (" + std::string(to_string(kind)) +
                                 " maps the digits of a k-ary n-cube address, which a graph network has not)");
    case TrafficKind::locality: {
      const double f = spec.traffic.locality;
      if (!(f > 0.0 && f <= 1.0)) throw kncube::ConfigError("locality", shown(f), "a number in (0, 1]");
      return;
    }
    case TrafficKind::uniform: return;
    case TrafficKind::hotspot: check_hotspot(spec); return;
    case TrafficKind::bitcomp:
    case TrafficKind::bitrev:
    case TrafficKind::shuffle: check_bit_permutation(spec); return;
    case TrafficKind::randperm: check_randperm(spec); return;
    case TrafficKind::hotspot_set: check_hotspot_set(spec); return;
  }
}

}  // namespace

int locality_side(const NetworkSpec& spec) { return analytical::locality_side(radix(spec), spec.n, spec.traffic.locality); }

void check_traffic(const NetworkSpec& spec) {
  if (spec.graph) {
    check_graph_traffic(spec);
    return;
  }
  switch (spec.traffic.kind) {
    case TrafficKind::uniform: return;
    case TrafficKind::hotspot: check_hotspot(spec); return;
    case TrafficKind::transpose:
    case TrafficKind::digit_reversal: check_permutation(spec); return;
    case TrafficKind::locality: check_locality(spec); return;
    case TrafficKind::bitcomp:
    case TrafficKind::bitrev:
    case TrafficKind::shuffle: check_bit_permutation(spec); return;
    case TrafficKind::tornado: check_tornado(spec); return;
    case TrafficKind::neighbor: return;  // offset 1 moves every node for every k >= 2
    case TrafficKind::randperm: check_randperm(spec); return;
    case TrafficKind::hotspot_set: check_hotspot_set(spec); return;
  }
}

}  // namespace kncube::traffic
