#include "analytical/cost/cost_wire_layout.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <string>

#include "analytical/cost/cost_input_error.h"

namespace kncube::analytical {

std::vector<double> folded_wire_lengths(std::int64_t k, int n) {
  if (k < 2) throw CostInputError("k", std::to_string(k), "k >= 2 (k = 2 is the hypercube)");
  if (n < 1) throw CostInputError("n", std::to_string(n), "n >= 1");
  const double folding = k == 2 ? 1.0 : 2.0;  // folding doubles the neighbour pitch
  std::vector<double> lengths(static_cast<std::size_t>(n));
  for (int j = 0; j < n; ++j) lengths[static_cast<std::size_t>(j)] = folding * std::pow(static_cast<double>(k), j / 2);
  return lengths;
}

double longest_folded_wire(std::int64_t k, int n) {
  const std::vector<double> lengths = folded_wire_lengths(k, n);
  return *std::max_element(lengths.begin(), lengths.end());
}

double mean_folded_wire(std::int64_t k, int n) {
  const std::vector<double> lengths = folded_wire_lengths(k, n);
  return std::accumulate(lengths.begin(), lengths.end(), 0.0) / n;
}

}  // namespace kncube::analytical
