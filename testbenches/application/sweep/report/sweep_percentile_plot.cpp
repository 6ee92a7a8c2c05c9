// The gnuplot script of a sweep's latency percentiles (plot-percentiles.gp): p50, p90 and p99 of
// the message latency against offered load, each pooled over the point's replications
// (engine/replication_pooling.h: the runs' percentiles averaged), with the mean latency beside
// them for reference. Points that saturated or failed are left out: their percentiles describe
// a transient, not a steady state. The data are inline, so the script is complete on its own.
#include <algorithm>
#include <cmath>

#include "testbenches/application/sweep/report/gnuplot_script.h"
#include "testbenches/application/sweep/report/sweep_report.h"
#include "testbenches/utilities/number_format.h"

namespace kncube::report {

namespace {

// A two-line gnuplot title: double quotes, where \n breaks the line and \ and " are escaped.
std::string two_line_title(const std::string& first, const std::string& second) {
  std::string out = "\"";
  for (const std::string* line : {&first, &second}) {
    if (line == &second) out += "\\n";
    for (char c : *line) out += (c == '"' || c == '\\') ? std::string("\\") + c : std::string(1, c);
  }
  return out + "\"";
}

bool plotted(const sweep::SweepPoint& point) {
  const stats::LatencyPercentiles& p = point.measured.latency_percentiles;
  return point.status == sweep::RunStatus::ok && point.has_measurement && std::isfinite(p.p50) &&
         std::isfinite(p.p90) && std::isfinite(p.p99);
}

double highest_rate(const sweep::SweepResult& result) {
  double highest = 0.0;
  for (const auto& point : result.points) highest = std::max(highest, point.rate);
  return highest;
}

}  // namespace

void write_sweep_percentile_plot_script(std::ostream& out, const sweep::SweepResult& result, const std::string& png,
                                        const std::string& svg) {
  out << "# kncube sweep: latency percentiles against offered load for " << result.configuration << ".\n"
      << "# Each point's p50, p90 and p99 are the means of its replications' percentiles; max is not drawn.\n"
      << "# Written by kncube sweep; edit freely and rerun `gnuplot plot-percentiles.gp` in this folder.\n"
      << "# rate (messages/node/cycle), p50, p90, p99, mean latency (cycles)\n"
      << "$percentiles << EOD\n";
  bool any = false;
  for (const auto& point : result.points) {
    if (!plotted(point)) continue;
    const stats::LatencyPercentiles& p = point.measured.latency_percentiles;
    out << round_trip_number(point.rate) << ' ' << round_trip_number(p.p50) << ' ' << round_trip_number(p.p90) << ' '
        << round_trip_number(p.p99) << ' ' << round_trip_number(point.measured.latency.mean) << '\n';
    any = true;
  }
  out << "EOD\n"
      << "set title " << two_line_title("latency percentiles, each the mean over " + std::to_string(result.replications) +
                                            " replication(s)", result.configuration)
      << " noenhanced font ',10'\n"
      << "set xlabel 'offered load: generation rate (messages/node/cycle)'\n"
      << "set ylabel 'message latency (cycles)'\n"
      << "set key top left box noenhanced\n"
      << "set grid\n"
      << "set yrange [0:*]\n";
  const std::string command =
      any ? "plot $percentiles using 1:4 with linespoints linewidth 2 pointtype 9 linecolor rgb '#d62728' title 'p99', \\\n"
            "     $percentiles using 1:3 with linespoints linewidth 2 pointtype 5 linecolor rgb '#ff7f0e' title 'p90', \\\n"
            "     $percentiles using 1:2 with linespoints linewidth 2 pointtype 7 linecolor rgb '#1f77b4' title 'p50', \\\n"
            "     $percentiles using 1:5 with lines dashtype 2 linecolor rgb 'black' title 'mean'\n"
          : empty_plot_command(highest_rate(result) * 1.05, "no point with steady-state percentiles");
  write_png_and_svg(out, command, png, svg, 700);
}

}  // namespace kncube::report
