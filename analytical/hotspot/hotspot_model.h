#pragma once
// The hot-spot latency models of spec 02 as LatencyModels.
//
// "hotspot-thesis" (HS-T, thesis Ch. 4): unidirectional tori k >= 3 (§3.1), hypercubes (§3.3),
// bidirectional tori k >= 3 (§3.4). "hotspot-paper" (HS-P, §3.2): unidirectional tori k >= 3
// only; it spreads the hot-spot flow over ||J_j|| = n n_{j-1} channels and weights the regular
// blocking by n_{j-1}/N. Both: Duato routing, TrafficKind::hotspot, 0 <= h < 1, an existing hot
// node, V >= 3 on tori and V >= 2 on the hypercube. Solved as §3.5 (Jacobi from M, relative
// eps 1e-9 by default, cap 10^5 iterations); rate 0 returns the zero-load value (§3.1).
//
// Switches (ModelSwitches): hotspot_shift (A-5: B_h index l+i-j+1, i.e. the channels j-1..1
// downstream), hotspot_away (A-11: a class of weight 1 - sum omega_j, rate lambda_r, service S_r
// added to B_r and to T4.43), escape_weight (spec 01 A3, passed to busy_probabilities on tori).
//
// Channel and switch time (spec 03 §3.8), tau = t_c + t_s: every transmission term is multiplied
// by tau -- (M + d-bar) in S_r (T4.6), (M + i) in the hypercube's S_r,i (T4.42), (M + j) in
// S_h,j (T4.12), the M of S-bar h_j (T4.26, T4.48), the initial values S_r = S-bar h_j = M tau
// (§3.5 step 1) and the zero-load latency -- and every M/G/1 wait (channels T4.29, source queue
// T4.32) uses the minimum service M tau in its variance (S - M tau)^2. Blocking delays, rates and
// probabilities are not scaled: they follow from the scaled service times. With t_c = 1, t_s = 0
// (the defaults) this is exactly the chapter 4 model; Latency(tau, lambda/tau) = tau Latency(1, lambda).
//
// Reported: latency (T4.1), network_latency = S (T4.2), source_wait W_s (T4.33), multiplexing
// V-bar (T4.37), rho = the largest rho_j (and the A-11 class's when `away` is on), iterations,
// Comparand::message_latency, and classes "regular" / "hot-spot" with the A-21 latencies
// (S_r + W_s) V-bar, (S_h + W_s) V-bar and network latencies S_r, S_h. Saturated predictions name
// the rule of §3.5 that fired (step 2: which channel classes j reached rho_j >= 1; step 4: the
// iteration cap; step 5: which source queue (lambda/V) S_s,j >= 1).

#include <memory>

#include "analytical/hotspot/hotspot_solver.h"
#include "analytical/common/latency_model.h"

namespace kncube::analytical {

std::unique_ptr<LatencyModel> make_hotspot_thesis_model(const HotspotSolverOptions& options = {});
std::unique_ptr<LatencyModel> make_hotspot_paper_model(const HotspotSolverOptions& options = {});

// Whether `variant` applies to `spec` (duato routing, hot-spot traffic with 0 <= h < 1 and an
// existing hot node, V >= 3 on tori and V >= 2 on the hypercube, ...), and why not.
Applicability hotspot_applicability(const NetworkSpec& spec, const ModelSwitches& switches, HotspotVariant variant);

// Diagnostics: the full per-channel-class solution (spec 02 §6.2 table) at one rate.
// Throws std::invalid_argument if the variant does not apply (with its reason).
HotspotSolution hotspot_diagnostics(const NetworkSpec& spec, const ModelSwitches& switches, HotspotVariant variant,
                                    double rate, const HotspotSolverOptions& options = {});

}  // namespace kncube::analytical
