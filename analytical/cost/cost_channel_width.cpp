#include "analytical/cost/cost_channel_width.h"

#include <cmath>
#include <string>

#include "analytical/cost/cost_input_error.h"
#include "analytical/cost/cost_network_size.h"

namespace kncube::analytical {
namespace {

const char* const width_allowed = "a channel width > 0 wires";

// Channels per node and dimension in each direction sense: 1 unidirectional, 2 bidirectional.
double direction_multiplicity(std::int64_t k, Directions directions) {
  if (directions == Directions::uni) return 1.0;
  if (k == 2)
    throw CostInputError("directions", "bi",
                         "uni for k = 2: a 2-ary cube's links to its one neighbour per dimension already go"
                         " both ways (the hypercube is the unidirectional 2-ary n-cube, spec 03 §3.2)");
  return 2.0;
}

double cube_nodes(std::int64_t k, int n) {
  if (k < 2) throw CostInputError("k", std::to_string(k), "k >= 2 (k = 2 is the hypercube)");
  if (n < 1) throw CostInputError("n", std::to_string(n), "n >= 1");
  const auto nodes = checked_integer_power(k, n);
  if (!nodes) throw CostInputError("n", std::to_string(n), "k^n below 2^63");
  return static_cast<double>(*nodes);
}

double node_count(std::int64_t nodes) {
  if (nodes < 2) throw CostInputError("nodes", std::to_string(nodes), "N >= 2");
  return static_cast<double>(nodes);
}

}  // namespace

std::string_view to_string(Constraint constraint) {
  return constraint == Constraint::bisection ? "bisection" : "pinout";
}

Constraint parse_constraint(std::string_view text) {
  if (text == "bisection") return Constraint::bisection;
  if (text == "pinout" || text == "pin-out") return Constraint::pinout;
  throw CostInputError("constraint", std::string(text),
                       "bisection (equal bisection width, wiring density) or pinout (equal pins per node)");
}

double bisection_width_2d_torus(std::int64_t nodes, double channel_width) {
  return 2.0 * std::sqrt(node_count(nodes)) * require_positive("channel_width", channel_width, width_allowed);
}

double bisection_width_3d_torus(std::int64_t nodes, double channel_width) {
  return 2.0 * std::pow(node_count(nodes), 2.0 / 3.0) *
         require_positive("channel_width", channel_width, width_allowed);
}

double bisection_width_hypercube(std::int64_t nodes, double channel_width) {
  // N/2 dimension-(n-1) links cross the cut in each direction.
  return 2.0 * (node_count(nodes) / 2.0) * require_positive("channel_width", channel_width, width_allowed);
}

double pinout_2d_torus(double channel_width) {
  return 4.0 * require_positive("channel_width", channel_width, width_allowed);
}

double pinout_3d_torus(double channel_width) {
  return 6.0 * require_positive("channel_width", channel_width, width_allowed);
}

double pinout_hypercube(int dimension, double channel_width) {
  if (dimension < 1) throw CostInputError("n", std::to_string(dimension), "n >= 1");
  return 2.0 * dimension * require_positive("channel_width", channel_width, width_allowed);
}

WidthRatios equal_cost_width_ratios(Constraint constraint, std::int64_t nodes) {
  const EqualSizeRadices radices = equal_size_radices(nodes);
  const double n_nodes = static_cast<double>(nodes);
  WidthRatios ratios;
  if (constraint == Constraint::bisection) {
    // (6.4): C_w,2D = N^(1/6) C_w,3D = (sqrt(N)/2) C_w,hc.
    ratios.torus_3d = 1.0 / std::pow(n_nodes, 1.0 / 6.0);
    ratios.hypercube = 2.0 / std::sqrt(n_nodes);
  } else {
    // (6.8): C_w,2D = (3/2) C_w,3D = (n/2) C_w,hc.
    ratios.torus_3d = 2.0 / 3.0;
    ratios.hypercube = 2.0 / radices.hypercube_dimension;
  }
  return ratios;
}

double bisection_width(std::int64_t k, int n, double channel_width, Directions directions) {
  const double nodes = cube_nodes(k, n);
  return 2.0 * direction_multiplicity(k, directions) *
         require_positive("channel_width", channel_width, width_allowed) * nodes / static_cast<double>(k);
}

double pinout(std::int64_t k, int n, double channel_width, Directions directions) {
  cube_nodes(k, n);
  return 2.0 * direction_multiplicity(k, directions) * n *
         require_positive("channel_width", channel_width, width_allowed);
}

CostBudget make_cost_budget(Constraint constraint, std::optional<double> amount) {
  const std::string allowed = constraint == Constraint::bisection
                                  ? "a bisection budget B* > 0, in wires crossing the bisection"
                                  : "a pin-out budget P* > 0, in pins per node";
  if (!amount) throw CostInputError("budget", "(missing)", allowed + " (the " + std::string(to_string(constraint)) +
                                                               " constraint needs its budget)");
  return CostBudget{constraint, require_positive("budget", *amount, allowed)};
}

double channel_width_under_budget(const CostBudget& budget, std::int64_t k, int n, std::int64_t nodes,
                                  Directions directions) {
  const CostBudget checked = make_cost_budget(budget.constraint, budget.amount);
  const double radix = formula_radix(k, n, nodes);
  const double multiplicity = direction_multiplicity(k, directions);
  if (checked.constraint == Constraint::bisection)
    return checked.amount * radix / (2.0 * multiplicity * static_cast<double>(nodes));  // B = 2 W N / k
  return checked.amount / (2.0 * multiplicity * n);                                    // P = 2 n W
}

double width_relative_to_2d_torus(Constraint constraint, std::int64_t k, int n, std::int64_t nodes,
                                  Directions directions) {
  const double radix = formula_radix(k, n, nodes);
  const double multiplicity = direction_multiplicity(k, directions);
  if (constraint == Constraint::bisection)
    return radix / (multiplicity * std::sqrt(static_cast<double>(nodes)));
  return 2.0 / (multiplicity * n);
}

}  // namespace kncube::analytical
