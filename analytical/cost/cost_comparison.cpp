#include "analytical/cost/cost_comparison.h"

#include <sstream>
#include <string>

#include "analytical/cost/cost_input_error.h"
#include "analytical/cost/cost_network_size.h"
#include "analytical/cost/cost_router_vcs.h"

namespace kncube::analytical {
namespace {

std::string network_label(ComparedTopology topology, std::int64_t k, int n) {
  std::ostringstream out;
  out << to_string(topology) << ' ';
  if (topology == ComparedTopology::hypercube) {
    out << n << "-cube";
  } else {
    for (int i = 0; i < n; ++i) out << (i == 0 ? "" : "x") << k;
  }
  return out.str();
}

ComparedNetwork compare_one(ComparedTopology topology, std::int64_t k, int n, const ComparisonRequest& request,
                            const std::optional<CostBudget>& budget, double router_ratio) {
  ComparedNetwork network;
  network.topology = topology;
  network.label = network_label(topology, k, n);
  network.k = k;
  network.n = n;
  network.nodes = *checked_integer_power(k, n);
  network.approximate = network.nodes != request.nodes;
  if (network.approximate) {
    std::ostringstream why;
    why << "no integer square root of N = " << request.nodes << ": the nearest-root " << k << "x" << k
        << " torus has " << network.nodes << " nodes (spec 03 A14); its V and the other networks' mu use N = "
        << request.nodes << ", its results are for " << network.nodes << " nodes";
    network.approximation = why.str();
  }

  network.channel_width = width_relative_to_2d_torus(request.constraint, k, n, request.nodes);
  if (budget) network.channel_width_wires = channel_width_under_budget(*budget, k, n, request.nodes);
  network.phits_per_flit = 1.0 / network.channel_width;
  // The 2D torus is the base network: t_c,2D = 1 base cycle, so its r and mu are 1 (§3.5).
  if (topology != ComparedTopology::torus_2d)
    network.wire_delay_factor = wire_delay_factor(request.wires, k, n, request.nodes, router_ratio);
  network.mu = flit_time_factor(request.constraint, request.wires, k, n, request.nodes, router_ratio);
  network.vcs = equal_buffer_vcs(k, n, request.nodes);
  network.buffer_flits = router_buffer_flits(n, network.vcs);

  NetworkSpec& spec = network.spec;
  spec.topology = topology == ComparedTopology::hypercube ? Topology::hypercube : Topology::torus;
  spec.k = static_cast<int>(k);
  spec.n = n;
  spec.directions = Directions::uni;  // §3.2: all three use the unidirectional model
  spec.routing = Routing::duato;
  spec.vcs = network.vcs;
  spec.message_length = request.message_length;
  spec.traffic = request.traffic;
  spec.channel_time = static_cast<double>(network.mu.rounded);  // A13: whole base cycles
  spec.switch_time = router_ratio;                             // §3.8: t_s = R t_c,2D
  return network;
}

}  // namespace

std::string_view to_string(ComparedTopology topology) {
  switch (topology) {
    case ComparedTopology::torus_2d: return "2D torus";
    case ComparedTopology::torus_3d: return "3D torus";
    case ComparedTopology::hypercube: return "hypercube";
  }
  return "?";
}

const ComparedNetwork& CostComparison::network(ComparedTopology topology) const {
  return networks[static_cast<std::size_t>(topology)];
}

CostComparison build_cost_comparison(const ComparisonRequest& request, const ModelSwitches& switches) {
  const EqualSizeRadices radices = equal_size_radices(request.nodes);
  const double router_ratio = checked_router_ratio(switches.router_ratio);
  if (request.message_length < 1)
    throw CostInputError("message_length", std::to_string(request.message_length),
                         "M >= 1 flit (2D-torus flits; the thesis uses 64)");

  CostComparison comparison;
  comparison.nodes = request.nodes;
  comparison.constraint = request.constraint;
  comparison.wires = request.wires;
  comparison.router_ratio = router_ratio;
  if (request.budget) comparison.budget = make_cost_budget(request.constraint, request.budget);

  comparison.networks = {
      compare_one(ComparedTopology::torus_2d, radices.radix_2d, 2, request, comparison.budget, router_ratio),
      compare_one(ComparedTopology::torus_3d, radices.radix_3d, 3, request, comparison.budget, router_ratio),
      compare_one(ComparedTopology::hypercube, 2, radices.hypercube_dimension, request, comparison.budget,
                  router_ratio),
  };
  return comparison;
}

}  // namespace kncube::analytical
