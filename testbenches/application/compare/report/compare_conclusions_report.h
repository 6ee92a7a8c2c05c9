#pragma once
// The reports of `kncube compare --conclusions`: a Markdown table (stdout with --format table, and
// conclusions.md), conclusions.json and conclusions.csv. One row per (N, constraint, wires,
// traffic): the light-load and saturation winners by model and by simulation, each marked against
// the thesis's stated conclusion (spec 03 §3.11), the statements as numbered notes below.
//
// Marks: ✓ agrees with the thesis, ✗ disagrees, no mark where the thesis states nothing; ≈ the
// winner's margin is within the uncertainty (model: < 1%; simulation: overlapping 95% intervals or
// saturation brackets); "x1.8" the winner's margin (runner-up latency / winner latency at light
// load, winner saturation rate / runner-up's). A simulated light-load cell without a winner says
// why: "saturated" (a run saturated at the light rate) or "failed".
//
// CSV columns: nodes, constraint, wires, traffic, light_rate, then per network (2d, 3d, hc)
// model_light_latency (inf if the model saturates there) and model_saturation, and when simulated
// sim_light_status (ok|saturated|error), sim_light_latency and sim_light_ci95 (empty unless ok),
// sim_saturation_low and sim_saturation_high (empty after a failed search; high empty if no probe
// saturated), sim_saturation_error; then
// model_light_winner, model_saturation_winner, sim_light_winner, sim_saturation_winner,
// thesis_light, thesis_saturation, thesis_statement.

#include <ostream>
#include <vector>

#include "testbenches/application/compare/studies/conclusion_study.h"

namespace kncube::report {

void write_conclusions_markdown(std::ostream& out, const std::vector<compare::CaseOutcome>& cases);
void write_conclusions_json(std::ostream& out, const std::vector<compare::CaseOutcome>& cases);
void write_conclusions_csv(std::ostream& out, const std::vector<compare::CaseOutcome>& cases);

}  // namespace kncube::report
