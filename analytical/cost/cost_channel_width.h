#pragma once
// Channel width under a cost constraint (spec 03 §3.3, thesis eqs 6.1-6.8, A21).
// Widths are in wires (bits per phit); bisection widths in wires crossing the cut that halves
// the machine; pin-outs in pins per node (network channels only, in plus out).

#include <cstdint>
#include <optional>
#include <string_view>

#include "analytical/vocabulary/network_spec.h"

namespace kncube::analytical {

// Which cost is held equal across the compared networks (§3.1).
enum class Constraint { bisection, pinout };

std::string_view to_string(Constraint constraint);  // "bisection", "pinout"
// Accepts "bisection", "pinout" and "pin-out"; throws CostInputError (key "constraint").
Constraint parse_constraint(std::string_view text);

// --- Closed forms of the three chapter-6 networks of N nodes, channel width W wires ---------
double bisection_width_2d_torus(std::int64_t nodes, double channel_width);   // 2 sqrt(N) W   (6.1)
double bisection_width_3d_torus(std::int64_t nodes, double channel_width);   // 2 N^(2/3) W   (6.2)
double bisection_width_hypercube(std::int64_t nodes, double channel_width);  // (N/2) 2 W     (6.3)
double pinout_2d_torus(double channel_width);                                // 4 W           (6.5)
double pinout_3d_torus(double channel_width);                                // 6 W           (6.6)
double pinout_hypercube(int dimension, double channel_width);                // 2 n W         (6.7)

// C_w / C_w,2D of the three equal-cost networks of N nodes (N admissible, see
// equal_size_radices). Bisection (6.4): 1 : N^(-1/6) : 2/sqrt(N). Pin-out (6.8): 1 : 2/3 : 2/n.
struct WidthRatios {
  double torus_2d = 1.0;
  double torus_3d = 0.0;
  double hypercube = 0.0;
};
WidthRatios equal_cost_width_ratios(Constraint constraint, std::int64_t nodes);

// --- General k-ary n-cube (A21) -------------------------------------------------------------
// Bisection width 2 W N / k (Dally's eq 6) for a unidirectional cube, doubled for a
// bidirectional one. The cut crosses each ring of the highest dimension twice, which also holds
// for odd k (the halves then differ by N/k nodes). k = 2 must be unidirectional: its two
// "directions" are the same pair of links.
double bisection_width(std::int64_t k, int n, double channel_width, Directions directions = Directions::uni);
// Pins per node: 2 n W unidirectional (n in + n out), 4 n W bidirectional.
double pinout(std::int64_t k, int n, double channel_width, Directions directions = Directions::uni);

// A constraint with the amount it fixes: B* wires across the bisection, or P* pins per node.
struct CostBudget {
  Constraint constraint = Constraint::bisection;
  double amount = 0.0;
};
// The single entry for budgets that come from users: throws CostInputError (key "budget") when
// the amount is missing, not finite or <= 0.
CostBudget make_cost_budget(Constraint constraint, std::optional<double> amount);

// W of a k-ary n-cube standing for a network of N nodes under the budget: B* k / (2N) or
// P* / (2n) unidirectional, half that bidirectional. k is replaced by sqrt(N) for the A14
// stand-in 2D torus, so that widths stay consistent with the mu formulas (§3.5), which use N.
double channel_width_under_budget(const CostBudget& budget, std::int64_t k, int n, std::int64_t nodes,
                                  Directions directions = Directions::uni);

// W(k, n) / W of the unidirectional 2D torus of the same N (the chapter-6 base network) under
// the same budget; independent of the budget's amount. Bisection: k / sqrt(N); pin-out: 2 / n;
// both halved for a bidirectional cube.
double width_relative_to_2d_torus(Constraint constraint, std::int64_t k, int n, std::int64_t nodes,
                                  Directions directions = Directions::uni);

}  // namespace kncube::analytical
