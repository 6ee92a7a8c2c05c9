#pragma once
// RECON-AN (spec 04 B.3): the closed-form fit of L two-state MMPPs, one per time scale, to a mean
// rate, a Hurst parameter and a lag-1 count autocovariance. The one implementation that both the
// traffic generator and the circuit-switched MMPP model use, so that a comparison of the two does
// not depend on how faithful the fit is to Andersen & Nielsen (1998).

#include <vector>

#include "analytical/vocabulary/arrival_spec.h"

namespace kncube::analytical {

// Bounds on the sources the generator can draw in reasonable time: a two-state MMPP's switch rates,
// per cycle (the fit's fastest is 1/delta), and the span of the fit's time scales, kappa^(L-1).
constexpr double kMaxSwitchRate = 10.0;
constexpr double kMaxTimeScaleSpan = 1e12;
// The most two-state components a source has, fitted (--time-scales) or given (--mmpp-components):
// the generator draws every component's switches, so a source of thousands ran for hours.
constexpr int kMaxMmppComponents = 10;

// Throws ConfigError naming the option (hurst, rho, time-scales, kappa, delta, mmpp-components) when
// a parameter is outside its range (H in (0.5,1), rho in (0,1), L from 1 to kMaxMmppComponents, kappa > 1 with
// kappa^(L-1) <= kMaxTimeScaleSpan, delta 0 or at least 1/kMaxSwitchRate, at most kMaxMmppComponents
// components with switch rates in (0, kMaxSwitchRate]).
void validate_mmpp_spec(const MmppSpec& spec);

// The components for mean rate `rate` (messages/node/cycle, > 0): fitted by RECON-AN when
// spec.components is empty (Delta = spec.delta, or 1/rate when it is 0), otherwise the explicit
// components with their rates scaled so that the mean is `rate`.
std::vector<MmppComponent> mmpp_components(const MmppSpec& spec, double rate);

// RECON-AN itself: mean rate lambda, Hurst H, rho, L components, ratio kappa, base slot delta (cycles).
std::vector<MmppComponent> fit_recon_an(double lambda, double hurst, double rho, int time_scales, double kappa,
                                        double delta);

}  // namespace kncube::analytical
