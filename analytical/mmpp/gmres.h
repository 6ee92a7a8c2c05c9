#pragma once
// Restarted GMRES (Saad & Schultz 1986) for a linear operator given only by its action on a
// vector. The MMPP/G/1 Newton step needs it: its n^2 x n^2 Jacobian costs O(n^5) to build and
// O(n^6) to factorise (2^L phases: L = 5 took seconds, L = 8 did not fit in memory), while its
// action on one vector costs O(n^3).

#include <functional>

#include <Eigen/Dense>

namespace kncube::analytical {

// out = A x; `out` arrives sized like x.
using LinearOperator = std::function<void(const Eigen::VectorXd& x, Eigen::VectorXd& out)>;

struct GmresSettings {
  double tolerance = 1e-11;  // stop when ||b - A x|| <= tolerance ||b||
  int restart = 80;          // Krylov vectors kept before a restart (memory: restart x size doubles)
  int max_iterations = 2000;  // operator applications in all
};

struct GmresResult {
  int iterations = 0;              // operator applications
  double relative_residual = 0.0;  // ||b - A x|| / ||b|| as the rotations estimate it
  bool converged = false;
};

// Solves A x = b starting from the x given (a zero vector of b's size if x is empty).
GmresResult solve_gmres(const LinearOperator& apply, const Eigen::VectorXd& b, Eigen::VectorXd& x,
                        const GmresSettings& settings = {});

}  // namespace kncube::analytical
