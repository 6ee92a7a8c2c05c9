#include "testbenches/application/compare/compare_outputs.h"

#include <fstream>
#include <iostream>
#include <stdexcept>

#include "testbenches/utilities/gnuplot_runner.h"
#include "testbenches/utilities/interruption.h"

namespace kncube::cli {

std::vector<std::string> draw_plots(const std::string& folder, const std::vector<std::string>& scripts) {
  const auto gnuplot = sweep::find_gnuplot();
  if (!gnuplot) {
    std::cerr << "kncube compare: gnuplot is not on PATH, so the .png and .svg plots were not drawn; the .gp scripts are "
                 "written (run 'gnuplot <script>' in "
              << folder << " once gnuplot is installed)\n";
    return {};
  }
  return sweep::render_plots(*gnuplot, folder, scripts, "kncube compare", std::cerr);
}

UsageError compare_usage_error(const analytical::CostInputError& error, analytical::Constraint constraint) {
  std::string option = error.key();
  if (option == "budget") option = constraint == analytical::Constraint::bisection ? "bisection-budget" : "pinout-budget";
  if (option == "message_length") option = "message-length";
  if (option == "network") option = "traffic";  // a network the traffic's model does not cover
  return UsageError::not_allowed(option, error.value(), error.allowed());
}

void report_written(std::ostream& out, bool table_format, const std::vector<std::string>& paths) {
  std::ostream& where = table_format ? out : std::cerr;
  where << (table_format ? "" : "kncube compare: ") << "wrote";
  for (const auto& path : paths) where << ' ' << path;
  where << '\n';
}

void state_simulation_cost(const std::function<sweep::CostSummary()>& measure, const compare::SimulationSettings& settings) {
  try {
    std::cerr << "kncube compare: cost estimate: " << sweep::describe_cost(measure(), settings.jobs, settings.ranks) << '\n';
  } catch (const sweep::Interrupted&) {
    throw;
  } catch (const std::runtime_error& error) {
    std::cerr << "kncube compare: no cost estimate: " << error.what() << '\n';
  }
}

}  // namespace kncube::cli
