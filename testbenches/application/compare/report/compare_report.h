#pragma once
// The reports of `kncube compare` (the three networks of each N, spec 03 §3): the table printed
// for people, compare.json, compare.csv and one gnuplot script per N (plot-N<N>.gp).
//
// compare.json is exactly {"networks": [...]}: one object per network of every requested N, with
// topology, k, n, nodes, channel_width (relative to the 2D torus), mu (rounded, as used), vcs,
// zero_load_latency, saturation_rate and points (each as `kncube model --format json` writes a
// point), then extra fields: label, requested_nodes, approximation (A14, only when nodes differ
// from N), constraint, wires, traffic, message_length, model, mu_unrounded, channel_width_wires
// (with a budget), phits_per_flit, wire_delay_factor, buffer_flits, channel_time, switch_time
// and, with --simulate, run_options and simulated (one object per rate).
//
// compare.csv: one row per network and rate: requested_nodes, topology, label, k, n, nodes,
// channel_width, channel_width_wires, mu, mu_unrounded, vcs, zero_load_latency, saturation_rate,
// rate, model_saturated, model_latency, then with --simulate sim_status, sim_latency, sim_ci95,
// sim_accepted_messages; finally note (the A14 approximation, or why a point saturated).

#include <ostream>
#include <string>

#include "testbenches/application/compare/studies/comparison_result.h"

namespace kncube::report {

void write_compare_table(std::ostream& out, const compare::ComparisonResult& result);
void write_compare_json(std::ostream& out, const compare::ComparisonResult& result);
void write_compare_csv(std::ostream& out, const compare::ComparisonResult& result);
// Latency against generation rate for one N: one model curve per network, saturation rates as
// labelled dashed lines, simulated points with 95% CI bars. `png`, `svg`: the files it writes.
void write_compare_plot_script(std::ostream& out, const compare::SizeResult& size, const std::string& png,
                               const std::string& svg);

// "N = 512: bisection constraint, pipelined wires, uniform traffic, M = 64 flits" (titles, headings).
std::string compare_heading(const compare::SizeResult& size);

}  // namespace kncube::report
