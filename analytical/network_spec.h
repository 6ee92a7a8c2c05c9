#pragma once
// The shared vocabulary of kncube: what network, routing and traffic a model is asked about
// and a simulation is built from. Plain C++17, no SystemC.

#include <cstdint>
#include <string>
#include <string_view>

namespace kncube {

enum class Topology { torus, hypercube, mesh };
enum class Directions { uni, bi };
enum class Routing { duato, dor };
enum class TrafficKind { uniform, locality, hotspot, transpose, digit_reversal };

// Destination distribution of generated messages (spec 01 §4.6, spec 02 §2).
struct TrafficSpec {
  TrafficKind kind = TrafficKind::uniform;
  double locality = 1.0;           // f in (0, 1]: share of the N nodes a source may address
  double hotspot_fraction = 0.0;   // h in [0, 1): probability a message goes to the hot node
  std::int64_t hotspot_node = 0;   // linear id sum x_i k^i of the hot node
  double pattern_fraction = 1.0;   // x in [0, 1]: share of messages that follow the permutation
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

  std::int64_t nodes() const;       // k^n
  bool is_hypercube() const { return topology == Topology::hypercube || (topology == Topology::torus && k == 2); }
  bool is_bidirectional() const { return directions == Directions::bi && topology != Topology::hypercube; }
};

std::string_view to_string(Topology t);
std::string_view to_string(Directions d);
std::string_view to_string(Routing r);
std::string_view to_string(TrafficKind t);

// One line naming the network, e.g. "unidirectional 8-ary 2-cube, duato, V=3, M=32, uniform".
std::string describe(const NetworkSpec& spec);

}  // namespace kncube
