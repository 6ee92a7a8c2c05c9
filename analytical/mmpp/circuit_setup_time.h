#pragma once
// The attempt statistics of circuit set-up (spec 04 B.4 eqs (6), (9), (10), (13)-(16)): from the
// probability that all V VCs of a channel are busy, the blocking per hop, the success probability,
// where attempts fail, how many channels an attempt reserves, and the expected set-up time E_0.

#include <vector>

namespace kncube::analytical {

struct CircuitAttempts {
  std::vector<double> blocking;  // P_bi, i = 0..D-1 (13)
  std::vector<double> failure;   // P_fi, i = 0..D-1 (9): the attempt fails at hop i
  double success = 1.0;          // P_s (6)
  double reserved = 0.0;         // c-bar (10): channels an attempt reserves (each once)
};

// D = hops (>= 1), all_busy = P_V in [0, 1].
CircuitAttempts circuit_attempts(int hops, double all_busy);
// E_0 from (14): the closed form (15)-(16) as corrected in the spec; blocking[i] = P_bi < 1.
double setup_time_from_source(const std::vector<double>& blocking);

}  // namespace kncube::analytical
