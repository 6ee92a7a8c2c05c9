#pragma once
// "circuit-mmpp": circuit-switched binary n-cubes under MMPP (or Poisson) sources, spec 04 Part B,
// as a catalog entry. At each rate the source is fitted by RECON-AN (or the explicit components
// scaled to the rate; Poisson is a one-phase source) and the B.5 procedure is run. The prediction's
// network_latency is T-bar, source_wait W_s, multiplexing V-bar and rho the injection-VC
// utilisation mu, which reaches 1 at saturation.

#include <memory>

#include "analytical/common/latency_model.h"
#include "analytical/mmpp/circuit_mmpp_solver.h"

namespace kncube::analytical {

std::unique_ptr<LatencyModel> make_circuit_mmpp_model();

// The solver inputs the model uses for `spec` at `rate` (for monitors and tests that want the
// intermediates of B.5 step 7).
CircuitMmppInputs circuit_mmpp_inputs(const NetworkSpec& spec, const ModelSwitches& switches, double rate);

}  // namespace kncube::analytical
