// Table form of a CurveReport, for people: a line naming model, configuration and saturation
// rate, then the points aligned in columns.
#include "testbenches/application/model/curve_columns.h"
#include "testbenches/application/model/curve_report.h"
#include "testbenches/utilities/number_format.h"
#include "testbenches/utilities/text_table.h"

namespace kncube::report {

void write_table(std::ostream& out, const CurveReport& report) {
  out << "model " << report.model << " on " << report.configuration << "; saturation rate "
      << readable_number(report.saturation_rate) << " messages/node/cycle\n";
  const std::vector<std::string> classes = class_names(report);
  std::vector<TextColumn> columns;
  for (auto& header : curve_headers(classes)) columns.push_back({std::move(header), Align::right});
  columns.back().align = Align::left;  // the reason is prose
  TextTable table(std::move(columns));
  const CellStyle style{&readable_number, "yes", "no", "-"};
  for (const auto& point : report.points) table.add_row(curve_cells(point, classes, style));
  table.write(out);
}

}  // namespace kncube::report
