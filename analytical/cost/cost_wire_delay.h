#pragma once
// Wire-delay factor r of a topology folded into the plane, relative to the 2D torus
// (spec 03 §3.4, thesis eqs 6.9 and 6.10, rebuilt from the OCR; A12, A20).
// r scales the channel cycle time: the longest wire sets it for non-pipelined channels, the
// mean wire per hop (approximately) for pipelined ones. cost_wire_layout.h has the geometry.

#include <cstdint>
#include <string_view>

namespace kncube::analytical {

// Non-pipelined ("normal") channels: a phit must arrive before the next is sent.
// Pipelined channels (Scott & Goodman): a wire holds several phits in flight.
enum class Wires { pipelined, nonpipelined };

std::string_view to_string(Wires wires);  // "pipelined", "nonpipelined"
// Accepts "pipelined", "nonpipelined", "non-pipelined" and "normal"; throws CostInputError
// (key "wires").
Wires parse_wires(std::string_view text);

// All three take a k-ary n-cube standing for a network of N = `nodes` nodes (k^n = N, or the
// A14 stand-in 2D torus, for which sqrt(N) replaces k) and R = t_s / t_c,2D
// (ModelSwitches::router_ratio; A12: R is divided as the thesis prints it, only R = 1 validated).

// (6.9)  r = 2 (sqrt(N) - 1) / (n k R)
double pipelined_wire_factor(std::int64_t k, int n, std::int64_t nodes, double router_ratio = 1.0);
// (6.10) r = sqrt(N) / (k R) for k > 2, sqrt(N) / (4 R) for k = 2 (the unfolded hypercube)
double nonpipelined_wire_factor(std::int64_t k, int n, std::int64_t nodes, double router_ratio = 1.0);
double wire_delay_factor(Wires wires, std::int64_t k, int n, std::int64_t nodes, double router_ratio = 1.0);

// Validates R (finite, > 0) and returns it; throws CostInputError (key "router_ratio").
double checked_router_ratio(double router_ratio);

}  // namespace kncube::analytical
