#pragma once
// Pieces shared by the gnuplot scripts kncube writes (sweep's latency and percentile plots,
// compare's comparison plots and Dally's latency-against-dimension plots): string literals, a
// colour per curve, and the two terminals (PNG and SVG) around one plot command.

#include <cstddef>
#include <ostream>
#include <string>

namespace kncube::report {

// A gnuplot string literal: single quotes take everything literally except '' for a quote.
std::string gnuplot_quoted(const std::string& text);

// The colour of curve `index` (blue, red, green, ...), as '#rrggbb'.
std::string curve_color(std::size_t index);

// Writes `plot_command` once to `png` and once to `svg` (pngcairo and svg, 1000 x `height`
// pixels; sweep's plots are 700 high, compare's 650).
void write_png_and_svg(std::ostream& out, const std::string& plot_command, const std::string& png, const std::string& svg,
                       int height);

// The plot command of a plot with nothing to draw (every point saturated or failed). gnuplot
// cannot autoscale an axis that has no point ("all points y value undefined!") and then draws no
// picture at all, so the axes get fixed ranges: x from 0 to `x_right`, y from 0 to 1.
std::string empty_plot_command(double x_right, const std::string& title);

}  // namespace kncube::report
