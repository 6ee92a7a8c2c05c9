#pragma once
// `kncube sweep`: a latency curve by simulation. Every rate (and every replication of it) is a
// separate `kncube run` process, at most -j at a time; the sweep combines the replications,
// sets each point against the analytical models, writes sweep.csv, sweep.json and the plot
// (plot.gp, rendered to plot.png and plot.svg when gnuplot is on PATH) into the output folder,
// and prints a summary table.

#include <ostream>
#include <string>
#include <vector>

namespace kncube::cli {

// Exit status: 0 when every run produced a report (saturated points included: they are marked);
// otherwise the exit status of the first failed run in rate order (1 internal error, 2 bad
// input, 4 deadlock; 1 for a run ended by a signal), after writing what completed. Throws
// UsageError for bad input, before any simulation.
int run_sweep_command(const std::vector<std::string>& args, std::ostream& out);

}  // namespace kncube::cli
