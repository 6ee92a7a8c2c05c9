#pragma once
// The MMPP/G/1 queue of one injection VC (spec 04 B.4 eq (5); Fischer & Meier-Hellstern 1993) for
// the service law of eqs (1)/(17): T = c + X with X exponential of mean E. G solves
// G = alpha (alpha I - Psi(G))^-1 exp(c Psi(G)), Psi(G) = Q - Lambda + Lambda G, by functional
// iteration from 0 followed by Newton steps (the iteration alone crawls for bursty sources whose
// busy periods last many service times).

#include <Eigen/Dense>

#include "analytical/mmpp/mmpp_matrices.h"

namespace kncube::analytical {

struct ShiftedExponentialService {
  double exponential_mean = 1.0;  // E > 0, cycles
  double shift = 0.0;             // c >= 0, cycles
  double mean() const { return exponential_mean + shift; }
  double second_moment() const {
    return 2.0 * exponential_mean * exponential_mean + 2.0 * exponential_mean * shift + shift * shift;
  }
};

struct MmppQueueResult {
  double utilisation = 0.0;   // mu = lambda T-bar (< 1)
  double virtual_wait = 0.0;  // W_v, workload at an arbitrary time, cycles
  double wait = 0.0;          // W_s, mean wait of an arriving message, cycles (Brumelle)
  Eigen::MatrixXd g_matrix;   // G
  Eigen::RowVectorXd g;       // g G = g, g e = 1
  int functional_steps = 0;
  int newton_steps = 0;
  int krylov_steps = 0;       // applications of Newton's operator, all steps' GMRES solves together
};

// Precondition: utilisation < 1. Throws std::runtime_error when G does not converge or is not
// stochastic within 1e-8.
MmppQueueResult solve_mmpp_g1(const Mmpp& arrivals, const ShiftedExponentialService& service);

}  // namespace kncube::analytical
