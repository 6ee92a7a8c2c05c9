#pragma once
// BookSim2's bit permutations of the node ids, for networks of N = 2^b nodes: the id read as
// b bits (bit 0 = least significant, which with id = sum_i x_i k^i and k a power of two is the
// low bit of digit 0, as in BookSim).
//   bitcomp  s -> ~s over b bits = N - 1 - s
//   bitrev   s -> s's b bits in reverse order
//   shuffle  s -> s's b bits rotated left by one: ((s << 1) & (N - 1)) | (s >> (b - 1))
// Each is a map of one id (for tests and for building tables) and a whole table for
// NodeMapTraffic.

#include <cstdint>
#include <vector>

#include "rtl_models/flit.h"

namespace kncube::traffic {

// b with N = 2^b, or -1 when N is not a power of two (or N < 1).
int address_bits(std::int64_t nodes);

// Preconditions: bits >= 1, 0 <= source < 2^bits.
rtl::NodeId bit_complement(rtl::NodeId source, int bits);
rtl::NodeId bit_reversal(rtl::NodeId source, int bits);
rtl::NodeId bit_shuffle(rtl::NodeId source, int bits);

// The image of every node 0..N-1. Throw std::invalid_argument unless N is a power of two >= 2.
std::vector<rtl::NodeId> bit_complement_map(std::int64_t nodes);
std::vector<rtl::NodeId> bit_reversal_map(std::int64_t nodes);
std::vector<rtl::NodeId> bit_shuffle_map(std::int64_t nodes);

}  // namespace kncube::traffic
