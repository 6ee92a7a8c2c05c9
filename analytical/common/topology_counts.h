#pragma once
// Surface area, volume, diameter and mean distance of k-ary n-cubes (spec 01 §2).
// The hypercube is the unidirectional 2-ary n-cube.

#include <cstdint>
#include <vector>

#include "analytical/vocabulary/network_spec.h"

namespace kncube::analytical {

// A(i): nodes at distance exactly i from a fixed node, i = 0..diameter (closed forms, §2.2).
std::vector<double> surface_area(int k, int n, Directions directions);
// Vol(i): nodes at distance <= i, centre included, i = 0..diameter.
std::vector<double> volume(int k, int n, Directions directions);
// Collapsed closed form of Vol_uni(i) (hockey-stick identity, §2.2).
double volume_uni_closed_form(int k, int n, int i);

// The recursions of Theorems 2.1 and 2.3 (corrected, A6). psi is 0 if any cap is negative (A2).
double psi(const std::vector<int>& caps, int j);
double theta(const std::vector<int>& caps_plus, const std::vector<int>& caps_minus, int j);
// A(i) computed through the recursions instead of the closed forms.
std::vector<double> surface_area_by_recursion(int k, int n, Directions directions);

int diameter(int k, int n, Directions directions);
// Exact mean distance over the N-1 other nodes (§2.2 derived quantities).
double mean_distance(int k, int n, Directions directions);
// Agarwal's mean hops per dimension k-bar, which includes the zero offset (eqs 3.2, 3.29).
double agarwal_mean_hops(int k, Directions directions);

}  // namespace kncube::analytical
