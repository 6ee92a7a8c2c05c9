#pragma once
// The destination set of one source under uniform or locality traffic, collapsed into classes of
// equal latency (spec 01 §4.4 step 0). S_H depends only on the multiset of non-zero hop counts
// H*, so destinations are grouped by sorted H* with their multiplicities (thesis §3.2.3: the
// 3-ary 3-cube's 26 destinations fall into 9 classes).

#include <vector>

#include "analytical/vocabulary/network_spec.h"

namespace kncube::analytical {

// Which destinations a source at the origin addresses, per dimension.
struct DestinationWindow {
  int k = 8;                              // radix (2 for the hypercube)
  int n = 2;                              // dimensions
  Directions directions = Directions::uni;
  // Offsets 0..side-1 in every dimension (the one-sided locality window of (3.35), A9);
  // side = k is uniform traffic. Only side = k is defined for bidirectional cubes (A10).
  int side = 8;
};

// Hops a message makes in one dimension for offset (d_i - s_i) mod k: the offset itself on a
// unidirectional cube (3.6), the shorter way round on a bidirectional one (3.31)-(3.33).
int hops_for_offset(int offset, int k, Directions directions);

struct DestinationClass {
  std::vector<int> hops;      // H*: the non-zero hop counts, ascending
  double multiplicity = 0.0;  // destinations in the class
  int path_length = 0;        // |H| = sum of hops
  int dimensions() const { return static_cast<int>(hops.size()); }  // n_H
};

struct DestinationSet {
  std::vector<DestinationClass> classes;  // ordered by n_H, then lexicographically by H*
  double destinations = 0.0;              // sum of multiplicities (N - 1, or k_f^n - 1)
  double mean_distance = 0.0;             // d-bar_ex: exact mean |H| over the set
};

// Number of classes the window yields (to refuse networks whose enumeration would be too large).
double destination_class_count(const DestinationWindow& window);

// Enumerates the classes as multisets of per-dimension hop counts (equivalent to enumerating all
// destinations and grouping them, which the tests check, but independent of k^n).
DestinationSet enumerate_destination_classes(const DestinationWindow& window);

// Side k_f of the locality sub-cube for fraction f of the k^n nodes (spec 01 A9):
// (f k^n)^(1/n) snapped to the nearest integer within 1e-9, else rounded up. Not range-checked.
int locality_side(int k, int n, double fraction);

}  // namespace kncube::analytical
