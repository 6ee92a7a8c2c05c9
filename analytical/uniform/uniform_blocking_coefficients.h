#pragma once
// The rate-independent part of the mean blocking sum of spec 01 §4.4 step 0:
//   S-bar_new = (M + d-bar_ex)(t_c + t_s) + w * sum_m sum_z G[m][z] P_a^{m-z-1} P_a&d,
// which is (3.5) + (3.7) + (3.13) averaged over the destinations (3.19). Collecting the terms by
// the power of P_a turns the double sum into one polynomial of degree n - 1, so an iteration of
// the fixed point costs O(n) whatever the network size.

#include <vector>

#include "analytical/common/model_switches.h"
#include "analytical/uniform/uniform_destination_classes.h"

namespace kncube::analytical {

struct BlockingCoefficients {
  // c_H[z] = sum_j Pass^z_j, z = 0..n_H - 1, aligned with DestinationSet::classes.
  std::vector<std::vector<double>> per_class;
  // G[m][z] = (1 / #destinations) sum over classes with n_H = m of multiplicity * c_H[z];
  // rows m = 0..n (row 0 is empty: every destination crosses at least one dimension).
  std::vector<std::vector<double>> by_dimensions;
  // b[e] = sum of G[m][z] over m - z - 1 = e, e = 0..n - 1.
  std::vector<double> by_power;

  // Mean over the destinations of sum_j P_block,j: P_a&d * sum_e b[e] P_a^e.
  double mean_blocking(double all_adaptive, double adaptive_and_escape) const;
};

BlockingCoefficients blocking_coefficients(const DestinationSet& destinations, int n, HopIndex index);

// sum_j P_block,j of one class (3.13): sum_z c_H[z] P_a^{n_H - z - 1} P_a&d.
double class_blocking(const std::vector<double>& pass_sums, double all_adaptive, double adaptive_and_escape);

}  // namespace kncube::analytical
