#pragma once
// The three equal-size networks of the chapter-6 cost-performance comparison (spec 03 §3.2-3.9):
// for N nodes, a constraint and a wire model, the 2D torus, 3D torus and hypercube with their
// channel widths, flit-time factors mu, VC counts and the NetworkSpec each implies for the
// chapter 3-5 latency models (t_c = mu, t_s = R, §3.8/§3.9). Nothing is combined across the
// three (§3.8): a caller runs each spec through a model and compares the curves.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "analytical/cost/cost_channel_width.h"
#include "analytical/cost/cost_flit_time.h"
#include "analytical/cost/cost_wire_delay.h"
#include "analytical/common/model_switches.h"
#include "analytical/vocabulary/network_spec.h"

namespace kncube::analytical {

enum class ComparedTopology { torus_2d, torus_3d, hypercube };
std::string_view to_string(ComparedTopology topology);  // "2D torus", "3D torus", "hypercube"

struct ComparisonRequest {
  std::int64_t nodes = 64;  // N: 2^m, m a multiple of 3, m >= 6 (see equal_size_radices)
  Constraint constraint = Constraint::bisection;
  Wires wires = Wires::pipelined;
  // B* (wires across the bisection) or P* (pins per node) for `constraint`. Optional because the
  // comparison itself depends only on width ratios; when given, widths are also reported in wires.
  std::optional<double> budget;
  int message_length = 64;  // M, in 2D-torus flits (§3.8; 64 in the thesis figures, §3.10)
  TrafficSpec traffic;      // copied into every network's spec (hot node 0 exists in all three)
};

struct ComparedNetwork {
  ComparedTopology topology = ComparedTopology::torus_2d;
  std::string label;             // e.g. "3D torus 8x8x8", "hypercube 9-cube", "2D torus 23x23"
  std::int64_t k = 0;
  int n = 0;
  std::int64_t nodes = 0;        // k^n actually built: 529 for the N = 512 2D torus
  bool approximate = false;      // A14: nodes != the requested N; results are for `nodes`
  std::string approximation;     // why, for the user (empty when exact)
  double channel_width = 1.0;    // C_w / C_w,2D (6.4, 6.8; general form of §3.3)
  std::optional<double> channel_width_wires;  // C_w in wires, when the request has a budget
  double phits_per_flit = 1.0;   // C_w,2D / C_w: a flit is one 2D-torus channel width (§3.5)
  double wire_delay_factor = 1.0;  // r (6.9 / 6.10); the 2D torus is the base, r = mu = 1
  FlitTimeFactor mu;             // t_c in base cycles, unrounded and rounded up (A13)
  int vcs = 0;                   // V per physical channel (§3.6, A15)
  int buffer_flits = 0;          // n x V one-flit buffers per router (6.23-6.25), equal for all three
  // Ready for the latency models: unidirectional, Duato, vcs, M, traffic, channel_time = rounded
  // mu, switch_time = R (§3.8, §3.9, A13, A17).
  NetworkSpec spec;
};

struct CostComparison {
  std::int64_t nodes = 0;  // the requested N every formula used
  Constraint constraint = Constraint::bisection;
  Wires wires = Wires::pipelined;
  double router_ratio = 1.0;        // R = t_s / t_c,2D (A12)
  std::optional<CostBudget> budget;
  std::array<ComparedNetwork, 3> networks;  // 2D torus, 3D torus, hypercube, in that order

  const ComparedNetwork& network(ComparedTopology topology) const;
};

// Throws CostInputError for an inadmissible N (key "nodes", naming the nearest admissible N), a
// budget that is not > 0 ("budget"), M < 1 ("message_length") or R not > 0 ("router_ratio").
CostComparison build_cost_comparison(const ComparisonRequest& request, const ModelSwitches& switches = {});

}  // namespace kncube::analytical
