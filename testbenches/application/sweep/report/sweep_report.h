#pragma once
// The reports of a sweep (`kncube sweep`): sweep.csv (one row per point), sweep.json (settings,
// model saturation rates, every point with its pooled "measured" and "latency_percentiles" and its
// runs' full JSON reports), plot.gp and plot-percentiles.gp (gnuplot scripts with their data
// inline, so they can be edited and rerun alone) and the summary table printed on stdout.
//
// sweep.csv columns: rate (messages/node/cycle), status (ok|saturated|error), replications,
// offered_load and accepted_load (flits/node/cycle), latency, latency_ci95, network_latency,
// network_latency_ci95, source_wait, source_wait_ci95 (cycles, combined over the replications),
// then per model <model>_predicted (cycles; empty where the model saturates) and <model>_verdict,
// and reason (why a point saturated or failed).

#include <ostream>
#include <string>

#include "testbenches/application/sweep/engine/sweep_result.h"
#include "testbenches/utilities/json_writer.h"

namespace kncube::report {

void write_sweep_csv(std::ostream& out, const sweep::SweepResult& result);
void write_sweep_json(std::ostream& out, const sweep::SweepResult& result);
// `png` and `svg`: the output file names the script writes, relative to where gnuplot runs.
void write_sweep_plot_script(std::ostream& out, const sweep::SweepResult& result, const std::string& png,
                             const std::string& svg);
// plot-percentiles.gp: p50, p90, p99 (and the mean) against offered load, pooled over the
// replications (sweep_percentile_plot.cpp).
void write_sweep_percentile_plot_script(std::ostream& out, const sweep::SweepResult& result, const std::string& png,
                                        const std::string& svg);
void write_sweep_table(std::ostream& out, const sweep::SweepResult& result);

// "run_options": {"name": "value", ...}: the options each `kncube run` was given, as sweep.json
// and compare.json record them.
void write_run_options_json(JsonWriter& json, const sweep::OptionList& options);

// Why a point saturated or failed, in one line ("" for an ok point).
std::string point_reason(const sweep::SweepPoint& point);

}  // namespace kncube::report
