// Table form of Dally's study: TABLE I with ours / paper in each cell (spec 03 §2.10), then the
// optimal dimension per N and wire-delay model, ours against the paper's (§2.4).
#include <cstdio>

#include "testbenches/application/compare/report/compare_dally_report.h"
#include "testbenches/utilities/number_format.h"
#include "testbenches/utilities/text_table.h"

namespace kncube::report {

namespace {

std::string fixed(double value, int decimals) {
  char text[64];
  std::snprintf(text, sizeof text, "%.*f", decimals, value);
  return text;
}

void write_table_one(std::ostream& out, const compare::DallyStudy& study) {
  out << "Dally (1990) TABLE I: L = " << readable_number(compare::table_one_message_bits)
      << " bits, W = k/2 (constant bisection), unidirectional, e-cube; latency D + T_n in cycles (blocking model, "
         "eqs 22-24), load lambda in bits/cycle/node; cells are ours / paper\n";
  std::vector<TextColumn> columns = {{"N", Align::left}, {"k"}, {"n"}, {"zero-load (eq 12)"}, {"max throughput"},
                                     {"limit", Align::left}};
  for (double load : compare::table_one_loads) columns.push_back({"lambda = " + readable_number(load)});
  TextTable table(std::move(columns));
  for (const auto& row : study.table_one) {
    std::vector<std::string> cells = {row.paper.size, std::to_string(row.paper.k), std::to_string(row.paper.n),
                                      readable_number(row.zero_load_latency),
                                      fixed(row.throughput.bits_per_cycle, 3) + " / " + fixed(row.paper.max_throughput, 2),
                                      compare::limit_name(row.throughput.limit)};
    for (std::size_t i = 0; i < row.latency.size(); ++i) cells.push_back(fixed(row.latency[i], 2) + " / " + readable_number(row.paper.latency[i]));
    table.add_row(std::move(cells));
  }
  table.write(out);
  out << "limit: sing = the eq (23) singularity binds, src = the source saturates (lambda_E T_n = 1); the four src rows' "
         "published throughputs are not reproduced by the model (spec 03 A1: ours lie up to 0.035 above)\n";
}

void write_optima(std::ostream& out, const compare::DallyStudy& study) {
  out << "\nOptimal dimension at constant bisection (Figs 8-10): L = " << readable_number(compare::dimension_study_message_bits)
      << " bits, k = N^(1/n), latency T_c(model) (n(k-1)/2 + 2L/k) (eq 18); cells are best n ours / paper "
         "(latency at our best n, cycles)\n";
  std::vector<TextColumn> columns = {{"N", Align::left}};
  for (auto model : compare::dimension_study_delay_models) columns.push_back({compare::delay_model_name(model) + " delay"});
  TextTable table(std::move(columns));
  for (const auto& comparison : study.dimensions) {
    std::vector<std::string> cells = {comparison.paper.label};
    for (std::size_t m = 0; m < comparison.sweeps.size(); ++m)
      cells.push_back(std::to_string(comparison.sweeps[m].best_dimension) + " / " +
                      std::to_string(comparison.paper.best_dimension[m]) + " (" +
                      readable_number(comparison.sweeps[m].best_latency) + ")");
    table.add_row(std::move(cells));
  }
  table.write(out);
  out << "latency against dimension (cycles):\n";
  for (const auto& comparison : study.dimensions) {
    std::vector<TextColumn> curve_columns = {{"N = " + std::string(comparison.paper.label) + ": n"}, {"k"}};
    for (auto model : compare::dimension_study_delay_models) curve_columns.push_back({compare::delay_model_name(model)});
    TextTable curve(std::move(curve_columns));
    const auto& points = comparison.sweeps.front().points;
    for (std::size_t i = 0; i < points.size(); ++i) {
      std::vector<std::string> cells = {std::to_string(points[i].n), readable_number(points[i].k)};
      for (const auto& sweep : comparison.sweeps) cells.push_back(readable_number(sweep.points[i].latency));
      curve.add_row(std::move(cells));
    }
    curve.write(out);
  }
}

}  // namespace

void write_dally_table(std::ostream& out, const compare::DallyStudy& study) {
  write_table_one(out, study);
  write_optima(out, study);
}

}  // namespace kncube::report
