#pragma once
// The reports of `kncube compare --study dally` (spec 03 Part A): TABLE I next to the published
// values, the optimal dimensions of Figs 8-10 next to the published ones, and one gnuplot script
// per N of latency against dimension (one curve per wire-delay model).
//
// JSON: {"table_one": {"message_bits", "loads", "rows": [{size, k, n, zero_load_latency,
// latency: [3], paper_latency: [3], max_throughput, paper_max_throughput, limit,
// singularity_throughput}]}, "optimal_dimension": {"message_bits", "studies": [{nodes, label,
// models: [{delay_model, best_dimension, paper_best_dimension, best_latency, points: [{n, k,
// channel_delay, latency}]}]}]}}.
// CSV: one row per TABLE I cell and per dimension point: section, N, k, n, quantity, ours, paper.

#include <ostream>
#include <string>

#include "testbenches/application/compare/studies/dally_study.h"

namespace kncube::report {

void write_dally_table(std::ostream& out, const compare::DallyStudy& study);
void write_dally_json(std::ostream& out, const compare::DallyStudy& study);
void write_dally_csv(std::ostream& out, const compare::DallyStudy& study);
void write_dally_plot_script(std::ostream& out, const compare::DimensionComparison& comparison, const std::string& png,
                             const std::string& svg);

}  // namespace kncube::report
