#include "analytical/cost/cost_wire_delay.h"

#include <cmath>
#include <string>

#include "analytical/cost/cost_input_error.h"
#include "analytical/cost/cost_network_size.h"

namespace kncube::analytical {

std::string_view to_string(Wires wires) { return wires == Wires::pipelined ? "pipelined" : "nonpipelined"; }

Wires parse_wires(std::string_view text) {
  if (text == "pipelined") return Wires::pipelined;
  if (text == "nonpipelined" || text == "non-pipelined" || text == "normal") return Wires::nonpipelined;
  throw CostInputError("wires", std::string(text),
                       "pipelined (several phits in flight per wire) or nonpipelined (one phit per wire delay)");
}

double checked_router_ratio(double router_ratio) {
  return require_positive("router_ratio", router_ratio,
                          "R = t_s / t_c,2D > 0 (spec 03 A12: only R = 1 is validated)");
}

double pipelined_wire_factor(std::int64_t k, int n, std::int64_t nodes, double router_ratio) {
  const double radix = formula_radix(k, n, nodes);
  const double r = checked_router_ratio(router_ratio);
  return 2.0 * (std::sqrt(static_cast<double>(nodes)) - 1.0) / (n * radix * r);
}

double nonpipelined_wire_factor(std::int64_t k, int n, std::int64_t nodes, double router_ratio) {
  const double radix = formula_radix(k, n, nodes);
  const double r = checked_router_ratio(router_ratio);
  // A folded torus dimension spans 2 k^j pitches, the unfolded hypercube's only k^j = 2^j, hence
  // the 4 = 2 * 2 (longest wire sqrt(N)/2 against the 2D torus's 2) instead of k for k = 2.
  const double longest_wire_ratio_denominator = k == 2 ? 4.0 : radix;
  return std::sqrt(static_cast<double>(nodes)) / (longest_wire_ratio_denominator * r);
}

double wire_delay_factor(Wires wires, std::int64_t k, int n, std::int64_t nodes, double router_ratio) {
  return wires == Wires::pipelined ? pipelined_wire_factor(k, n, nodes, router_ratio)
                                   : nonpipelined_wire_factor(k, n, nodes, router_ratio);
}

}  // namespace kncube::analytical
