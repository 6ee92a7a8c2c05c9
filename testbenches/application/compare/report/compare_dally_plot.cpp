// The gnuplot script of one N of Dally's dimension study (dally-N<label>.gp): latency against
// dimension n at constant bisection, one curve per wire-delay model (eq 17), each model's optimum
// marked and named in the key; log-scaled latency since the linear model spans decades.
#include "testbenches/application/compare/report/compare_dally_report.h"
#include "testbenches/application/sweep/report/gnuplot_script.h"
#include "testbenches/utilities/number_format.h"

namespace kncube::report {

void write_dally_plot_script(std::ostream& out, const compare::DimensionComparison& comparison, const std::string& png,
                             const std::string& svg) {
  const std::string label = comparison.paper.label;
  out << "# kncube compare --study dally: latency against dimension for N = " << label << " (Dally 1990, Figs 8-10).\n"
      << "# Written by kncube compare; edit freely and rerun `gnuplot <this file>` in its folder.\n";
  for (std::size_t m = 0; m < comparison.sweeps.size(); ++m) {
    out << "$delay" << m << " << EOD\n# " << compare::delay_model_name(compare::dimension_study_delay_models[m])
        << " wire delay: n latency\n";
    for (const auto& point : comparison.sweeps[m].points) out << point.n << ' ' << round_trip_number(point.latency) << '\n';
    out << "EOD\n$best" << m << " << EOD\n" << comparison.sweeps[m].best_dimension << ' '
        << round_trip_number(comparison.sweeps[m].best_latency) << "\nEOD\n";
  }
  out << "set title " << gnuplot_quoted("N = " + label + " nodes, constant bisection (W = k/2), L = " +
                                        readable_number(compare::dimension_study_message_bits) + " bits: latency against dimension")
      << " noenhanced\n"
      << "set xlabel 'dimension n (k = N^(1/n))'\n"
      << "set ylabel 'zero-load latency T_net (cycles)'\n"
      << "set logscale y\nset key top left box noenhanced\nset grid\nset xtics 1\n";
  std::string command = "plot ";
  for (std::size_t m = 0; m < comparison.sweeps.size(); ++m) {
    const std::string name = compare::delay_model_name(compare::dimension_study_delay_models[m]);
    const std::string color = "linecolor rgb '" + curve_color(m) + "'";
    command += (m > 0 ? ", \\\n     " : "") + std::string("$delay") + std::to_string(m) +
               " using 1:2 with linespoints linewidth 2 pointtype 7 " + color + " title " +
               gnuplot_quoted(name + " delay (best n = " + std::to_string(comparison.sweeps[m].best_dimension) +
                              ", paper " + std::to_string(comparison.paper.best_dimension[m]) + ")") +
               ", \\\n     $best" + std::to_string(m) + " using 1:2 with points pointtype 6 pointsize 3 " + color +
               " notitle";
  }
  write_png_and_svg(out, command + "\n", png, svg, 650);
}

}  // namespace kncube::report
