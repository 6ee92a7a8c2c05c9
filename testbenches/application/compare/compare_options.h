#pragma once
// Options of `kncube compare` that choose what is compared (spec 03 §3): --nodes N[,N...],
// --constraint bisection|pinout, --wires pipelined|nonpipelined, --bisection-budget B,
// --pinout-budget P, --message-length M, --rates a,b,c|auto, --output DIR, and the two other
// modes --study dally and --conclusions.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <boost/program_options/variables_map.hpp>

#include "analytical/cost/cost_channel_width.h"
#include "analytical/cost/cost_wire_delay.h"
#include "testbenches/application/options/option_table.h"
#include "testbenches/application/options/rate_options.h"

namespace kncube::cli {

enum class CompareMode {
  networks,     // the three networks of each N (the default)
  dally_study,  // --study dally: Dally's TABLE I and optimal dimensions (spec 03 Part A)
  conclusions,  // --conclusions: winners per (N, constraint, wires, traffic) against spec 03 §3.11
};

struct CompareSettings {
  CompareMode mode = CompareMode::networks;
  std::vector<std::int64_t> nodes;  // each admissible (spec 03 §3.2, A14)
  bool nodes_given = false;         // --nodes on the command line or in the config file
  analytical::Constraint constraint = analytical::Constraint::bisection;
  analytical::Wires wires = analytical::Wires::pipelined;
  std::optional<double> budget;     // B* or P*, whichever the constraint needs, when given
  int message_length = 64;          // M, 2D-torus flits
  double router_ratio = 1.0;        // R = t_s / t_c,2D (spec 03 §3.8, A12: only R = 1 validated)
  RateRequest rates;                // empty: automatic
  int automatic_points = 20;        // --points
  std::string output;               // empty: named after what is compared
};

void add_compare_options(OptionTable& table);

// Throws UsageError: an N without its three networks (naming admissible N nearby), a budget
// <= 0 or given for the other constraint, an unknown constraint, wire model or study, M < 1, a
// bad rate list; and, for --study dally or --conclusions, a comparison option that the mode
// sets itself.
CompareSettings read_compare_options(const boost::program_options::variables_map& values);

}  // namespace kncube::cli
