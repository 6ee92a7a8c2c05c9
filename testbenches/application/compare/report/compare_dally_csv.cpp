// CSV form of Dally's study: one row per TABLE I cell and per latency-against-dimension point.
#include "testbenches/application/compare/report/compare_dally_report.h"
#include "testbenches/utilities/csv_format.h"
#include "testbenches/utilities/number_format.h"

namespace kncube::report {

void write_dally_csv(std::ostream& out, const compare::DallyStudy& study) {
  write_csv_row(out, {"section", "N", "k", "n", "quantity", "ours", "paper"});
  for (const auto& row : study.table_one) {
    const std::vector<std::string> key = {"table_one", row.paper.size, std::to_string(row.paper.k), std::to_string(row.paper.n)};
    auto write = [&](const std::string& quantity, double ours, const std::string& paper) {
      std::vector<std::string> fields = key;
      fields.insert(fields.end(), {quantity, round_trip_number(ours), paper});
      write_csv_row(out, fields);
    };
    write("zero_load_latency", row.zero_load_latency, "");
    for (std::size_t i = 0; i < row.latency.size(); ++i)
      write("latency_at_" + round_trip_number(compare::table_one_loads[i]), row.latency[i], round_trip_number(row.paper.latency[i]));
    write("max_throughput", row.throughput.bits_per_cycle, round_trip_number(row.paper.max_throughput));
  }
  for (const auto& comparison : study.dimensions)
    for (std::size_t m = 0; m < comparison.sweeps.size(); ++m) {
      const std::string model = compare::delay_model_name(compare::dimension_study_delay_models[m]);
      for (const auto& point : comparison.sweeps[m].points)
        write_csv_row(out, {"dimension", comparison.paper.label, round_trip_number(point.k), std::to_string(point.n),
                            "latency_" + model, round_trip_number(point.latency), ""});
      write_csv_row(out, {"dimension", comparison.paper.label, "", "", "best_n_" + model,
                          std::to_string(comparison.sweeps[m].best_dimension),
                          std::to_string(comparison.paper.best_dimension[m])});
    }
}

}  // namespace kncube::report
