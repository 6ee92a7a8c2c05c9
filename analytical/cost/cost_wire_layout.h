#pragma once
// Wire lengths of a k-ary n-cube laid out in the plane (spec 03 §3.4 "geometric meaning", §3.9
// physical link modes; Dally's eq 16). Dimensions alternate between the two physical axes:
// dimension j lies on axis j mod 2 at level j / 2. A folded torus (k > 2) has no long wrap-around
// wire, and its level-l wires span 2 k^l node pitches; a hypercube (k = 2) is not folded and its
// level-l wires span 2^l pitches. The 2D torus's wires are 2 pitches.
//
// Only for even n does each axis carry n/2 dimensions; for the 3D torus (A19) the thesis's wire
// factors 6.9/6.10 do not follow from this layout and are used as written.

#include <cstdint>
#include <vector>

namespace kncube::analytical {

// Wire length of each dimension j = 0..n-1, in node pitches.
std::vector<double> folded_wire_lengths(std::int64_t k, int n);
double longest_folded_wire(std::int64_t k, int n);
// Mean over dimensions, i.e. the mean wire a hop crosses when every dimension is used equally.
double mean_folded_wire(std::int64_t k, int n);

}  // namespace kncube::analytical
