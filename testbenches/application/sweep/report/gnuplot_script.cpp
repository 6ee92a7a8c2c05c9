#include "testbenches/application/sweep/report/gnuplot_script.h"

#include "testbenches/utilities/number_format.h"

namespace kncube::report {

namespace {

const char* const palette[] = {"#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2"};

}  // namespace

std::string gnuplot_quoted(const std::string& text) {
  std::string out = "'";
  for (char c : text) out += c == '\'' ? std::string("''") : std::string(1, c);
  return out + "'";
}

std::string curve_color(std::size_t index) { return palette[index % (sizeof palette / sizeof palette[0])]; }

void write_png_and_svg(std::ostream& out, const std::string& plot_command, const std::string& png, const std::string& svg,
                       int height) {
  const std::string size = "1000," + std::to_string(height);
  out << "set terminal pngcairo noenhanced size " << size << " font 'sans,11'\n"
      << "set output " << gnuplot_quoted(png) << "\n"
      << plot_command << "set terminal svg noenhanced size " << size << " dynamic font 'sans,11'\n"
      << "set output " << gnuplot_quoted(svg) << "\n"
      << plot_command << "unset output\n";
}

std::string empty_plot_command(double x_right, const std::string& title) {
  return "set xrange [0:" + round_trip_number(x_right > 0.0 ? x_right : 1.0) + "]\nset yrange [0:1]\nplot NaN title " +
         gnuplot_quoted(title) + "\n";
}

}  // namespace kncube::report
