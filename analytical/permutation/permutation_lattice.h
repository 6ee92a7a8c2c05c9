#pragma once
// The lattice model of how far a message has got through its dimensions (spec 02 §3.6 T5.21-T5.26,
// A message crossing `dims` dimensions with K hops in each is, when it requests its j-th
// hop, at a uniformly chosen lattice point (h_1..h_dims), 0 <= h <= K, sum h = j-1 (j-1 hops made,
// A dimension is finished when h = K.

#include <vector>

namespace kncube::analytical {

// P_pass(l; dims, K, j), l = 0..dims: probability that exactly l dimensions are finished at the
// j-th hop (T5.23/T5.24 as rebuilt in §3.6):
//   C(dims, l) box(j-1-lK, dims-l, 0, K-1) / box(j-1, dims, 0, K).
// Writes `out` (resized to dims+1). Requires dims >= 1, K >= 1 and 1 <= j <= dims*K.
void pass_probabilities(int dims, int per_dimension, int hop, std::vector<double>& out);
std::vector<double> pass_probabilities(int dims, int per_dimension, int hop);

// The blocking profile of a message: profile[r], r = 0..dims, is the probability that r
// dimensions remain to be crossed at a hop drawn uniformly from the dims*K lattice hops, i.e.
// (1/(dims K)) sum_j P_pass(dims - r; dims, K, j). profile[0] = 0 (at every hop at least one
// dimension is unfinished). The mean per-hop blocking b-bar of §3.6 is then
// sum_r profile[r] * (probability of blocking with r dimensions left), a polynomial in P_a that
// costs O(dims) per fixed-point iteration.
// K = 1 gives the hypercube's typical message (§3.8): one new dimension per hop, r = dims-j+1.
std::vector<double> remaining_dimension_profile(int dims, int per_dimension);

}  // namespace kncube::analytical
