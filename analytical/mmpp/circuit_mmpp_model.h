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

// The most two-state components (time scales, or --mmpp-components) the model takes: its source
// and channel are MMPPs of 2^L phases, and the MMPP/G/1 queue's G matrix and the channel chain's
// levels cost O(8^L) per iteration. Measured on `kncube model --topology hypercube --n 8
// --switching circuit --arrivals mmpp --time-scales L` (10 rates and the saturation search):
// L = 5 0.5 s, 6 3.0 s, 7 24 s, 8 179 s; L = 9 and 10 would take about half an hour and four hours.
constexpr int kMaxModelledComponents = 8;
// The most VCs per channel the model takes: its channel chain has V + 1 levels, each a solve of the
// phase size per fixed-point step, and the fixed point slows as V grows (`kncube model --topology
// hypercube --n 8 --switching circuit --arrivals mmpp --vcs V`: V = 32 took a minute and a half for
// its table; V = 1000 did not finish in minutes, and V = 10^6 took 7 GB for the chain alone). 32 is
// also the most the simulator takes.
constexpr int kMaxModelledVcs = 32;

std::unique_ptr<LatencyModel> make_circuit_mmpp_model();

// The solver inputs the model uses for `spec` at `rate` (for monitors and tests that want the
// intermediates of B.5 step 7).
CircuitMmppInputs circuit_mmpp_inputs(const NetworkSpec& spec, const ModelSwitches& switches, double rate);

}  // namespace kncube::analytical
