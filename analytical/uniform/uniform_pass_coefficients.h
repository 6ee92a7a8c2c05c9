#pragma once
// Pass^z_j of spec 01 (3.8)-(3.12): the probability that exactly z of the n_H dimensions a
// message must cross are complete when it requests its j-th hop, every lattice position with the
// right number of hops done being equally likely. Two formulations:
//   * the generating function of §4.4 step 0, prod_i [(1 + x + ... + x^{h_i - 1}) + y x^{h_i}],
//     whose x^t y^z coefficient counts the positions after t hops with z dimensions complete
//     (what the model uses: one polynomial product per class);
//   * the literal subset sum of (3.10) over psi, kept to check the first against.

#include <vector>

#include "analytical/common/model_switches.h"

namespace kncube::analytical {

// Position counts after t hops, t = 0..|H|, split by completed dimensions z = 0..n_H.
class PassCounts {
 public:
  explicit PassCounts(const std::vector<int>& hops);  // H*, every entry >= 1

  int path_length() const { return path_length_; }  // |H|
  int dimensions() const { return dimensions_; }     // n_H
  // Positions after t hops with exactly z dimensions complete: numerator of (3.10).
  double count(int t, int z) const {
    return counts_[static_cast<std::size_t>(z) * (static_cast<std::size_t>(path_length_) + 1) + static_cast<std::size_t>(t)];
  }
  // All positions after t hops: psi(H*, t), the denominator of (3.10).
  double positions(int t) const;
  // Pass^z after t hops, z = 0..n_H.
  std::vector<double> probabilities(int t) const;

 private:
  int path_length_ = 0;
  int dimensions_ = 0;
  std::vector<double> counts_;  // column-major: n_H + 1 columns z of |H| + 1 rows t
};

// Hops already made when the j-th hop is requested (spec 01 A1): j - 1 (normative) or j (OCR).
inline int hops_done_at_request(int j, HopIndex index) { return index == HopIndex::before_hop ? j - 1 : j; }

// c_H[z] = sum_{j=1..|H|} Pass^z_j for z = 0..n_H - 1 (the terms that can block, (3.13)).
std::vector<double> pass_sums(const std::vector<int>& hops, HopIndex index);

// Literal (3.10)-(3.12) over every entry of `hops` (zeros allowed, A2): sum over z-subsets
// l_1 < ... < l_z of psi(H', t - sum h_l) / psi(H, t). Returns z = 0..hops.size(). Exponential in
// the number of entries; for cross-checks only.
std::vector<double> pass_probabilities_literal(const std::vector<int>& hops, int hops_done);

}  // namespace kncube::analytical
