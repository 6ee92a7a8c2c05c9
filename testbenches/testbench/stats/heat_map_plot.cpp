#include "testbenches/testbench/stats/heat_map_plot.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <iostream>
#include <limits>
#include <sstream>

#include "analytical/vocabulary/write_error.h"
#include "testbenches/utilities/gnuplot_runner.h"
#include "testbenches/utilities/number_format.h"
#include "testbenches/utilities/output_file.h"

namespace kncube::stats {

namespace {

constexpr double kNoChannel = std::numeric_limits<double>::quiet_NaN();

// One heat map: rows x columns cells (row 0 drawn at the bottom), NaN where there is no channel.
struct Panel {
  std::string title;
  int rows = 0;
  int columns = 0;
  std::vector<double> cells;  // row-major
  std::string x_label;
  std::string y_label;
  std::vector<std::string> column_names;  // empty: numbered
};

// Utilisation of every router's ports: network outputs (NaN without a channel), then injection
// (all injection ports together), then ejection.
std::vector<std::vector<double>> port_utilisation(const HeatMapCounts& counts, const rtl::TopologyGraph& topology) {
  const double cycles = static_cast<double>(std::max<std::int64_t>(counts.cycles, 1));
  const int network_ports = topology.network_ports();
  std::vector<std::vector<double>> out;
  for (const RouterCounts& router : counts.routers) {
    std::vector<double> row(static_cast<std::size_t>(network_ports + 2), kNoChannel);
    row[static_cast<std::size_t>(network_ports)] = static_cast<double>(router.injected()) / cycles;
    row[static_cast<std::size_t>(network_ports + 1)] = static_cast<double>(router.flits_out.back()) / cycles;
    out.push_back(std::move(row));
  }
  for (const OutputChannel& c : counts.channels)
    out[static_cast<std::size_t>(c.router)][static_cast<std::size_t>(c.port)] =
        static_cast<double>(counts.routers[static_cast<std::size_t>(c.router)].flits_out[static_cast<std::size_t>(c.port)]) / cycles;
  return out;
}

std::string direction_title(const rtl::TopologyGraph& topology, int port) {
  const std::string name = topology.port_name(port);
  const std::string axis = name.substr(0, name.size() - 1);
  return axis + (topology.direction_of_port(port) > 0 ? "+" : "-") + " output (" + name + ")";
}

bool laid_out_as_grid(const rtl::TopologyGraph& topology) {
  return topology.graph() == nullptr && (topology.kind() == Topology::torus || topology.kind() == Topology::mesh) &&
         topology.dimensions() <= 2;
}

// One k x k (or k x 1) grid of routers by coordinates per port.
std::vector<Panel> grid_panels(const std::vector<std::vector<double>>& utilisation, const rtl::TopologyGraph& topology) {
  const int k = topology.radix();
  const int rows = topology.dimensions() == 2 ? k : 1;
  const int network_ports = topology.network_ports();
  std::vector<Panel> panels;
  for (int port = 0; port < network_ports + 2; ++port) {
    Panel panel;
    panel.title = port < network_ports ? direction_title(topology, port) : port == network_ports ? "injection" : "ejection";
    panel.rows = rows;
    panel.columns = k;
    panel.x_label = "x";
    panel.y_label = rows > 1 ? "y" : "";
    panel.cells.assign(static_cast<std::size_t>(rows * k), kNoChannel);
    for (rtl::NodeId node = 0; node < topology.node_count(); ++node) {
      const int x = topology.digit(node, 0);
      const int y = rows > 1 ? topology.digit(node, 1) : 0;
      panel.cells[static_cast<std::size_t>(y * k + x)] = utilisation[static_cast<std::size_t>(node)][static_cast<std::size_t>(port)];
    }
    panels.push_back(std::move(panel));
  }
  return panels;
}

// Any network: a router per row, a port per column.
Panel matrix_panel(const std::vector<std::vector<double>>& utilisation, const rtl::TopologyGraph& topology) {
  Panel panel;
  panel.title = "utilisation per router and output port";
  panel.rows = static_cast<int>(utilisation.size());
  panel.columns = topology.network_ports() + 2;
  panel.x_label = "port";
  panel.y_label = "router";
  for (int port = 0; port < topology.network_ports(); ++port) panel.column_names.push_back(topology.port_name(port));
  panel.column_names.push_back("inj");
  panel.column_names.push_back("ej");
  for (const auto& row : utilisation) panel.cells.insert(panel.cells.end(), row.begin(), row.end());
  return panel;
}

std::string number_or_nan(double value) { return std::isnan(value) ? "NaN" : report::round_trip_number(value); }

std::string quoted(const std::string& text) {
  std::string out = "'";
  for (char c : text) out += c == '\'' ? std::string("''") : std::string(1, c);
  return out + "'";
}

// A gnuplot string in double quotes, where a line break stays one.
std::string double_quoted(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '\n') {
      out += "\\n";
    } else {
      if (c == '"' || c == '\\') out += '\\';
      out += c;
    }
  }
  return out + "\"";
}

void write_panel_data(std::ostream& out, const Panel& panel, std::size_t index) {
  out << "$panel" << index << " << EOD\n";
  for (int r = 0; r < panel.rows; ++r) {
    for (int c = 0; c < panel.columns; ++c)
      out << (c > 0 ? " " : "") << number_or_nan(panel.cells[static_cast<std::size_t>(r * panel.columns + c)]);
    out << '\n';
  }
  out << "EOD\n";
}

