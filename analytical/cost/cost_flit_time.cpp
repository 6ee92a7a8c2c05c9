#include "analytical/cost/cost_flit_time.h"

#include <cmath>

#include "analytical/cost/cost_network_size.h"
#include "analytical/cost/cost_rounding.h"

namespace kncube::analytical {

double torus_3d_flit_factor_closed_form(Constraint constraint, Wires wires, std::int64_t nodes,
                                        double router_ratio) {
  equal_size_radices(nodes);
  const double r = checked_router_ratio(router_ratio);
  const double n_nodes = static_cast<double>(nodes);
  const double root2 = std::sqrt(n_nodes);
  const double root3 = std::cbrt(n_nodes);
  const double root6 = std::pow(n_nodes, 1.0 / 6.0);
  if (wires == Wires::pipelined)
    return constraint == Constraint::bisection ? 2.0 * (root2 - 1.0) / (3.0 * r * root6)  // (6.15)
                                               : (root2 - 1.0) / (r * root3);             // (6.17)
  return constraint == Constraint::bisection ? root3 / r                                  // (6.19)
                                             : 3.0 * root6 / (2.0 * r);                   // (6.21)
}

double hypercube_flit_factor_closed_form(Constraint constraint, Wires wires, std::int64_t nodes,
                                         double router_ratio) {
  const int n = equal_size_radices(nodes).hypercube_dimension;
  const double r = checked_router_ratio(router_ratio);
  const double n_nodes = static_cast<double>(nodes);
  const double root2 = std::sqrt(n_nodes);
  if (wires == Wires::pipelined)
    return constraint == Constraint::bisection ? (n_nodes - root2) / (2.0 * n * r)  // (6.16)
                                               : (root2 - 1.0) / (2.0 * r);         // (6.18)
  return constraint == Constraint::bisection ? n_nodes / (8.0 * r)                  // (6.20)
                                             : n * root2 / (8.0 * r);               // (6.22)
}

FlitTimeFactor flit_time_factor(Constraint constraint, Wires wires, std::int64_t k, int n, std::int64_t nodes,
                                double router_ratio) {
  // Validates k, n, N and R even for the base network, whose factor is fixed.
  const double wire_factor = wire_delay_factor(wires, k, n, nodes, router_ratio);
  const double relative_width = width_relative_to_2d_torus(constraint, k, n, nodes);
  if (n == 2) return FlitTimeFactor{};  // §3.5: mu_2D = 1 by definition
  const double mu = wire_factor / relative_width;  // (6.13, 6.14)
  return FlitTimeFactor{mu, ceil_ignoring_rounding_noise(mu)};
}

}  // namespace kncube::analytical
