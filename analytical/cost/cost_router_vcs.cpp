#include "analytical/cost/cost_router_vcs.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "analytical/cost/cost_input_error.h"
#include "analytical/cost/cost_network_size.h"
#include "analytical/cost/cost_rounding.h"

namespace kncube::analytical {

int router_buffer_flits(int n, int vcs) {
  if (n < 1) throw CostInputError("n", std::to_string(n), "n >= 1");
  if (vcs < 1) throw CostInputError("vcs", std::to_string(vcs), "V >= 1");
  return n * vcs;
}

double torus_2d_vcs_closed_form(std::int64_t nodes) {
  return equal_size_radices(nodes).hypercube_dimension;
}

double torus_3d_vcs_closed_form(std::int64_t nodes) {
  return 2.0 * equal_size_radices(nodes).hypercube_dimension / 3.0;
}

int equal_buffer_vcs(std::int64_t k, int n, std::int64_t nodes) {
  formula_radix(k, n, nodes);
  // The hypercube's buffer, log2 N input channels x 2 VCs, shared out over n input channels.
  const double hypercube_buffer = hypercube_vcs * std::log2(static_cast<double>(nodes));
  const auto vcs = static_cast<int>(ceil_ignoring_rounding_noise(hypercube_buffer / n));
  return k > 2 ? std::max(vcs, torus_minimum_vcs) : vcs;
}

}  // namespace kncube::analytical
