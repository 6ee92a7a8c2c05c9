#pragma once
// BookSim2's randperm: a random permutation of the N nodes, every node sending all its messages
// to its image. The permutation is drawn once, by a Fisher-Yates shuffle driven by rtl::Random
// seeded from the run's seed on a stream of its own (no interface or router uses it), so the
// same seed gives the same permutation, and the permutation does not shift any other random
// stream of the run.

#include <cstdint>
#include <vector>

#include "rtl_models/flit.h"

namespace kncube::traffic {

// The rtl::Random stream of the permutation draw: above every per-node stream (interfaces use
// the node id, routers 0x10000000 + node id).
constexpr std::uint64_t random_permutation_stream = 0x7261'6e64'7065'726dULL;  // "randperm"

// image[s] for every node s. Throws std::invalid_argument unless 2 <= nodes < 2^31.
std::vector<rtl::NodeId> random_permutation_map(std::int64_t nodes, std::uint64_t seed);

}  // namespace kncube::traffic