std::string panel_commands(const std::vector<Panel>& panels, const std::string& title, int layout_rows, int layout_columns) {
  std::ostringstream out;
  out << "set multiplot layout " << layout_rows << ',' << layout_columns << " title " << double_quoted(title) << " font ',12'\n";
  for (std::size_t i = 0; i < panels.size(); ++i) {
    const Panel& p = panels[i];
    out << "set title " << quoted(p.title) << "\n"
        << "set xrange [-0.5:" << p.columns - 0.5 << "]\nset yrange [-0.5:" << p.rows - 0.5 << "]\n"
        << "set xlabel " << quoted(p.x_label) << "\nset ylabel " << quoted(p.y_label) << "\n";
    if (p.column_names.empty()) {
      out << "set xtics 1\n";
    } else {
      out << "set xtics (";
      for (std::size_t c = 0; c < p.column_names.size(); ++c) out << (c > 0 ? ", " : "") << quoted(p.column_names[c]) << ' ' << c;
      out << ")\n";
    }
    out << (p.rows > 1 ? "set ytics " + std::to_string(std::max(1, p.rows / 16)) + "\n" : "unset ytics\n");
    out << "plot $panel" << i << " matrix with image notitle";
    if (p.rows * p.columns <= 144)  // small enough to print every value in its cell
      out << ", \\\n     $panel" << i << " matrix using 1:2:($3 == $3 ? sprintf('%.2f', $3) : '') with labels font ',8' notitle";
    out << "\n";
  }
  out << "unset multiplot\n";
  return out.str();
}

}  // namespace

void write_heat_map_script(std::ostream& out, const HeatMapCounts& counts, const rtl::TopologyGraph& topology,
                           const std::string& title, const std::string& png, const std::string& svg) {
  const auto utilisation = port_utilisation(counts, topology);
  const bool grid = laid_out_as_grid(topology);
  const std::vector<Panel> panels = grid ? grid_panels(utilisation, topology) : std::vector<Panel>{matrix_panel(utilisation, topology)};
  const int layout_columns = grid ? (panels.size() <= 4 ? 2 : 3) : 1;
  const int layout_rows = static_cast<int>((panels.size() + static_cast<std::size_t>(layout_columns) - 1) / static_cast<std::size_t>(layout_columns));
  const int width = grid ? 420 * layout_columns : 900;
  const int height = grid ? 400 * layout_rows + 40 : std::clamp(80 + 14 * static_cast<int>(utilisation.size()), 500, 2400);
  const std::string heading = "Channel utilisation (flits/cycle) " + counts.window + "\n" + title;

  out << "# " << counts.written_by << ": channel utilisation " << counts.window << ", flits/cycle per output port.\n"
      << "# Edit freely and rerun `gnuplot channel-utilisation.gp` in this folder.\n";
  for (std::size_t i = 0; i < panels.size(); ++i) write_panel_data(out, panels[i], i);
  out << "set palette defined (0 '#ffffff', 0.2 '#ffffb2', 0.45 '#fecc5c', 0.7 '#fd8d3c', 0.85 '#f03b20', 1 '#bd0026')\n"
      << "set cbrange [0:1]\nset cblabel 'flits/cycle'\n"
      << "set tics out nomirror\nset key off\n" << (grid ? "set size ratio -1\n" : "")
      << "# Cells without a channel (a mesh's edges) are not drawn: the grey behind them shows.\n"
      << "set object 1 rectangle from graph 0,0 to graph 1,1 behind fillcolor rgb '#c8c8c8' fillstyle solid noborder\n";
  const std::string commands = panel_commands(panels, heading, layout_rows, layout_columns);
  out << "set terminal pngcairo noenhanced size " << width << ',' << height << " font 'sans,10'\n"
      << "set output " << quoted(png) << "\n"
      << commands << "set terminal svg noenhanced size " << width << ',' << height << " dynamic font 'sans,10'\n"
      << "set output " << quoted(svg) << "\n"
      << commands << "unset output\n";
}

std::vector<std::string> write_heat_map(const std::string& folder, const HeatMapCounts& counts,
                                        const rtl::TopologyGraph& topology, const std::string& title) {
  const std::filesystem::path dir(folder);
  std::vector<std::string> written = {records::write_output_file(folder, "channel-utilisation.gp", [&](std::ostream& out) {
    write_heat_map_script(out, counts, topology, title, "channel-utilisation.png", "channel-utilisation.svg");
  })};
  const auto gnuplot = sweep::find_gnuplot();
  if (!gnuplot) {
    std::cerr << counts.written_by << ": gnuplot is not on PATH, so channel-utilisation.png and .svg were not drawn; "
                 "channel-utilisation.gp is written (run 'gnuplot channel-utilisation.gp' in "
              << folder << " once gnuplot is installed)\n";
    return written;
  }
  const sweep::GnuplotOutcome plotted = sweep::run_gnuplot(*gnuplot, folder, "channel-utilisation.gp");
  if (!plotted.incomplete_image.empty()) throw WriteError(plotted.incomplete_image + " (gnuplot left it incomplete)", 0);
  if (!plotted.ok) throw WriteError((dir / "channel-utilisation.png").string() + " (" + plotted.error + ")", 0);
  written.push_back((dir / "channel-utilisation.png").string());
  written.push_back((dir / "channel-utilisation.svg").string());
  return written;
}

}  // namespace kncube::stats
