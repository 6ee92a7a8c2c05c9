#pragma once
// The matrix-transpose ("transpose") and digit-reversal ("digit-reversal") latency models of
// thesis chapter 5 as specified in spec 02 §3.6-§3.10: uniform traffic mixed with a share x of
// permutation messages, Duato's fully adaptive routing, on unidirectional tori (k >= 3),
// bidirectional tori and hypercubes.
//
// Switches used (ModelSwitches): permutation_hops, lattice_scale, escape_weight
// (spec 01 A3, tori only). The others (hop_index, channel_distance, hotspot_*, router_ratio)
// belong to other models and are ignored.
//
// Channel and switch time (spec 03 §3.8), tau = NetworkSpec::channel_time + switch_time:
//   * transmission terms: S_u = (M + d-bar_u) tau + ..., S_p,i = (M + i k-bar_p) tau + ...;
//   * the iteration starts from S = S_u = S_p = M tau (the least possible service time);
//   * every M/G/1 wait (w_c, w_cen, w_oth and the source queue W_s) uses min_service = M tau;
//   * not scaled: channel message rates (messages per base cycle), the blocking probabilities and
//     the blocking sums hops * b-bar * w (w is already in base cycles), V-bar.
// With the defaults t_c = 1, t_s = 0 this is the plain chapter 5 model. In general the model obeys
// Latency(lambda / tau; t_c, t_s) = tau * Latency(lambda; 1, 0), and lambda_sat scales by 1/tau.

#include <memory>

#include "analytical/common/latency_model.h"
#include "analytical/permutation/permutation_patterns.h"
#include "analytical/permutation/permutation_solver.h"

namespace kncube::analytical {

// Whether the model of `pattern` covers `spec`, and if not what the user should change.
Applicability permutation_applicability(PermutationPattern pattern, const NetworkSpec& spec,
                                        const ModelSwitches& switches);

std::unique_ptr<LatencyModel> make_transpose_model();
std::unique_ptr<LatencyModel> make_digit_reversal_model();

// Every intermediate quantity at one rate, for tests and debugging. The pattern follows
// spec.traffic.kind. Throws std::invalid_argument with the refusal reason if no model applies.
PermutationDiagnostics permutation_diagnostics(const NetworkSpec& spec, const ModelSwitches& switches, double rate,
                                               const PermutationSolverOptions& options = {});

}  // namespace kncube::analytical
