// The gnuplot script of a sweep (plot.gp): latency against offered load, the simulated points
// with their 95% confidence intervals as a shaded band and error bars, each point drawn as its
// verdict against the first model (agree, differ, not judged), saturated points marked and
// labelled with what they measured, one dense curve per model, each model's saturation rate as a
// labelled dashed vertical line; the offered load on the bottom axis in messages/node/cycle (the
// rates given) and on the top axis in flits/node/cycle (the CSV's offered_load). The data are
// inline datablocks, so the script is complete on its own: users edit it and rerun `gnuplot
// plot.gp` in the sweep folder.
#include <algorithm>
#include <cmath>

#include "testbenches/utilities/number_format.h"
#include "testbenches/application/sweep/report/gnuplot_script.h"
#include "testbenches/application/sweep/report/sweep_report.h"

namespace kncube::report {

namespace {

constexpr double headroom = 1.2;         // y range above the highest meaningful value
constexpr double readable_share = 0.9;   // model curves count for the y range up to this share of saturation

// What a model's curve shows: its latency plus the offset its runs' monitor removed from measurements,
// so that curve and points are on the same scale.
double curve_value(const sweep::ModelSummary& model, const analytical::Prediction& p) {
  return p.latency + (model.mode == "offset" ? model.offset : 0.0);
}

std::string curve_title(const sweep::ModelSummary& model) {
  std::string title = model.name;
  if (!model.curve.empty() && model.curve.back().comparand == analytical::Comparand::network_latency)
    title += " (network latency)";
  if (model.mode == "offset") title += " + " + readable_number(model.offset) + " cycles router offset";
  return title;
}

double y_limit(const sweep::SweepResult& result) {
  double top = 0.0;
  for (const auto& point : result.points)
    if (point.status == sweep::RunStatus::ok && point.has_measurement)
      top = std::max(top, point.measured.latency.mean + point.measured.latency.ci95);
  for (const auto& model : result.models)
    for (const auto& p : model.curve)
      if (p.rate <= readable_share * model.saturation_rate) top = std::max(top, curve_value(model, p));
  return headroom * top;
}

double x_limit(const sweep::SweepResult& result) {
  double right = 0.0;
  for (const auto& point : result.points) right = std::max(right, point.rate);
  for (const auto& model : result.models) right = std::max(right, model.saturation_rate);
  return 1.05 * right;
}

// The verdict a steady-state point is drawn with: against the first model, as the table shows it.
enum class Judged { agree, differ, none };

Judged judged(const sweep::SweepPoint& point) {
  if (point.models.empty()) return Judged::none;
  const std::string& verdict = point.models.front().verdict.verdict;
  return verdict == "agree" ? Judged::agree : verdict == "differ" ? Judged::differ : Judged::none;
}

bool steady(const sweep::SweepPoint& point) {
  return point.status == sweep::RunStatus::ok && point.has_measurement && std::isfinite(point.measured.latency.mean);
}

// Flits per message, from what the runs measured (the CSV's offered_load over the rate), for the
// top axis; 0 when no run measured a load.
double flits_per_message(const sweep::SweepResult& result) {
  for (const auto& point : result.points)
    if (point.has_measurement && point.measured.offered_messages > 0 && std::isfinite(point.measured.offered_flits))
      return point.measured.offered_flits / point.measured.offered_messages;
  return 0.0;
}

void write_points(std::ostream& out, const sweep::SweepResult& result, const char* name, Judged which) {
  out << "$" << name << " << EOD\n# rate latency ci95\n";
  for (const auto& point : result.points)
    if (steady(point) && judged(point) == which)
      out << round_trip_number(point.rate) << ' ' << round_trip_number(point.measured.latency.mean) << ' '
          << round_trip_number(point.measured.latency.ci95) << '\n';
  out << "EOD\n";
}

void write_data(std::ostream& out, const sweep::SweepResult& result, double y_top) {
  out << "$simulation << EOD\n# rate latency ci95 (points that reached steady state)\n";
  for (const auto& point : result.points)
    if (steady(point))
      out << round_trip_number(point.rate) << ' ' << round_trip_number(point.measured.latency.mean) << ' '
          << round_trip_number(point.measured.latency.ci95) << '\n';
  out << "EOD\n";
  write_points(out, result, "agree", Judged::agree);
  write_points(out, result, "differ", Judged::differ);
  write_points(out, result, "unjudged", Judged::none);
  // A saturated point's latency is what its delivered messages took, not a steady-state mean: it
  // is drawn at most at the top of the plot and labelled with its value ("-" when none arrived).
  out << "$saturated << EOD\n# rate y label (saturated points)\n";
  for (const auto& point : result.points)
    if (point.status == sweep::RunStatus::saturated) {
      const double latency = point.has_measurement ? point.measured.latency.mean : std::nan("");
      const double top = y_top > 0.0 ? 0.97 * y_top : latency;
      const double y = std::isfinite(latency) ? std::min(latency, top) : top;
      const std::string label = std::isfinite(latency) ? "saturated, " + readable_number(latency) : "saturated";
      out << round_trip_number(point.rate) << ' ' << round_trip_number(std::isfinite(y) ? y : 0.0) << " \"" << label << "\"\n";
    }
  out << "EOD\n";
  for (std::size_t m = 0; m < result.models.size(); ++m) {
    const sweep::ModelSummary& model = result.models[m];
    out << "$model" << m << " << EOD\n# " << model.name << ": rate latency\n";
    for (const auto& p : model.curve) out << round_trip_number(p.rate) << ' ' << round_trip_number(curve_value(model, p)) << '\n';
    out << "EOD\n";
  }
}

void write_layout(std::ostream& out, const sweep::SweepResult& result, double y_top) {
  std::string title = result.configuration;
  if (result.replications > 1) title += ", " + std::to_string(result.replications) + " replications per point";
  out << "set title " << gnuplot_quoted(title) << " noenhanced\n"
      << "set xlabel 'offered load: generation rate (messages/node/cycle)'\n"
      << "set ylabel 'mean message latency (cycles)'\n"
      << "set key outside below box noenhanced\n"
      << "set bmargin 9\n"
      << "set grid\n"
      << "set bars 3\n"
      << "set xrange [0:" << round_trip_number(x_limit(result)) << "]\n";
  const double flits = flits_per_message(result);
  if (flits > 0)
    out << "set x2range [0:" << round_trip_number(flits * x_limit(result)) << "]\n"
        << "set x2tics\nset xtics nomirror\n"
        << "set x2label 'offered load (flits/node/cycle, the CSV''s offered_load)'\n";
  if (y_top > 0.0) out << "set yrange [0:" << round_trip_number(y_top) << "]\n";
  for (std::size_t m = 0; m < result.models.size(); ++m) {
    const sweep::ModelSummary& model = result.models[m];
    const std::string x = round_trip_number(model.saturation_rate);
    out << "set arrow from " << x << ", graph 0 to " << x << ", graph 1 nohead dashtype 2 linewidth 1.5 linecolor rgb '"
        << curve_color(m) << "'\n"
        << "set label " << gnuplot_quoted(model.name + " saturation " + readable_number(model.saturation_rate)) << " at " << x
        << ", graph 0.03 rotate by 90 offset -1.5,0 textcolor rgb '" << curve_color(m) << "' noenhanced\n";
  }
}

std::string plot_command(const sweep::SweepResult& result) {
  std::vector<std::string> parts;
  bool any_ok = false;
  bool any_saturated = false;
  for (const auto& point : result.points) {
    any_ok = any_ok || steady(point);
    any_saturated = any_saturated || point.status == sweep::RunStatus::saturated;
  }
  for (std::size_t m = 0; m < result.models.size(); ++m)
    if (!result.models[m].curve.empty())
      parts.push_back("$model" + std::to_string(m) + " using 1:2 with lines linewidth 2 linecolor rgb '" + curve_color(m) +
                      "' title " + gnuplot_quoted(curve_title(result.models[m])));
  if (any_ok) {
    const std::string against = result.models.empty() ? "" : result.models.front().name;
    parts.push_back("$simulation using 1:($2-$3):($2+$3) with filledcurves fillcolor rgb '#bbbbbb' fillstyle transparent "
                    "solid 0.35 noborder title 'simulation, 95% CI'");
    const std::pair<const char*, std::string> kinds[] = {
        {"agree", "pointtype 7 linecolor rgb '#2ca02c' title " + gnuplot_quoted("simulation, agrees with " + against)},
        {"differ", "pointtype 5 linecolor rgb '#d62728' title " + gnuplot_quoted("simulation, differs from " + against)},
        {"unjudged", "pointtype 7 linecolor rgb 'black' title 'simulation, not judged (model saturated or none)'"}};
    for (const auto& [name, style] : kinds) {
      const Judged which = std::string(name) == "agree" ? Judged::agree : std::string(name) == "differ" ? Judged::differ : Judged::none;
      if (std::none_of(result.points.begin(), result.points.end(),
                       [&](const sweep::SweepPoint& p) { return steady(p) && judged(p) == which; }))
        continue;
      parts.push_back(std::string("$") + name + " using 1:2:3 with yerrorbars linewidth 1.5 pointsize 1.1 " + style);
    }
  }
  if (any_saturated) {
    parts.push_back("$saturated using 1:2 with points pointtype 9 pointsize 1.6 linecolor rgb 'black' "
                    "title 'simulation, saturated (value: latency of the messages it delivered)'");
    parts.push_back("$saturated using 1:2:3 with labels center offset 0,-1.2 font ',9' notitle");
  }
  if (parts.empty()) return empty_plot_command(x_limit(result), "no data");
  std::string command = "plot ";
  for (std::size_t i = 0; i < parts.size(); ++i) command += (i > 0 ? ", \\\n     " : "") + parts[i];
  return command + "\n";
}

}  // namespace

void write_sweep_plot_script(std::ostream& out, const sweep::SweepResult& result, const std::string& png,
                             const std::string& svg) {
  const double y_top = y_limit(result);
  out << "# kncube sweep: latency against offered load for " << result.configuration << ".\n"
      << "# Written by kncube sweep; edit freely and rerun `gnuplot plot.gp` in this folder.\n";
  write_data(out, result, y_top);
  write_layout(out, result, y_top);
  const std::string command = plot_command(result);
  write_png_and_svg(out, command, png, svg, 700);
}

}  // namespace kncube::report
