#pragma once
// The shared vocabulary of kncube: what network, routing and traffic a model is asked about
// and a simulation is built from. Plain C++17, no SystemC.

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "analytical/vocabulary/arrival_spec.h"

namespace kncube {

namespace graph {
class NetworkGraph;
}

// torus, hypercube and mesh are k-ary n-cubes built from k and n; graph (an edge-list file), tm
// and xftm (spec 04 A.1, A.2) are graph networks, described by NetworkSpec::graph.
enum class Topology { torus, hypercube, mesh, graph, tm, xftm };
enum class Directions { uni, bi };
enum class Routing { duato, dor };
// The first five are the thesis's patterns (spec 01 §4.6, spec 02 §2), which the analytical models
// cover; the others are BookSim2's standard patterns with BookSim's definitions, for checking
// kncube against BookSim (no model covers them).
enum class TrafficKind {
  uniform,
  locality,
  hotspot,
  transpose,
  digit_reversal,
  bitcomp,      // s -> N-1-s (bitwise complement over log2 N bits)
  bitrev,       // s -> its log2 N bits reversed
  shuffle,      // s -> its log2 N bits rotated left by one
  tornado,      // x_i -> (x_i + ceil(k/2) - 1) mod k in every dimension
  neighbor,     // x_i -> (x_i + 1) mod k in every dimension
  randperm,     // a random permutation of the N nodes, fixed by a seed
  hotspot_set,  // every message to a member of a set of nodes, drawn by weight
};

// Whether every message of the kind follows a map of the nodes onto themselves (with transpose
// and digit-reversal, the share x that follows the permutation): the kinds --fixed-points is for.
bool is_permutation(TrafficKind kind);
// Whether the kind is one of BookSim2's patterns that kncube added for comparisons with BookSim.
bool is_booksim_pattern(TrafficKind kind);

// What a source that its permutation maps to itself does.
enum class FixedPoints {
  uniform,  // rule S of spec 02 §2.1: its messages go uniformly to the N-1 other nodes (the models' rule)
  self,     // BookSim: it sends to itself, and its messages cross only its own router
};

// Destination distribution of generated messages (spec 01 §4.6, spec 02 §2, BookSim2's patterns).
struct TrafficSpec {
  TrafficKind kind = TrafficKind::uniform;
  double locality = 1.0;           // f in (0, 1]: share of the N nodes a source may address
  double hotspot_fraction = 0.0;   // h in [0, 1): probability a message goes to the hot node
  std::int64_t hotspot_node = 0;   // linear id sum x_i k^i of the hot node
  double pattern_fraction = 1.0;   // x in [0, 1]: share of messages that follow the permutation
  // hotspot-set: the nodes every message goes to, and their weights (empty: all equal; else one
  // positive weight per node, a destination drawn with probability weight / sum of weights).
  std::vector<std::int64_t> hotspot_nodes;
  std::vector<double> hotspot_weights;
  bool self_traffic = false;       // uniform: the destination is drawn from all N nodes, the source included
  FixedPoints fixed_points = FixedPoints::uniform;  // permutations: what a fixed point does
  // randperm: the seed that fixes the permutation. The command line sets it to the run's --seed,
  // so that every part of a run that builds the traffic (generators, monitor) sees one permutation.
  std::uint64_t permutation_seed = 1;
};

// One k-ary n-cube (or hypercube, or mesh) with its router resources and traffic.
struct NetworkSpec {
  Topology topology = Topology::torus;
  int k = 8;                        // radix, nodes per dimension (2 for the hypercube)
  int n = 2;                        // dimensions
  Directions directions = Directions::uni;
  Routing routing = Routing::duato;
  int vcs = 3;                      // virtual channels per physical channel
  int message_length = 32;          // M, flits
  TrafficSpec traffic;
  // Spec 03 §3.8 extension: time a flit occupies a channel (t_c) and the non-overlapped
  // switch time (t_s), in base cycles. The chapter 3-5 models are t_c = 1, t_s = 0.
  double channel_time = 1.0;
  double switch_time = 0.0;
  // Graph networks (topology graph, tm, xftm): the routers and channels, loaded once (the edge
  // file is read when the command line is read). Null for the k-ary n-cubes.
  std::shared_ptr<const graph::NetworkGraph> graph;
  std::string edges_file;  // topology graph: the edge-list file `graph` was read from (--edges)
  // Spec 04 Part B: circuit switching and MMPP sources (the defaults are what specs 01-03 assume).
  Switching switching = Switching::wormhole;
  ArrivalSpec arrivals;

  std::int64_t nodes() const;       // k^n, or the graph's node count
  bool is_graph() const { return graph != nullptr; }
  bool is_hypercube() const { return topology == Topology::hypercube || (topology == Topology::torus && k == 2); }
  bool is_bidirectional() const { return directions == Directions::bi && topology != Topology::hypercube; }
};

std::string_view to_string(Topology t);
std::string_view to_string(Directions d);
std::string_view to_string(Routing r);
std::string_view to_string(TrafficKind t);
std::string_view to_string(FixedPoints f);

// One line naming the network, e.g. "unidirectional 8-ary 2-cube, duato, V=3, M=32, uniform".
std::string describe(const NetworkSpec& spec);
// Its beginning, the network without the traffic and sources it is asked about, e.g.
// "unidirectional 8-ary 2-cube, duato, V=3, M=32" (a virtual platform's traffic is its own).
std::string describe_network(const NetworkSpec& spec);

}  // namespace kncube
