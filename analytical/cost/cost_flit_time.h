#pragma once
// Flit-transmission-delay factor mu relative to the 2D torus (spec 03 §3.5, thesis eqs
// 6.11-6.22 rebuilt from the OCR, A13, A20): t_c,X = mu_X t_c,2D with
// mu_X = (C_w,2D / C_w,X) r_X, i.e. serialisation of a 2D-torus flit over a narrower channel
// times the longer wires' delay factor r (cost_wire_delay.h). The 2D torus is the base:
// mu_2D = 1 by definition (6.9 would give (sqrt(N) - 1)/sqrt(N) for it; both thesis and spec
// take 1). Units: base cycles (t_c,2D = 1).

#include <cstdint>

#include "analytical/cost/cost_channel_width.h"
#include "analytical/cost/cost_wire_delay.h"

namespace kncube::analytical {

// The thesis's closed forms for the three networks of N nodes (N admissible, see
// equal_size_radices; R = ModelSwitches::router_ratio). Unrounded.
//   bisection, pipelined:     3D 2(sqrt(N)-1) / (3 R N^(1/6))  (6.15)   hc (N - sqrt(N)) / (2 n R)  (6.16)
//   pin-out,   pipelined:     3D (sqrt(N)-1) / (R N^(1/3))     (6.17)   hc (sqrt(N) - 1) / (2 R)    (6.18)
//   bisection, non-pipelined: 3D N^(1/3) / R                   (6.19)   hc N / (8 R)                (6.20)
//   pin-out,   non-pipelined: 3D 3 N^(1/6) / (2 R)             (6.21)   hc n sqrt(N) / (8 R)        (6.22)
double torus_3d_flit_factor_closed_form(Constraint constraint, Wires wires, std::int64_t nodes,
                                        double router_ratio = 1.0);
double hypercube_flit_factor_closed_form(Constraint constraint, Wires wires, std::int64_t nodes,
                                         double router_ratio = 1.0);

// mu of one network, unrounded and rounded up (A13: the rounded value is used everywhere, in the
// models and in the simulator, as whole base cycles).
struct FlitTimeFactor {
  double unrounded = 1.0;
  std::int64_t rounded = 1;
};

// General (k, n) form: mu = (W_2D / W(k, n)) r(k, n) for a unidirectional k-ary n-cube standing
// for N = `nodes` nodes (k^n = N, or the A14 stand-in 2D torus); exactly 1 for any n = 2 cube,
// which is the base network of its N.
FlitTimeFactor flit_time_factor(Constraint constraint, Wires wires, std::int64_t k, int n, std::int64_t nodes,
                                double router_ratio = 1.0);

}  // namespace kncube::analytical
