// CSV form of a sweep: a header row and one row per point, numbers that round-trip.
#include "testbenches/utilities/csv_format.h"
#include "testbenches/utilities/number_format.h"
#include "testbenches/application/sweep/report/sweep_report.h"

namespace kncube::report {

std::string point_reason(const sweep::SweepPoint& point) {
  std::string reason;
  for (const auto& error : point.errors) reason += (reason.empty() ? "" : "; ") + error;
  if (!reason.empty()) return reason;
  for (std::size_t r = 0; r < point.runs.size(); ++r)
    if (point.runs[r].status == sweep::RunStatus::saturated)
      return "seed " + std::to_string(point.seeds[r]) + ": " + point.runs[r].reason;
  return "";
}

void write_sweep_csv(std::ostream& out, const sweep::SweepResult& result) {
  std::vector<std::string> header = {"rate",           "status",      "replications",    "offered_load",
                                     "accepted_load",  "latency",     "latency_ci95",    "network_latency",
                                     "network_latency_ci95", "source_wait", "source_wait_ci95"};
  for (const auto& model : result.models) {
    header.push_back(model.name + "_predicted");
    header.push_back(model.name + "_verdict");
  }
  header.push_back("reason");
  write_csv_row(out, header);

  for (const auto& point : result.points) {
    auto number = [&](double value) { return point.has_measurement ? round_trip_number(value) : std::string(); };
    std::vector<std::string> row = {round_trip_number(point.rate),
                                    sweep::to_string(point.status),
                                    std::to_string(point.runs.size()),
                                    number(point.measured.offered_flits),
                                    number(point.measured.accepted_flits),
                                    number(point.measured.latency.mean),
                                    number(point.measured.latency.ci95),
                                    number(point.measured.network_latency.mean),
                                    number(point.measured.network_latency.ci95),
                                    number(point.measured.source_wait.mean),
                                    number(point.measured.source_wait.ci95)};
    for (const auto& model : point.models) {
      row.push_back(model.prediction.saturated ? "" : round_trip_number(model.prediction.latency));
      row.push_back(model.verdict.verdict);
    }
    row.push_back(point_reason(point));
    write_csv_row(out, row);
  }
}

}  // namespace kncube::report
