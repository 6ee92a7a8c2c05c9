#include "analytical/permutation/permutation_lattice.h"

#include <stdexcept>

#include "analytical/common/combinatorics.h"

namespace kncube::analytical {

void pass_probabilities(int dims, int per_dimension, int hop, std::vector<double>& out) {
  if (dims < 1 || per_dimension < 1 || hop < 1 || hop > dims * per_dimension)
    throw std::invalid_argument("pass_probabilities: need dims >= 1, K >= 1 and 1 <= j <= dims*K");
  out.assign(static_cast<std::size_t>(dims) + 1, 0.0);
  const int made = hop - 1;  // the j-th hop is requested after j-1 hops
  const double points = box(made, dims, 0, per_dimension);
  for (int finished = 0; finished <= dims && finished * per_dimension <= made; ++finished)
    out[static_cast<std::size_t>(finished)] =
        binomial(dims, finished) * box(made - finished * per_dimension, dims - finished, 0, per_dimension - 1) / points;
}

std::vector<double> pass_probabilities(int dims, int per_dimension, int hop) {
  std::vector<double> out;
  pass_probabilities(dims, per_dimension, hop, out);
  return out;
}

std::vector<double> remaining_dimension_profile(int dims, int per_dimension) {
  std::vector<double> profile(static_cast<std::size_t>(dims) + 1, 0.0);
  std::vector<double> pass;
  const int hops = dims * per_dimension;
  for (int hop = 1; hop <= hops; ++hop) {
    pass_probabilities(dims, per_dimension, hop, pass);
    for (int finished = 0; finished < dims; ++finished)
      profile[static_cast<std::size_t>(dims - finished)] += pass[static_cast<std::size_t>(finished)] / hops;
  }
  return profile;
}

}  // namespace kncube::analytical
