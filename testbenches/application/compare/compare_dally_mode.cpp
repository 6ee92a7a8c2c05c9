// `kncube compare --study dally`: Dally's TABLE I and optimal dimensions (spec 03 Part A) next to
// the published values, with one latency-against-dimension plot per N.
#include "testbenches/application/compare/compare_modes.h"
#include "testbenches/application/compare/compare_outputs.h"
#include "testbenches/utilities/output_file.h"
#include "testbenches/application/options/exit_status.h"
#include "testbenches/application/compare/studies/dally_study.h"
#include "testbenches/application/compare/report/compare_dally_report.h"

namespace kncube::cli {

int run_dally_study(const CompareCommandConfig& config, std::ostream& out) {
  const compare::DallyStudy study = compare::run_dally_study();
  const std::string& folder = config.comparison.output;
  std::vector<std::string> written = {
      records::write_output_file(folder, "dally.json", [&](std::ostream& file) { report::write_dally_json(file, study); }),
      records::write_output_file(folder, "dally.csv", [&](std::ostream& file) { report::write_dally_csv(file, study); })};
  std::vector<std::string> scripts;
  for (const auto& comparison : study.dimensions) {
    const std::string stem = "dally-N" + std::string(comparison.paper.label);
    written.push_back(records::write_output_file(folder, stem + ".gp", [&](std::ostream& file) {
      report::write_dally_plot_script(file, comparison, stem + ".png", stem + ".svg");
    }));
    scripts.push_back(stem + ".gp");
  }
  for (auto& image : draw_plots(folder, scripts)) written.push_back(std::move(image));

  switch (config.format) {
    case OutputFormat::json: report::write_dally_json(out, study); break;
    case OutputFormat::csv: report::write_dally_csv(out, study); break;
    case OutputFormat::table: report::write_dally_table(out, study); break;
  }
  report_written(out, config.format == OutputFormat::table, written);
  return exit_ok;
}

}  // namespace kncube::cli
