#pragma once
// The rate-independent quantities of the matrix-transpose and digit-reversal models
// (spec 02 §3.6-§3.9): distance distributions, lattice parameters, class shares and the channel
// rates per unit generation rate. Computed once per configuration by `prepare`.

#include <vector>

#include "analytical/common/channel_occupancy.h"
#include "analytical/common/model_switches.h"
#include "analytical/vocabulary/network_spec.h"
#include "analytical/permutation/permutation_patterns.h"

namespace kncube::analytical {

struct PermutationStatics {
  PermutationPattern pattern = PermutationPattern::transpose;
  int k = 0;
  int n = 0;
  int vcs = 0;
  bool hypercube = false;
  bool bidirectional = false;
  // Digit reversal with n odd: the centre dimension carries uniform traffic only (§3.7, §3.8 T5.65).
  bool centre_class = false;
  EscapeVcs escape = EscapeVcs::two_dateline;
  int escape_weight = 2;              // spec 01 A3
  double message_length = 0.0;        // M, flits
  double flit_time = 1.0;             // t_c + t_s (spec 03 §3.8); 1 in the chapter 5 models

  // Uniform messages.
  std::vector<double> uniform_probabilities;  // P_u,i, i = 0..d_max (T5.5, T5.38, T5.66); P_u,0 = 0
  double uniform_distance = 0.0;              // d-bar_u (T5.3)
  double uniform_hops_per_dimension = 0.0;    // k-bar_u = d-bar_u / n (T5.4)
  int uniform_lattice_per_dimension = 1;      // K_u; 1 on the hypercube
  int uniform_lattice_hops = 1;               // D_u = n K_u (torus) or round(d-bar_u) (hypercube)
  std::vector<double> uniform_profile;        // remaining-dimension profile of the D_u lattice hops
  double uniform_blocking_hops = 0.0;         // d-bar_u (A-8 scaled) or D_u (lattice_scale off)

  // Permutation messages.
  std::vector<double> difference_counts;          // n_p,i, i = 0..n
  std::vector<double> permutation_probabilities;  // P_p,i = n_p,i / (N - n_p,0) (T5.10); P_p,0 = 0
  double permutation_hops_per_digit = 0.0;        // k-bar_p (T5.11, T5.39, T5.67; A-10)
  int permutation_lattice_per_dimension = 1;      // K_p
  double permutation_distance = 0.0;              // d-bar_p (T5.12)
  std::vector<std::vector<double>> permutation_profiles;  // [i]: profile of an i-digit message
  std::vector<double> permutation_blocking_hops;  // [i]: i k-bar_p (scaled) or i K_p

  // The traffic mix.
  double permutation_share = 0.0;  // zeta_p = x (1 - n_p,0 / N) (T5.15)
  double uniform_share = 1.0;      // zeta_u (T5.14)
  double mean_distance = 0.0;      // d-bar (T5.13)

  // Channel message rates divided by the generation rate lambda.
  double mixed_rate_per_message = 0.0;   // lambda_c (T5.16, T5.68), or lambda_oth with a centre class (T5.53)
  double centre_rate_per_message = 0.0;  // lambda_cen (T5.52); 0 without a centre class
};

// Precondition: the configuration passed permutation_applicability (permutation_model.h).
PermutationStatics make_permutation_statics(PermutationPattern pattern, const NetworkSpec& spec,
                                            const ModelSwitches& switches);

}  // namespace kncube::analytical
