#pragma once
// Dally's constant-bisection sizing of k-ary n-cubes (spec 03 §2.2, eqs 6-9, and §2.9, eq 27).
// Units: widths, densities and pins are counted in wires (bits); k may be non-integer where the
// spec sweeps k = N^(1/n) (Figs 8-10), so radices are doubles.

#include <cstdint>

namespace kncube::analytical {

// Eq (6): wires crossing the cut that halves a unidirectional k-ary n-cube with W-bit channels,
// B = 2 W N / k (k even; for k = 2 this is W N, the binary cube).
double dally_bisection_width(double k, int n, double channel_width);

// Eq (7): the channel width that gives every network the bisection of a bit-serial binary cube
// (B = N), W = k/2 bits.
double dally_constant_bisection_channel_width(double k);

// Eq (8): peak wire density of the folded planar layout, counting the lower dimensions laid on
// the same axis, D_max = 2 W sqrt(N) sum_{i=0}^{n/2-1} k^i. It is an upper bound (every
// dimension's peak taken at the same position); n must be even (n/2 dimensions per axis).
double dally_peak_wire_density(double k, int n, double channel_width);

// The exact density behind eq (8)'s worked example: channels crossing the cut just left of node
// `position` in one row of a binary cube whose row holds `row_dimensions` dimensions (nodes
// 0 .. 2^row_dimensions - 1 in natural order, one wire per channel, two channels per link).
std::int64_t dally_binary_row_wire_density(int row_dimensions, std::int64_t position);

// Eq (9) generalised to any width: n input and n output channels of W bits, 2 n W pins.
// With W = k/2 (eq 7) this is the paper's N_p = n k.
double dally_pins_per_node(int n, double channel_width);

// Eq (27) with A6: the most one node can send to one other node under deterministic routing is
// one channel's bandwidth, W = k/2 bits/cycle (the paper's "k - 1" contradicts eq 7).
double dally_hotspot_throughput(double k);

}  // namespace kncube::analytical
