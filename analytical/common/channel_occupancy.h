#pragma once
// Building blocks shared by every Duato-family model (spec 01 §4.2, spec 02 §3.0 B4-B8):
// the VC-occupancy Markov chain, the all-busy probabilities, the M/G/1 wait with the
// Draper-Ghosh variance approximation, and the multiplexing degree.

#include <vector>

namespace kncube::analytical {

// Which VCs of a physical channel are escape VCs: 2 on tori (dateline classes), 1 on the hypercube.
enum class EscapeVcs { two_dateline, one };

struct BusyProbabilities {
  double all_adaptive = 0.0;            // P_a
  double adaptive_and_escape = 0.0;     // P_a&d
};

// P_v, v = 0..V, for arrival rate `lambda` and service time `service` (B4). Requires lambda*service < 1.
// Writes into `out` (resized to V+1) so callers can reuse storage across iterations.
void vc_occupancy(double lambda, double service, int vcs, std::vector<double>& out);

// P_a and P_a&d from P_v (spec 01 eqs 3.14/3.15 and 3.27/3.28). `escape_weight` is spec 01 A3's
// weight of P_{V-1} in P_a&d on tori (thesis: 2).
BusyProbabilities busy_probabilities(const std::vector<double>& occupancy, EscapeVcs escape, int escape_weight = 2);

// M/G/1 waiting time with variance (service - min_service)^2 (B6; spec 03 §3.8 generalises
// min_service from M to M (t_c + t_s)). Returns +infinity when lambda*service >= 1.
double mg1_wait(double lambda, double service, double min_service);

// Mean degree of VC multiplexing sum v^2 P_v / sum v P_v (B7); 1 when no VC is busy.
double multiplexing_degree(const std::vector<double>& occupancy);

}  // namespace kncube::analytical
