#pragma once
// Network sizes for the chapter-6 comparison (spec 03 §3.2, A14): the three networks have the
// same N = k_2D^2 = k_3D^3 = 2^n. Which N are admissible, their integer roots, and the one
// approximation the spec allows (a 2D torus of the nearest integer radix when sqrt(N) is not an
// integer, e.g. 23x23 = 529 nodes for N = 512).

#include <cstdint>
#include <optional>
#include <string>

namespace kncube::analytical {

// k^n, or nothing when it does not fit in 64 bits.
std::optional<std::int64_t> checked_integer_power(std::int64_t k, int n);

// The integer k with k^degree == value, if there is one (value >= 1, degree >= 1).
std::optional<std::int64_t> exact_integer_root(std::int64_t value, int degree);

// The integer nearest to sqrt(value) (value >= 1); 23 for 512 (sqrt = 22.63), A14.
std::int64_t nearest_integer_square_root(std::int64_t value);

bool is_power_of_two(std::int64_t value);

// The radices of the three equal-size networks of §3.2.
struct EqualSizeRadices {
  std::int64_t nodes = 0;            // N, the nominal size every formula of §3.3-3.6 uses
  std::int64_t radix_2d = 0;         // k of the 2D torus: sqrt(N), or its nearest integer (A14)
  bool radix_2d_approximate = false;  // true when the 2D torus has radix_2d^2 != N nodes
  std::int64_t radix_3d = 0;         // k of the 3D torus: the exact cube root of N
  int hypercube_dimension = 0;       // n of the hypercube: log2 N
};

// Admissible N: 2^m with m a multiple of 3 and 6 <= m <= 60. The hypercube needs a power of two,
// the 3D torus an exact cube root of at least 4 (k = 2 would be the 3-cube itself, and §3.6 needs
// k > 2 tori), and only the 2D torus may be approximated (A14 names no 3D approximation).
// Throws CostInputError (key "nodes") naming the nearest admissible N otherwise.
EqualSizeRadices equal_size_radices(std::int64_t nodes);

// The radix a general (k, n) formula of §3.3-3.5 uses for a k-ary n-cube standing for a network
// of `nodes` nodes: k itself when k^n == nodes, sqrt(nodes) when the cube is the A14 stand-in
// 2D torus (n == 2, k the nearest integer square root, which is then not exact). Throws
// CostInputError (key "k", "n" or "nodes") for any other combination.
double formula_radix(std::int64_t k, int n, std::int64_t nodes);

// Text for CostInputError::allowed(): the admissible N rule and the admissible N nearest to
// `nodes` (below and above, and the nearest with both roots exact).
std::string admissible_node_counts_near(std::int64_t nodes);

}  // namespace kncube::analytical
