#pragma once
// BookSim2's digit permutations of a k-ary n-cube: every digit x_i of the node id
// sum_i x_i k^i moves by the same offset, x_i -> (x_i + offset) mod k.
//   tornado   offset ceil(k/2) - 1 (BookSim's (k+1)/2 - 1): just under half way round each ring,
//             the worst case for a unidirectional torus's channel load; 0 when k = 2
//   neighbor  offset 1: the next node in every dimension

#include <vector>

#include "rtl_models/flit.h"

namespace kncube::traffic {

// ceil(k/2) - 1 for k >= 2 (0 for k = 2, so tornado is the identity on every hypercube).
int tornado_offset(int k);

// (x_i + offset) mod k in every dimension i of `source`. Preconditions: k >= 2, n >= 1,
// 0 <= offset < k, 0 <= source < k^n.
rtl::NodeId digit_shift(rtl::NodeId source, int k, int n, int offset);

// The image of every node. Throws std::invalid_argument unless k >= 2, n >= 1, k^n < 2^31 and
// 0 <= offset < k.
std::vector<rtl::NodeId> digit_shift_map(int k, int n, int offset);

}  // namespace kncube::traffic
