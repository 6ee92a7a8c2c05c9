#pragma once
// A superposition of two-state MMPPs as one MMPP (spec 04 B.2 eq (3)): the generator A_s and the
// rate matrix B_s (diagonal, kept as a vector), by Kronecker sums with component 1 the most
// significant factor.

#include <vector>

#include <Eigen/Dense>

#include "analytical/vocabulary/arrival_spec.h"

namespace kncube::analytical {

struct Mmpp {
  Eigen::MatrixXd generator;  // A, rows sum to 0
  Eigen::VectorXd rates;      // diagonal of B, messages per cycle in each phase
};

Mmpp superpose(const std::vector<MmppComponent>& components);
// pi with pi A = 0, pi e = 1 (A irreducible).
Eigen::RowVectorXd stationary_vector(const Eigen::MatrixXd& generator);

}  // namespace kncube::analytical
