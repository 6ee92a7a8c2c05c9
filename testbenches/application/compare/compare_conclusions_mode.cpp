// `kncube compare --conclusions`: the winners of every case of the chapter-6 experiment matrix
// (spec 03 §3.10) by the models, and for --simulate-nodes by simulation, against the thesis's
// stated conclusions (§3.11), as a Markdown table; conclusions.md, .json and .csv in the folder.
#include <unistd.h>

#include <algorithm>
#include <iostream>

#include "analytical/catalog/model_catalog.h"
#include "testbenches/application/compare/compare_modes.h"
#include "testbenches/application/compare/compare_outputs.h"
#include "testbenches/utilities/output_file.h"
#include "testbenches/application/options/exit_status.h"
#include "testbenches/utilities/program_path.h"
#include "testbenches/application/compare/studies/conclusion_study.h"
#include "testbenches/application/compare/report/compare_conclusions_report.h"
#include "testbenches/utilities/progress_bar.h"

namespace kncube::cli {

namespace {

std::vector<compare::CaseOutcome> model_every_case(const CompareCommandConfig& config) {
  const analytical::ModelCatalog catalog;
  std::vector<compare::CaseOutcome> cases;
  for (const compare::ConclusionCase& c :
       compare::conclusion_cases(config.comparison.nodes, config.traffic.hotspot_fraction, config.traffic.pattern_fraction,
                                 config.comparison.message_length)) {
    try {
      cases.push_back(compare::model_case(catalog, c));
    } catch (const analytical::CostInputError& error) {
      throw compare_usage_error(error, c.constraint);
    }
  }
  return cases;
}

void simulate(std::vector<compare::CaseOutcome>& cases, const CompareSimulationSettings& settings) {
  std::vector<compare::CaseOutcome*> chosen;
  for (auto& c : cases)
    if (std::find(settings.conclusion_nodes.begin(), settings.conclusion_nodes.end(), c.settings.nodes) !=
        settings.conclusion_nodes.end())
      chosen.push_back(&c);
  const std::string program = running_program_path();
  std::cerr << "kncube compare: simulating " << chosen.size() << " cases x 3 networks (a light-load run each, then "
            << "saturation searches of about 7 short runs) on " << settings.run.jobs << " processes\n";
  state_simulation_cost([&] { return compare::conclusion_cost(chosen, program, settings.run); }, settings.run);
  compare::simulate_cases(chosen, program, settings.run, {&std::cerr, isatty(STDERR_FILENO) == 1});
}

// As for the other modes: the status of the first simulation that failed (1, 2 or 4), else 0.
int exit_status_of(const std::vector<compare::CaseOutcome>& cases) {
  for (const auto& c : cases) {
    if (!c.simulation) continue;
    for (const auto& run : c.simulation->light)
      if (run.status == sweep::RunStatus::failed) return exit_status_of_failed_run(run.exit_code);
    for (const auto& search : c.simulation->saturation)
      if (!search.error.empty()) return exit_status_of_failed_run(search.exit_code);
  }
  return exit_ok;
}

}  // namespace

int run_conclusions(const CompareCommandConfig& config, std::ostream& out) {
  std::vector<compare::CaseOutcome> cases = model_every_case(config);
  if (config.simulation.simulate) simulate(cases, config.simulation);

  const std::string& folder = config.comparison.output;
  const std::vector<std::string> written = {
      records::write_output_file(folder, "conclusions.md", [&](std::ostream& file) { report::write_conclusions_markdown(file, cases); }),
      records::write_output_file(folder, "conclusions.json", [&](std::ostream& file) { report::write_conclusions_json(file, cases); }),
      records::write_output_file(folder, "conclusions.csv", [&](std::ostream& file) { report::write_conclusions_csv(file, cases); })};
  switch (config.format) {
    case OutputFormat::json: report::write_conclusions_json(out, cases); break;
    case OutputFormat::csv: report::write_conclusions_csv(out, cases); break;
    case OutputFormat::table: report::write_conclusions_markdown(out, cases); break;
  }
  report_written(out, config.format == OutputFormat::table, written);
  return exit_status_of(cases);
}

}  // namespace kncube::cli
