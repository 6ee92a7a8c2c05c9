#pragma once
// The fixed point of the matrix-transpose / digit-reversal models at one generation rate
// (spec 02 §3.6-§3.10), with every intermediate quantity exposed for tests and debugging.

#include <string>
#include <vector>

#include "analytical/permutation/permutation_statics.h"
#include "analytical/common/prediction.h"

namespace kncube::analytical {

struct PermutationSolverOptions {
  double tolerance = 1e-12;     // relative change of (S, S_u, S_p) that ends the iteration (A-20: <= 1e-9)
  int max_iterations = 100000;  // beyond this the rate counts as saturated
};

// One class of physical channels: all channels (single class), or with digit reversal and n odd
// the centre-dimension channels and the other channels (§3.7).
struct ChannelClassState {
  double rate = 0.0;               // messages per cycle: lambda_c, lambda_cen or lambda_oth
  double service = 0.0;            // mean service time: S, S_u (centre) or S_oth (T5.57)
  double utilisation = 0.0;        // rho = rate * service
  std::vector<double> occupancy;   // P_v, v = 0..V (B4)
  double all_adaptive = 0.0;       // P_a (B5)
  double adaptive_and_escape = 0.0;  // P_a&d (B5)
  double wait = 0.0;               // w (B6), cycles
  double multiplexing = 1.0;       // V-bar of this class (B7)
};

struct PermutationDiagnostics {
  double rate = 0.0;
  bool saturated = false;
  std::string reason;
  int iterations = 0;

  // Channels carrying both traffic kinds: every channel, or the non-centre ones with a centre class.
  ChannelClassState mixed;
  // Centre-dimension channels (digit reversal, n odd); left at zero otherwise.
  ChannelClassState centre;
  bool has_centre_class = false;

  double uniform_wait = 0.0;                // w seen by uniform messages: w_c, or w-bar (T5.56)
  double uniform_blocking = 0.0;            // b-bar_u
  std::vector<double> permutation_blocking;  // b-bar_p,i, i = 0..n (0 where P_p,i = 0)
  std::vector<double> permutation_latencies;  // S_p,i, i = 0..n

  double uniform_latency = 0.0;      // S_u (T5.19)
  double permutation_latency = 0.0;  // S_p (T5.18)
  double network_latency = 0.0;      // S (T5.17)
  double source_wait = 0.0;          // W_s (T5.37)
  double multiplexing = 1.0;         // V-bar (T5.36, T5.62-64)
  double latency = 0.0;              // (S + W_s) V-bar (T5.2)
  double rho = 0.0;                  // largest channel utilisation
};

// Solves at `rate` (messages/node/cycle, >= 0; throws std::invalid_argument otherwise).
// Never throws for saturation: the result says `saturated` and why.
PermutationDiagnostics solve_permutation_model(const PermutationStatics& statics, double rate,
                                               const PermutationSolverOptions& options = {});

// The model's answer in the shared vocabulary: classes "uniform" and "permutation".
Prediction to_prediction(const PermutationDiagnostics& diagnostics);

}  // namespace kncube::analytical
