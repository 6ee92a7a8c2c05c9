// Table form of a sweep, for people: what was swept, each model's saturation rate, then one
// row per point with the measured latency and every model's prediction and verdict.
#include "testbenches/utilities/number_format.h"
#include "testbenches/application/sweep/report/sweep_report.h"
#include "testbenches/utilities/text_table.h"

namespace kncube::report {

namespace {

void write_heading(std::ostream& out, const sweep::SweepResult& result) {
  out << "sweep of " << result.configuration << "\n";
  out << result.points.size() << " rates (" << sweep::to_string(result.rate_source);
  if (result.rate_source == sweep::RateSource::model) out << ": 5% to 95% of " << result.rate_model << "'s saturation rate";
  if (result.rate_source == sweep::RateSource::measured_estimate && result.measured_saturation)
    out << ": 5% to 95% of the measured saturation estimate " << readable_number(result.measured_saturation->rate);
  out << "), " << result.replications << (result.replications == 1 ? " replication" : " replications") << " (seed "
      << result.seed;
  if (result.replications > 1) out << " to " << result.seed + static_cast<std::uint64_t>(result.replications) - 1;
  out << "), " << result.jobs << " parallel processes, " << readable_number(result.wall_seconds) << " s\n";
  for (const auto& model : result.models) {
    out << "model " << model.name << ": saturation rate " << readable_number(model.saturation_rate)
        << " messages/node/cycle, comparison " << model.mode;
    if (model.mode == "offset") out << " (" << readable_number(model.offset) << " cycles removed from measurements)";
    out << '\n';
  }
  if (result.models.empty()) out << "no model applies: " << result.no_model_reason << '\n';
}

}  // namespace

void write_sweep_table(std::ostream& out, const sweep::SweepResult& result) {
  write_heading(out, result);
  std::vector<TextColumn> columns = {{"rate", Align::right}, {"status", Align::left}, {"latency +/- ci95", Align::right}};
  for (const auto& model : result.models) {
    columns.push_back({model.name, Align::right});
    columns.push_back({"verdict", Align::left});
  }
  TextTable table(std::move(columns));
  for (const auto& point : result.points) {
    std::vector<std::string> row = {readable_number(point.rate), sweep::to_string(point.status),
                                    point.has_measurement ? readable_number(point.measured.latency.mean) + " +/- " +
                                                                readable_number(point.measured.latency.ci95)
                                                          : "-"};
    for (const auto& model : point.models) {
      row.push_back(model.prediction.saturated ? "saturated" : readable_number(model.prediction.latency));
      row.push_back(model.verdict.verdict);
    }
    table.add_row(std::move(row));
  }
  table.write(out);
  for (const auto& point : result.points)
    for (const auto& error : point.errors) out << "error at rate " << readable_number(point.rate) << ", " << error << '\n';
}

}  // namespace kncube::report
