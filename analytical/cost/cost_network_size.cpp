#include "analytical/cost/cost_network_size.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <sstream>
#include <vector>

#include "analytical/cost/cost_input_error.h"

namespace kncube::analytical {
namespace {

constexpr int smallest_exponent = 6;   // N = 64: 4x4x4, the smallest 3D torus with k > 2
constexpr int largest_exponent = 60;   // keeps k_2D = 2^30 inside int and k^n inside int64

std::int64_t power_of_two(int m) { return std::int64_t{1} << m; }

// Admissible N = 2^m with m a multiple of `step` (3: admissible; 6: both roots exact).
std::vector<std::int64_t> admissible_neighbours(std::int64_t nodes, int step) {
  std::optional<std::int64_t> below;
  std::optional<std::int64_t> above;
  for (int m = smallest_exponent; m <= largest_exponent; m += step) {
    const std::int64_t candidate = power_of_two(m);
    if (candidate < nodes) below = candidate;
    if (candidate > nodes && !above) above = candidate;
  }
  std::vector<std::int64_t> neighbours;
  if (below) neighbours.push_back(*below);
  if (above) neighbours.push_back(*above);
  return neighbours;
}

std::string join_with_and(const std::vector<std::int64_t>& values) {
  std::ostringstream out;
  for (std::size_t i = 0; i < values.size(); ++i) out << (i == 0 ? "" : " and ") << values[i];
  return out.str();
}

int exact_log2(std::int64_t power) {
  int m = 0;
  while ((std::int64_t{1} << m) < power) ++m;
  return m;
}

}  // namespace

std::optional<std::int64_t> checked_integer_power(std::int64_t k, int n) {
  std::int64_t result = 1;
  for (int i = 0; i < n; ++i) {
    if (k != 0 && result > std::numeric_limits<std::int64_t>::max() / k) return std::nullopt;
    result *= k;
  }
  return result;
}

std::optional<std::int64_t> exact_integer_root(std::int64_t value, int degree) {
  if (value < 1 || degree < 1) return std::nullopt;
  // The floating root is within one of the integer root for every int64; check the neighbours.
  const auto guess = static_cast<std::int64_t>(std::llround(std::pow(static_cast<double>(value), 1.0 / degree)));
  for (std::int64_t k = std::max<std::int64_t>(1, guess - 1); k <= guess + 1; ++k)
    if (checked_integer_power(k, degree) == value) return k;
  return std::nullopt;
}

std::int64_t nearest_integer_square_root(std::int64_t value) {
  // floor(sqrt) exactly, then round: sqrt(v) >= r + 1/2  <=>  v >= r^2 + r + 1/4  <=>  v > r^2 + r.
  auto r = static_cast<std::int64_t>(std::sqrt(static_cast<double>(value)));
  while (r * r > value) --r;
  while ((r + 1) * (r + 1) <= value) ++r;
  return value > r * r + r ? r + 1 : r;
}

bool is_power_of_two(std::int64_t value) { return value > 0 && (value & (value - 1)) == 0; }

std::string admissible_node_counts_near(std::int64_t nodes) {
  std::ostringstream out;
  out << "N = 2^m with m a multiple of 3 and " << smallest_exponent << " <= m <= " << largest_exponent
      << " (64, 512, 4096, 32768, ...): the hypercube needs a power of two and the 3D torus an exact"
         " integer cube root k >= 4, while the 2D torus takes the nearest integer square root when"
         " sqrt(N) is not an integer (spec 03 A14: 512 -> 23x23 = 529 nodes)";
  const auto admissible = admissible_neighbours(nodes, 3);
  if (!admissible.empty()) out << "; nearest admissible: " << join_with_and(admissible);
  const auto exact = admissible_neighbours(nodes, 6);
  if (!exact.empty()) out << "; nearest with exact square and cube roots: " << join_with_and(exact);
  return out.str();
}

EqualSizeRadices equal_size_radices(std::int64_t nodes) {
  if (!is_power_of_two(nodes))
    throw CostInputError("nodes", std::to_string(nodes), admissible_node_counts_near(nodes));
  const int m = exact_log2(nodes);
  if (m % 3 != 0 || m < smallest_exponent || m > largest_exponent)
    throw CostInputError("nodes", std::to_string(nodes), admissible_node_counts_near(nodes));

  EqualSizeRadices radices;
  radices.nodes = nodes;
  radices.hypercube_dimension = m;
  radices.radix_3d = power_of_two(m / 3);
  if (m % 2 == 0) {
    radices.radix_2d = power_of_two(m / 2);
  } else {
    radices.radix_2d = nearest_integer_square_root(nodes);
    radices.radix_2d_approximate = true;
  }
  return radices;
}

double formula_radix(std::int64_t k, int n, std::int64_t nodes) {
  if (k < 2) throw CostInputError("k", std::to_string(k), "k >= 2 (k = 2 is the hypercube)");
  if (n < 1) throw CostInputError("n", std::to_string(n), "n >= 1");
  if (nodes < 2) throw CostInputError("nodes", std::to_string(nodes), "N >= 2");
  if (checked_integer_power(k, n) == nodes) return static_cast<double>(k);
  const bool approximate_2d = n == 2 && !exact_integer_root(nodes, 2) && k == nearest_integer_square_root(nodes);
  if (approximate_2d) return std::sqrt(static_cast<double>(nodes));

  std::ostringstream allowed;
  allowed << "k^n = N = " << nodes;
  if (n == 2 && !exact_integer_root(nodes, 2))
    allowed << ", or for n = 2 the nearest integer square root k = " << nearest_integer_square_root(nodes)
            << " (spec 03 A14)";
  else if (const auto root = exact_integer_root(nodes, n))
    allowed << " (k = " << *root << " for n = " << n << ")";
  else
    allowed << " (" << nodes << " has no integer root of degree " << n << ")";
  throw CostInputError("k", std::to_string(k), allowed.str());
}

}  // namespace kncube::analytical
