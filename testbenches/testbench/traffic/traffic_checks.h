#pragma once
// Whether the simulator can generate the traffic a spec asks for on its network (spec 01 §4.6,
// spec 02 §2, BookSim2's patterns). Shared by the traffic factory and the command line, so that
// `kncube model`, `run` and `sweep` refuse the same inputs with the same words.

#include "analytical/vocabulary/network_spec.h"

namespace kncube::traffic {

// Throws kncube::ConfigError ("--<option>: <value> is not allowed; <what>") for
//   hotspot:        h outside [0, 1), a hot node outside [0, N-1];
//   transpose,
//   digit-reversal: x outside [0, 1], n = 1 (every node is a fixed point, so by rule S there
//                   would be no permutation message at all);
//   locality:       f outside (0, 1], an f whose sub-cube (side k_f of spec 01 A9) holds fewer
//                   than 2 nodes, a mesh (the window wraps around modulo k);
//   bitcomp,
//   bitrev,
//   shuffle:        N not a power of two; for bitrev and shuffle N = 2 (one bit: the identity);
//   tornado:        a radix whose offset ceil(k/2) - 1 is 0 (k = 2, every hypercube: the identity);
//   randperm:       a seed that draws the identity (possible only for a handful of nodes);
//   hotspot-set:    no hot node, one outside [0, N-1] or listed twice, a weight count other than
//                   the node count, a weight that is not a positive finite number.
// A permutation that is the identity is refused whatever --fixed-points says: every message
// would be uniform (rule S) or stay at its source, neither of which is the pattern asked for.
void check_traffic(const NetworkSpec& spec);

// The side k_f of the locality sub-cube the simulator uses for `spec` (spec 01 A9).
int locality_side(const NetworkSpec& spec);

}  // namespace kncube::traffic
