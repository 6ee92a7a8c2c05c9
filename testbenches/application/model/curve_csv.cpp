// CSV form of a CurveReport: a header row and one row per point, numbers that round-trip.
#include "testbenches/utilities/csv_format.h"
#include "testbenches/application/model/curve_columns.h"
#include "testbenches/application/model/curve_report.h"
#include "testbenches/utilities/number_format.h"

namespace kncube::report {

void write_csv(std::ostream& out, const CurveReport& report) {
  const std::vector<std::string> classes = class_names(report);
  const CellStyle style{&round_trip_number, "true", "false", ""};
  write_csv_row(out, curve_headers(classes));
  for (const auto& point : report.points) write_csv_row(out, curve_cells(point, classes, style));
}

}  // namespace kncube::report
