#pragma once
// The hot-spot latency models of spec 02 as LatencyModels: "hotspot-thesis" (HS-T, thesis Ch. 4:
// unidirectional and bidirectional tori, hypercube) and "hotspot-paper" (HS-P, the paper's
// variant: unidirectional tori with k >= 3 only). Switches: hotspot_shift, hotspot_away
// escape_weight (spec 01 A3). Channel and switch times scale as spec 03 §3.8.

#include <memory>

#include "analytical/hotspot_solver.h"
#include "analytical/latency_model.h"

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
