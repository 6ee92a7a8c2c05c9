#pragma once
// The hot-spot fixed point (spec 02 §3.5) and everything it reports: the per-channel-class table
// of §6.2 and the network-wide results of T4.1-T4.37. `solve_hotspot` is the diagnostics API the
// tests use; the LatencyModel adapters (hotspot_model.h) return its `prediction`.

#include <string>
#include <vector>

#include "analytical/hotspot/hotspot_configuration.h"
#include "analytical/common/prediction.h"

namespace kncube::analytical {

struct HotspotSolverOptions {
  double tolerance = 1e-9;      // relative change of S_r and every S-bar h_j (A-20: <= 1e-9)
  int max_iterations = 100000;  // beyond the cap the model counts as saturated
};

// One channel class: the channels j hops away from the hot node (a §6.2 table row).
struct HotspotChannelState {
  int distance = 0;                   // j
  double channels = 0.0;              // C_j (HS-T) or ||J_j|| (HS-P)
  double hot_rate = 0.0;              // lambda_h,j (T4.7)
  double rate = 0.0;                  // lambda_j = lambda_r + lambda_h,j (T4.24)
  double service = 0.0;               // S_j (T4.25)
  double utilisation = 0.0;           // rho_j = lambda_j S_j
  double all_adaptive_busy = 0.0;     // P_a,j (T4.19, T4.46)
  double adaptive_and_escape_busy = 0.0;  // P_a&d,j (T4.20, T4.47)
  double wait = 0.0;                  // w_j (T4.29)
  // phi_j(k-bar) (T4.18) of a regular message. Tori only: the hypercube's regular blocking
  // depends on the hop (T4.45), so it is 0 there.
  double regular_blocking = 0.0;
  double hot_service = 0.0;           // S-bar h_j (T4.26; hypercube T4.48 form)
  double hot_latency = 0.0;           // S_h,j (T4.12)
  double source_wait = 0.0;           // W_s,j (T4.32)
  double multiplexing = 1.0;          // V-bar_j (T4.36)
};

struct HotspotSolution {
  Prediction prediction;        // what a LatencyModel returns
  double regular_rate = 0.0;    // lambda_r (T4.5)
  // B_r (T4.15). Hypercube: the mean per-hop blocking (S_r - (M + d-bar)(t_c+t_s)) / d-bar.
  double regular_blocking = 0.0;
  double regular_latency = 0.0;  // S_r (T4.6; hypercube T4.41)
  double hot_latency = 0.0;      // S_h (T4.14)
  double network_latency = 0.0;  // S (T4.2)
  double source_wait = 0.0;      // W_s (T4.33)
  double multiplexing = 1.0;     // V-bar (T4.37)
  double latency = 0.0;          // (S + W_s) V-bar (T4.1)
  double regular_message_latency = 0.0;  // (S_r + W_s) V-bar
  double hot_message_latency = 0.0;      // (S_h + W_s) V-bar
  // The A-11 class of channels leading away from H (rate lambda_r, service S_r); only
  // meaningful when the `away` switch is on, otherwise all zero.
  HotspotChannelState away;
  // j = 1..d_max at index j - 1. On saturation: the state at which it was detected.
  std::vector<HotspotChannelState> channels;
};

// Solves the model at generation rate `rate` (messages/node/cycle, >= 0). At rate 0 returns the
// zero-load values directly (§3.1). Throws std::invalid_argument for a negative or non-finite rate.
HotspotSolution solve_hotspot(const HotspotConfiguration& config, double rate, const HotspotSolverOptions& options = {});

}  // namespace kncube::analytical
