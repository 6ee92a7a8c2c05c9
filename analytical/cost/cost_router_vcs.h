#pragma once
// Router-cost normalisation of the virtual-channel counts (spec 03 §3.6, thesis eqs 6.23-6.28,
// A15). Every VC has a one-flit buffer (flit = C_w,2D bits), so a router's buffer is its number
// of input physical channels times V. Holding that buffer (and with it the crossbar and decoder
// size and delay) equal to the hypercube's, which has Duato's minimum V = 2, fixes V for the
// tori; t_s is then the same for all three networks (A26: no router-delay formula).

#include <cstdint>

namespace kncube::analytical {

// Flits of VC buffer in a unidirectional k-ary n-cube router: n input channels x V
// (6.23 hypercube n V_hc, 6.24 2D torus 2 V_2D, 6.25 3D torus 3 V_3D).
int router_buffer_flits(int n, int vcs);

// The thesis's values for the three networks of N nodes (N admissible); not rounded.
constexpr int hypercube_vcs = 2;                        // (6.26): 1 escape + 1 adaptive VC
double torus_2d_vcs_closed_form(std::int64_t nodes);   // (6.27): log2 N
double torus_3d_vcs_closed_form(std::int64_t nodes);   // (6.28): 2 log2 N / 3

// Duato's minimum for a torus (k > 2): 2 escape VCs + at least 1 adaptive (§3.2, §3.6).
constexpr int torus_minimum_vcs = 3;

// General (A15): V(k, n') = ceil(2 log2 N / n') for a unidirectional k-ary n'-cube standing for
// N = `nodes` nodes (k^n' = N, or the A14 stand-in 2D torus, which uses N: 9 for 23x23 at
// N = 512), raised to 3 for k > 2. Gives 2 for the hypercube itself.
int equal_buffer_vcs(std::int64_t k, int n, std::int64_t nodes);

}  // namespace kncube::analytical
