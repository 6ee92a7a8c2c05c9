#pragma once
// The matrix-transpose ("transpose") and digit-reversal ("digit-reversal") latency models of
// thesis chapter 5 as specified in spec 02 §3.6-§3.10: uniform traffic mixed with a share x of
// permutation messages, Duato's fully adaptive routing, on unidirectional tori (k >= 3),
// bidirectional tori and hypercubes.
//
// Switches used (ModelSwitches): permutation_hops, lattice_scale, escape_weight
// (spec 01 A3, tori only). NetworkSpec::channel_time / switch_time scale the transmission terms
// and the M/G/1 minimum service time by t_c + t_s (spec 03 §3.8); see README.

#include <memory>

#include "analytical/latency_model.h"
#include "analytical/permutation_patterns.h"
#include "analytical/permutation_solver.h"

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
