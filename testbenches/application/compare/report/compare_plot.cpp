// The gnuplot script of one N of a comparison (plot-N<N>.gp): latency against generation rate,
// one model curve per network (dense, up to 99% of its saturation rate), each saturation rate as a
// labelled dashed line in the network's colour, and with --simulate the simulated points with
// their 95% confidence intervals (filled) and saturated runs (open, at the top of the plot). The
// data are inline datablocks, so the script can be edited and rerun alone.
#include <algorithm>

#include "testbenches/application/sweep/report/gnuplot_script.h"
#include "testbenches/application/compare/report/compare_report.h"
#include "testbenches/utilities/number_format.h"

namespace kncube::report {

namespace {

constexpr double headroom = 1.2;        // y range above the highest meaningful value
constexpr double readable_share = 0.9;  // model curves count for the y range up to this share of saturation

std::string curve_title(const compare::NetworkResult& result) {
  std::string title = result.network.label + " (mu=" + std::to_string(result.network.mu.rounded) +
                      ", V=" + std::to_string(result.network.vcs);
  if (result.network.approximate) title += ", " + std::to_string(result.network.nodes) + " nodes, A14";
  return title + ")";
}

double y_limit(const compare::SizeResult& size) {
  double top = 0.0;
  for (const auto& result : size.networks) {
    for (const auto& p : result.model.curve)
      if (p.rate <= readable_share * result.model.saturation_rate) top = std::max(top, p.latency);
    for (const auto& run : result.simulated)
      if (run.status == sweep::RunStatus::ok) top = std::max(top, run.measured.latency.mean + run.measured.latency.ci95);
  }
  return headroom * top;
}

double x_limit(const compare::SizeResult& size) {
  double right = 0.0;
  for (double rate : size.rates) right = std::max(right, rate);
  for (const auto& result : size.networks) right = std::max(right, result.model.saturation_rate);
  return 1.05 * right;
}

void write_data(std::ostream& out, const compare::SizeResult& size, double y_top) {
  for (std::size_t m = 0; m < size.networks.size(); ++m) {
    const compare::NetworkResult& result = size.networks[m];
    out << "$model" << m << " << EOD\n# " << result.network.label << " (" << result.model.model << "): rate latency\n";
    for (const auto& p : result.model.curve) out << round_trip_number(p.rate) << ' ' << round_trip_number(p.latency) << '\n';
    out << "EOD\n";
    if (result.simulated.empty()) continue;
    out << "$simulated" << m << " << EOD\n# " << result.network.label << " simulated: rate latency ci95\n";
    for (std::size_t i = 0; i < result.simulated.size(); ++i)
      if (result.simulated[i].status == sweep::RunStatus::ok)
        out << round_trip_number(size.rates[i]) << ' ' << round_trip_number(result.simulated[i].measured.latency.mean) << ' '
            << round_trip_number(result.simulated[i].measured.latency.ci95) << '\n';
    out << "EOD\n$saturated" << m << " << EOD\n# " << result.network.label
        << " simulated, saturated: rate and a height at the top of the plot (a saturated run has no steady-state latency)\n";
    for (std::size_t i = 0; i < result.simulated.size(); ++i)
      if (result.simulated[i].status == sweep::RunStatus::saturated)
        out << round_trip_number(size.rates[i]) << ' '
            << round_trip_number(y_top > 0.0 ? 0.97 * y_top : result.simulated[i].measured.latency.mean)
            << '\n';
    out << "EOD\n";
  }
}

void write_layout(std::ostream& out, const compare::SizeResult& size, double y_top) {
  out << "set title " << gnuplot_quoted(compare_heading(size)) << " noenhanced\n"
      << "set xlabel 'generation rate lambda_g (messages/node/cycle)'\n"
      << "set ylabel 'mean message latency (base cycles = t_c of the 2D torus)'\n"
      << "set key top left box noenhanced\n"
      << "set grid\n"
      << "set xrange [0:" << round_trip_number(x_limit(size)) << "]\n";
  if (y_top > 0.0) out << "set yrange [0:" << round_trip_number(y_top) << "]\n";
  for (std::size_t m = 0; m < size.networks.size(); ++m) {
    const compare::NetworkResult& result = size.networks[m];
    const std::string x = round_trip_number(result.model.saturation_rate);
    out << "set arrow from " << x << ", graph 0 to " << x << ", graph 1 nohead dashtype 2 linewidth 1.5 linecolor rgb '"
        << curve_color(m) << "'\n"
        << "set label " << gnuplot_quoted(result.network.label + " saturation " + readable_number(result.model.saturation_rate))
        << " at " << x << ", graph 0.03 rotate by 90 offset -1.5,0 textcolor rgb '" << curve_color(m) << "' noenhanced\n";
  }
}

std::string plot_command(const compare::SizeResult& size) {
  std::vector<std::string> parts;
  for (std::size_t m = 0; m < size.networks.size(); ++m) {
    const compare::NetworkResult& result = size.networks[m];
    const std::string color = "linecolor rgb '" + curve_color(m) + "'";
    parts.push_back("$model" + std::to_string(m) + " using 1:2 with lines linewidth 2 " + color + " title " +
                    gnuplot_quoted(curve_title(result) + ", model"));
    bool ok = false;
    bool saturated = false;
    for (const auto& run : result.simulated) {
      ok = ok || run.status == sweep::RunStatus::ok;
      saturated = saturated || run.status == sweep::RunStatus::saturated;
    }
    if (ok)
      parts.push_back("$simulated" + std::to_string(m) + " using 1:2:3 with yerrorbars pointtype 7 pointsize 1.1 " + color +
                      " title " + gnuplot_quoted(result.network.label + ", simulated (mean, 95% CI)"));
    if (saturated)
      parts.push_back("$saturated" + std::to_string(m) + " using 1:2 with points pointtype 6 pointsize 1.5 " + color +
                      " title " + gnuplot_quoted(result.network.label + ", simulated, saturated"));
  }
  std::string command = "plot ";
  for (std::size_t i = 0; i < parts.size(); ++i) command += (i > 0 ? ", \\\n     " : "") + parts[i];
  return command + "\n";
}

}  // namespace

void write_compare_plot_script(std::ostream& out, const compare::SizeResult& size, const std::string& png,
                               const std::string& svg) {
  const double y_top = y_limit(size);
  out << "# kncube compare: latency against generation rate, " << compare_heading(size) << ".\n"
      << "# Written by kncube compare; edit freely and rerun `gnuplot <this file>` in its folder.\n";
  write_data(out, size, y_top);
  write_layout(out, size, y_top);
  write_png_and_svg(out, plot_command(size), png, svg, 650);
}

}  // namespace kncube::report
