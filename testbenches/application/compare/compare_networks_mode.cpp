// `kncube compare` proper: for each N, the three equal-cost networks by their models (and with
// --simulate by simulation at the same rates), the table on stdout, compare.json, compare.csv and
// one plot per N in the output folder.
#include <unistd.h>

#include <chrono>
#include <iostream>

#include "analytical/catalog/model_catalog.h"
#include "testbenches/application/options/usage_error.h"
#include "testbenches/application/compare/compare_modes.h"
#include "testbenches/application/compare/compare_outputs.h"
#include "testbenches/utilities/output_file.h"
#include "testbenches/application/options/exit_status.h"
#include "testbenches/utilities/program_path.h"
#include "testbenches/application/compare/studies/size_comparison.h"
#include "testbenches/application/compare/studies/size_simulation.h"
#include "testbenches/application/compare/report/compare_report.h"
#include "testbenches/utilities/number_format.h"
#include "testbenches/utilities/progress_bar.h"

namespace kncube::cli {

namespace {

std::vector<compare::SizeResult> model_every_size(const CompareCommandConfig& config) {
  const analytical::ModelCatalog catalog;
  const CompareSettings& settings = config.comparison;
  compare::RateChoice rates;
  rates.given = settings.rates.rates;
  rates.automatic_points = settings.automatic_points;
  analytical::ModelSwitches switches;  // the specs' normative resolutions, with the user's R
  switches.router_ratio = settings.router_ratio;
  std::vector<compare::SizeResult> sizes;
  for (std::int64_t nodes : settings.nodes) {
    analytical::ComparisonRequest request;
    request.nodes = nodes;
    request.constraint = settings.constraint;
    request.wires = settings.wires;
    request.budget = settings.budget;
    request.message_length = settings.message_length;
    request.traffic = config.traffic;
    try {
      sizes.push_back(compare::compare_size(catalog, request, rates, switches));
    } catch (const analytical::CostInputError& error) {
      // A network of this size that the traffic's model cannot evaluate (too many destination
      // classes): the user chose the size, not the networks' radices, so the size is what to name.
      if (error.key() == "network")
        throw UsageError::not_allowed("nodes", std::to_string(nodes),
                                      "a size whose networks the models can evaluate: " + error.allowed());
      throw compare_usage_error(error, settings.constraint);
    }
  }
  return sizes;
}

void simulate(std::vector<compare::SizeResult>& sizes, const compare::SimulationSettings& settings) {
  std::size_t runs = 0;
  for (const auto& size : sizes) runs += size.networks.size() * size.rates.size();
  const std::string program = running_program_path();
  std::cerr << "kncube compare: simulating " << runs << " points (thesis links, " << settings.warmup_messages
            << " warm-up and " << settings.measure_messages << " measured messages each) on " << settings.jobs
            << " processes\n";
  state_simulation_cost([&] { return compare::simulation_cost(sizes, program, settings); }, settings);
  compare::simulate_sizes(sizes, program, settings, {&std::cerr, isatty(STDERR_FILENO) == 1});
}

int exit_status_of(const std::vector<compare::SizeResult>& sizes) {
  for (const auto& size : sizes)
    for (const auto& network : size.networks)
      for (const auto& run : network.simulated)
        if (run.status == sweep::RunStatus::failed)
          return exit_status_of_failed_run(run.exit_code);
  return exit_ok;
}

std::vector<std::string> write_outputs(const compare::ComparisonResult& result, const std::string& folder) {
  std::vector<std::string> written = {
      records::write_output_file(folder, "compare.json", [&](std::ostream& out) { report::write_compare_json(out, result); }),
      records::write_output_file(folder, "compare.csv", [&](std::ostream& out) { report::write_compare_csv(out, result); })};
  std::vector<std::string> scripts;
  for (const auto& size : result.sizes) {
    const std::string stem = "plot-N" + std::to_string(size.cost.nodes);
    written.push_back(records::write_output_file(folder, stem + ".gp", [&](std::ostream& out) {
      report::write_compare_plot_script(out, size, stem + ".png", stem + ".svg");
    }));
    scripts.push_back(stem + ".gp");
  }
  for (auto& image : draw_plots(folder, scripts)) written.push_back(std::move(image));
  return written;
}

}  // namespace

int run_network_comparison(const CompareCommandConfig& config, std::ostream& out) {
  const auto start = std::chrono::steady_clock::now();
  compare::ComparisonResult result;
  result.sizes = model_every_size(config);
  if (config.simulation.simulate) {
    result.simulation = config.simulation.run;
    simulate(result.sizes, config.simulation.run);
  }
  result.wall_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  const std::vector<std::string> written = write_outputs(result, config.comparison.output);
  switch (config.format) {
    case OutputFormat::json: report::write_compare_json(out, result); break;
    case OutputFormat::csv: report::write_compare_csv(out, result); break;
    case OutputFormat::table: report::write_compare_table(out, result); break;
  }
  report_written(out, config.format == OutputFormat::table, written);
  return exit_status_of(result.sizes);
}

}  // namespace kncube::cli
