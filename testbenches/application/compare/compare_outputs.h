#pragma once
// What the modes of `kncube compare` share (files are written by records::write_output_file):
// drawing gnuplot scripts in the output folder, and turning the analytical library's CostInputError into the command
// line's one-line UsageError.

#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "analytical/cost/cost_channel_width.h"
#include "analytical/cost/cost_input_error.h"
#include "testbenches/application/compare/studies/simulation_settings.h"
#include "testbenches/application/sweep/engine/sweep_cost.h"
#include "testbenches/application/options/usage_error.h"

namespace kncube::cli {

// Runs gnuplot on each script (names relative to `folder`) and returns the paths of the images it
// drew (<script>.png and .svg). Without gnuplot on PATH, one line on stderr says so and nothing is
// drawn; the scripts stay for later.
std::vector<std::string> draw_plots(const std::string& folder, const std::vector<std::string>& scripts);

// "--nodes: 100 is not allowed; N = 2^m ...", naming the option behind the error's key (the
// budget's option depends on the constraint).
UsageError compare_usage_error(const analytical::CostInputError& error, analytical::Constraint constraint);

// Before the simulations: "kncube compare: cost estimate: ..." (sweep_cost.h's describe_cost) from
// `measure`, which runs the calibration runs. A calibration run that fails is said and the
// comparison goes on: the estimate informs, it decides nothing.
void state_simulation_cost(const std::function<sweep::CostSummary()>& measure, const compare::SimulationSettings& settings);

// Prints the written paths: on `out` for the table format, else on stderr.
void report_written(std::ostream& out, bool table_format, const std::vector<std::string>& paths);

}  // namespace kncube::cli
