#pragma once
// `kncube compare`: the chapter-6 cost-performance comparison (spec 03 Part B) of the 2D torus,
// 3D torus and hypercube of each requested N under a bisection or pin-out constraint with
// pipelined or non-pipelined wires, by the latency models and optionally by simulation; or
// Dally's constant-bisection study (--study dally, Part A); or the table of winners against the
// thesis's conclusions (--conclusions, §3.11). Writes its data and plots into --output DIR.

#include <ostream>
#include <string>
#include <vector>

namespace kncube::cli {

// Exit status 0, or 2 for bad input (UsageError, before any simulation); with --simulate, the
// exit status of the first failed run (1, 2 or 4) after writing what completed.
int run_compare_command(const std::vector<std::string>& args, std::ostream& out);

}  // namespace kncube::cli
