#pragma once
// Closed forms for n_p,i, the number of sources whose permuted address differs from their own in
// exactly i digits (spec 02 §3.6 T5.6-T5.9, §3.7 T5.46, §3.8 T5.39). Index i = 0..n; entry 0 is
// the number of fixed points. The counts depend only on the cycle structure of the digit
// permutation, not on the topology (§3.9).

#include <vector>

#include "analytical/permutation/permutation_patterns.h"

namespace kncube::analytical {

// `cycles` two-cycles and `fixed_digits` fixed digits (n = 2c + f): a two-cycle contributes 0 or 2
// differing digits, so n_p,i = C(c, i/2) k^(c - i/2) (k^2 - k)^(i/2) k^f for even i, 0 for odd i.
std::vector<double> two_cycle_difference_counts(int k, int cycles, int fixed_digits);

// A single n-cycle: the digits around the cycle form a ring, and a digit differs from its image
// exactly where two ring neighbours differ. Choose the i unequal neighbour pairs, then colour the
// ring that results (chromatic polynomial of an i-ring):
// n_p,i = C(n, i) [(k-1)^i + (-1)^i (k-1)] (T5.7-T5.8, A-3).
std::vector<double> single_cycle_difference_counts(int k, int n);

// The pattern's counts: transpose with n even and digit reversal are two-cycles (with one fixed
// centre digit for reversal with n odd); transpose with n odd is a single n-cycle (§2.3).
std::vector<double> difference_counts(PermutationPattern pattern, int k, int n);

}  // namespace kncube::analytical
