// Table form of a comparison, for people: per N, the networks' cost normalisation and model
// summary (spec 03 Table 6.1 columns), any A14 approximation, then latency against rate with one
// column per network (model, and simulation with its 95% CI when simulated).
#include "testbenches/application/compare/report/compare_report.h"
#include "testbenches/utilities/number_format.h"
#include "testbenches/utilities/text_table.h"

namespace kncube::report {

namespace {

std::string prediction_cell(const analytical::Prediction& p) { return p.saturated ? "saturated" : readable_number(p.latency); }

std::string simulated_cell(const sweep::RunOutcome& run) {
  switch (run.status) {
    case sweep::RunStatus::ok: return readable_number(run.measured.latency.mean) + " +/- " + readable_number(run.measured.latency.ci95);
    case sweep::RunStatus::saturated: return "saturated";
    case sweep::RunStatus::failed: return "failed";
  }
  return "?";
}

void write_networks(std::ostream& out, const compare::SizeResult& size) {
  const bool wires = size.cost.budget.has_value();
  std::vector<TextColumn> columns = {{"network", Align::left}, {"k"}, {"n"}, {"nodes"}, {"width (rel.)"}};
  if (wires) columns.push_back({"width (wires)"});
  for (const char* header : {"mu", "mu (unrounded)", "V", "buffers", "zero-load latency", "saturation rate"})
    columns.push_back({header});
  columns.push_back({"model", Align::left});
  TextTable table(std::move(columns));
  for (const compare::NetworkResult& result : size.networks) {
    const analytical::ComparedNetwork& n = result.network;
    std::vector<std::string> cells = {n.label, std::to_string(n.k), std::to_string(n.n), std::to_string(n.nodes),
                                      readable_number(n.channel_width)};
    if (wires) cells.push_back(readable_number(n.channel_width_wires.value_or(0.0)));
    cells.insert(cells.end(), {std::to_string(n.mu.rounded), readable_number(n.mu.unrounded), std::to_string(n.vcs),
                               std::to_string(n.buffer_flits), readable_number(result.model.zero_load_latency),
                               readable_number(result.model.saturation_rate), result.model.model});
    table.add_row(std::move(cells));
  }
  table.write(out);
  for (const compare::NetworkResult& result : size.networks)
    if (result.network.approximate) out << "note: " << result.network.label << ": " << result.network.approximation << '\n';
}

void write_points(std::ostream& out, const compare::SizeResult& size) {
  bool simulated = false;
  for (const auto& result : size.networks) simulated = simulated || !result.simulated.empty();
  std::vector<TextColumn> columns = {{"rate"}};
  for (const auto& result : size.networks) {
    columns.push_back({result.network.label + (simulated ? " model" : "")});
    if (simulated) columns.push_back({"simulated"});
  }
  TextTable table(std::move(columns));
  for (std::size_t i = 0; i < size.rates.size(); ++i) {
    std::vector<std::string> cells = {readable_number(size.rates[i])};
    for (const auto& result : size.networks) {
      cells.push_back(prediction_cell(result.model.points[i]));
      if (simulated) cells.push_back(i < result.simulated.size() ? simulated_cell(result.simulated[i]) : "-");
    }
    table.add_row(std::move(cells));
  }
  out << "latency (base cycles) against generation rate (messages/node/cycle), " << size.rates.size()
      << (size.automatic_rates ? " automatic rates up to the largest saturation rate" : " rates as given") << ":\n";
  table.write(out);
}

}  // namespace

void write_compare_table(std::ostream& out, const compare::ComparisonResult& result) {
  bool first = true;
  for (const compare::SizeResult& size : result.sizes) {
    if (!first) out << '\n';
    first = false;
    out << compare_heading(size) << "; t_c = mu, t_s = R = " << readable_number(size.cost.router_ratio)
        << " base cycles, Duato routing, unidirectional\n";
    write_networks(out, size);
    write_points(out, size);
  }
  if (result.simulation)
    out << "simulated: kncube run --link thesis, buffers " << result.simulation->buffer_depth << " flits, "
        << result.simulation->warmup_messages << " warm-up and " << result.simulation->measure_messages
        << " measured messages per point, seed " << result.simulation->seed << "; " << readable_number(result.wall_seconds)
        << " s\n";
}

}  // namespace kncube::report
